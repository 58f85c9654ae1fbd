import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Pack, Product } from '@parashop/shared';
import type { CataloguePage } from '@parashop/shared/catalogue-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  loginAs,
  postgresOnly,
  REDIS_URL,
  redisTestsRun,
  type TestApp,
  type TestSession,
} from './helpers';
import { buildApp } from '../src/app';
import { createDatabase, type DatabaseHandle } from '../src/db/client';
import { products } from '../src/db/schema';
import { productFields } from '../src/modules/catalogue-shared/testing/forms';
import { insertCatalogue, insertPack } from '../src/modules/catalogue-shared/testing/fixtures';
import { countQueries } from '../src/modules/catalogue-shared/testing/query-counter';
import { requests } from '../src/modules/catalogue-shared/testing/requests';
import { orderPayload, postOrder } from '../src/modules/orders/test-support';

// Stock changes patch the cached catalogue instead of dropping it (docs/decisions/305): an order
// moves the stock shown by the cached answers at once, keeps them cached, and a product that sells
// out still leaves the in-stock lists at once.

let t: TestApp;
let admin: TestSession;
let r: ReturnType<typeof requests>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, t.db, 'admin');
  r = requests(t.app);
});
afterAll(async () => t?.close());

const get = async <T>(app: FastifyInstance, url: string): Promise<T> => {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};
const queriesOf = async (url: string) => (await countQueries(t.db, () => r.get(url))).count;
/** The catalogue's page of one brand: only that test's products. */
const brandPage = (companyId: number, inStock = true) =>
  `/api/catalogue?company_id=${companyId}&in_stock=${inStock}&per_page=50`;
const stocksOn = async (url: string) =>
  Object.fromEntries(
    (await get<CataloguePage>(t.app, url)).data.map((entry) => [
      `${entry.kind}:${entry.item.id}`,
      entry.item.stock,
    ]),
  );
/** An order at the fixtures' prices: 20 MAD a product, 30 a pack. */
const order = async (items: { id: number; quantity: number; kind?: 'product' | 'pack' }[]) => {
  const response = await postOrder(
    t.app,
    orderPayload(
      items.map((item) => ({
        target_name: item.kind ?? 'product',
        target_id: item.id,
        quantity: item.quantity,
        price: item.kind === 'pack' ? 30 : 20,
      })),
    ),
  );
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: number }).id;
};

describe('an order patches the stock of cached answers', () => {
  it('a cached catalogue page, the product and the list show the new stock right after the order, still from memory', async () => {
    const { productIds, companyId } = await insertCatalogue(t.db, 2, { price: '20.00', stock: 5 });
    const [a, b] = productIds as [number, number];
    const urls = [brandPage(companyId), `/api/products/${a}`, '/api/products'];
    for (const url of urls) await r.get(url);
    for (const url of urls) expect(await queriesOf(url), url).toBe(0);

    await order([{ id: a, quantity: 2 }]);

    expect(await stocksOn(brandPage(companyId))).toEqual({ [`product:${a}`]: 3, [`product:${b}`]: 5 });
    expect((await get<Product>(t.app, `/api/products/${a}`)).stock).toBe(3);
    expect((await get<Product[]>(t.app, '/api/products')).find((p) => p.id === a)?.stock).toBe(3);
    // Still answered from memory: the order did not drop them.
    for (const url of urls) expect(await queriesOf(url), url).toBe(0);
  });

  it("a pack's stock is the smallest of its products' as they are now", async () => {
    const { productIds, companyId } = await insertCatalogue(t.db, 2, { price: '20.00', stock: 6 });
    const [a, b] = productIds as [number, number];
    const pack = await insertPack(t.db, { productIds: [a, b], price: '30.00' });
    await r.get(brandPage(companyId));
    await r.get(`/api/packs/${pack}`);

    await order([{ id: b, quantity: 4 }]);
    expect((await get<Pack>(t.app, `/api/packs/${pack}`)).stock).toBe(2);
    expect((await stocksOn(brandPage(companyId)))[`pack:${pack}`]).toBe(2);

    await order([{ id: pack, quantity: 1, kind: 'pack' }]);
    expect((await get<Pack>(t.app, `/api/packs/${pack}`)).stock).toBe(1);
    expect(await stocksOn(brandPage(companyId))).toEqual({
      [`product:${a}`]: 5,
      [`product:${b}`]: 1,
      [`pack:${pack}`]: 1,
    });
    expect(await queriesOf(`/api/packs/${pack}`)).toBe(0);
  });

  it('a cancel puts the stock back on the cached answers', async () => {
    const { productIds, companyId } = await insertCatalogue(t.db, 1, { price: '20.00', stock: 4 });
    const id = productIds[0]!;
    await r.get(brandPage(companyId));
    const placed = await order([{ id, quantity: 3 }]);
    expect((await stocksOn(brandPage(companyId)))[`product:${id}`]).toBe(1);
    const cancel = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${placed}`,
      headers: admin.headers,
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await stocksOn(brandPage(companyId)))[`product:${id}`]).toBe(4);
  });
});

describe('a product crossing zero', () => {
  it('sold out: leaves the in-stock list and shows out of stock right after the order', async () => {
    const { productIds, companyId } = await insertCatalogue(t.db, 2, { price: '20.00', stock: 2 });
    const [a, b] = productIds as [number, number];
    await r.get(brandPage(companyId));
    await r.get(brandPage(companyId, false));
    await r.get(`/api/products/${a}`);

    await order([{ id: a, quantity: 2 }]);

    expect(await stocksOn(brandPage(companyId))).toEqual({ [`product:${b}`]: 2 });
    expect(await stocksOn(brandPage(companyId, false))).toEqual({ [`product:${a}`]: 0, [`product:${b}`]: 2 });
    expect((await get<Product>(t.app, `/api/products/${a}`)).stock).toBe(0);
    const page = await get<CataloguePage>(t.app, brandPage(companyId));
    expect(page.meta.total).toBe(1);
  });

  it('back in stock: a cancel brings it back to the in-stock list at once', async () => {
    const { productIds, companyId } = await insertCatalogue(t.db, 1, { price: '20.00', stock: 1 });
    const id = productIds[0]!;
    const placed = await order([{ id, quantity: 1 }]);
    expect(await stocksOn(brandPage(companyId))).toEqual({});
    const cancel = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${placed}`,
      headers: admin.headers,
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await stocksOn(brandPage(companyId))).toEqual({ [`product:${id}`]: 1 });
  });
});

