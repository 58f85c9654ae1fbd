import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertCategory,
  insertCompany,
  insertProduct,
} from '../../src/modules/catalogue-shared/testing/fixtures';
import { orderContacts, orderItems, orders, products } from '../../src/db/schema';
import { orderPayload } from '../../src/modules/orders/test-support';
import { createUser, guestHeaders, type RequestHeaders } from '../helpers';
import { DATABASE_URL, onPostgres, reportFigure, reportSkip, seconds } from './support/env';
import { sleep, waitFor } from './support/pool';
import { redisRun } from './support/redis-run';
import { randomAddress } from './support/actors';
import { sendJson } from './support/http';
import { createScratchDatabase, type ScratchDatabase } from './support/scratch-database';
import { startFakeSendit, type FakeSendit } from '../support/fake-sendit';
import { startServer, stopServer, type ServerProcess } from './support/server-process';

/**
 * Scale out: two API processes on one PostgreSQL and one Redis. A session made on one works on the
 * other, rate limits are counted once for both, and what an order does on one is seen on the other.
 */

if (!onPostgres) {
  reportSkip(
    'scale out',
    'two API processes cannot share the embedded PGlite database (it lives inside one process); this test runs with DATABASE_URL',
  );
}

const runId = randomBytes(4).toString('hex');
const STALE_ORDERS = 200;
const redis = redisRun(`parashop-hardening-${runId}:`);
const ADMIN = { email: 'admin@parashop.test', password: 'Hardening-admin-password-1' };

/**
 * A browser for fetch: keeps the cookies the servers set, sends the XSRF token back in its header, and
 * comes from an address of its own (X-Forwarded-For, read with TRUST_PROXY as behind a load balancer).
 */
class Client {
  private cookies = new Map<string, string>();

  constructor(readonly ip = randomAddress()) {
    for (const pair of (guestHeaders().cookie ?? '').split('; ')) {
      const [name = '', value = ''] = pair.split('=');
      this.cookies.set(name, value);
    }
  }

  get headers(): RequestHeaders {
    return {
      cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      'x-xsrf-token': this.cookies.get('XSRF-TOKEN') ?? '',
      'x-forwarded-for': this.ip,
    };
  }

  async send(server: ServerProcess, method: string, path: string, payload?: unknown) {
    const answer = await sendJson(server.url, method, path, payload, this.headers);
    for (const cookie of answer.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', ...value] = pair.split('=');
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value.join('='));
    }
    return answer;
  }
}

