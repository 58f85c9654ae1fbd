import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  listenWhileStarting,
  STARTING_ERROR_MESSAGE,
  STARTING_MESSAGE,
  UNAVAILABLE_MESSAGE,
} from '../src/lib/readiness';
import { createTestApp, postgresOnly, type TestApp } from './helpers';
import { freePort } from './hardening/support/server-process';
import { emptyPostgresDatabase, pollUntil, runServer, type ServerRun } from './server-run';

const DATABASE_URL = process.env.DATABASE_URL;

describe('GET /api/health/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers 200 { status: ready } once started, and the liveness route is unchanged', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
    const live = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(live.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 unavailable when the database is gone (PGlite closed, PostgreSQL database dropped)', async () => {
    const other = await createTestApp();
    try {
      expect((await other.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
      if (other.handle.kind === 'postgres') {
        const url = new URL(other.config.databaseUrl ?? '');
        const name = url.pathname.slice(1);
        url.pathname = '/postgres';
        const admin = postgres(url.toString(), { max: 1, onnotice: () => {} });
        try {
          await admin.unsafe(`drop database ${name} with (force)`);
        } finally {
          await admin.end({ timeout: 5 });
        }
      } else {
        await other.handle.close();
      }
      const response = await other.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', message: UNAVAILABLE_MESSAGE });
      expect((await other.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
    } finally {
      await other.close();
    }
  });
});

describe('while the process starts (src/lib/readiness.ts)', () => {
  it('answers 503 on every path: starting on readiness, unavailable on liveness, the error body elsewhere', async () => {
    const starting = await listenWhileStarting(0, '127.0.0.1');
    const base = `http://127.0.0.1:${starting.port}`;
    try {
      const ready = await fetch(`${base}/api/health/ready?probe=1`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'starting', message: STARTING_MESSAGE });
      const live = await fetch(`${base}/api/health`);
      expect(live.status).toBe(503);
      expect(await live.json()).toEqual({ status: 'unavailable' });
      const order = await fetch(`${base}/api/orders`, { method: 'POST', body: '{}' });
      expect(order.status).toBe(503);
      expect(order.headers.get('retry-after')).toBe('5');
      expect(await order.json()).toEqual({ message: STARTING_ERROR_MESSAGE });
    } finally {
      await starting.close();
    }
    // The port is free again for the app to take over.
    const again = await listenWhileStarting(starting.port, '127.0.0.1');
    expect(again.port).toBe(starting.port);
    await again.close();
  });
});

describe.skipIf(postgresOnly('a server whose migrations wait'))(
  'a server whose migrations wait (PostgreSQL)',
  () => {
    let server: ServerRun | undefined;
    let database: Awaited<ReturnType<typeof emptyPostgresDatabase>> | undefined;
    let dataDir = '';
    afterEach(async () => {
      await server?.stop();
      await database?.drop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    it('says starting while another session holds the migrations table, then ready', async () => {
      database = await emptyPostgresDatabase(DATABASE_URL ?? '');
      dataDir = await mkdtemp(join(tmpdir(), 'parashop-ready-'));
      const holder = postgres(database.url, { max: 1, onnotice: () => {} });
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      // The table drizzle's migrator reads first, locked as another process's migration would.
      await holder.unsafe('create schema if not exists drizzle');
      await holder.unsafe(
        'create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)',
      );
      const holding = holder.begin(async (tx) => {
        await tx.unsafe('lock table drizzle.__drizzle_migrations in access exclusive mode');
        locked();
        await released;
      });
      await isLocked;

      const port = await freePort();
      server = runServer('src/server.ts', {
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        PORT: String(port),
      });
      const base = `http://127.0.0.1:${port}`;
      try {
        const starting = await pollUntil(
          `${base}/api/health/ready`,
          (response) => response.status === 503,
          60_000,
        );
        expect(await starting.json()).toEqual({ status: 'starting', message: STARTING_MESSAGE });
        // Still waiting a moment later: the lock is held.
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect((await fetch(`${base}/api/health/ready`)).status).toBe(503);
        expect((await fetch(`${base}/api/products`)).status).toBe(503);
      } finally {
        release();
        await holding;
        await holder.end({ timeout: 5 });
      }
      await server.running;
      const ready = await fetch(`${base}/api/health/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready' });
      expect(await server.stop()).toBe(0);
    }, 120_000);
  },
);
