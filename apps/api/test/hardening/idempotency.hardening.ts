import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, orders } from '../../src/db/schema';
import {
  insertCategory,
  insertCompany,
  insertProduct,
} from '../../src/modules/catalogue-shared/testing/fixtures';
import { orderPayload } from '../../src/modules/orders/test-support';
import { createTestApp, guestHeaders, loginAs, type TestApp } from '../helpers';
import { stocks } from './support/catalogue';
import { reportFigure, seconds } from './support/env';
import { listen, sendJson } from './support/http';
import { phoneForKey } from './support/order-load';
import { runPool } from './support/pool';

/** Idempotency: retries of one checkout (same Idempotency-Key), one after another or all at once, make one order. */

let t: TestApp;
let baseUrl: string;
let productId: number;
const STOCK = 10_000;

beforeAll(async () => {
  t = await createTestApp({ orderRateLimitPerMinute: 1_000_000 });
  baseUrl = await listen(t.app);
  productId = await insertProduct(t.db, {
    categoryId: await insertCategory(t.db),
    companyId: await insertCompany(t.db),
    price: '12.50',
    stock: STOCK,
  });
});

afterAll(async () => {
  await t?.close();
});

const cart = (quantity: number, key: string) =>
  orderPayload([{ target_name: 'product', target_id: productId, quantity, price: 12.5 }], {
    phone_number: phoneForKey(key),
  });

const post = (key: string, payload: unknown, headers = guestHeaders()) =>
  sendJson(baseUrl, 'POST', '/api/orders', payload, { ...headers, 'idempotency-key': key });

async function ordersWithKeyPrefix(prefix: string) {
  return t.db
    .select({ key: idempotencyKeys.key, orderId: idempotencyKeys.orderId })
    .from(idempotencyKeys)
    .where(like(idempotencyKeys.key, `${prefix}%`));
}

async function orderCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(orders);
  return Number(row?.n ?? 0);
}

describe('idempotency', () => {
  it('20 sequential retries with one key: one order, the same answer byte for byte', async () => {
    const before = await orderCount();
    const stockBefore = (await stocks(t.db, [productId])).get(productId) ?? 0;
    const answers = [];
    for (let i = 0; i < 20; i += 1) answers.push(await post('seq-retry-1', cart(3, 'seq-retry-1')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    expect((await orderCount()) - before).toBe(1);
    expect((await stocks(t.db, [productId])).get(productId)).toBe(stockBefore - 3);
    const [key] = await ordersWithKeyPrefix('seq-retry-1');
    expect(key?.orderId).toBe((answers[0]?.body as { id: number }).id);
  });

  it('25 checkouts each sent 8 times at once (200 requests): 25 orders, every copy gets its own order back', async () => {
    const keys = Array.from({ length: 25 }, (_, i) => `burst-${i}`);
    const requests = keys.flatMap((key, i) =>
      Array.from({ length: 8 }, () => ({ key, quantity: (i % 3) + 1 })),
    );
    const before = await orderCount();
    const stockBefore = (await stocks(t.db, [productId])).get(productId) ?? 0;
    const started = Date.now();
    const results = await runPool(requests, 200, ({ key, quantity }) => post(key, cart(quantity, key)));
    const elapsed = Date.now() - started;

    const answers = results.map((result) => {
      if (!result.ok) throw result.error;
      return result.value;
    });
    expect(answers.map((answer) => answer.status)).toEqual(Array(requests.length).fill(201));
    for (const key of keys) {
      const texts = new Set(answers.filter((_, i) => requests[i]?.key === key).map((answer) => answer.text));
      expect(texts.size, `answers for ${key}`).toBe(1);
    }
    expect((await orderCount()) - before).toBe(keys.length);
    const stored = await ordersWithKeyPrefix('burst-');
    expect(new Set(stored.map((row) => row.orderId)).size).toBe(keys.length);
    const units = keys.reduce((sum, _, i) => sum + (i % 3) + 1, 0);
    expect((await stocks(t.db, [productId])).get(productId)).toBe(stockBefore - units);

    reportFigure(
      'idempotency',
      `20 sequential retries of one key -> 1 order; 25 keys x 8 copies sent at once (200 requests) -> ` +
        `25 orders, ${units} units taken once, identical answers per key, in ${seconds(elapsed)}`,
    );
  });

  it('the same key sent at once with different carts or by another account never gives out the first order', async () => {
    const alice = await loginAs(t.app, t.db, 'customer');
    const bob = await loginAs(t.app, t.db, 'customer');
    const before = await orderCount();
    const results = await runPool(
      [
        { headers: alice.headers, quantity: 1 },
        { headers: alice.headers, quantity: 2 },
        { headers: bob.headers, quantity: 1 },
        { headers: guestHeaders(), quantity: 1 },
        ...Array.from({ length: 6 }, () => ({ headers: alice.headers, quantity: 1 })),
      ],
      10,
      ({ headers, quantity }) => post('shared-key-1', cart(quantity, 'shared-key-1'), headers),
    );
    const answers = results.map((result) => {
      if (!result.ok) throw result.error;
      return result.value;
    });
    expect((await orderCount()) - before).toBe(1);
    const placed = answers.filter((answer) => answer.status === 201);
    const winner = placed[0]?.body as { id: number; user_id: number | null };
    expect(placed.length).toBeGreaterThanOrEqual(1);
    // Every 201 is the one order; everything else is a 422 on the key, and nobody else gets that order.
    for (const answer of placed) expect((answer.body as { id: number }).id).toBe(winner.id);
    for (const answer of answers.filter((a) => a.status !== 201)) {
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({ errors: { idempotency_key: [expect.any(String)] } });
    }
    const [row] = await t.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, winner.id));
    const owners = new Map<number | null, number>();
    answers.forEach((answer, i) => {
      if (answer.status !== 201) return;
      const owner = i === 2 ? bob.user.id : i === 3 ? null : alice.user.id;
      owners.set(owner, (owners.get(owner) ?? 0) + 1);
    });
    expect([...owners.keys()]).toEqual([row?.userId]);
  });
});