describe('what is and is not a catalogue change', () => {
  it('a price or name written in the back office still drops the cached answers', async () => {
    const { productIds, companyId, categoryId } = await insertCatalogue(t.db, 1, {
      price: '20.00',
      stock: 5,
    });
    const id = productIds[0]!;
    await r.get(brandPage(companyId));
    expect(await queriesOf(brandPage(companyId))).toBe(0);
    const edit = await r.form('POST', `/api/products/${id}`, admin.headers, {
      ...productFields({ categoryId, companyId }, { price: '31.00', name: 'Renamed product' }),
      _method: 'PUT',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await queriesOf(brandPage(companyId))).toBeGreaterThan(0);
    const page = await get<CataloguePage>(t.app, brandPage(companyId));
    expect(page.data[0]?.item).toMatchObject({ name: 'Renamed product', price: 31 });
  });

  it('a stock-only statement announces the products, not a catalogue change', async () => {
    const { productIds } = await insertCatalogue(t.db, 1, { stock: 5 });
    const id = productIds[0]!;
    let changes = 0;
    const heard: number[][] = [];
    t.app.catalogueCache.onChange(() => (changes += 1));
    t.app.catalogueCache.onStockChange((ids) => heard.push(ids));
    await t.db.update(products).set({ stock: 9 }).where(eq(products.id, id));
    await expect.poll(() => heard.flat()).toContain(id);
    expect(changes).toBe(0);
    // Crossing zero is a catalogue change (the in-stock lists change), and announces the stock too.
    await t.db.execute(sql`update products set stock = 0 where id = ${id}`);
    expect(changes).toBeGreaterThan(0);
    const [row] = await t.db
      .select({ version: products.stockVersion })
      .from(products)
      .where(eq(products.id, id));
    expect(row?.version).toBe(2);
  });

  it('the cache keeps its hits while orders flow', async () => {
    const { productIds, companyId } = await insertCatalogue(t.db, 3, { price: '20.00', stock: 50 });
    const urls = [
      brandPage(companyId),
      '/api/catalogue/hero',
      ...productIds.map((id) => `/api/products/${id}`),
    ];
    for (const url of urls) await r.get(url);
    const before = t.app.catalogueCache.stats();
    for (let i = 0; i < 4; i += 1) {
      await order([{ id: productIds[i % 3]!, quantity: 1 }]);
      for (const url of urls) await r.get(url);
    }
    const after = t.app.catalogueCache.stats();
    expect(after.misses - before.misses).toBe(0);
    expect(after.hits - before.hits).toBe(4 * urls.length);
    expect(await stocksOn(brandPage(companyId))).toEqual({
      [`product:${productIds[0]}`]: 48,
      [`product:${productIds[1]}`]: 49,
      [`product:${productIds[2]}`]: 49,
    });
  });
});

describe("a product's nearest expiry follows its lots", () => {
  it('receiving, correcting, emptying and deleting a lot change the cached next expiry at once', async () => {
    const { productIds } = await insertCatalogue(t.db, 1, { stock: 0 });
    const id = productIds[0]!;
    const url = `/api/products/${id}`;
    const shown = async () => {
      const product = await get<Product>(t.app, url);
      return { stock: product.stock, next_expiry: product.next_expiry };
    };
    expect(await shown()).toEqual({ stock: 0, next_expiry: null });
    expect(await queriesOf(url)).toBe(0);
    const receive = async (lot_number: string, expiry_date: string, quantity: number) => {
      const response = await r.json('POST', `/api/products/${id}/lots`, admin.headers, {
        lot_number,
        expiry_date,
        quantity,
      });
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as { id: number }).id;
    };
    const correct = async (lotId: number, body: Record<string, unknown>) => {
      const response = await r.json('PUT', `/api/lots/${lotId}`, admin.headers, body);
      expect(response.statusCode, response.body).toBe(200);
    };
    const first = await receive('LOT-A', '2099-01-31', 12);
    expect(await shown()).toEqual({ stock: 12, next_expiry: '2099-01-31' });
    const second = await receive('LOT-B', '2098-06-30', 3);
    expect(await shown()).toEqual({ stock: 15, next_expiry: '2098-06-30' });
    await correct(second, { expiry_date: '2099-06-30' });
    expect(await shown()).toEqual({ stock: 15, next_expiry: '2099-01-31' });
    // A lot that keeps units while its quantity moves changes the stock alone: still from memory.
    await correct(first, { quantity: 10 });
    expect(await queriesOf(url)).toBe(0);
    expect(await shown()).toEqual({ stock: 13, next_expiry: '2099-01-31' });
    await correct(first, { quantity: 0 });
    expect(await shown()).toEqual({ stock: 3, next_expiry: '2099-06-30' });
    await correct(first, { quantity: 4 });
    expect(await shown()).toEqual({ stock: 7, next_expiry: '2099-01-31' });
    const removed = await r.delete(`/api/lots/${first}`, admin.headers);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await shown()).toEqual({ stock: 3, next_expiry: '2099-06-30' });
  });
});

