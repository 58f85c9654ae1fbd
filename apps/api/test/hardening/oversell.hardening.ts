import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../src/db/client';
import {
  insertCategory,
  insertCompany,
  insertPack,
  insertProduct,
} from '../../src/modules/catalogue-shared/testing/fixtures';
import { orderPayload } from '../../src/modules/orders/test-support';
import { createTestApp, type TestApp } from '../helpers';
import { linesKey, stocks, storedOrders, unitsTaken } from './support/catalogue';
import { reportFigure, seconds } from './support/env';
import { listen, sendJson } from './support/http';
import { runPool } from './support/pool';

/**
 * No oversell: 1,000 order attempts, many at once, over real HTTP, for 10 units spread over three
 * products, sold alone, in packs that share them, and in carts of several lines.
 */

const ATTEMPTS = Number(process.env.HARDENING_OVERSELL_ATTEMPTS ?? 1000);
const CONCURRENCY = Number(process.env.HARDENING_CONCURRENCY ?? 100);

let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  // The per-address order limit (30 a minute) would refuse most of this load from one address.
  t = await createTestApp({ orderRateLimitPerMinute: 1_000_000 });
  baseUrl = await listen(t.app);
});

afterAll(async () => {
  await t?.close();
});

type Line = { target_name: 'product' | 'pack'; target_id: number; quantity: number; price: number };

describe('no oversell', () => {
  it(`${ATTEMPTS} concurrent attempts (products, packs sharing them, multi-line carts) against 10 units`, async () => {
    const categoryId = await insertCategory(t.db);
    const companyId = await insertCompany(t.db);
    const initial = { a: 4, b: 3, c: 3 };
    const a = await insertProduct(t.db, {
      categoryId,
      companyId,
      price: '30.00',
      stock: initial.a,
      name: 'Shelf A',
    });
    const b = await insertProduct(t.db, {
      categoryId,
      companyId,
      price: '20.00',
      stock: initial.b,
      name: 'Shelf B',
    });
    const c = await insertProduct(t.db, {
      categoryId,
      companyId,
      price: '15.00',
      stock: initial.c,
      name: 'Shelf C',
    });
    const packAB = await insertPack(t.db, { productIds: [a, b], price: '45.00' });
    const packBC = await insertPack(t.db, { productIds: [b, c], price: '30.00' });
    const ids = [a, b, c];
    const initialStock = new Map([
      [a, initial.a],
      [b, initial.b],
      [c, initial.c],
    ]);

    const product = (id: number, price: number, quantity = 1): Line => ({
      target_name: 'product',
      target_id: id,
      quantity,
      price,
    });
    const pack = (id: number, price: number, quantity = 1): Line => ({
      target_name: 'pack',
      target_id: id,
      quantity,
      price,
    });
    const carts: Line[][] = [
      [product(a, 30)],
      [product(b, 20)],
      [product(c, 15, 2)],
      [pack(packAB, 45)],
      [pack(packBC, 30)],
      [product(a, 30), pack(packBC, 30)],
      [product(c, 15), product(b, 20), product(a, 30)],
    ];
    const attempts = Array.from({ length: ATTEMPTS }, (_, i) => carts[i % carts.length] as Line[]);

    // Watches the shelves while the load runs: stock must never be seen below zero.
    let sampling = true;
    let lowest = Number.POSITIVE_INFINITY;
    let samples = 0;
    const sampler = (async () => {
      while (sampling) {
        const [row] = await executeRows<{ low: number }>(
          t.db,
          sql`select min(stock)::int as low from products where id in (${sql.join(ids, sql`, `)})`,
        );
        lowest = Math.min(lowest, Number(row?.low));
        samples += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();

    const started = Date.now();
    const results = await runPool(attempts, CONCURRENCY, (lines, i) =>
      sendJson(baseUrl, 'POST', '/api/orders', orderPayload(lines), undefined).then((answer) => ({
        answer,
        lines,
        i,
      })),
    );
    const elapsed = Date.now() - started;
    sampling = false;
    await sampler;

    const failures = results.filter((result) => !result.ok);
    expect(failures, 'every attempt got an HTTP answer').toEqual([]);
    const answers = results.flatMap((result) => (result.ok ? [result.value] : []));
    const statuses = new Map<number, number>();
    for (const { answer } of answers) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    // Placed or refused for stock: no 5xx, no rate limit, no other refusal.
    expect([...statuses.keys()].sort()).toEqual(expect.arrayContaining([201]));
    expect([...statuses.keys()].filter((status) => status !== 201 && status !== 409)).toEqual([]);
    for (const { answer } of answers.filter(({ answer }) => answer.status === 409)) {
      expect(typeof (answer.body as { message?: unknown }).message).toBe('string');
    }

    const placed = answers.filter(({ answer }) => answer.status === 201);
    const totalUnits = initial.a + initial.b + initial.c;
    expect(placed.length).toBeLessThanOrEqual(totalUnits);

    // Every acknowledged order is in the database with exactly its lines; nothing else is.
    const stored = await storedOrders(t.db);
    expect(stored.size).toBe(placed.length);
    for (const { answer, lines } of placed) {
      const body = answer.body as { id: number; order_number: string };
      const row = stored.get(body.id);
      expect(row, `order ${body.id} is stored`).toBeDefined();
      expect(row?.orderNumber).toBe(body.order_number);
      expect(linesKey(row?.items ?? [])).toBe(linesKey(lines));
    }

    // Stock never negative, and stock + sold = initial for every product.
    const now = await stocks(t.db, ids);
    const taken = await unitsTaken(t.db);
    let sold = 0;
    for (const id of ids) {
      expect(now.get(id)).toBeGreaterThanOrEqual(0);
      expect((now.get(id) ?? 0) + (taken.get(id) ?? 0)).toBe(initialStock.get(id));
      sold += taken.get(id) ?? 0;
    }
    expect(sold).toBeLessThanOrEqual(totalUnits);
    expect(lowest).toBeGreaterThanOrEqual(0);

    reportFigure(
      'no oversell',
      `${ATTEMPTS} attempts, ${CONCURRENCY} at a time over HTTP -> ${placed.length} orders placed, ` +
        `${sold}/${totalUnits} units sold, ${statuses.get(409) ?? 0} refused 409, lowest stock seen ` +
        `${lowest} (${samples} samples), in ${seconds(elapsed)}`,
    );
  });
});
