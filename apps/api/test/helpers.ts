/**
 * Test helpers for API tests. Every test speaks HTTP to the real app (`app.inject`) on a real database:
 * PGlite in memory by default, a brand-new PostgreSQL database when DATABASE_URL is set.
 *
 *   const t = await createTestApp();                 // fresh database + temp DATA_DIR
 *   const admin = await loginAs(t.app, t.db, 'admin'); // or 'customer', or a user row
 *   await t.app.inject({ method: 'POST', url: '/api/categories', headers: admin.headers, payload });
 *   await t.close();
 */
import { connect } from 'node:net';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { hash } from '@node-rs/argon2';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import postgres from 'postgres';
import { inject } from 'vitest';
import { ROLE_ADMIN, ROLE_CUSTOMER } from '@parashop/shared/constants';
import { buildApp, type BuildAppOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { createDatabase, wrapPglite, type Database, type DatabaseHandle } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { sessions, users } from '../src/db/schema';
import {
  hashSessionToken,
  SESSION_COOKIE,
  SESSION_TTL_MS,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '../src/plugins/session';
import { readOutboxDir, type OutboxMail } from './outbox';

export type TestApp = {
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** The database handle (kind, PGlite instance) for tests that need the driver. */
  handle: DatabaseHandle;
  /** Closes the app, drops the database and removes DATA_DIR. */
  close: () => Promise<void>;
};

export type TestAppOptions = Partial<Config> & {
  /** Extra routes registered under /api before the modules (e.g. a route that throws). */
  beforeModules?: BuildAppOptions['beforeModules'];
  onRoute?: BuildAppOptions['onRoute'];
  /** Keep the app un-ready, e.g. to add routes before calling `app.ready()` yourself. */
  skipReady?: boolean;
  /** The app's logger (default: none), e.g. a stream a test reads. */
  logger?: BuildAppOptions['logger'];
  /** Bounds of the kept rendered pages (modules/pages), small in the tests of the bound. */
  keptPages?: BuildAppOptions['keptPages'];
};

// ---------------------------------------------------------------- databases

let pgliteTemplate: Promise<PGlite> | undefined;
let pgliteTemplateDump: Promise<Blob> | undefined;

/**
 * A fresh PGlite with the migrated, empty schema. When the run's global set-up dumped one
 * (test/database-template.ts), each test app loads that dump; otherwise one database per test process
 * is migrated and every test app gets a clone of it.
 */
async function clonePglite(): Promise<DatabaseHandle> {
  const file = inject('pgliteTemplateFile');
  if (file) {
    pgliteTemplateDump ??= readFile(file).then((bytes) => new Blob([bytes]));
    return createDatabase({
      databaseUrl: undefined,
      pgliteDataDir: 'memory://',
      pgliteLoadDataDir: await pgliteTemplateDump,
    });
  }
  pgliteTemplate ??= (async () => {
    const handle = await createDatabase({ databaseUrl: undefined, pgliteDataDir: 'memory://' });
    await runMigrations(handle);
    return handle.pglite as PGlite;
  })();
  const template = await pgliteTemplate;
  return wrapPglite((await template.clone()) as PGlite);
}

/** A brand-new PostgreSQL database on the server of DATABASE_URL, dropped when the test app closes. */
async function freshPostgres(
  serverUrl: string,
): Promise<{ handle: DatabaseHandle; url: string; drop: () => Promise<void> }> {
  const name = `parashop_t_${randomBytes(6).toString('hex')}`;
  // The run's migrated template (test/database-template.ts), when there is one. Copies are made one at a
  // time (a session lock; CREATE DATABASE cannot run in a transaction): PostgreSQL refuses a copy while
  // another session is connected to the template, and a copy in progress is best not raced.
  const template = inject('postgresTemplate');
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    if (template) {
      await admin`select pg_advisory_lock(hashtext(${template}))`;
      try {
        await admin.unsafe(`create database ${name} template ${template}`);
      } finally {
        await admin`select pg_advisory_unlock(hashtext(${template}))`;
      }
    } else {
      await admin.unsafe(`create database ${name}`);
    }
  } finally {
    await admin.end({ timeout: 5 });
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await createDatabase({
    databaseUrl: url.toString(),
    pgliteDataDir: 'memory://',
    poolMax: 5,
  });
  if (!template) await runMigrations(handle);
  const drop = async () => {
    const cleaner = postgres(serverUrl, { max: 1, onnotice: () => {} });
    try {
      await cleaner.unsafe(`drop database if exists ${name} with (force)`);
    } finally {
      await cleaner.end({ timeout: 5 });
    }
  };
  return { handle, url: url.toString(), drop };
}

/** The test configuration: a temp DATA_DIR, no demo seed, mails to the outbox, quiet logs. */
export async function createTestConfig(overrides: Partial<Config> = {}): Promise<Config> {
  const dataDir = await mkdtemp(join(tmpdir(), 'parashop-test-'));
  const base = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  });
  return {
    ...base,
    pgliteDataDir: 'memory://',
    // No built web app unless a test points at a fixture.
    webDistDir: join(dataDir, 'no-web-dist'),
    // Tests that move the clock would see the timeout cancel their orders; its own tests call it.
    orderConfirmationCheckSeconds: 0,
    lotsCheckSeconds: 0,
    // Every inject comes from one address: the stock guard's per-client and per-product shares
    // (decision 200) would defer the orders of unrelated tests. Its own tests set them.
    orderMaxHeldUnitsPerClient: 1_000_000,
    orderUnconfirmedStockShare: 100,
    orderMaxUnitsPerOrder: 100_000,
    orderMaxOrderValue: 9_999_999_999,
    ...overrides,
  };
}

