import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema';
import { hashSessionToken, SESSION_COOKIE, XSRF_COOKIE } from '../src/plugins/session';
import {
  createTestApp,
  createUser,
  guestHeaders,
  loginAs,
  withResponseCookies,
  type TestApp,
} from './helpers';

/** Routes standing in for the features: a login, a logout, an anonymous session, guarded trees. */
async function probeRoutes(app: FastifyInstance) {
  app.post('/probe/login', async (request, reply) => {
    const { userId } = request.body as { userId: number };
    await app.sessions.start(request, reply, userId);
    return { user: request.user };
  });
  app.post('/probe/logout', async (request, reply) => {
    await app.sessions.destroy(request, reply);
    return { ok: true };
  });
  app.post('/probe/anonymous', async (request, reply) => ({
    sessionId: await app.sessions.ensure(request, reply),
  }));
  app.get('/probe/me', async (request) => ({ user: request.user, sessionId: request.sessionId }));
  app.post('/probe/write', async () => ({ ok: true }));
  await app.register(async (scope) => {
    scope.addHook('preHandler', scope.requireUser);
    scope.get('/probe/user-only', async () => ({ ok: true }));
  });
  await app.register(async (scope) => {
    scope.addHook('preHandler', scope.requireAdmin);
    scope.get('/probe/admin-only', async () => ({ ok: true }));
  });
}

describe('sessions, CSRF and guards', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ beforeModules: probeRoutes });
  });
  afterAll(async () => t.close());

  it('hands out a readable XSRF-TOKEN cookie on any response', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const cookie = response.cookies.find((c) => c.name === XSRF_COOKIE);
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
  });

  it('refuses a write without the X-XSRF-TOKEN header with 419', async () => {
    const { cookie } = guestHeaders();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/probe/write',
      headers: { cookie: cookie ?? '' },
    });
    expect(response.statusCode).toBe(419);
    expect(response.json()).toEqual({ message: 'CSRF token mismatch.' });
  });

  it('refuses a header that does not match the cookie, and accepts a matching one', async () => {
    const headers = guestHeaders();
    const wrong = await t.app.inject({
      method: 'DELETE',
      url: '/api/probe/write',
      headers: { ...headers, 'x-xsrf-token': 'something-else' },
    });
    expect(wrong.statusCode).toBe(419);
    const right = await t.app.inject({ method: 'POST', url: '/api/probe/write', headers });
    expect(right.statusCode).toBe(200);
  });

  it('logs in with a new HttpOnly, SameSite=Lax session cookie whose hash is the stored id', async () => {
    const user = await createUser(t.db);
    const guest = guestHeaders();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/probe/login',
      headers: guest,
      payload: { userId: user.id },
    });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toBeDefined();
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.maxAge).toBe(30 * 24 * 60 * 60);
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashSessionToken(cookie?.value ?? '')));
    expect(row?.userId).toBe(user.id);

    const headers = withResponseCookies(guest, response);
    const me = await t.app.inject({ method: 'GET', url: '/api/probe/me', headers });
    expect(me.json().user).toMatchObject({
      id: user.id,
      email: user.email,
      fullName: user.fullName,
      roleId: 2,
    });

    // A second login replaces the session: the old cookie stops working.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/probe/login',
      headers,
      payload: { userId: user.id },
    });
    const newCookie = again.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(newCookie?.value).not.toBe(cookie?.value);
    const stale = await t.app.inject({ method: 'GET', url: '/api/probe/me', headers });
    expect(stale.json().user).toBeNull();
  });

  it('logout deletes the session and clears the cookie', async () => {
    const session = await loginAs(t.app, t.db, 'customer');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/probe/logout',
      headers: session.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    const rows = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashSessionToken(session.token)));
    expect(rows).toHaveLength(0);
    const me = await t.app.inject({ method: 'GET', url: '/api/probe/me', headers: session.headers });
    expect(me.json().user).toBeNull();
  });

  it('ensure() opens an anonymous session once', async () => {
    const guest = guestHeaders();
    const first = await t.app.inject({ method: 'POST', url: '/api/probe/anonymous', headers: guest });
    const headers = withResponseCookies(guest, first);
    const second = await t.app.inject({ method: 'POST', url: '/api/probe/anonymous', headers });
    expect(second.json().sessionId).toBe(first.json().sessionId);
    const me = await t.app.inject({ method: 'GET', url: '/api/probe/me', headers });
    expect(me.json()).toEqual({ user: null, sessionId: first.json().sessionId });
  });

  it('ignores an expired session', async () => {
    const session = await loginAs(t.app, t.db, 'customer');
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, hashSessionToken(session.token)));
    const me = await t.app.inject({ method: 'GET', url: '/api/probe/me', headers: session.headers });
    expect(me.json().user).toBeNull();
  });

  it('slides the expiry at most once an hour', async () => {
    const session = await loginAs(t.app, t.db, 'customer');
    const id = hashSessionToken(session.token);
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    const soon = new Date(Date.now() + 24 * 60 * 60 * 1000);
    await t.db.update(sessions).set({ updatedAt: twoHoursAgo, expiresAt: soon }).where(eq(sessions.id, id));
    const response = await t.app.inject({ method: 'GET', url: '/api/probe/me', headers: session.headers });
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe(session.token);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);

    const next = await t.app.inject({ method: 'GET', url: '/api/probe/me', headers: session.headers });
    expect(next.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });

  it('guards: 401 for guests, 403 for customers on admin trees, 200 for admins', async () => {
    const customer = await loginAs(t.app, t.db, 'customer');
    const admin = await loginAs(t.app, t.db, 'admin');

    const guestUser = await t.app.inject({ method: 'GET', url: '/api/probe/user-only' });
    expect(guestUser.statusCode).toBe(401);
    expect(guestUser.json()).toEqual({ message: 'Unauthenticated.' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/probe/user-only', headers: customer.headers }))
        .statusCode,
    ).toBe(200);

    const guestAdmin = await t.app.inject({ method: 'GET', url: '/api/probe/admin-only' });
    expect(guestAdmin.statusCode).toBe(401);
    const customerAdmin = await t.app.inject({
      method: 'GET',
      url: '/api/probe/admin-only',
      headers: customer.headers,
    });
    expect(customerAdmin.statusCode).toBe(403);
    expect(customerAdmin.json()).toEqual({ message: 'This action is unauthorized.' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/probe/admin-only', headers: admin.headers }))
        .statusCode,
    ).toBe(200);
  });

  it('marks cookies Secure when PUBLIC_URL is https', async () => {
    const secure = await createTestApp({
      beforeModules: probeRoutes,
      publicUrl: 'https://shop.example',
      secureCookies: true,
    });
    try {
      const user = await createUser(secure.db);
      const response = await secure.app.inject({
        method: 'POST',
        url: '/api/probe/login',
        headers: guestHeaders(),
        payload: { userId: user.id },
      });
      expect(response.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });
});
