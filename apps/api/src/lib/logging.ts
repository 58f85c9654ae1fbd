import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';

/**
 * Never in a log line, whatever a plugin or a handler logs (docs/decisions/110): cookies (the session
 * and XSRF tokens), the Authorization header (the metrics token), the XSRF header, and the fields of
 * the account forms (passwords, codes). Fastify's own request lines carry neither headers nor bodies.
 */
export const LOG_REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'headers["x-xsrf-token"]',
  'headers["set-cookie"]',
  ...[
    'password',
    'password_confirmation',
    'current_password',
    'old_password',
    'new_password',
    'new_password_confirmation',
    'code',
    'token',
  ].flatMap((field) => [`body.${field}`, `req.body.${field}`]),
];

/** An incoming X-Request-Id (from the proxy) is kept when it looks like an id; else a new UUID. */
const SANE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/;
export const REQUEST_ID_HEADER = 'x-request-id';

export function requestId(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** The logger: JSON lines (pino), secrets redacted; a test's logger options get the redaction too. */
export function loggerOptions(
  level: string,
  override: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (override === undefined) return { level, redact: LOG_REDACT_PATHS };
  if (typeof override === 'object' && override !== null) return { redact: LOG_REDACT_PATHS, ...override };
  return override;
}
