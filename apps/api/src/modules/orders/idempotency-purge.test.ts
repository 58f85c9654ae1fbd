import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { idempotencyKeys } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { insertCategory, insertCompany, insertProduct } from '../catalogue-shared/testing/fixtures';
import { orderCount, orderPayload, postOrder } from './test-support';

let t: TestApp;
let productId: number;

beforeAll(async () => {
  // The purge test replays the same requests (same phone) more often than the open-orders cap allows.
  t = await createTestApp({ orderMaxOpenPerPhone: 100 });
  const categoryId = await insertCategory(t.db, { name: 'Skincare' });
  const companyId = await insertCompany(t.db, { name: 'Bioderma' });
  productId = await insertProduct(t.db, { categoryId, companyId, price: '12.00', stock: 100 });
});

afterAll(async () => {
  await t?.close();
});

afterEach(() => {
  vi.useRealTimers();
});

const HOUR = 60 * 60 * 1000;
const START = new Date('2026-11-21T09:00:00.000Z').getTime();

/** "Now" for the app and the test: only Date is faked, timers keep running. */
function setNow(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(ms));
}

/** The same request for the same quantity (one phone per quantity), as a retried request is. */
function order(quantity = 1) {
  return orderPayload([{ target_name: 'product', target_id: productId, quantity, price: 12 }], {
    phone_number: `070000000${quantity}`,
  });
}

async function keyStored(key: string): Promise<boolean> {
  const rows = await t.db
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.key, key));
  return rows.length > 0;
}

/** The purge runs beside the request that started it: wait for its outcome. */
async function waitUntilGone(key: string) {
  await vi.waitFor(
    async () => {
      expect(await keyStored(key)).toBe(false);
    },
    { timeout: 5_000, interval: 20 },
  );
}

describe('stored Idempotency-Keys expire after 24 hours', () => {
  it('an order request purges keys older than 24 h, at most once a minute; a fresh key is still honoured', async () => {
    setNow(START);
    const old = await postOrder(t.app, order(), { key: 'purge-old' });
    expect(old.statusCode).toBe(201);

    setNow(START + 23 * HOUR);
    const fresh = await postOrder(t.app, order(2), { key: 'purge-fresh' });
    expect(fresh.statusCode).toBe(201);
    // 23 h old: still honoured.
    expect(await keyStored('purge-old')).toBe(true);

    // Just over 24 h after the first key: the next order request purges it, not the fresh one.
    setNow(START + 24 * HOUR + 60_000);
    expect((await postOrder(t.app, order(3), { key: 'purge-trigger' })).statusCode).toBe(201);
    await waitUntilGone('purge-old');
    expect(await keyStored('purge-fresh')).toBe(true);

    // The fresh key replays its first answer, byte for byte, and creates nothing.
    const ordersBefore = await orderCount(t.db);
    const replay = await postOrder(t.app, order(2), { key: 'purge-fresh' });
    expect(replay.statusCode).toBe(201);
    expect(replay.body).toBe(fresh.body);
    expect(await orderCount(t.db)).toBe(ordersBefore);

    // The purged key is forgotten: the same request is evaluated afresh and places a new order.
    const again = await postOrder(t.app, order(), { key: 'purge-old' });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).not.toBe(old.json().id);
    expect(await orderCount(t.db)).toBe(ordersBefore + 1);

    // Within the same minute no second purge runs: a key that expired meanwhile stays until the next one.
    await t.db.insert(idempotencyKeys).values({
      key: 'purge-expired-meanwhile',
      requestHash: 'x',
      responseStatus: 201,
      responseBody: { text: '{}' },
      createdAt: new Date(START),
    });
    setNow(START + 24 * HOUR + 90_000);
    expect((await postOrder(t.app, order())).statusCode).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await keyStored('purge-expired-meanwhile')).toBe(true);

    setNow(START + 24 * HOUR + 121_000);
    expect((await postOrder(t.app, order())).statusCode).toBe(201);
    await waitUntilGone('purge-expired-meanwhile');
  });
});
