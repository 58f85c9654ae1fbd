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
  /**
   * The database on a connection of its own, for what a transaction pooler cannot carry (migrations):
   * `DATABASE_DIRECT_URL` when the shop reaches PostgreSQL through PgBouncer, else `db` itself.
   */
  direct: Database;
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
  /**
   * Calls `onChange` whenever catalogue data changes (CATALOGUE_CHANNEL): with `own` true for a write
   * through this handle, before its statement (PostgreSQL) or commit (PGlite) resolves, so the very
   * next read can see it; with `own` false for another connection's (another process, a script, psql)
   * once it commits. Resolves once listening, with the unsubscribe.
   */
  watchCatalogue: (onChange: (own: boolean) => void) => Promise<() => Promise<void>>;
  /**
   * Calls `onStock` on each stock change the database announces (STOCK_CHANNEL, migration 0022):
   * `committed` with the products' new stocks and versions once the writing transaction commits (every
   * process, this one too); `noticed` with the same, while a statement of this handle runs
   * (PostgreSQL): not committed yet, so not to be shown, but the caller knows what is coming.
   */
  watchStock: (onStock: (event: StockEvent) => void) => Promise<() => Promise<void>>;
};

/** A product's stock as announced: `version` grows by one with each change (products.stock_version). */
export type StockValue = { id: number; stock: number; version: number };
/**
 * `resync`: the listening connection was lost and is back (PostgreSQL restarted, the connection cut):
 * what was announced meanwhile was missed, so every stock is to be read again (`values` is empty).
 */
export type StockEvent = { kind: 'committed' | 'noticed' | 'resync'; values: StockValue[] };

/** `onListen` for a LISTEN whose caller must catch up after a reconnection: nothing on the first call. */
function afterReconnection(onReconnected: () => void): () => void {
  let listened = false;
  return () => {
    if (listened) onReconnected();
    listened = true;
  };
}

/** `id:stock:version,...` (migration 0022's payload), skipping anything malformed. */
export function parseStockValues(payload: string): StockValue[] {
  const values: StockValue[] = [];
  for (const part of payload.split(',')) {
    const [id, stock, version] = part.split(':').map(Number);
    if (Number.isInteger(id) && Number.isInteger(stock) && Number.isInteger(version))
      values.push({ id: id!, stock: stock!, version: version! });
  }
  return values;
}

export type DatabaseOptions = {
  databaseUrl: string | undefined;
  /**
   * A direct connection to the same PostgreSQL database when `databaseUrl` goes through a transaction
   * pooler (PgBouncer `pool_mode = transaction`, decision 250): LISTEN, session locks and migrations
   * use it, and nothing sent through the pooler is a named prepared statement.
   */
  directUrl?: string | undefined;
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
 * The channel the database announces catalogue changes on (migration 0020's triggers on products,
 * offers, categories, companies, packs, pack_products and shop_settings; a click count's update is not
 * one), with the writing transaction's id, when it commits (docs/decisions/280).
 */
export const CATALOGUE_CHANNEL = 'catalogue_changes';

/**
 * The SQLSTATE of the notice the same triggers raise to the connection that wrote (detail: the
 * transaction's id), as its statement runs: how a process learns of its own catalogue writes at once
 * on PostgreSQL, where its LISTEN connection hears the NOTIFY only a moment after the commit.
 */
const CATALOGUE_NOTICE = 'PSC01';

/** The channel stock changes are announced on (migration 0022; payload `id:stock:version,...`). */
export const STOCK_CHANNEL = 'catalogue_stock';
/** The notice the same trigger raises to the writing connection (detail: the same list). */
const STOCK_NOTICE = 'PSC02';

export async function createDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl, options);

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

/**
 * PostgreSQL through postgres.js. Without a direct URL, one pool does everything. With one, the pool
 * (`databaseUrl`, the pooler) carries only transactions and single statements, unprepared: a pooler in
 * transaction mode hands each transaction to any server connection, so a statement prepared on one is
 * unknown on the next, and session state (LISTEN, pg_advisory_lock) would be held by a connection
 * that serves others meanwhile. Those go to a small pool of their own on the direct URL.
 */
