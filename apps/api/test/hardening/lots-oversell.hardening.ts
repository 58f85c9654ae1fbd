import { addDays, dateInZone } from '@parashop/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../src/db/client';
import { productLots } from '../../src/db/schema';
import {
  insertCategory,
  insertCompany,
  insertPack,
  insertProduct,
} from '../../src/modules/catalogue-shared/testing/fixtures';
import { orderPayload } from '../../src/modules/orders/test-support';
import { createTestApp, type TestApp } from '../helpers';
import { stocks, unitsTaken } from './support/catalogue';
import { reportFigure, seconds } from './support/env';
import { listen, sendJson } from './support/http';
import { phoneForKey, type Line } from './support/order-load';
import { runPool } from './support/pool';

/**
 * No oversell with lots (docs/decisions/130-product-lots.md): 1,000 order attempts, many at once,
 * over real HTTP, against products whose units live in lots with expiry dates (one lot already
 * expired, one expiring today), in packs that share them and beside a product without lots. Every
 * unit sold comes out of a lot not yet expired, first expired first out, and nothing goes below zero.
 */

const ATTEMPTS = Number(process.env.HARDENING_OVERSELL_ATTEMPTS ?? 1000);
const CONCURRENCY = Number(process.env.HARDENING_CONCURRENCY ?? 100);

let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp({ orderRateLimitPerMinute: 1_000_000 });
  baseUrl = await listen(t.app);
});

afterAll(async () => {
  await t?.close();
});

type LotRow = { id: number; product_id: number; lot_number: string; expiry_date: string; quantity: number };

describe('no oversell with lots', () => {
  it(`${ATTEMPTS} concurrent attempts against lots (one expired, one expiring today) and packs sharing them`, async () => {
    const today = dateInZone(new Date(), t.config.shopTimezone);
    const categoryId = await insertCategory(t.db);
    const companyId = await insertCompany(t.db);
    // Sellable units: a 2 + 3, b 2 + 2, c 3 (no lots). a's expired lot (5) must never sell.
    const a = await insertProduct(t.db, { categoryId, companyId, price: '30.00', stock: 5, name: 'Lots A' });
    const b = await insertProduct(t.db, { categoryId, companyId, price: '20.00', stock: 4, name: 'Lots B' });
    const c = await insertProduct(t.db, { categoryId, companyId, price: '15.00', stock: 3, name: 'Plain C' });
    await t.db.insert(productLots).values([
      { productId: a, lotNumber: 'A-EXPIRED', expiryDate: addDays(today, -1), quantity: 5 },
      { productId: a, lotNumber: 'A-TODAY', expiryDate: today, quantity: 2 },
      { productId: a, lotNumber: 'A-LATER', expiryDate: addDays(today, 60), quantity: 3 },
      { productId: b, lotNumber: 'B-1', expiryDate: addDays(today, 10), quantity: 2 },
      { productId: b, lotNumber: 'B-2', expiryDate: addDays(today, 20), quantity: 2 },
    ]);
    const packAB = await insertPack(t.db, { productIds: [a, b], price: '45.00' });
    const packBC = await insertPack(t.db, { productIds: [b, c], price: '30.00' });
    const ids = [a, b, c];
    const sellable = new Map([
      [a, 5],
      [b, 4],
      [c, 3],
    ]);

    const product = (id: number, price: number, quantity = 1): Line => ({
      target_name: 'product',
      target_id: id,
      quantity,
      price,
    });
    const pack = (id: number, price: number): Line => ({
      target_name: 'pack',
      target_id: id,
      quantity: 1,
      price,
    });
    const carts: Line[][] = [
      [product(a, 30)],
      [product(b, 20)],
      [product(a, 30, 2)],
      [pack(packAB, 45)],
      [pack(packBC, 30)],
      [product(a, 30), pack(packBC, 30)],
      [product(c, 15), product(b, 20), product(a, 30)],
    ];
    const attempts = Array.from({ length: ATTEMPTS }, (_, i) => carts[i % carts.length] as Line[]);

    const started = Date.now();
    const results = await runPool(attempts, CONCURRENCY, (lines, i) =>
      sendJson(
        baseUrl,
        'POST',
        '/api/orders',
        orderPayload(lines, { phone_number: phoneForKey(`lots-${i}`) }),
        undefined,
      ).then((answer) => ({ answer, lines })),
    );
    const elapsed = Date.now() - started;

    expect(results.filter((result) => !result.ok)).toEqual([]);
    const answers = results.flatMap((result) => (result.ok ? [result.value] : []));
    const statuses = new Map<number, number>();
    for (const { answer } of answers) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    expect([...statuses.keys()].filter((status) => status !== 201 && status !== 409)).toEqual([]);
    const placed = answers.filter(({ answer }) => answer.status === 201);
    expect(placed.length).toBeGreaterThan(0);

    // Stock + sold = sellable at the start, per product; never below zero.
    const now = await stocks(t.db, ids);
    const taken = await unitsTaken(t.db);
    for (const id of ids) {
      expect(now.get(id)).toBeGreaterThanOrEqual(0);
      expect((now.get(id) ?? 0) + (taken.get(id) ?? 0)).toBe(sellable.get(id));
    }

    // The lots: the expired one untouched, none below zero, each product's stock = its sellable lots,
    // and what the lots gave = what the orders' allocations say = the units sold.
    const lots = await executeRows<LotRow>(
      t.db,
      sql`select id, product_id, lot_number, expiry_date::text as expiry_date, quantity from product_lots
        where product_id in (${sql.join(ids, sql`, `)}) order by id`,
    );
    const byNumber = new Map(lots.map((lot) => [lot.lot_number, lot]));
    expect(byNumber.get('A-EXPIRED')?.quantity).toBe(5);
    for (const lot of lots) expect(Number(lot.quantity)).toBeGreaterThanOrEqual(0);
    const lotStock = (productId: number) =>
      lots
        .filter((lot) => Number(lot.product_id) === productId && lot.expiry_date >= today)
        .reduce((sum, lot) => sum + Number(lot.quantity), 0);
    expect(now.get(a)).toBe(lotStock(a));
    expect(now.get(b)).toBe(lotStock(b));
    const allocated = await executeRows<{ product_id: number; units: number; expired: number }>(
      t.db,
      sql`select product_id, sum(quantity)::int as units,
          (count(*) filter (where expiry_date < ${today}::date))::int as expired
        from order_item_lots group by product_id`,
    );
    const allocatedOf = new Map(allocated.map((row) => [Number(row.product_id), Number(row.units)]));
    expect(allocated.every((row) => Number(row.expired) === 0)).toBe(true);
    expect(allocatedOf.get(a) ?? 0).toBe(taken.get(a) ?? 0);
    expect(allocatedOf.get(b) ?? 0).toBe(taken.get(b) ?? 0);
    expect(allocatedOf.has(c)).toBe(false);
    // First expired first out: the lot expiring today emptied before the later one gave anything.
    if ((allocatedOf.get(a) ?? 0) > 0) expect(byNumber.get('A-TODAY')?.quantity).toBe(0);

    const sold = [...ids].reduce((sum, id) => sum + (taken.get(id) ?? 0), 0);
    reportFigure(
      'no oversell with lots',
      `${ATTEMPTS} attempts, ${CONCURRENCY} at a time over HTTP -> ${placed.length} orders placed, ` +
        `${sold}/12 sellable units sold (expired lot untouched), ${statuses.get(409) ?? 0} refused 409, ` +
        `in ${seconds(elapsed)}`,
    );
  });
});
