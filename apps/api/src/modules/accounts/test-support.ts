/**
 * What the accounts tests share: requests as a browser would send them (cookies, XSRF header, a
 * client address of their own so the per-address limits of one test never touch another's), and
 * the codes read back from the real mail outbox.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  guestHeaders,
  readOutbox,
  withResponseCookies,
  type RequestHeaders,
  type TestApp,
} from '../../../test/helpers';
import { SESSION_COOKIE } from '../../plugins/session';

export type Method = 'GET' | 'POST' | 'PUT';

/** A browser: its cookie jar follows the answers, like the web app's fetch with credentials. */
export class Browser {
  headers: RequestHeaders;
  readonly ip: string;

  constructor(
    private readonly t: TestApp,
    options: { ip?: string; language?: string } = {},
  ) {
    this.headers = {
      ...guestHeaders(),
      ...(options.language ? { 'accept-language': options.language } : {}),
    };
    this.ip = options.ip ?? randomIp();
  }

  async send(method: Method, url: string, payload?: unknown): Promise<LightMyRequestResponse> {
    const response = await this.t.app.inject({
      method,
      url,
      headers: this.headers,
      remoteAddress: this.ip,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    this.headers = withResponseCookies(this.headers, response);
    return response;
  }

  /** The raw session token in the jar ('' when none). */
  get sessionToken(): string {
    const match = new RegExp(`${SESSION_COOKIE}=([^;]*)`).exec(this.headers.cookie ?? '');
    return match?.[1] ?? '';
  }
}

export function randomIp(): string {
  return `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;
}

export function randomGmail(prefix = 'user'): string {
  return `${prefix}.${randomBytes(4).toString('hex')}@gmail.com`;
}

/** The session cookie a response set ('' when it cleared it, undefined when it did not touch it). */
export function setSessionCookie(response: LightMyRequestResponse): string | undefined {
  const cookie = (response.cookies as { name: string; value: string; maxAge?: number }[]).find(
    (c) => c.name === SESSION_COOKIE,
  );
  if (!cookie) return undefined;
  return cookie.maxAge === 0 ? '' : cookie.value;
}

export async function mailsTo(t: TestApp, email: string) {
  return (await readOutbox(t.config)).filter((mail) => mail.to.toLowerCase().includes(email.toLowerCase()));
}

/** The code of the newest mail to `email`, read from the text part of the .eml file. */
export async function latestCode(t: TestApp, email: string): Promise<string> {
  const mail = (await mailsTo(t, email)).at(-1);
  expect(mail, `a mail to ${email}`).toBeDefined();
  const code = /code\s*:?\s*(\d{6})(?!\d)/i.exec(mail?.text ?? '')?.[1];
  expect(code, 'a 6-digit code in the mail').toMatch(/^\d{6}$/);
  return code ?? '';
}

/** A code that is not `code` (for wrong tries). */
export function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

export type Registration = {
  email: string;
  password: string;
  pendingUserId: string;
  code: string;
  browser: Browser;
};

/** POST /register, then the code from the outbox. */
export async function startRegistration(
  t: TestApp,
  overrides: Partial<{
    email: string;
    password: string;
    full_name: string;
    city: string;
    role_id: number;
  }> = {},
): Promise<Registration> {
  const browser = new Browser(t);
  const email = overrides.email ?? randomGmail('reg');
  const password = overrides.password ?? 'secret12';
  const response = await browser.send('POST', '/api/register', {
    full_name: overrides.full_name ?? 'Amina Test',
    email,
    city: overrides.city ?? 'Dakhla',
    password,
    password_confirmation: password,
    ...(overrides.role_id === undefined ? {} : { role_id: overrides.role_id }),
  });
  expect(response.statusCode, response.body).toBe(201);
  const body = response.json<{ pending_user_id: string; email: string }>();
  return {
    email: body.email,
    password,
    pendingUserId: body.pending_user_id,
    code: await latestCode(t, body.email),
    browser,
  };
}

/** A verified customer account made through the routes. */
export async function registerCustomer(t: TestApp, overrides: Parameters<typeof startRegistration>[1] = {}) {
  const registration = await startRegistration(t, overrides);
  const verified = await registration.browser.send('POST', '/api/verify-email', {
    code: registration.code,
    pending_user_id: registration.pendingUserId,
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return registration;
}

/** Logs a new browser in through POST /api/login. */
export async function loginBrowser(t: TestApp, email: string, password: string): Promise<Browser> {
  const browser = new Browser(t);
  const response = await browser.send('POST', '/api/login', { email, password });
  expect(response.statusCode, response.body).toBe(200);
  return browser;
}
