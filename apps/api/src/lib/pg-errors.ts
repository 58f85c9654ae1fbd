/**
 * PostgreSQL error codes, read through Drizzle's wrapper (DrizzleQueryError keeps the driver's error
 * as `cause`) on PGlite and on postgres.js alike.
 */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The constraint a PostgreSQL error names (e.g. which foreign key failed), if any. */
export function pgConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth += 1) {
    const constraint =
      (current as { constraint?: unknown; constraint_name?: unknown }).constraint ??
      (current as { constraint_name?: unknown }).constraint_name;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
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
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (CONNECTION_LOST_CODES.has(code) || unavailableState(code))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