/** A ready app on a fresh, migrated, empty database. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { beforeModules, skipReady, logger, keptPages, onRoute, ...overrides } = options;
  const config = await createTestConfig(overrides);
  let handle: DatabaseHandle;
  let drop = async () => {};
  if (config.databaseUrl) {
    const fresh = await freshPostgres(config.databaseUrl);
    handle = fresh.handle;
    drop = fresh.drop;
    config.databaseUrl = fresh.url;
  } else {
    handle = await clonePglite();
  }
  const app = await buildApp(config, {
    db: handle,
    logger: logger ?? false,
    ...(beforeModules ? { beforeModules } : {}),
    ...(keptPages ? { keptPages } : {}),
    ...(onRoute ? { onRoute } : {}),
  });
  if (!skipReady) await app.ready();
  let closed = false;
  return {
    app,
    db: handle.db,
    config,
    handle,
    close: async () => {
      if (closed) return;
      closed = true;
      await app.close();
      await handle.close();
      await drop();
      await rm(config.dataDir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------- users and sessions

export type TestUser = Omit<typeof users.$inferSelect, 'email'> & { email: string; password: string };

const hashCache = new Map<string, Promise<string>>();
let userCounter = 0;

/** Inserts a user (role 2 unless told) with an argon2id password (default `password123`). */
export async function createUser(
  db: Database,
  options: { role?: 1 | 2; email?: string; password?: string; fullName?: string; city?: string } = {},
): Promise<TestUser> {
  const password = options.password ?? 'password123';
  let passwordHash = hashCache.get(password);
  if (!passwordHash) {
    passwordHash = hash(password, { algorithm: 2 });
    hashCache.set(password, passwordHash);
  }
  userCounter += 1;
  const role = options.role ?? ROLE_CUSTOMER;
  const [row] = await db
    .insert(users)
    .values({
      fullName: options.fullName ?? (role === ROLE_ADMIN ? 'Test Admin' : `Test Customer ${userCounter}`),
      email: (
        options.email ?? `user${userCounter}-${randomBytes(3).toString('hex')}@gmail.com`
      ).toLowerCase(),
      city: options.city ?? 'Dakhla',
      roleId: role,
      passwordHash: await passwordHash,
    })
    .returning();
  if (!row?.email) throw new Error('createUser: insert returned nothing');
  return { ...row, email: row.email, password };
}

export type RequestHeaders = Record<string, string>;

/** A signed-in test user; a rider without an e-mail reads as ''. */
export type SessionTestUser = Omit<typeof users.$inferSelect, 'email'> & { email: string; password?: string };

export type TestSession = {
  user: TestUser | SessionTestUser;
  /** The raw session token (the value of the parashop_session cookie). */
  token: string;
  /** `parashop_session=…; XSRF-TOKEN=…` */
  cookie: string;
  /** Cookie + X-XSRF-TOKEN: pass as `headers` to app.inject for any method. */
  headers: RequestHeaders;
};

function newXsrfToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Headers for a request that carries a session token (and a matching XSRF cookie + header). */
export function sessionHeaders(token: string, xsrf = newXsrfToken()): RequestHeaders {
  return { cookie: `${SESSION_COOKIE}=${token}; ${XSRF_COOKIE}=${xsrf}`, [XSRF_HEADER]: xsrf };
}

