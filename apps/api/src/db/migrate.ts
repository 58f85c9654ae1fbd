import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import type { DatabaseHandle } from './client';

/** apps/api/drizzle, found from this file so the cwd does not matter. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** The advisory lock key of migrations ('PSHP' as a number): one process migrates at a time. */
export const MIGRATION_LOCK_KEY = 0x50534850;

/**
 * Applies the committed migrations that the database has not seen yet. Several API processes starting
 * together on one PostgreSQL (a deploy, an upgrade) take turns: the first applies them, the others find
 * nothing left to do.
 */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, config);
  } else {
    await handle.exclusive(MIGRATION_LOCK_KEY, () =>
      // On the direct connection when the pool goes through a transaction pooler (decision 250).
      migratePostgres(handle.direct as unknown as PostgresJsDatabase, config),
    );
  }
}
