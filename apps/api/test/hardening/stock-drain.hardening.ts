import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema';
import {
  insertCategory,
  insertCompany,
  insertPack,
  insertProduct,
} from '../../src/modules/catalogue-shared/testing/fixtures';
import { cancelUnconfirmedOrders } from '../../src/modules/orders/confirmation';
import { freshPhone, orderPayload } from '../../src/modules/orders/test-support';
import { createTestApp, guestHeaders, type TestApp } from '../helpers';
import { randomAddress } from './support/actors';
import { reportFigure, seconds } from './support/env';
import { listen, sendJson } from './support/http';
import { runPool } from './support/pool';

/**
 * The stock drain: an attacker orders every product at full stock to empty the shelves (cash on
 * delivery costs them nothing). The COD guard (docs/decisions/090-order-confirmation.md) must leave the
 * shop sellable: the per-line cap refuses such orders whole, the per-phone cap bounds what one number
 * holds, and the confirmation timeout gives back what nobody confirmed.
 */

const PRODUCTS = 20;
const STOCK = 50;
const ATTACKS = 100;

let t: TestApp;
let baseUrl: string;
let ids: number[] = [];
let packId = 0;

beforeAll(async () => {
  // Behind one proxy: each attack comes from its own address (X-Forwarded-For), as from many phones.
  t = await createTestApp({ trustProxy: 1 });
  baseUrl = await listen(t.app);
  const categoryId = await insertCategory(t.db);
  const companyId = await insertCompany(t.db);
  ids = [];
  for (let i = 0; i < PRODUCTS; i += 1) {
    ids.push(
      await insertProduct(t.db, {
        categoryId,
        companyId,
        price: '25.00',
        stock: STOCK,
        name: `Shelf ${i + 1}`,
      }),
    );
  }
  packId = await insertPack(t.db, { productIds: [ids[0] as number, ids[1] as number], price: '45.00' });
});

afterAll(async () => {
  await t?.close();
});

async function shelf(): Promise<number[]> {
  const rows = await t.db
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row.stock]));
  return ids.map((id) => byId.get(id) ?? -1);
}

/** Every product at `units` a line, and one pack of the first two. */
function everything(units: number) {
  return [
    ...ids.map((id) => ({ target_name: 'product' as const, target_id: id, quantity: units, price: 25 })),
    { target_name: 'pack' as const, target_id: packId, quantity: 1, price: 45 },
  ];
}

function attack(units: number, phone: string) {
  return sendJson(baseUrl, 'POST', '/api/orders', orderPayload(everything(units), { phone_number: phone }), {
    ...guestHeaders(),
    'x-forwarded-for': randomAddress(),
  });
}

describe('the stock drain', () => {
  it('orders of every product at full stock take nothing; capped ones hold a bounded part until the timeout gives it back', async () => {
    // 1. One guest order of every product at full stock.
    const first = await attack(STOCK, freshPhone());
    expect(first.status).toBe(422);
    expect((first.body as { errors: Record<string, string[]> }).errors.items).toEqual([
      'You can order at most 10 units of each item.',
    ]);
    expect(await shelf()).toEqual(ids.map(() => STOCK));

    // 2. 100 such orders from 100 addresses and 100 numbers, 20 at a time.
    let started = Date.now();
    const full = await runPool(
      Array.from({ length: ATTACKS }, () => freshPhone()),
      20,
      (phone) => attack(STOCK, phone),
    );
    const fullElapsed = Date.now() - started;
    const fullStatuses = full.map((result) => (result.ok ? result.value.status : 0));
    expect(fullStatuses.filter((status) => status !== 422)).toEqual([]);
    expect(await shelf()).toEqual(ids.map(() => STOCK));

    // 3. The same attacker at the cap (10 of everything) from one number and 100 addresses.
    const phone = freshPhone();
    started = Date.now();
    const capped = await runPool(
      Array.from({ length: ATTACKS }, (_, i) => i),
      20,
      () => attack(10, phone),
    );
    const cappedElapsed = Date.now() - started;
    const cappedStatuses = capped.map((result) => (result.ok ? result.value.status : 0));
    const placed = cappedStatuses.filter((status) => status === 201).length;
    expect(placed).toBe(3);
    expect(cappedStatuses.filter((status) => status === 422)).toHaveLength(ATTACKS - 3);
    const held = await shelf();
    // Products 1 and 2 are also in the pack: 11 an order; the others 10 an order.
    expect(held.slice(2)).toEqual(ids.slice(2).map(() => STOCK - 30));
    expect(held.slice(0, 2)).toEqual([STOCK - 33, STOCK - 33]);
    const storefront = await sendJson(baseUrl, 'GET', '/api/products');
    const listed = storefront.body as Array<{ id: number; stock: number }>;
    const sellable = listed.filter((row) => ids.includes(row.id) && row.stock > 0).length;
    expect(sellable).toBe(PRODUCTS);

    // 4. Nobody confirms them: the timeout gives every unit back.
    const cancelled = await cancelUnconfirmedOrders(t.db, {
      now: new Date(Date.now() + 49 * 60 * 60 * 1000),
      timeoutHours: 48,
    });
    expect(cancelled).toHaveLength(3);
    expect(await shelf()).toEqual(ids.map(() => STOCK));

    reportFigure(
      'stock drain',
      `1 order of ${PRODUCTS} products at full stock (${STOCK}) and ${ATTACKS} more from ${ATTACKS} addresses and numbers: ` +
        `all 422, nothing taken (${seconds(fullElapsed)}); ${ATTACKS} orders at the cap (10 a line) from one number: ` +
        `${placed} placed, ${ATTACKS - placed} refused (${seconds(cappedElapsed)}), lowest shelf ${Math.min(...held)} of ${STOCK}, ` +
        `${sellable}/${PRODUCTS} products still sellable; the timeout gave back all ${cancelled.length} orders`,
    );
  });
});