/** A guest: an XSRF cookie and header, no session. `app` is unused but kept for symmetry. */
export function guestHeaders(_app?: FastifyInstance): RequestHeaders {
  const xsrf = newXsrfToken();
  return { cookie: `${XSRF_COOKIE}=${xsrf}`, [XSRF_HEADER]: xsrf };
}

/**
 * A logged-in browser: creates the user when given a role ('admin' | 'customer' | 1 | 2), then a
 * session row directly in the database (no dependency on the login route).
 */
export async function loginAs(
  _app: FastifyInstance,
  db: Database,
  who: 'admin' | 'customer' | 1 | 2 | TestUser | typeof users.$inferSelect,
): Promise<TestSession> {
  const user =
    typeof who === 'object'
      ? { ...who, email: who.email ?? '' }
      : await createUser(db, { role: who === 'admin' || who === ROLE_ADMIN ? ROLE_ADMIN : ROLE_CUSTOMER });
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    id: hashSessionToken(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  const headers = sessionHeaders(token);
  return { user, token, cookie: headers.cookie ?? '', headers };
}

/** The cookies a response set, as `name -> value` (cleared cookies map to ''). */
export function responseCookies(response: LightMyRequestResponse): Record<string, string> {
  const out: Record<string, string> = {};
  for (const cookie of response.cookies as {
    name: string;
    value: string;
    maxAge?: number;
    expires?: Date;
  }[]) {
    const cleared =
      cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
    out[cookie.name] = cleared ? '' : cookie.value;
  }
  return out;
}

/**
 * A browser-like header set: applies the cookies a response set on top of the previous headers, so
 * a test can log in through POST /api/login and keep the session for the next requests.
 */
export function withResponseCookies(
  previous: RequestHeaders,
  response: LightMyRequestResponse,
): RequestHeaders {
  const jar = new Map<string, string>();
  for (const pair of (previous.cookie ?? '').split(';')) {
    const [name, ...rest] = pair.trim().split('=');
    if (name) jar.set(name, rest.join('='));
  }
  for (const [name, value] of Object.entries(responseCookies(response))) {
    if (value === '') jar.delete(name);
    else jar.set(name, value);
  }
  const xsrf = jar.get(XSRF_COOKIE) ?? newXsrfToken();
  jar.set(XSRF_COOKIE, xsrf);
  return {
    ...previous,
    cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    [XSRF_HEADER]: xsrf,
  };
}

// ---------------------------------------------------------------- mail

/** The mails the app wrote to its outbox (DATA_DIR/mail), oldest first. */
export async function readOutbox(config: Config): Promise<OutboxMail[]> {
  return readOutboxDir(join(config.dataDir, 'mail'));
}

export type { OutboxMail };

/**
 * True when a test must be skipped: prints why, so that a skip is never silent. CI compares the skips of
 * each run with its list of allowed ones (.ci/allowed-skips/) and fails on any other.
 */
export function skipWithout(available: boolean, reason: string): boolean {
  if (!available) console.warn(`[skipped] ${reason}`);
  return !available;
}

/** For tests that only PostgreSQL can run (several connections or processes, pg_dump): true on PGlite. */
export function postgresOnly(what: string): boolean {
  return skipWithout(
    Boolean(process.env.DATABASE_URL),
    `${what}: PostgreSQL only, and this run is on PGlite`,
  );
}

/**
 * The Redis of the tests of shared state. Set REDIS_URL (CI does) and those tests run against it and
 * fail when it does not answer; unset, they use the machine's 127.0.0.1:6379 when it answers and skip
 * with a message when it does not.
 */
export const REDIS_URL = process.env.REDIS_URL?.trim() || 'redis://127.0.0.1:6379';
const REDIS_REQUIRED = Boolean(process.env.REDIS_URL?.trim());

/** Whether the Redis tests run: always when REDIS_URL is set, else when the machine's Redis answers. */
export async function redisTestsRun(): Promise<boolean> {
  if (REDIS_REQUIRED) return true;
  return !skipWithout(
    await redisReachable(REDIS_URL),
    `a Redis test: REDIS_URL is not set and no Redis answers at ${REDIS_URL}`,
  );
}

/** Whether a Redis server answers at `url` within half a second. */
export async function redisReachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379), timeout: 500 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}
