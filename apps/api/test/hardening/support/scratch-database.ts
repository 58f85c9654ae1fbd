import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { createDatabase, type DatabaseHandle } from '../../../src/db/client';

export type ScratchDatabase = {
  /** postgres://…/parashop_h_<random> */
  url: string;
  name: string;
  /** A Drizzle handle on it, for fixtures and checks. */
  handle: DatabaseHandle;
  /** A raw postgres.js client on it (locks, pg_stat_activity). */
  raw: postgres.Sql;
  drop: () => Promise<void>;
};

/**
 * A brand-new, empty database on the server of `serverUrl` (the API process migrates it at start-up),
 * dropped by `drop()` even while connections remain.
 */
export async function createScratchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const name = `parashop_h_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await createDatabase({
    databaseUrl: url.toString(),
    pgliteDataDir: 'memory://',
    poolMax: 4,
  });
  const raw = postgres(url.toString(), { max: 4, onnotice: () => {} });
  let dropped = false;
  return {
    url: url.toString(),
    name,
    handle,
    raw,
    drop: async () => {
      if (dropped) return;
      dropped = true;
      await handle.close().catch(() => {});
      await raw.end({ timeout: 5 }).catch(() => {});
      const cleaner = postgres(serverUrl, { max: 1, onnotice: () => {} });
      try {
        await cleaner.unsafe(`drop database if exists ${name} with (force)`);
      } finally {
        await cleaner.end({ timeout: 5 });
      }
    },
  };
}
