import type { Database } from '../../../db/client';

/**
 * Counts the SQL statements Drizzle sends while `run` runs, through the logger its session consults
 * for every query (both the PGlite and the postgres.js drivers). Test-only: it swaps a private field.
 */
export async function countQueries(
  db: Database,
  run: () => Promise<unknown>,
): Promise<{ count: number; queries: string[] }> {
  const session = (
    db as unknown as { session: { logger: { logQuery(query: string, params: unknown[]): void } } }
  ).session;
  const original = session.logger;
  const queries: string[] = [];
  session.logger = {
    logQuery(query, params) {
      queries.push(query);
      original.logQuery(query, params);
    },
  };
  try {
    await run();
  } finally {
    session.logger = original;
  }
  return { count: queries.length, queries };
}