const hasRedis = await redisTestsRun();

describe('two API processes on PostgreSQL (REDIS_URL)', () => {
  it.skipIf(!hasRedis || postgresOnly('two API processes on one PostgreSQL'))(
    "an order through one process patches the other's cached page on its next read",
    async () => {
      const a = await createTestApp({ redisUrl: REDIS_URL });
      const handle: DatabaseHandle = await createDatabase({
        databaseUrl: a.config.databaseUrl,
        pgliteDataDir: 'memory://',
        poolMax: 2,
      });
      let b: FastifyInstance | undefined;
      try {
        b = await buildApp({ ...a.config }, { db: handle, logger: false });
        await b.ready();
        const { productIds, companyId } = await insertCatalogue(a.db, 2, { price: '20.00', stock: 5 });
        await a.app.catalogueCache.invalidate();
        const [x, y] = productIds as [number, number];
        const url = brandPage(companyId);
        // Once b has heard the fixtures' change notice, its reads come from memory.
        await expect
          .poll(async () => (await countQueries(handle.db, () => b!.inject({ method: 'GET', url }))).count)
          .toBe(0);

        const placed = await postOrder(
          a.app,
          orderPayload([
            { target_name: 'product', target_id: x, quantity: 2, price: 20 },
            { target_name: 'product', target_id: y, quantity: 5, price: 20 },
          ]),
        );
        expect(placed.statusCode, placed.body).toBe(201);
        // y sold out (a catalogue change, through Redis), x's new stock (through Redis too).
        const page = await get<CataloguePage>(b, url);
        expect(page.data.map((entry) => [entry.item.id, entry.item.stock])).toEqual([[x, 3]]);

        // The sell-out's change notice may reach b after that read: once heard, b keeps its page.
        await expect
          .poll(async () => (await countQueries(handle.db, () => b!.inject({ method: 'GET', url }))).count)
          .toBe(0);
        const second = await postOrder(
          a.app,
          orderPayload([{ target_name: 'product', target_id: x, quantity: 1, price: 20 }]),
        );
        expect(second.statusCode, second.body).toBe(201);
        let answer: CataloguePage | undefined;
        const { count } = await countQueries(handle.db, async () => {
          answer = await get<CataloguePage>(b!, url);
        });
        expect(answer?.data.map((entry) => [entry.item.id, entry.item.stock])).toEqual([[x, 2]]);
        // b kept its page: the new stock came from Redis, not from reading the page again.
        expect(count).toBe(0);
      } finally {
        await b?.close();
        await handle.close();
        await a.close();
      }
    },
  );
});
