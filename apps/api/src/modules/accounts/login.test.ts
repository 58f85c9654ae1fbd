import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, loginAs, type TestApp } from '../../../test/helpers';
import { sessions } from '../../db/schema';
import { hashSessionToken } from '../../plugins/session';
import { Browser, loginBrowser, randomGmail, setSessionCookie } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const NO_MATCH = 'These credentials do not match our records.';

describe('POST /api/login', () => {
  it('logs in with the e-mail in any case and answers the User', async () => {
    const user = await createUser(t.db, {
      email: randomGmail('login'),
      fullName: 'Lina Login',
      city: 'Agadir',
    });
    const browser = new Browser(t);
    const response = await browser.send('POST', '/api/login', {
      email: `  ${user.email.toUpperCase()} `,
      password: user.password,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ user: unknown }>().user).toEqual({
      id: user.id,
      full_name: 'Lina Login',
      email: user.email,
      city: 'Agadir',
      role_id: 2,
      created_at: user.createdAt.toISOString(),
    });
    expect(JSON.stringify(response.json())).not.toContain('argon2');

    const cookie = (response.cookies as { name: string; httpOnly?: boolean; sameSite?: string }[]).find(
      (c) => c.name === 'parashop_session',
    );
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite?.toLowerCase()).toBe('lax');

    const me = await browser.send('GET', '/api/me');
    expect(me.statusCode).toBe(200);
    expect(me.json<{ id: number; email: string }>()).toMatchObject({ id: user.id, email: user.email });
  });

  it('answers a wrong password with the message on email and sets no session', async () => {
    const user = await createUser(t.db, { email: randomGmail('wrong') });
    const browser = new Browser(t);
    const response = await browser.send('POST', '/api/login', {
      email: user.email,
      password: 'not-the-password',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: NO_MATCH, errors: { email: [NO_MATCH] } });
    expect(setSessionCookie(response)).toBeUndefined();
    expect((await browser.send('GET', '/api/me')).statusCode).toBe(401);
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const response = await new Browser(t).send('POST', '/api/login', {
      email: randomGmail('ghost'),
      password: 'whatever1',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: NO_MATCH, errors: { email: [NO_MATCH] } });
    expect(setSessionCookie(response)).toBeUndefined();
  });

  it('validates with the specification messages', async () => {
    const empty = await new Browser(t).send('POST', '/api/login', { email: '', password: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({
      message: 'Email is required',
      errors: { email: ['Email is required'], password: ['Password is required'] },
    });
    const short = await new Browser(t).send('POST', '/api/login', {
      email: 'not-an-email',
      password: '12345',
    });
    expect(short.json<{ errors: unknown }>().errors).toEqual({
      email: ['Invalid email address'],
      password: ['Password must be at least 6 characters'],
    });
  });

  it('gives a new session id at login: the session the browser had before is gone', async () => {
    const before = await loginAs(t.app, t.db, 'customer');
    const other = await createUser(t.db, { email: randomGmail('rotate') });
    const browser = new Browser(t);
    browser.headers = { ...before.headers };
    const response = await browser.send('POST', '/api/login', {
      email: other.email,
      password: other.password,
    });
    expect(response.statusCode).toBe(200);
    const newToken = setSessionCookie(response);
    expect(newToken).toBeTruthy();
    expect(newToken).not.toBe(before.token);
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, hashSessionToken(before.token))),
    ).toEqual([]);

    const old = await t.app.inject({ method: 'GET', url: '/api/me', headers: before.headers });
    expect(old.statusCode).toBe(401);
    const me = await browser.send('GET', '/api/me');
    expect(me.json<{ id: number }>().id).toBe(other.id);
  });

  it('refuses a write without the XSRF token', async () => {
    const user = await createUser(t.db, { email: randomGmail('xsrf') });
    const noHeader = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password },
    });
    expect(noHeader.statusCode).toBe(419);
    expect(noHeader.json()).toEqual({ message: 'CSRF token mismatch.' });
    expect(setSessionCookie(noHeader)).toBeUndefined();

    const session = await loginAs(t.app, t.db, user);
    const mismatch = await t.app.inject({
      method: 'PUT',
      url: '/api/update-user-info',
      headers: { cookie: session.cookie, 'x-xsrf-token': 'forged' },
      payload: { full_name: 'Forged', email: user.email, city: 'Nowhere' },
    });
    expect(mismatch.statusCode).toBe(419);
  });
});

describe('GET /api/me and POST /api/logout', () => {
  it('/me without a session is 401', async () => {
    const response = await new Browser(t).send('GET', '/api/me');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('logout destroys the session: the old cookie gets 401 on /me', async () => {
    const user = await createUser(t.db, { email: randomGmail('logout') });
    const browser = await loginBrowser(t, user.email, user.password);
    const token = browser.sessionToken;
    const oldHeaders = { ...browser.headers };
    const response = await browser.send('POST', '/api/logout');
    expect(response.statusCode).toBe(200);
    expect(setSessionCookie(response)).toBe('');
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, hashSessionToken(token))),
    ).toEqual([]);
    const replay = await t.app.inject({ method: 'GET', url: '/api/me', headers: oldHeaders });
    expect(replay.statusCode).toBe(401);
  });

  it('logout without a session is 401', async () => {
    expect((await new Browser(t).send('POST', '/api/logout')).statusCode).toBe(401);
  });
});
