import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { addDays, dateInZone, type Product } from '@parashop/shared';
import type { CataloguePage } from '@parashop/shared/catalogue-query';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createTestApp,
  guestHeaders,
  loginAs,
  REDIS_URL,
  redisTestsRun,
  type TestApp,
  type TestSession,
} from './helpers';
import { buildApp } from '../src/app';
import { createDatabase, wrapPglite, type DatabaseHandle } from '../src/db/client';
import { products } from '../src/db/schema';
import { productFields } from '../src/modules/catalogue-shared/testing/forms';
import { insertCatalogue, insertOffer, insertPack } from '../src/modules/catalogue-shared/testing/fixtures';
import { countQueries } from '../src/modules/catalogue-shared/testing/query-counter';
import { requests } from '../src/modules/catalogue-shared/testing/requests';

const ZONE = 'Africa/Casablanca';
const today = () => dateInZone(new Date(), ZONE);

let t: TestApp;
let admin: TestSession;
let r: ReturnType<typeof requests>;
/** Lets a test hold a catalogue read in the middle of its load (see "a read that overlaps a write"). */
let gate: { reached: () => void; release: Promise<void> } | undefined;

beforeAll(async () => {
  t = await createTestApp({
    beforeModules: (scope) => {
      scope.get('/test/slow-products', async (request, reply) =>
        scope.catalogueCache.send(request, reply, 'test/slow-products', async () => {
          const rows = await t.db.select({ id: products.id, name: products.name }).from(products);
          if (gate) {
            gate.reached();
            await gate.release;
          }
          return rows;
        }),
      );
    },
  });
  admin = await loginAs(t.app, t.db, 'admin');
  r = requests(t.app);
});
afterAll(async () => t?.close());
afterEach(() => vi.useRealTimers());

const json = async <T>(url: string): Promise<T> => {
  const response = await r.get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};
const productById = async (id: number) => (await json<Product[]>('/api/products')).find((p) => p.id === id);
const queriesOf = async (url: string) => (await countQueries(t.db, () => r.get(url))).count;

