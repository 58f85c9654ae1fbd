/**
 * Vitest global set-up of the API tests: the migrated empty database is made ONCE per run, and every
 * test app starts from a copy of it instead of migrating its own.
 *
 * - PGlite: a fresh in-memory PGlite runs initdb (~10 s on a busy 2-core machine) and the migrations
 *   (~1-2 s); loading a dumped data directory takes a fraction of that. The dump is written to a
 *   temporary file, its path handed to the test processes (`inject('pgliteTemplateFile')`), and removed
 *   at the end of the run.
 * - PostgreSQL (DATABASE_URL set): a template database of the current migrations is made once on the
 *   server (and kept for the next runs: see `postgresTemplate`); each test app's database is
 *   `CREATE DATABASE … TEMPLATE` it (a file copy on the server), then dropped as before.
 *
 * Without this set-up (the hardening configuration may run helpers without it) the helpers migrate as
 * they did: correctness never depends on it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/client';
import { MIGRATIONS_FOLDER, runMigrations } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumped, migrated, empty PGlite data directory (tar), or '' when none was made. */
    pgliteTemplateFile: string;
    /** The migrated template database on DATABASE_URL's server, or '' on PGlite. */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL?.trim();
  if (serverUrl) {
    project.provide('postgresTemplate', await postgresTemplate(serverUrl));
    project.provide('pgliteTemplateFile', '');
    return async () => {};
  }

  const folder = await mkdtemp(join(tmpdir(), 'parashop-pglite-template-'));
  const file = join(folder, 'migrated.tar');
  const handle = await createDatabase({ databaseUrl: undefined, pgliteDataDir: 'memory://' });
  try {
    await runMigrations(handle);
    const dump = await (handle.pglite as PGlite).dumpDataDir('none');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
  } finally {
    await handle.close();
  }
  project.provide('pgliteTemplateFile', file);
  project.provide('postgresTemplate', '');
  return async () => {
    await rm(folder, { recursive: true, force: true });
  };
}

/**
 * The template database of the current migrations on the server: named after a hash of the migration
 * files, so runs share it and a new migration makes a new one. It is built under another name and
 * renamed once migrated, so a template with its name is always complete; a run that loses the race to
 * build it drops its own copy.
 */
async function postgresTemplate(serverUrl: string): Promise<string> {
  const digest = createHash('sha256');
  for (const file of (await readdir(MIGRATIONS_FOLDER, { recursive: true })).sort()) {
    const path = join(MIGRATIONS_FOLDER, file);
    if ((await stat(path)).isFile()) digest.update(file).update(await readFile(path));
  }
  const name = `parashop_template_${digest.digest('hex').slice(0, 16)}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    const found = await admin`select 1 from pg_database where datname = ${name}`;
    if (found.length > 0) return name;
    const building = `${name}_${randomBytes(4).toString('hex')}`;
    await admin.unsafe(`create database ${building}`);
    const url = new URL(serverUrl);
    url.pathname = `/${building}`;
    const handle = await createDatabase({
      databaseUrl: url.toString(),
      pgliteDataDir: 'memory://',
      // The migrations hold a lock on one connection while they run on another.
      poolMax: 2,
    });
    try {
      await runMigrations(handle);
    } finally {
      // A template may have no session open while it is copied or renamed.
      await handle.close();
    }
    try {
      await admin.unsafe(`alter database ${building} rename to ${name}`);
    } catch (error) {
      await admin.unsafe(`drop database if exists ${building} with (force)`);
      const raced = await admin`select 1 from pg_database where datname = ${name}`;
      if (raced.length === 0) throw error;
    }
    return name;
  } finally {
    await admin.end({ timeout: 5 });
  }
}
