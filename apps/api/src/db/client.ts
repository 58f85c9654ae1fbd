import { mkdirSync, openSync, readFileSync, unlinkSync, writeSync, closeSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { ExtractTablesWithRelations, Logger, SQLWrapper } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from './schema';

type Schema = typeof schema;

/** The Drizzle database, the same type whether it runs on PGlite or on a PostgreSQL server. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** What `db.transaction(async (tx) => …)` hands to its callback. */
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either: repositories that may run inside or outside a transaction accept this. */
export type Executor = Database | Transaction;

export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  /** The PGlite instance (embedded database only), e.g. to dump it in tests. */
  pglite: PGlite | undefined;
  close: () => Promise<void>;
  /**
   * Runs `task` while holding a PostgreSQL session lock (pg_advisory_lock on `key`), so processes
   * starting together run it one after the other (migrations, first admin). PGlite has one process per
   * data folder already (lockDataDir): it just runs the task.
   */
  exclusive: <T>(key: number, task: () => Promise<T>) => Promise<T>;
  /**
   * LISTEN on `channel`: `onNotify` gets each NOTIFY payload (after the sending transaction commits),
   * `onListen` runs once listening and again after each reconnection (PostgreSQL), so the caller can
   * catch up on what a broken connection missed. Resolves with the UNLISTEN.
   */
  listen: (
    channel: string,
    onNotify: (payload: string) => void,
    onListen?: () => void,
  ) => Promise<() => Promise<void>>;
};

export type DatabaseOptions = {
  databaseUrl: string | undefined;
  /** PGlite data directory, or 'memory://'. */
  pgliteDataDir: string;
  /** Start PGlite from a dumped data directory (test template). */
  pgliteLoadDataDir?: Blob | File;
  /** Connection pool size for PostgreSQL. */
  poolMax?: number;
};

/** The catalogue search (migration 0001) needs these; PostgreSQL servers ship them in contrib. */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

/**
 * A statement that changes what the catalogue reads and the storefront's pages show (products, offers,
 * categories, brands, packs, and the shop's settings: its name, address and phone on every page).
 */
