import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertCategory,
  insertCompany,
  insertProduct,
} from '../../src/modules/catalogue-shared/testing/fixtures';
import { orderPayload } from '../../src/modules/orders/test-support';
import { guestHeaders, loginAs, type TestSession } from '../helpers';
import { openSse, type SseStream } from '../sse';
import { DATABASE_URL, onPostgres, reportFigure, reportSkip } from './support/env';
import { redisRun } from './support/redis-run';
import { randomAddress } from './support/actors';
import { sendJson } from './support/http';
import { createScratchDatabase, type ScratchDatabase } from './support/scratch-database';
import { startServer, stopServer, type ServerProcess } from './support/server-process';

/**
 * Live notifications across processes: two API processes on one PostgreSQL, one without REDIS_URL and
 * one with it. A new order placed on either reaches the streams of both (the database's NOTIFY after
 * the commit; the delay is printed, not judged), and a stream that reconnects with Last-Event-ID gets what it missed.
 */

if (!onPostgres) {
  reportSkip(
    'notification stream across processes',
    'two API processes cannot share the embedded PGlite database; this test runs with DATABASE_URL',
  );
}

const redis = redisRun(`parashop-stream-${randomBytes(4).toString('hex')}:`);

describe.skipIf(!onPostgres)('live notifications across two API processes', () => {
  let scratch: ScratchDatabase;
  const dataDirs: string[] = [];
  let plain: ServerProcess | undefined;
  let withRedis: ServerProcess | undefined;
  let admin: TestSession;
  let productId = 0;
  const streams: SseStream[] = [];

  const start = async (env: Record<string, string>) => {
    const dataDir = await mkdtemp(join(tmpdir(), 'parashop-stream-'));
    dataDirs.push(dataDir);
    return startServer({
      DATABASE_URL: scratch.url,
      DATA_DIR: dataDir,
      PORT: '0',
      TRUST_PROXY: 'true',
      ...env,
    });
  };

  const open = async (server: ServerProcess, lastId?: number) => {
    const stream = await openSse(`${server.url}/api/notifications/stream`, {
      cookie: admin.cookie,
      ...(lastId ? { 'last-event-id': String(lastId) } : {}),
    });
    expect(stream.status).toBe(200);
    streams.push(stream);
    return stream;
  };

  const placeOrder = async (server: ServerProcess, name: string) => {
    const answer = await sendJson(
      server.url,
      'POST',
      '/api/orders',
      orderPayload([{ target_name: 'product', target_id: productId, quantity: 1, price: 20 }], { name }),
      {
        ...guestHeaders(),
        'idempotency-key': randomBytes(16).toString('hex'),
        'x-forwarded-for': randomAddress(),
      },
    );
    expect(answer.status, answer.text).toBe(201);
  };

  const eventFor = (stream: SseStream, name: string) =>
    stream.waitFor((event) => JSON.parse(event.data).message === name, 5_000);

  beforeAll(async () => {
    scratch = await createScratchDatabase(DATABASE_URL as string);
    plain = await start({});
    withRedis = await start({ REDIS_URL: redis.url });
    productId = await insertProduct(scratch.handle.db, {
      categoryId: await insertCategory(scratch.handle.db),
      companyId: await insertCompany(scratch.handle.db),
      name: 'Live Serum',
      price: '20.00',
      stock: 100,
    });
    admin = await loginAs(undefined as never, scratch.handle.db, 'admin');
  });

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await Promise.all([stopServer(plain), stopServer(withRedis)]);
    await scratch?.drop();
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
    await redis.clear();
  });

  // How fast is reported, not judged (speed belongs to npm run bench): eventFor's 5 s only guards
  // against an event that never comes.
  it('an order placed on either process reaches the streams of both', async () => {
    const onPlain = await open(plain as ServerProcess);
    const onRedis = await open(withRedis as ServerProcess);
    let slowest = 0;
    for (const [server, name] of [
      [plain, 'Placed on the first'],
      [withRedis, 'Placed on the second'],
    ] as const) {
      await placeOrder(server as ServerProcess, name);
      const placed = Date.now();
      const [a, b] = await Promise.all([eventFor(onPlain, name), eventFor(onRedis, name)]);
      slowest = Math.max(slowest, Date.now() - placed);
      expect(a.event).toBe('notification');
      expect(a.id).toBe(b.id);
      expect(JSON.parse(a.data)).toMatchObject({
        id: Number(a.id),
        type: 'new_order',
        message: name,
        is_read: false,
      });
    }
    reportFigure(
      'notification stream across processes',
      `slowest delivery after the order's answer: ${slowest} ms`,
    );
  });

  it('a stream that reconnects with Last-Event-ID gets what it missed first, then the live ones', async () => {
    const first = await open(withRedis as ServerProcess);
    await placeOrder(plain as ServerProcess, 'Before the break');
    const seen = await eventFor(first, 'Before the break');
    first.close();
    await placeOrder(plain as ServerProcess, 'Missed 1');
    await placeOrder(withRedis as ServerProcess, 'Missed 2');
    const again = await open(withRedis as ServerProcess, Number(seen.id));
    await eventFor(again, 'Missed 2');
    await placeOrder(plain as ServerProcess, 'After the break');
    await eventFor(again, 'After the break');
    expect(again.events.map((event) => JSON.parse(event.data).message)).toEqual([
      'Missed 1',
      'Missed 2',
      'After the break',
    ]);
  });
});
