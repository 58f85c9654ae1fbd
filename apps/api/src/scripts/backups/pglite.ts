/**
 * The embedded database (PGlite) is one process's set of files, so it is copied while no server has
 * it open: the script refuses a data folder whose lock belongs to a running process, then holds that
 * lock itself while it copies (a server started meanwhile refuses to open it). The copy is PGlite's
 * own `dumpDataDir()`, taken through the database, and loads back with `loadDataDir`.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { createDatabase, lockDataDir } from '../../db/client';
import { BackupError, readDatabaseFacts } from './manifest';

function pgliteQuery(pglite: PGlite) {
  return async (text: string) => (await pglite.query<Record<string, unknown>>(text)).rows;
}

/** Refuses when a running Parashop holds the data folder; says what to do. */
export function refuseIfInUse(pgliteDataDir: string, doing: 'back it up' | 'restore into it'): void {
  let release: () => void;
  mkdirSync(dirname(pgliteDataDir), { recursive: true });
  try {
    release = lockDataDir(pgliteDataDir);
  } catch (error) {
    // lockDataDir's refusal of a live owner carries the EEXIST of its lock file as the cause.
    if ((error as { cause?: { code?: string } }).cause?.code !== 'EEXIST') throw error;
    const pid = /pid (\d+)/.exec(error instanceof Error ? error.message : '')?.[1];
    throw new BackupError(
      `The shop is running on this data folder (${pgliteDataDir}, server pid ${pid ?? 'unknown'}). ` +
        `The embedded database belongs to one process at a time: stop the server (systemctl stop parashop, ` +
        `or Ctrl+C), ${doing}, then start the server again. With PostgreSQL (DATABASE_URL) backups run ` +
        `while the shop runs.`,
      { cause: error },
    );
  }
  release();
}

/** Whether the folder holds a PostgreSQL data directory (PG_VERSION), or anything at all. */
export async function dataDirState(dir: string): Promise<'database' | 'other files' | 'empty'> {
  if (existsSync(join(dir, 'PG_VERSION'))) return 'database';
  const entries = await readdir(dir).catch(() => [] as string[]);
  return entries.length > 0 ? 'other files' : 'empty';
}

/** Copies the embedded database into `file` (an uncompressed tar of its data directory). */
export async function dumpPglite(pgliteDataDir: string, file: string) {
  if ((await dataDirState(pgliteDataDir)) !== 'database') {
    throw new BackupError(
      `There is no embedded database in ${pgliteDataDir}: nothing to back up. Is DATA_DIR right? ` +
        `(With PostgreSQL, set DATABASE_URL.)`,
    );
  }
  refuseIfInUse(pgliteDataDir, 'back it up');
  const handle = await createDatabase({ databaseUrl: undefined, pgliteDataDir });
  try {
    const pglite = handle.pglite as PGlite;
    const facts = await readDatabaseFacts(pgliteQuery(pglite));
    const dump = await pglite.dumpDataDir('none');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return facts;
  } finally {
    await handle.close();
  }
}

/** Creates the embedded database in `pgliteDataDir` (which must not hold one) from a dumped tar. */
export async function loadPglite(pgliteDataDir: string, file: string) {
  const tarball = new Blob([await readFile(file)]);
  const handle = await createDatabase({
    databaseUrl: undefined,
    pgliteDataDir,
    pgliteLoadDataDir: tarball,
  });
  try {
    return await readDatabaseFacts(pgliteQuery(handle.pglite as PGlite));
  } finally {
    await handle.close();
  }
}