const CATALOGUE_WRITE =
  /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+"?(?:products|offers|categories|companies|packs|pack_products|shop_settings)"?(?=[\s(,;]|$)/i;

/** The click counters' update (catalogue-shared/clicks.ts) changes no answer worth refreshing at once. */
const CLICK_COUNT = /^update\s+"?(?:products|packs)"?\s+set\s+"?number_click"?\s*=[^,]*\s+where\b/i;

const catalogueWriteListeners = new WeakMap<Database, Set<() => void>>();

/** Drizzle's logger sees every statement, in or out of a transaction, before it runs. */
function catalogueWriteLogger(listeners: Set<() => void>): Logger {
  return {
    logQuery(query) {
      if (listeners.size > 0 && CATALOGUE_WRITE.test(query) && !CLICK_COUNT.test(query)) {
        for (const listener of listeners) listener();
      }
    },
  };
}

/**
 * Calls `listener` whenever a catalogue write is sent through `db` (by a route, the seed, a test
 * fixture...), just before it runs; it may still roll back or commit later, so the catalogue cache
 * also invalidates after each write request (src/plugins/catalogue-cache.ts). Returns the unsubscribe.
 */
export function onCatalogueWrite(db: Database, listener: () => void): () => void {
  const listeners = catalogueWriteListeners.get(db);
  if (!listeners) return () => {};
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function createDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, {
      max: options.poolMax ?? 10,
      onnotice: () => {},
      // Keep numeric(10,2) as exact strings and timestamps as Date, like PGlite does.
    });
    const writes = new Set<() => void>();
    const db = drizzlePostgres(client, {
      schema,
      logger: catalogueWriteLogger(writes),
    }) as unknown as Database;
    catalogueWriteListeners.set(db, writes);
    return {
      db,
      kind: 'postgres',
      pglite: undefined,
      close: () => client.end({ timeout: 5 }),
      // postgres.js keeps one extra connection for every LISTEN of the client and reconnects it.
      listen: async (channel, onNotify, onListen) => {
        const { unlisten } = await client.listen(channel, onNotify, onListen);
        return unlisten;
      },
      exclusive: async (key, task) => {
        // One connection holds the lock for the task's length; the task uses the pool as usual.
        const reserved = await client.reserve();
        try {
          await reserved`select pg_advisory_lock(${key})`;
          try {
            return await task();
          } finally {
            await reserved`select pg_advisory_unlock(${key})`;
          }
        } finally {
          reserved.release();
        }
      },
    };
  }

  const dataDir = options.pgliteDataDir;
  let release = () => {};
  if (!dataDir.startsWith('memory://')) {
    // PGlite does not create missing parent folders itself.
    mkdirSync(dataDir, { recursive: true });
    release = lockDataDir(dataDir);
  }
  try {
    const client = await PGlite.create({
      dataDir,
      extensions: PGLITE_EXTENSIONS,
      ...(options.pgliteLoadDataDir ? { loadDataDir: options.pgliteLoadDataDir } : {}),
    });
    const handle = wrapPglite(client);
    return {
      ...handle,
      close: async () => {
        try {
          await handle.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is one process's database: a second process opening the same folder would corrupt it. A
 * lock file (`<dir>.lock`, holding the owner's pid) refuses that with a clear message; a lock left by
 * a process that no longer runs is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = `${dataDir.replace(/[\\/]+$/, '')}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          unlinkSync(lockPath);
        } catch {
          // Already gone.
        }
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && processAlive(owner)) {
        throw new Error(
          `The embedded database in ${dataDir} is in use by another Parashop process (pid ${owner}). ` +
            `Stop it first, or use another DATA_DIR or a PostgreSQL DATABASE_URL (if none runs, delete ${lockPath}).`,
          { cause: error },
        );
      }
      // A stale lock: its process is gone.
      unlinkSync(lockPath);
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

/** A handle around an open PGlite instance (e.g. a clone of a migrated template in tests). */
export function wrapPglite(client: PGlite): DatabaseHandle {
  const writes = new Set<() => void>();
  const db = drizzlePglite(client, { schema, logger: catalogueWriteLogger(writes) }) as unknown as Database;
  catalogueWriteListeners.set(db, writes);
  return {
    db,
    kind: 'pglite',
    pglite: client,
    close: async () => {
      if (!client.closed) await client.close();
    },
    exclusive: (_key, task) => task(),
    listen: async (channel, onNotify, onListen) => {
      const unlisten = await client.listen(channel, onNotify);
      onListen?.();
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
  };
}

/**
 * Runs raw SQL and returns its rows. PGlite answers `{ rows }`, postgres.js an array; this hides
 * the difference for the few queries the query builder cannot express (e.g. `nextval`).
 */
export async function executeRows<Row extends Record<string, unknown>>(
  db: Executor,
  query: SQLWrapper | string,
): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown;
  if (Array.isArray(result)) return result as Row[];
  return ((result as { rows?: Row[] }).rows ?? []) as Row[];
}

/** What a Drizzle database or transaction holds underneath: the driver's client and the logger. */
type DriverSession = {
  client: {
    /** postgres.js (a pool, or the connection of a transaction). */
    unsafe?: (text: string, params: unknown[], options: { prepare: boolean }) => Promise<unknown[]>;
    /** PGlite (or one of its transactions). */
    query?: (text: string, params: unknown[]) => Promise<{ rows: unknown[] }>;
  };
  logger: Logger;
};

/**
 * Runs a fixed SQL text (`$1`, `$2`... placeholders) and returns its rows. On PostgreSQL it is a named
 * prepared statement: parsed once per connection and planned from a cached plan, where Drizzle sends
 * every query unnamed (parsed and planned again each time). For the few hot statements written once
 * as text (the order checkout); anything else goes through Drizzle. Parameters are sent as text or
 * numbers: cast them in the SQL (`$1::text::json`, `$2::int`). The statement passes through the
 * database's logger like any other, so catalogue writes are still noticed (onCatalogueWrite).
 */
export async function executePrepared<Row extends Record<string, unknown>>(
  db: Executor,
  text: string,
  params: readonly unknown[],
): Promise<Row[]> {
  const session = (db as unknown as { session: DriverSession }).session;
  session.logger.logQuery(text, [...params]);
  const { client } = session;
  if (client.unsafe) return (await client.unsafe(text, [...params], { prepare: true })) as Row[];
  if (client.query) return (await client.query(text, [...params])).rows as Row[];
  throw new Error('executePrepared: unknown database driver');
}