describe('catalogue reads come from memory while nothing changed', () => {
  it.each([
    '/api/products',
    '/api/packs',
    '/api/categories',
    '/api/companies',
    '/api/catalogue',
    '/api/catalogue/hero',
  ])('%s: the second read sends no query and the same bytes', async (url) => {
    await insertCatalogue(t.db, 2);
    const first = await r.get(url);
    expect(await queriesOf(url)).toBe(0);
    const second = await r.get(url);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('single products and packs too; a missing one is a 404 every time', async () => {
    const { productIds } = await insertCatalogue(t.db, 2);
    const packId = await insertPack(t.db, { productIds });
    for (const url of [`/api/products/${productIds[0]}`, `/api/packs/${packId}`]) {
      expect((await r.get(url)).statusCode).toBe(200);
      expect(await queriesOf(url)).toBe(0);
    }
    expect((await r.get('/api/products/999999')).statusCode).toBe(404);
    expect((await r.get('/api/products/999999')).statusCode).toBe(404);
  });

  it('answers 304 from memory to a matching If-None-Match', async () => {
    const first = await r.get('/api/products');
    const again = await countQueries(t.db, async () => {
      const response = await r.get('/api/products', { 'if-none-match': first.headers.etag as string });
      expect(response.statusCode).toBe(304);
      expect(response.body).toBe('');
    });
    expect(again.count).toBe(0);
  });

  it('sends brotli or gzip as the client accepts, the same JSON once decoded', async () => {
    await insertCatalogue(t.db, 12);
    const plain = await r.get('/api/products');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const br = await r.get('/api/products', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const gzip = await r.get('/api/products', { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });
});

describe('a write is visible on the very next read', () => {
  it('a product edited in the back office', async () => {
    const { productIds, categoryId, companyId } = await insertCatalogue(t.db, 1);
    const id = productIds[0]!;
    expect((await productById(id))?.name).not.toBe('Renamed cream');
    await json(`/api/products/${id}`);
    await json('/api/catalogue?per_page=100');

    const edit = await r.form('POST', `/api/products/${id}`, admin.headers, {
      ...productFields({ categoryId, companyId }, { name: 'Renamed cream', stock: '4' }),
      _method: 'PUT',
    });
    expect(edit.statusCode, edit.body).toBe(200);

    expect(await productById(id)).toMatchObject({ name: 'Renamed cream', stock: 4 });
    expect(await json<Product>(`/api/products/${id}`)).toMatchObject({ name: 'Renamed cream' });
    const page = await json<CataloguePage>('/api/catalogue?q=renamed');
    expect(page.data.map((entry) => entry.item.id)).toEqual([id]);
  });

  it('an offer created, then deleted', async () => {
    const { productIds } = await insertCatalogue(t.db, 1, { price: '100.00' });
    const id = productIds[0]!;
    expect((await productById(id))?.offer_price).toBeNull();

    const created = await r.json('POST', '/api/offers', admin.headers, {
      product_id: id,
      start_date: today(),
      end_date: addDays(today(), 3),
      offer_price: 70,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await productById(id))?.offer_price).toBe(70);
    const offers = await json<CataloguePage>('/api/catalogue?type=offers&per_page=100');
    expect(offers.data.map((entry) => entry.item.id)).toContain(id);

    const removed = await r.delete(`/api/offers/${(created.json() as { id: number }).id}`, admin.headers);
    expect(removed.statusCode).toBe(204);
    expect((await productById(id))?.offer_price).toBeNull();
    expect(
      (await json<CataloguePage>('/api/catalogue?type=offers&per_page=100')).data.map((e) => e.item.id),
    ).not.toContain(id);
  });

  it('an order taking the last units, then its cancellation putting them back', async () => {
    const { productIds } = await insertCatalogue(t.db, 1, { price: '20.00', stock: 2 });
    const id = productIds[0]!;
    const inCatalogue = async () =>
      (await json<CataloguePage>(`/api/catalogue?q=${encodeURIComponent((await productById(id))!.name)}`))
        .data.length;
    expect((await productById(id))?.stock).toBe(2);
    expect(await inCatalogue()).toBe(1);

    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: guestHeaders(),
      payload: {
        name: 'Amina Benali',
        phone_number: '0612345678',
        city: 'Dakhla',
        address: '12 Avenue Mohammed V',
        delivery_area_id: 1,
        items: [{ target_name: 'product', target_id: id, quantity: 2, price: 20 }],
      },
    });
    expect(order.statusCode, order.body).toBe(201);
    expect((await productById(id))?.stock).toBe(0);
    expect(await inCatalogue()).toBe(0);

    const cancel = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${(order.json() as { id: number }).id}`,
      headers: admin.headers,
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await productById(id))?.stock).toBe(2);
    expect(await inCatalogue()).toBe(1);
  });

  it('a write made straight in the database by this process (seed, scripts, test fixtures)', async () => {
    const { productIds } = await insertCatalogue(t.db, 1);
    const id = productIds[0]!;
    await productById(id);
    await t.db.update(products).set({ stock: 77 }).where(eq(products.id, id));
    expect((await productById(id))?.stock).toBe(77);
  });

  it('a read that overlaps a write is never served after it', async () => {
    const { productIds } = await insertCatalogue(t.db, 1);
    const id = productIds[0]!;
    let open = () => {};
    let reached = () => {};
    const atGate = new Promise<void>((resolve) => (reached = resolve));
    gate = { reached, release: new Promise((resolve) => (open = resolve)) };
    // inject() starts on then(); the read takes the rows, then waits at the gate.
    const slow = r.get('/api/test/slow-products').then((response) => response);
    await atGate;

    await t.db.update(products).set({ name: 'Written meanwhile' }).where(eq(products.id, id));
    gate = undefined;
    open();
    const names = (body: string) =>
      (JSON.parse(body) as { id: number; name: string }[]).find((p) => p.id === id)?.name;
    expect(names((await slow).body)).not.toBe('Written meanwhile'); // it began before the write
    expect(names((await r.get('/api/test/slow-products')).body)).toBe('Written meanwhile');
  });
});

describe('catalogue changes announce themselves (docs/decisions/280)', () => {
  let changes = 0;
  beforeAll(() => t.app.catalogueCache.onChange(() => (changes += 1)));
  const brandNames = async () => (await json<{ name: string }[]>('/api/companies')).map((c) => c.name);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

  it('each table the storefront shows announces a write; other tables do not', async () => {
    await settle();
    changes = 0;
    await t.db.execute(sql`delete from favourites where false`);
    await t.db.execute(sql`delete from orders where false`);
    await settle();
    expect(changes).toBe(0);
    for (const table of [
      'products',
      'offers',
      'categories',
      'companies',
      'packs',
      'pack_products',
      'shop_settings',
    ]) {
      changes = 0;
      // Announced before the statement's promise resolves, whatever the SQL looks like.
      await t.db.execute(sql`delete from ${sql.identifier(table)} where false`);
      expect(changes, table).toBeGreaterThan(0);
    }
  });

  it('a raw statement the app never parses is seen on the next read', async () => {
    const { companyId } = await insertCatalogue(t.db, 1);
    expect(await brandNames()).not.toContain('Raw brand');
    expect(await queriesOf('/api/companies')).toBe(0);
    await t.db.execute(sql`update companies set name = 'Raw brand' where id = ${companyId}`);
    expect(await brandNames()).toContain('Raw brand');
  });

  it('a write from another connection (a script, psql) is seen once it commits', async () => {
    const { companyId } = await insertCatalogue(t.db, 1);
    expect(await brandNames()).not.toContain('Brand from elsewhere');
    expect(await queriesOf('/api/companies')).toBe(0);
    const statement = `update companies set name = 'Brand from elsewhere' where id = ${companyId}`;
    if (t.config.databaseUrl) {
      const other = postgres(t.config.databaseUrl, { max: 1, onnotice: () => {} });
      try {
        await other.unsafe(statement);
      } finally {
        await other.end({ timeout: 5 });
      }
      // Heard on this process's LISTEN connection a moment after the commit.
      await expect.poll(brandNames).toContain('Brand from elsewhere');
    } else {
      // PGlite is one connection: a statement sent to it outside Drizzle.
      await t.handle.pglite!.query(statement);
      expect(await brandNames()).toContain('Brand from elsewhere');
    }
  });

  it('a click is no change: the catalogue stays in memory', async () => {
    const { productIds } = await insertCatalogue(t.db, 1);
    await r.get('/api/products');
    await settle();
    changes = 0;
    const click = await r.json('POST', `/api/products/${productIds[0]}/click`, guestHeaders());
    expect(click.json()).toEqual({ number_click: 1 });
    expect(await queriesOf('/api/products')).toBe(0);
    await settle();
    expect(changes).toBe(0);
  });
});

describe('offers start and end at midnight in the shop time zone, with no write', () => {
  it('a read just after midnight sees the offer that starts that day', async () => {
    // Find the instant the shop's day changes, whatever the zone's offset that day.
    const base = Date.UTC(2031, 2, 10, 20, 0);
    let midnight = base;
    while (dateInZone(new Date(midnight), ZONE) === dateInZone(new Date(base), ZONE)) midnight += 60_000;
    const nextDay = dateInZone(new Date(midnight), ZONE);

    const { productIds } = await insertCatalogue(t.db, 1, { price: '50.00' });
    const id = productIds[0]!;
    await insertOffer(t.db, { productId: id, offerPrice: '40.00', startDate: nextDay, endDate: nextDay });

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(midnight - 30_000);
    expect((await productById(id))?.offer_price).toBeNull();
    expect(await queriesOf('/api/products')).toBe(0);

    vi.setSystemTime(midnight + 30_000);
    expect((await productById(id))?.offer_price).toBe(40);

    vi.setSystemTime(midnight + 24 * 3600_000 + 30_000);
    expect((await productById(id))?.offer_price).toBeNull();
  });
});

describe('CATALOGUE_CACHE=false', () => {
  it('reads the database every time', async () => {
    const off = await createTestApp({ catalogueCache: false });
    try {
      await insertCatalogue(off.db, 1);
      await off.app.inject({ method: 'GET', url: '/api/products' });
      const { count } = await countQueries(off.db, () =>
        off.app.inject({ method: 'GET', url: '/api/products' }),
      );
      expect(count).toBe(1);
    } finally {
      await off.close();
    }
  });
});

const hasRedis = await redisTestsRun();

describe('several API processes (REDIS_URL)', () => {
  it.skipIf(!hasRedis)('a write through one process is seen by the next read of another', async () => {
    const a = await createTestApp({ redisUrl: REDIS_URL });
    // A second app on the same database through its own connection, as another process would be:
    // it does not see the first one's statements, only the version in Redis.
    const handle: DatabaseHandle = a.config.databaseUrl
      ? await createDatabase({ databaseUrl: a.config.databaseUrl, pgliteDataDir: 'memory://', poolMax: 2 })
      : wrapPglite(a.handle.pglite!);
    let b: FastifyInstance | undefined;
    try {
      b = await buildApp({ ...a.config }, { db: handle, logger: false });
      await b.ready();
      const { productIds, categoryId, companyId } = await insertCatalogue(a.db, 1);
      // A write outside a request tells Redis without waiting; wait for it so the reads below start settled.
      await a.app.catalogueCache.invalidate();
      const id = productIds[0]!;
      const readB = async () =>
        ((await b!.inject({ method: 'GET', url: '/api/products' })).json() as Product[]).find(
          (p) => p.id === id,
        );
      expect((await readB())?.stock).toBe(20);
      // The catalogue's change notice (decision 280) may reach b after that read and drop what it
      // kept: once b has heard it, its reads come from memory.
      await expect
        .poll(
          async () =>
            (await countQueries(handle.db, () => b!.inject({ method: 'GET', url: '/api/products' }))).count,
        )
        .toBe(0);

      const adminA = await loginAs(a.app, a.db, 'admin');
      const edit = await requests(a.app).form('POST', `/api/products/${id}`, adminA.headers, {
        ...productFields({ categoryId, companyId }, { stock: '3' }),
        _method: 'PUT',
      });
      expect(edit.statusCode, edit.body).toBe(200);
      expect((await readB())?.stock).toBe(3);
    } finally {
      await b?.close();
      if (a.config.databaseUrl) await handle.close();
      await a.close();
    }
  });
});