function connectPostgres(databaseUrl: string, options: DatabaseOptions): DatabaseHandle {
  const pooled = Boolean(options.directUrl);
  const ownWrites = new Set<(transaction: string) => void>();
  const ownStock = new Set<(event: StockEvent) => void>();
  const onnotice = (notice: { code?: string; detail?: string }) => {
    if (notice.code === CATALOGUE_NOTICE) for (const onOwn of ownWrites) onOwn(notice.detail ?? '');
    if (notice.code === STOCK_NOTICE && ownStock.size > 0) {
      const values = parseStockValues(notice.detail ?? '');
      for (const onOwn of ownStock) onOwn({ kind: 'noticed', values });
    }
  };
  const client = postgres(databaseUrl, {
    max: options.poolMax ?? 10,
    onnotice,
    ...(pooled ? { prepare: false } : {}),
    // Keep numeric(10,2) as exact strings and timestamps as Date, like PGlite does.
  });
  // postgres.js keeps one more connection for each LISTEN, beside `max`.
  const session = options.directUrl ? postgres(options.directUrl, { max: 2, onnotice }) : client;
  const db = drizzlePostgres(client, { schema }) as unknown as Database;
  const direct = session === client ? db : (drizzlePostgres(session, { schema }) as unknown as Database);
  const listen: DatabaseHandle['listen'] = async (channel, onNotify, onListen) => {
    const { unlisten } = await session.listen(channel, onNotify, onListen);
    return unlisten;
  };
  return {
    db,
    direct,
    kind: 'postgres',
    pglite: undefined,
    close: async () => {
      await client.end({ timeout: 5 });
      if (session !== client) await session.end({ timeout: 5 });
    },
    listen,
    watchCatalogue: async (onChange) => {
      // This handle's transactions announced by a notice: their NOTIFY, once committed, is no news.
      const announced = new Set<string>();
      const onOwn = (transaction: string) => {
        announced.add(transaction);
        // A transaction that rolled back never notifies: keep the newest ones only.
        if (announced.size > 1000) announced.delete(announced.values().next().value as string);
        onChange(true);
      };
      ownWrites.add(onOwn);
      try {
        // After a reconnection, a change announced while nobody listened was missed: drop everything.
        const unlisten = await listen(
          CATALOGUE_CHANNEL,
          (transaction) => {
            if (!announced.delete(transaction)) onChange(false);
          },
          afterReconnection(() => onChange(false)),
        );
        return async () => {
          ownWrites.delete(onOwn);
          await unlisten();
        };
      } catch (error) {
        ownWrites.delete(onOwn);
        throw error;
      }
    },
    watchStock: async (onStock) => {
      ownStock.add(onStock);
      try {
        const unlisten = await listen(
          STOCK_CHANNEL,
          (payload) => onStock({ kind: 'committed', values: parseStockValues(payload) }),
          afterReconnection(() => onStock({ kind: 'resync', values: [] })),
        );
        return async () => {
          ownStock.delete(onStock);
          await unlisten();
        };
      } catch (error) {
        ownStock.delete(onStock);
        throw error;
      }
    },
    exclusive: async (key, task) => {
      // One connection holds the lock for the task's length; the task uses the pool as usual.
      const reserved = await session.reserve();
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
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  const listen: DatabaseHandle['listen'] = async (channel, onNotify, onListen) => {
    const unlisten = await client.listen(channel, onNotify);
    onListen?.();
    return async () => {
      if (!client.closed) await unlisten();
    };
  };
  return {
    db,
    direct: db,
    kind: 'pglite',
    pglite: client,
    close: async () => {
      if (!client.closed) await client.close();
    },
    exclusive: (_key, task) => task(),
    listen,
    // PGlite is one connection: it hears its own NOTIFY as the writing statement or commit returns.
    watchCatalogue: (onChange) => listen(CATALOGUE_CHANNEL, () => onChange(true)),
    watchStock: (onStock) =>
      listen(STOCK_CHANNEL, (payload) => onStock({ kind: 'committed', values: parseStockValues(payload) })),
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
 * numbers: cast them in the SQL (`$1::text::json`, `$2::int`). Behind a transaction pooler the pool is
 * opened with `prepare: false`, which postgres.js lets win over the statement's own: it goes unnamed
 * (connectPostgres). The statement passes through the
 * database's logger like any other (the tests count queries with it).
 */
/** An int[] parameter for `executePrepared`, as text: `{1,2,3}` (cast it in the SQL: `$1::text::int[]`). */
export function intArray(ids: Iterable<number>): string {
  return `{${[...ids].join(',')}}`;
}

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
