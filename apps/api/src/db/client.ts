import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations, SQLWrapper } from 'drizzle-orm';
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

export async function createDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, {
      max: options.poolMax ?? 10,
      onnotice: () => {},
      // Keep numeric(10,2) as exact strings and timestamps as Date, like PGlite does.
    });
    const db = drizzlePostgres(client, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      pglite: undefined,
      close: () => client.end({ timeout: 5 }),
    };
  }

  const dataDir = options.pgliteDataDir;
  if (!dataDir.startsWith('memory://')) {
    // PGlite does not create missing parent folders itself.
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create({
    dataDir,
    ...(options.pgliteLoadDataDir ? { loadDataDir: options.pgliteLoadDataDir } : {}),
  });
  return wrapPglite(client);
}

/** A handle around an open PGlite instance (e.g. a clone of a migrated template in tests). */
export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    close: async () => {
      if (!client.closed) await client.close();
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
