/**
 * An error and the errors it wraps (`cause`), outermost first: Drizzle's DrizzleQueryError keeps the
 * driver's error as its cause, on PGlite and on postgres.js alike.
 */
function* errorChain(error: unknown, depth: number): Generator<Record<string, unknown>> {
  let current: unknown = error;
  for (let level = 0; level < depth && current && typeof current === 'object'; level += 1) {
    yield current as Record<string, unknown>;
    current = (current as { cause?: unknown }).cause;
  }
}

/** PostgreSQL error codes (SQLSTATE), read through Drizzle's wrapper. */
export function pgErrorCode(error: unknown): string | undefined {
  for (const link of errorChain(error, 4)) {
    if (typeof link.code === 'string' && /^[0-9A-Z]{5}$/.test(link.code)) return link.code;
  }
  return undefined;
}

/** The constraint a PostgreSQL error names (e.g. which foreign key failed), if any. */
export function pgConstraint(error: unknown): string | undefined {
  for (const link of errorChain(error, 3)) {
    const constraint = link.constraint ?? link.constraint_name;
    if (typeof constraint === 'string') return constraint;
  }
  return undefined;
}

/** A row referenced by the write was deleted meanwhile (e.g. a category removed during a product save). */
export function isForeignKeyViolation(error: unknown): boolean {
  return pgErrorCode(error) === '23503';
}

/**
 * The driver's own codes when the connection to the database is gone or cannot be made (postgres.js
 * names them; a socket error keeps the system's).
 */
const CONNECTION_LOST_CODES = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECTION_ENDED',
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
]);

/**
 * PostgreSQL's answers that say the server cannot serve this session now, not that the statement was
 * wrong: class 08 (connection exception), the session ended by an administrator, a crash or a
 * restart (57P01-57P03), too many connections (53300).
 */
function unavailableState(code: string): boolean {
  return (
    code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300'
  );
}

/**
 * The request failed because the database could not be reached or dropped the connection (a restart,
 * a failover, a pooler or network cut): nothing about the request was wrong, and its transaction, if
 * any, did not commit unless the connection broke during the commit itself (a retry with the same
 * Idempotency-Key is then answered by the stored answer).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code } of errorChain(error, 4)) {
    if (typeof code === 'string' && (CONNECTION_LOST_CODES.has(code) || unavailableState(code))) return true;
  }
  return false;
}
