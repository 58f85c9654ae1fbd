/** Which database the suite runs on: PostgreSQL when DATABASE_URL is set, else the embedded PGlite. */
export const DATABASE_URL = process.env.DATABASE_URL?.trim() || undefined;
export const onPostgres = DATABASE_URL !== undefined;
export const databaseLabel = onPostgres ? 'PostgreSQL' : 'PGlite';

/** Redis of the scale-out test (the machine's own unless told otherwise). */
export const REDIS_URL = process.env.HARDENING_REDIS_URL?.trim() || 'redis://127.0.0.1:6379';

/**
 * A figure measured by the suite, printed in one recognisable line (docs/reliability.md quotes them):
 *   [hardening] PGlite | no oversell | 1000 attempts -> 10 placed in 12.3 s
 */
export function reportFigure(property: string, text: string): void {
  console.log(`[hardening] ${databaseLabel} | ${property} | ${text}`);
}

/** Printed when a test cannot run on this database, so a skip is never silent. */
export function reportSkip(property: string, reason: string): void {
  console.log(`[hardening] ${databaseLabel} | ${property} | SKIPPED: ${reason}`);
}

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
