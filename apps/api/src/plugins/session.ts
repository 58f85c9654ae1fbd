import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ROLE_ADMIN, ROLE_RIDER } from '@parashop/shared/constants';
import { sessions as sessionsTable, users } from '../db/schema';
import { httpError } from '../lib/http-errors';

export const SESSION_COOKIE = 'parashop_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A sliding session's expiry is pushed back at most this often (one write per hour, not per request). */
export const SESSION_REFRESH_MS = 60 * 60 * 1000;

export const UNAUTHENTICATED_MESSAGE = 'Unauthenticated.';
export const FORBIDDEN_MESSAGE = 'This action is unauthorized.';
export const CSRF_MESSAGE = 'CSRF token mismatch.';

export type SessionUser = {
  id: number;
  fullName: string;
  /** Null only for a rider who signs in with their phone (decision 240). */
  email: string | null;
  city: string;
  roleId: number;
  createdAt: Date;
};

/** The columns of a SessionUser, the same whether read by id or through the session. */
const sessionUserColumns = {
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  city: users.city,
  roleId: users.roleId,
  createdAt: users.createdAt,
};

export type Sessions = {
  /** Logs `userId` in: drops the current session and opens a new one (a new id at each login). */
  start(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<string>;
  /** The current session id, opening an anonymous session when the browser has none. */
  ensure(request: FastifyRequest, reply: FastifyReply): Promise<string>;
  /** Logs out: deletes the session row and clears the cookie. */
  destroy(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Ends every session of a user (e.g. after a password reset), optionally keeping one. */
  destroyAllForUser(userId: number, exceptSessionId?: string | null): Promise<void>;
};

/** The id stored in the database: the cookie token itself is never stored. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/**
 * The path the router reads, so the CSRF and session decisions can never disagree with the route
 * that answers: the matched route's own pattern (`/api/products/:id/click`), or for a request no route
 * matched, the target without an absolute-form origin (`http://host/api/login`) and query, with its
 * percent-escapes decoded (`/%61pi/login` is `/api/login` to the router).
 */
export function routedPath(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern) return pattern;
  let target = request.raw.url ?? request.url;
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(target);
  if (origin) target = target.slice(origin[0].length) || '/';
  const path = target.split(/[?#]/, 1)[0] ?? '/';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Cookie sessions stored in the database (so several API processes share them), the double-submit
 * CSRF check, and the `requireUser` / `requireAdmin` guards.
 */
export default fp(
  async (app) => {
    const { db, config } = app;
    const sessionCookie: CookieSerializeOptions = {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      maxAge: SESSION_TTL_MS / 1000,
    };
    const xsrfCookie: CookieSerializeOptions = {
      path: '/',
      httpOnly: false,
      sameSite: 'lax',
      secure: config.secureCookies,
    };

    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);

    async function loadUser(userId: number): Promise<SessionUser | null> {
      const [row] = await db
        .select(sessionUserColumns)
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.disabledAt)));
      return row ?? null;
    }

    async function open(
      request: FastifyRequest,
      reply: FastifyReply,
      userId: number | null,
    ): Promise<string> {
      const token = randomToken();
      const id = hashSessionToken(token);
      const now = new Date();
      await db.insert(sessionsTable).values({
        id,
        userId,
        expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
        createdAt: now,
        updatedAt: now,
      });
      reply.setCookie(SESSION_COOKIE, token, sessionCookie);
      request.sessionId = id;
      request.user = userId === null ? null : await loadUser(userId);
      return id;
    }

    const sessions: Sessions = {
      async start(request, reply, userId) {
        if (request.sessionId) await db.delete(sessionsTable).where(eq(sessionsTable.id, request.sessionId));
        return open(request, reply, userId);
      },
      async ensure(request, reply) {
        return request.sessionId ?? open(request, reply, null);
      },
      async destroy(request, reply) {
        if (request.sessionId) await db.delete(sessionsTable).where(eq(sessionsTable.id, request.sessionId));
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
        request.sessionId = null;
        request.user = null;
      },
      async destroyAllForUser(userId, exceptSessionId) {
        await db
          .delete(sessionsTable)
          .where(
            exceptSessionId
              ? and(eq(sessionsTable.userId, userId), ne(sessionsTable.id, exceptSessionId))
              : eq(sessionsTable.userId, userId),
          );
      },
    };
    app.decorate('sessions', sessions);

    // An answer marked publicly cacheable (assets, uploads, robots.txt, the sitemap, the slug 301) may be
    // kept by a CDN and handed to many visitors: it never carries a cookie, so one XSRF token (or any
    // cookie) is never shared (review finding 26.6). Runs after @fastify/cookie wrote its Set-Cookie.
    app.addHook('onSend', async (_request, reply, payload) => {
      const cacheControl = reply.getHeader('cache-control');
      if (typeof cacheControl === 'string' && /(^|[\s,])public([\s,]|$)/i.test(cacheControl)) {
        reply.removeHeader('set-cookie');
      }
      return payload;
    });

    app.addHook('onRequest', async (request, reply) => {
      // The page reads this cookie and echoes it in X-XSRF-TOKEN; hand it out with any response.
      const xsrfToken = request.cookies[XSRF_COOKIE];
      if (!xsrfToken) reply.setCookie(XSRF_COOKIE, randomToken(), xsrfCookie);

      if (!isApiPath(routedPath(request))) return;

      // A courier's webhook (decision 270) carries no cookie and proves itself by its signature.
      const signedWebhook =
        (request.routeOptions.config as { signedWebhook?: boolean }).signedWebhook === true;
      if (!SAFE_METHODS.has(request.method) && !signedWebhook) {
        const header = request.headers[XSRF_HEADER];
        if (!xsrfToken || typeof header !== 'string' || !sameToken(header, xsrfToken)) {
          throw httpError(419, CSRF_MESSAGE);
        }
      }

      const token = request.cookies[SESSION_COOKIE];
      if (!token) return;
      const id = hashSessionToken(token);
      const [row] = await db
        .select({
          id: sessionsTable.id,
          updatedAt: sessionsTable.updatedAt,
          user: sessionUserColumns,
        })
        .from(sessionsTable)
        // A disabled account's sessions stop working at once (decision 240): it reads as a guest.
        .leftJoin(users, and(eq(users.id, sessionsTable.userId), isNull(users.disabledAt)))
        .where(and(eq(sessionsTable.id, id), sql`${sessionsTable.expiresAt} > now()`));

      if (!row) {
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
        return;
      }
      request.sessionId = row.id;
      request.user = row.user && row.user.id !== null ? (row.user as SessionUser) : null;

      const now = Date.now();
      if (now - row.updatedAt.getTime() >= SESSION_REFRESH_MS) {
        await db
          .update(sessionsTable)
          .set({ expiresAt: new Date(now + SESSION_TTL_MS), updatedAt: new Date(now) })
          .where(eq(sessionsTable.id, row.id));
        reply.setCookie(SESSION_COOKIE, token, sessionCookie);
      }
    });

    // Riders (decision 240) see their runs and nothing else: the customers' and staff's routes refuse them.
    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (!request.user) throw httpError(401, UNAUTHENTICATED_MESSAGE);
      if (request.user.roleId === ROLE_RIDER) throw httpError(403, FORBIDDEN_MESSAGE);
    });
    app.decorate('requireAccount', async (request: FastifyRequest) => {
      if (!request.user) throw httpError(401, UNAUTHENTICATED_MESSAGE);
    });
    app.decorate('requireRider', async (request: FastifyRequest) => {
      if (!request.user) throw httpError(401, UNAUTHENTICATED_MESSAGE);
      if (request.user.roleId !== ROLE_RIDER) throw httpError(403, FORBIDDEN_MESSAGE);
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      if (!request.user) throw httpError(401, UNAUTHENTICATED_MESSAGE);
      if (request.user.roleId !== ROLE_ADMIN) throw httpError(403, FORBIDDEN_MESSAGE);
    });

    // Expired sessions are useless; sweep them now and then.
    const sweep = async () => {
      try {
        await db.delete(sessionsTable).where(lt(sessionsTable.expiresAt, new Date()));
      } catch (error) {
        app.log.warn({ err: error }, 'could not delete expired sessions');
      }
    };
    const timer = setInterval(() => void sweep(), SESSION_REFRESH_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'session', dependencies: ['database'] },
);
