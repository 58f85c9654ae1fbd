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
import { createTestApp, loginAs, type TestApp } from '../helpers';
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

/**
 * Order edits (decision 260) beside new orders on the same low-stock products: staff raise and lower
 * quantities and add products to pending orders while shoppers order the last units. Every edit reads
 * the order first and sends its version (a 409 when another edit came between); a shortage is a 409
 * with nothing changed. Oversell: 0, and stock + units held by the orders = the initial stock.
 */
describe('no oversell under concurrent edits and orders', () => {
  const EDITS = Number(process.env.HARDENING_EDIT_ATTEMPTS ?? 300);

  it(`${EDITS} edits and ${EDITS} orders at once on three products with few units`, async () => {
    const admin = await loginAs(t.app, t.db, 'admin');
    const categoryId = await insertCategory(t.db);
    const companyId = await insertCompany(t.db);
    const initial = new Map<number, number>();
    const make = async (name: string, stock: number, price: string) => {
      const id = await insertProduct(t.db, { categoryId, companyId, price, stock, name });
      initial.set(id, stock);
      return id;
    };
    const x = await make('Edit X', 12, '30.00');
    const y = await make('Edit Y', 6, '20.00');
    const z = await make('Edit Z', 4, '15.00');
    const packXY = await insertPack(t.db, { productIds: [x, y], price: '45.00' });
    const ids = [x, y, z];

    // Ten pending orders of one X each, to be edited.
    const orderIds: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const placed = await sendJson(
        baseUrl,
        'POST',
        '/api/orders',
        orderPayload([{ target_name: 'product', target_id: x, quantity: 1, price: 30 }]),
      );
      expect(placed.status).toBe(201);
      orderIds.push((placed.body as { id: number }).id);
    }

    type EditLine = { target_name: 'product' | 'pack'; target_id: number; quantity: number };
    const shapes: EditLine[][] = [
      [{ target_name: 'product', target_id: x, quantity: 3 }],
      [
        { target_name: 'product', target_id: x, quantity: 1 },
        { target_name: 'product', target_id: y, quantity: 2 },
      ],
      [{ target_name: 'pack', target_id: packXY, quantity: 2 }],
      [{ target_name: 'product', target_id: z, quantity: 2 }],
      [{ target_name: 'product', target_id: x, quantity: 1 }],
    ];
    const carts: Line[][] = [
      [{ target_name: 'product', target_id: x, quantity: 1, price: 30 }],
      [{ target_name: 'product', target_id: y, quantity: 1, price: 20 }],
      [{ target_name: 'pack', target_id: packXY, quantity: 1, price: 45 }],
      [{ target_name: 'product', target_id: z, quantity: 1, price: 15 }],
    ];
    type Job = { kind: 'edit'; orderId: number; items: EditLine[] } | { kind: 'order'; lines: Line[] };
    const jobs: Job[] = [];
    for (let i = 0; i < EDITS; i += 1) {
      jobs.push({ kind: 'edit', orderId: orderIds[i % orderIds.length]!, items: shapes[i % shapes.length]! });
      jobs.push({ kind: 'order', lines: carts[i % carts.length]! });
    }

    let sampling = true;
    let lowest = Number.POSITIVE_INFINITY;
    const sampler = (async () => {
      while (sampling) {
        const [row] = await executeRows<{ low: number }>(
          t.db,
          sql`select min(stock)::int as low from products where id in (${sql.join(ids, sql`, `)})`,
        );
        lowest = Math.min(lowest, Number(row?.low));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();

    const started = Date.now();
    const results = await runPool(jobs, CONCURRENCY, async (job) => {
      if (job.kind === 'order') {
        return {
          kind: job.kind,
          answer: await sendJson(baseUrl, 'POST', '/api/orders', orderPayload(job.lines)),
        };
      }
      const read = await sendJson(baseUrl, 'GET', `/api/orders/${job.orderId}`, undefined, admin.headers);
      const order = read.body as {
        version: number;
        name: string;
        phone_number: string;
        address: string;
        city: string;
        delivery_area_id: number | null;
      };
      const answer = await sendJson(
        baseUrl,
        'POST',
        `/api/orders/${job.orderId}/edit`,
        {
          version: order.version,
          name: order.name,
          phone_number: order.phone_number,
          address: order.address,
          city: order.city,
          delivery_area_id: order.delivery_area_id,
          items: job.items,
        },
        admin.headers,
      );
      return { kind: job.kind, answer };
    });
    const elapsed = Date.now() - started;
    sampling = false;
    await sampler;

    expect(results.filter((result) => !result.ok)).toEqual([]);
    const answers = results.flatMap((result) => (result.ok ? [result.value] : []));
    const count = (kind: string, status: number) =>
      answers.filter((a) => a.kind === kind && a.answer.status === status).length;
    const unexpected = answers.filter(
      (a) => ![200, 201, 409].includes(a.answer.status) || (a.kind === 'edit' && a.answer.status === 201),
    );
    expect(unexpected.map((a) => [a.kind, a.answer.status, a.answer.text]).slice(0, 3)).toEqual([]);

    // Units held by the orders (pending, not cancelled) on these products, from their lines.
    const held = await executeRows<{ product_id: number; units: number }>(
      t.db,
      sql`select (c->>'product_id')::int as product_id, sum((c->>'quantity')::int * i.quantity)::int as units
          from order_items i join orders o on o.id = i.order_id, jsonb_array_elements(i.components) c
          where o.status not in ('cancelled', 'returned') and not o.stock_deferred
            and (c->>'product_id')::int in (${sql.join(ids, sql`, `)})
          group by 1`,
    );
    const heldBy = new Map(held.map((row) => [Number(row.product_id), Number(row.units)]));
    const now = await stocks(t.db, ids);
    for (const id of ids) {
      expect(now.get(id)).toBeGreaterThanOrEqual(0);
      expect((now.get(id) ?? 0) + (heldBy.get(id) ?? 0), `product ${id}`).toBe(initial.get(id));
    }
    expect(lowest).toBeGreaterThanOrEqual(0);
    // Every saved edit is in its order's history.
    const [edits] = await executeRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from order_edits where order_id in (${sql.join(orderIds, sql`, `)})`,
    );
    expect(Number(edits?.n)).toBeLessThanOrEqual(count('edit', 200));

    reportFigure(
      'no oversell under edits',
      `${EDITS} edits and ${EDITS} orders, ${CONCURRENCY} at a time -> ${count('edit', 200)} edits saved, ` +
        `${count('edit', 409)} refused 409, ${count('order', 201)} orders placed; oversell 0, lowest stock ` +
        `${lowest}, in ${seconds(elapsed)}`,
    );
  });
});
