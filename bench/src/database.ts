import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import postgres from 'postgres';
import { createDatabase, type DatabaseHandle } from '../../apps/api/src/db/client';
import { runMigrations } from '../../apps/api/src/db/migrate';

/**
 * A brand-new database for one benchmark run: an embedded PGlite in `<dataDir>/db` (as `npm start`
 * uses it), or a PostgreSQL database `parashop_bench_<random>` created on the server of DATABASE_URL
 * and dropped afterwards. Migrated, empty.
 */
export type BenchDatabase = {
  kind: 'pglite' | 'postgres';
  /** What the server process gets as DATABASE_URL (undefined: PGlite in DATA_DIR/db). */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Opens a connection (PGlite: only while the server is not running; it holds the folder). */
  open: () => Promise<DatabaseHandle>;
  drop: () => Promise<void>;
};

export async function createBenchDatabase(
  kind: 'pglite' | 'postgres',
  dataDir: string,
  serverUrl: string | undefined,
): Promise<BenchDatabase> {
  await mkdir(dataDir, { recursive: true });
  if (kind === 'pglite') {
    const open = () => createDatabase({ databaseUrl: undefined, pgliteDataDir: join(dataDir, 'db') });
    const handle = await open();
    await runMigrations(handle);
    await handle.close();
    return { kind, databaseUrl: undefined, dataDir, open, drop: async () => {} };
  }

  if (!serverUrl)
    throw new Error('PostgreSQL runs need DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)');
  const name = `parashop_bench_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const open = () => createDatabase({ databaseUrl, pgliteDataDir: 'memory://', poolMax: 4 });
  const handle = await open();
  await runMigrations(handle);
  await handle.close();
  return {
    kind,
    databaseUrl,
    dataDir,
    open,
    drop: async () => {
      const cleaner = postgres(serverUrl, { max: 1, onnotice: () => {} });
      try {
        await cleaner.unsafe(`drop database if exists ${name} with (force)`);
      } finally {
        await cleaner.end({ timeout: 5 });
      }
    },
  };
}
