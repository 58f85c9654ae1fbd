import type { FastifyInstance } from 'fastify';
import { guestHeaders, type RequestHeaders } from '../../helpers';

/** Starts the app on a real socket (127.0.0.1, a free port) and returns its base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the server has no port');
  return `http://127.0.0.1:${address.port}`;
}

export type JsonAnswer = { status: number; body: unknown; text: string; headers: Headers };

/**
 * One JSON request over real HTTP, as the web app sends it: the XSRF cookie echoed in its header
 * (a guest's unless `headers` say otherwise), Accept JSON.
 */
export async function sendJson(
  baseUrl: string,
  method: string,
  path: string,
  payload?: unknown,
  headers: RequestHeaders = guestHeaders(),
  signal?: AbortSignal,
): Promise<JsonAnswer> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
    ...(signal ? { signal } : {}),
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    // Not JSON: `text` holds what came.
  }
  return { status: response.status, body, text, headers: response.headers };
}

/** A network-level failure's code (ECONNREFUSED, ECONNRESET, UND_ERR_SOCKET...), for the report. */
export function networkErrorCode(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return error instanceof Error ? error.message : String(error);
}
