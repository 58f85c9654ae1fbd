import { randomInt } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { guestHeaders, loginAs, type RequestHeaders, type TestApp, type TestSession } from '../../helpers';
import { multipart, type FormValue } from '../../../src/modules/catalogue-shared/testing/multipart';

/** The four callers of the authorisation matrix. */
export type Who = 'guest' | 'customer' | 'other' | 'admin';
export const EVERYONE: Who[] = ['guest', 'customer', 'other', 'admin'];

export function randomAddress(): string {
  return `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;
}

export type Request = {
  method: string;
  url: string;
  headers?: RequestHeaders;
  json?: unknown;
  form?: Record<string, FormValue | FormValue[]>;
};

/**
 * app.inject from a client address of its own (per-address rate limits never mix two checks), with a
 * JSON body or a multipart form.
 */
export async function call(t: TestApp, request: Request): Promise<LightMyRequestResponse> {
  const headers: RequestHeaders = { ...(request.headers ?? guestHeaders()) };
  let payload: string | Buffer | undefined;
  if (request.form) {
    const body = multipart(request.form);
    Object.assign(headers, body.headers);
    payload = body.payload;
  } else if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(request.json);
  }
  return t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers,
    remoteAddress: randomAddress(),
    ...(payload === undefined ? {} : { payload }),
  });
}

/** The sessions the matrix uses: a customer who owns orders, favourites and notifications, another customer, an admin. */
export type Cast = { customer: TestSession; other: TestSession; admin: TestSession };

export async function createCast(t: TestApp): Promise<Cast> {
  return {
    customer: await loginAs(t.app, t.db, 'customer'),
    other: await loginAs(t.app, t.db, 'customer'),
    admin: await loginAs(t.app, t.db, 'admin'),
  };
}

export function headersOf(cast: Cast, who: Who): RequestHeaders {
  return who === 'guest' ? guestHeaders() : cast[who].headers;
}

/** A session of its own for `who` (for calls that end or change it: login, logout, password change). */
export async function freshHeaders(
  t: TestApp,
  who: Who,
): Promise<{ headers: RequestHeaders; session?: TestSession }> {
  if (who === 'guest') return { headers: guestHeaders() };
  const session = await loginAs(t.app, t.db, who === 'admin' ? 'admin' : 'customer');
  return { headers: session.headers, session };
}
