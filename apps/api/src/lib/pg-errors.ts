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
