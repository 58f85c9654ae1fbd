import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, orderItems, orders } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/helpers';
import {
  insertCategory,
  insertCompany,
  insertPack,
  insertProduct,
} from '../catalogue-shared/testing/fixtures';
import { orderPayload, postOrder, stockOf } from './test-support';

/**
 * Many shoppers at once. On PostgreSQL these requests really run side by side (several pooled
 * connections); on PGlite they queue on its single connection. Either way no order may oversell.
 */

let t: TestApp;
let categoryId: number;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  categoryId = await insertCategory(t.db);
  companyId = await insertCompany(t.db);
});

afterAll(async () => {
  await t?.close();
});

async function ordersTaking(productId: number): Promise<number> {
  const rows = await t.db
    .select({ components: orderItems.components, quantity: orderItems.quantity })
    .from(orderItems);
  return rows
    .flatMap((row) => row.components.map((c) => (c.product_id === productId ? c.quantity * row.quantity : 0)))
    .reduce((a, b) => a + b, 0);
}

describe('concurrent orders never oversell', () => {
  it('50 concurrent orders of one unit against a stock of 10: exactly 10 orders, stock 0', async () => {
    const id = await insertProduct(t.db, {
      categoryId,
      companyId,
      price: '25.00',
      stock: 10,
      name: 'Last Units',
    });
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        postOrder(t.app, orderPayload([{ target_name: 'product', target_id: id, quantity: 1, price: 25 }])),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(refused.json()).toEqual({
        message: 'Last Units is out of stock (only 0 left).',
        item: { target_name: 'product', target_id: id, name: 'Last Units', available: 0 },
      });
    }
    expect(await stockOf(t.db, id)).toBe(0);
    expect(await ordersTaking(id)).toBe(10);
  });

  it('the same with half of them ordering a pack that holds the product', async () => {
    const shared = await insertProduct(t.db, { categoryId, companyId, price: '30.00', stock: 10 });
    const partner = await insertProduct(t.db, { categoryId, companyId, price: '20.00', stock: 100 });
    const pack = await insertPack(t.db, { productIds: [shared, partner], price: '45.00' });
    const before = (await t.db.select({ n: count() }).from(orders))[0]?.n ?? 0;

    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        postOrder(
          t.app,
          orderPayload([
            i % 2 === 0
              ? { target_name: 'pack', target_id: pack, quantity: 1, price: 45 }
              : { target_name: 'product', target_id: shared, quantity: 1, price: 30 },
          ]),
        ),
      ),
    );
    const placed = responses.filter((response) => response.statusCode === 201);
    expect(placed).toHaveLength(10);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(40);
    const packsSold = placed.filter(
      (response) => response.json().order_items[0].target_name === 'pack',
    ).length;
    expect(await stockOf(t.db, shared)).toBe(0);
    expect(await stockOf(t.db, partner)).toBe(100 - packsSold);
    const after = (await t.db.select({ n: count() }).from(orders))[0]?.n ?? 0;
    expect(Number(after) - Number(before)).toBe(10);
  });

  it('carts sharing products in opposite orders all finish (no deadlock) and stock adds up', async () => {
    const a = await insertProduct(t.db, { categoryId, companyId, price: '10.00', stock: 15 });
    const b = await insertProduct(t.db, { categoryId, companyId, price: '10.00', stock: 15 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const lines = [
          { target_name: 'product', target_id: a, quantity: 1, price: 10 },
          { target_name: 'product', target_id: b, quantity: 1, price: 10 },
        ];
        return postOrder(t.app, orderPayload(i % 2 === 0 ? lines : lines.reverse()));
      }),
    );
    const placed = responses.filter((response) => response.statusCode === 201).length;
    expect(responses.every((response) => response.statusCode === 201 || response.statusCode === 409)).toBe(
      true,
    );
    expect(placed).toBe(15);
    expect(await stockOf(t.db, a)).toBe(0);
    expect(await stockOf(t.db, b)).toBe(0);
  });

  it('concurrent retries with one Idempotency-Key create one order and all get its answer', async () => {
    const id = await insertProduct(t.db, { categoryId, companyId, price: '18.00', stock: 50 });
    const payload = orderPayload([{ target_name: 'product', target_id: id, quantity: 2, price: 18 }]);
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => postOrder(t.app, payload, { key: 'double-click-checkout' })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(12).fill(201));
    const bodies = new Set(responses.map((response) => response.body));
    expect(bodies.size).toBe(1);
    expect(await stockOf(t.db, id)).toBe(48);
    const [key] = await t.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'double-click-checkout'));
    expect(key?.orderId).toBe(responses[0]?.json().id);
    expect(await ordersTaking(id)).toBe(2);
  });
});