describe.skipIf(!onPostgres)('scale out: two API processes, one PostgreSQL, one Redis', () => {
  let scratch: ScratchDatabase;
  const dataDirs: string[] = [];
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;
  let productId = 0;
  let fake: FakeSendit;

  const start = async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'parashop-scale-'));
    dataDirs.push(dataDir);
    return startServer({
      DATABASE_URL: scratch.url,
      REDIS_URL: redis.url,
      DATA_DIR: dataDir,
      PORT: '0',
      ORDER_RATE_LIMIT: '4',
      // Both processes look for unconfirmed orders to cancel every second.
      ORDER_CONFIRMATION_CHECK_SECONDS: '1',
      TRUST_PROXY: 'true',
      // Both processes poll the courier every second (decision 270).
      COURIER_SENDIT_URL: fake.url,
      COURIER_SENDIT_PUBLIC_KEY: fake.publicKey,
      COURIER_SENDIT_SECRET_KEY: fake.secretKey,
      COURIER_SYNC_SECONDS: '1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
  };

  beforeAll(async () => {
    scratch = await createScratchDatabase(DATABASE_URL as string);
    fake = await startFakeSendit();
    // One after the other: the first applies the migrations and creates the admin.
    a = await start();
    b = await start();
    productId = await insertProduct(scratch.handle.db, {
      categoryId: await insertCategory(scratch.handle.db),
      companyId: await insertCompany(scratch.handle.db),
      name: 'Shared Shelf Serum',
      price: '20.00',
      stock: 7,
    });
  });

  afterAll(async () => {
    await Promise.all([stopServer(a), stopServer(b)]);
    await fake?.close();
    await scratch?.drop();
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
    await redis.clear();
  });

  it('a session made on one process works on the other, and a logout on the other ends it', async () => {
    const user = await createUser(scratch.handle.db);
    const browser = new Client();
    const login = await browser.send(a as ServerProcess, 'POST', '/api/login', {
      email: user.email,
      password: user.password,
    });
    expect(login.status, login.text).toBe(200);
    const me = await browser.send(b as ServerProcess, 'GET', '/api/me');
    expect(me.status).toBe(200);
    expect((me.body as { id: number }).id).toBe(user.id);
    expect((await browser.send(b as ServerProcess, 'POST', '/api/logout')).status).toBe(200);
    // The same cookie, replayed on the first process, is dead there too.
    const replay = await sendJson((a as ServerProcess).url, 'GET', '/api/me', undefined, {
      ...browser.headers,
      cookie: `${browser.headers.cookie}; parashop_session=${/parashop_session=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1] ?? ''}`,
    });
    expect(replay.status).toBe(401);
  });

  it('rate limits are shared: 5 wrong logins spread over both processes, then 429 on either', async () => {
    const user = await createUser(scratch.handle.db);
    const servers = [a, b] as ServerProcess[];
    const attacker = randomAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const answer = await new Client(attacker).send(servers[i % 2] as ServerProcess, 'POST', '/api/login', {
        email: user.email,
        password: `wrong-${i}-password`,
      });
      statuses.push(answer.status);
    }
    // Each process saw 3 attempts: alone, neither would have reached the limit of 5.
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    const right = await new Client().send(a as ServerProcess, 'POST', '/api/login', {
      email: user.email,
      password: user.password,
    });
    // (from another address: the limit is the account's, whichever process and address)
    expect(right.status).toBe(429);

    // The order limit (ORDER_RATE_LIMIT=4 a minute per address) is one budget for both processes.
    const orders: number[] = [];
    const shopper = randomAddress();
    for (let i = 0; i < 5; i += 1) {
      const answer = await new Client(shopper).send(servers[i % 2] as ServerProcess, 'POST', '/api/orders', {
        nonsense: true,
      });
      orders.push(answer.status);
    }
    expect(orders).toEqual([422, 422, 422, 422, 429]);

    const keys = await redis.keys();
    expect(keys.length).toBeGreaterThan(0);
    reportFigure(
      'scale out',
      `login attempts alternating between 2 processes: ${statuses.join(', ')} (the 6th refused although each process saw 3); ` +
        `orders alternating with ORDER_RATE_LIMIT=4: ${orders.join(', ')}; ${keys.length} counters in Redis under the run's prefix`,
    );
  });

  it('an order placed on one process shows its notifications on the other', async () => {
    const admin = new Client();
    const login = await admin.send(b as ServerProcess, 'POST', '/api/login', ADMIN);
    expect(login.status, login.text).toBe(200);
    const before = (await admin.send(b as ServerProcess, 'GET', '/api/notifications')).body as Array<{
      id: number;
    }>;

    const shopper = new Client();
    const placed = await shopper.send(
      a as ServerProcess,
      'POST',
      '/api/orders',
      orderPayload([{ target_name: 'product', target_id: productId, quantity: 3, price: 20 }], {
        name: 'Scale Out Shopper',
      }),
    );
    expect(placed.status, placed.text).toBe(201);

    const after = (await admin.send(b as ServerProcess, 'GET', '/api/notifications')).body as Array<{
      id: number;
      type: string;
      message: string;
    }>;
    const fresh = after.filter((n) => !before.some((old) => old.id === n.id));
    expect(fresh).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'new_order', message: 'Scale Out Shopper' }),
        expect.objectContaining({ type: 'low_stock', message: 'Shared Shelf Serum' }),
      ]),
    );
    const orders = (await admin.send(b as ServerProcess, 'GET', '/api/orders')).body as Array<{ id: number }>;
    expect(orders.map((order) => order.id)).toContain((placed.body as { id: number }).id);
    reportFigure(
      'scale out',
      'a session made on process A works on B (and a logout on B ends it on A); an order on A: its new_order and low_stock notifications and the order are seen by the admin on B',
    );
  });
  it('a parcel sent from both processes at once is made once; both poll it, its delivery is applied once', async () => {
    const one = a as ServerProcess;
    const two = b as ServerProcess;
    const admin = new Client();
    expect((await admin.send(one, 'POST', '/api/login', ADMIN)).status).toBe(200);
    const db = scratch.handle.db;
    const shelfId = await insertProduct(db, {
      categoryId: await insertCategory(db),
      companyId: await insertCompany(db),
      name: 'Courier Shelf',
      price: '20.00',
      stock: 20,
    });
    const placed = await new Client().send(
      one,
      'POST',
      '/api/orders',
      orderPayload([{ target_name: 'product', target_id: shelfId, quantity: 2, price: 20 }], {
        name: 'Laayoune Customer',
        city: 'Laayoune',
        delivery_area_id: 2,
      }),
    );
    expect(placed.status, placed.text).toBe(201);
    const orderId = (placed.body as { id: number }).id;
    const confirmed = await admin.send(two, 'POST', `/api/orders/${orderId}/contacts`, {
      outcome: 'confirmed',
    });
    expect(confirmed.status, confirmed.text).toBe(201);

    // Two members of staff press Send at the same moment, each on another process.
    const created = fake.created();
    const sends = await Promise.all(
      [one, two, one, two].map((server) =>
        admin.send(server, 'POST', `/api/orders/${orderId}/courier-parcel`, {
          courier: 'sendit',
          district_id: '11',
        }),
      ),
    );
    expect(sends.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(fake.created()).toBe(created + 1);
    const code = (sends.find((answer) => answer.status === 201)?.body as { code: string }).code;

    fake.setStatus(code, 'DELIVERED');
    await waitFor(
      'the order delivered by the courier sync',
      async () => {
        const order = (await admin.send(two, 'GET', `/api/orders/${orderId}`)).body as { status: string };
        return order.status === 'delivered' ? true : undefined;
      },
      30_000,
      200,
    );
    const polls = fake.tracked.get(code) ?? 0;
    // Several more rounds on each process: a delivered parcel is asked about no more, applied once.
    await sleep(3000);
    expect(fake.tracked.get(code) ?? 0).toBe(polls);
    const parcel = (await admin.send(one, 'GET', `/api/orders/${orderId}/courier-parcel`)).body as {
      delivery_state: string;
      events: Array<{ raw_status: string; applied: boolean }>;
    };
    expect(parcel.delivery_state).toBe('delivered');
    expect(parcel.events.filter((event) => event.raw_status === 'DELIVERED')).toHaveLength(1);
    const order = (await admin.send(one, 'GET', `/api/orders/${orderId}`)).body as {
      invoice_number: string | null;
    };
    expect(order.invoice_number).toMatch(/\S/);
    const [shelf] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, shelfId));
    expect(shelf?.stock).toBe(18);
    reportFigure(
      'scale out',
      `courier: 4 simultaneous sends over 2 processes made 1 parcel; both processes polling every second delivered the order once (${polls} polls of the parcel before delivery, none after)`,
    );
  });

  it('orders nobody confirmed are cancelled once although both processes look for them every second', async () => {
    const db = scratch.handle.db;
    const shelfId = await insertProduct(db, {
      categoryId: await insertCategory(db),
      companyId: await insertCompany(db),
      name: 'Timeout Shelf',
      price: '10.00',
      stock: 1000 - STALE_ORDERS * 2,
    });
    const placedAt = new Date(Date.now() - 49 * 60 * 60 * 1000);
    const rows = await db
      .insert(orders)
      .values(
        Array.from({ length: STALE_ORDERS }, (_, i) => ({
          orderNumber: `CMD-STALE-${runId}-${i}`,
          name: 'Nobody Answers',
          phoneNumber: `06${String(i).padStart(8, '0')}`,
          address: '1 Rue Test',
          city: 'Dakhla',
          deliveryAreaId: 1,
          subtotal: '20.00',
          deliveryFee: '10.00',
          deliveryDiscount: '0.00',
          totalOrder: '30.00',
        })),
      )
      .returning({ id: orders.id });
    await db.insert(orderItems).values(
      rows.map((row) => ({
        orderId: row.id,
        targetName: 'product' as const,
        targetId: shelfId,
        productId: shelfId,
        name: 'Timeout Shelf',
        quantity: 2,
        unitPrice: '10.00',
        totalPrice: '20.00',
        components: [{ product_id: shelfId, quantity: 1 }],
      })),
    );
    const ids = rows.map((row) => row.id);
    // Only now, lines written, do they become 49 hours old (a real order is written in one statement).
    await db.update(orders).set({ createdAt: placedAt }).where(inArray(orders.id, ids));
    const started = Date.now();
    await waitFor(
      'every stale order cancelled',
      async () => {
        const open = await db
          .select({ id: orders.id })
          .from(orders)
          .where(and(inArray(orders.id, ids), eq(orders.status, 'pending')));
        return open.length === 0 ? true : undefined;
      },
      60_000,
      200,
    );
    const elapsed = Date.now() - started;
    // Give a second round on each process the chance to cancel something twice (it must not).
    await sleep(2500);
    const [shelfRow] = await db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, shelfId));
    const timeouts = await db
      .select({ orderId: orderContacts.orderId, n: sql<number>`count(*)::int` })
      .from(orderContacts)
      .where(and(inArray(orderContacts.orderId, ids), eq(orderContacts.outcome, 'timeout')))
      .groupBy(orderContacts.orderId);
    expect(shelfRow?.stock).toBe(1000);
    expect(timeouts).toHaveLength(STALE_ORDERS);
    expect(timeouts.every((row) => Number(row.n) === 1)).toBe(true);
    reportFigure(
      'scale out',
      `${STALE_ORDERS} orders unconfirmed for 49 h, two processes checking every second: all cancelled within ${seconds(elapsed)}, ` +
        'each once (one timeout entry each), the shelf back to exactly 1000 units',
    );
  });
});
