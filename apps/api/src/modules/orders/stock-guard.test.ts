import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '../../db/schema';
import {
  createTestApp,
  guestHeaders,
  loginAs,
  withResponseCookies,
  type TestApp,
  type TestSession,
} from '../../../test/helpers';
import { insertCategory, insertCompany, insertProduct } from '../catalogue-shared/testing/fixtures';
import { DEVICE_COOKIE } from '../../lib/device-cookie';
import { orderPayload, postOrder, stockOf } from './test-support';

// Review finding 26.1: six guest orders from one address, each with a made-up phone, took every unit
// of the shop. The stock guard (decision 200): caps per order refuse (422); beyond a client's units or
// a product's share of unconfirmed holding, the order is accepted but its units stay on the shelves
// until staff confirm it.

let t: TestApp;
let admin: TestSession;
let categoryId: number;
let companyId: number;

const LIMITS = {
  orderMaxUnitsPerOrder: 40,
  orderMaxOrderValue: 2_000 * 100,
  orderMaxHeldUnitsPerClient: 20,
  orderUnconfirmedStockShare: 50,
};

beforeAll(async () => {
  t = await createTestApp(LIMITS);
  admin = await loginAs(t.app, t.db, 'admin');
  categoryId = await insertCategory(t.db);
  companyId = await insertCompany(t.db);
  // A bound against a hang on a loaded machine, not a speed requirement.
}, 180_000);

afterAll(async () => {
  await t?.close();
});

const product = (stock: number, price = '10.00') =>
  insertProduct(t.db, { categoryId, companyId, price, stock });
const line = (id: number, quantity: number, price = 10) => ({
  target_name: 'product',
  target_id: id,
  quantity,
  price,
});

type Placed = { id: number; stock_deferred?: boolean; message?: string };

async function order(items: ReturnType<typeof line>[], ip: string, headers = guestHeaders()) {
  const response = await postOrder(t.app, orderPayload(items), { ip, headers });
  return response;
}

async function deferredFlag(orderId: number): Promise<boolean> {
  const [row] = await t.db.select({ d: orders.stockDeferred }).from(orders).where(eq(orders.id, orderId));
  return row?.d ?? false;
}

function contact(orderId: number, outcome: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/contacts`,
    headers: admin.headers,
    payload: { outcome, note: '', call_back_at: null },
  });
}

describe('caps per order (422, nothing taken)', () => {
  it('refuses more units than ORDER_MAX_UNITS_PER_ORDER in one order, in the language asked', async () => {
    const ids = await Promise.all([1, 2, 3, 4, 5].map(() => product(50)));
    const response = await postOrder(t.app, orderPayload(ids.map((id) => line(id, 9))), {
      ip: '10.9.0.1',
      headers: { ...guestHeaders(), 'accept-language': 'fr' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message:
        'Vous pouvez commander au plus 40 unités par commande. Pour une commande plus grande, appelez la boutique.',
      errors: {
        items: [
          'Vous pouvez commander au plus 40 unités par commande. Pour une commande plus grande, appelez la boutique.',
        ],
      },
    });
    for (const id of ids) expect(await stockOf(t.db, id)).toBe(50);
  });

  it('refuses an order worth more than ORDER_MAX_ORDER_VALUE', async () => {
    const id = await product(50, '300.00');
    const response = await order([line(id, 7, 300)], '10.9.0.2');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.items[0]).toBe(
      'An order online can be at most 2000 MAD. Please call the shop for a larger order.',
    );
    expect(await stockOf(t.db, id)).toBe(50);
  });
});

describe('what unconfirmed orders may hold', () => {
  it('one address with 10 made-up phones holds at most its share; the rest wait for confirmation', async () => {
    const ids = await Promise.all([1, 2, 3].map(() => product(100)));
    const ip = '10.9.1.1';
    const answers: Placed[] = [];
    for (let i = 0; i < 10; i += 1) {
      const response = await order(
        ids.map((id) => line(id, 3)),
        ip,
      );
      expect(response.statusCode, response.body).toBe(201);
      answers.push(response.json<Placed>());
    }
    // 9 units an order, 20 a client: two orders take their units, the other eight wait.
    expect(answers.map((a) => a.stock_deferred === true)).toEqual([
      false,
      false,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(answers[2]?.message).toBe(
      'Your order is received. Some items are in high demand: we will set them aside for you when we call to confirm your order.',
    );
    for (const id of ids) expect(await stockOf(t.db, id)).toBe(94);
    // An honest shopper elsewhere still takes units at once.
    const honest = await order([line(ids[0] as number, 2)], '10.9.1.200');
    expect(honest.statusCode).toBe(201);
    expect(honest.json<Placed>().stock_deferred).toBeUndefined();
    expect(await stockOf(t.db, ids[0] as number)).toBe(92);
  });

  it('counts an IPv6 /64 as one client, and a device cookie across addresses', async () => {
    const id = await product(200);
    const first = await order([line(id, 10)], '2001:db8:1:2::1');
    const second = await order([line(id, 10)], '2001:db8:1:2:ffff::9');
    const third = await order([line(id, 1)], '2001:db8:1:2:abcd::3');
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([201, 201, 201]);
    expect(third.json<Placed>().stock_deferred).toBe(true);

    // One browser (its device cookie) moving between addresses.
    const start = await order([line(id, 10)], '10.9.2.1');
    const cookie = start.cookies.find((c) => c.name === DEVICE_COOKIE);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const browser = withResponseCookies(guestHeaders(), start);
    expect((await order([line(id, 10)], '10.9.2.2', browser)).json<Placed>().stock_deferred).toBeUndefined();
    expect((await order([line(id, 1)], '10.9.2.3', browser)).json<Placed>().stock_deferred).toBe(true);
    expect(await stockOf(t.db, id)).toBe(200 - 40);
  });

  it('unconfirmed orders together hold at most ORDER_UNCONFIRMED_STOCK_SHARE of a product', async () => {
    const id = await product(10);
    expect((await order([line(id, 5)], '10.9.3.1')).json<Placed>().stock_deferred).toBeUndefined();
    const over = await order([line(id, 1)], '10.9.3.2');
    expect(over.statusCode).toBe(201);
    expect(over.json<Placed>().stock_deferred).toBe(true);
    expect(await stockOf(t.db, id)).toBe(5);
    // More than the shelves have is still refused as before (out of stock), not deferred.
    expect((await order([line(id, 6)], '10.9.3.3')).statusCode).toBe(409);
  });

  it('a waiting order takes its units when confirmed; cancelled, it gives back nothing it never took', async () => {
    const id = await product(4);
    const held = await order([line(id, 2)], '10.9.4.1');
    expect(held.json<Placed>().stock_deferred).toBeUndefined();
    const waiting = (await order([line(id, 2)], '10.9.4.2')).json<Placed>();
    const cancelled = (await order([line(id, 1)], '10.9.4.3')).json<Placed>();
    expect([waiting.stock_deferred, cancelled.stock_deferred]).toEqual([true, true]);
    expect(await stockOf(t.db, id)).toBe(2);

    const confirmed = await contact(waiting.id, 'confirmed');
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(await stockOf(t.db, id)).toBe(0);
    expect(await deferredFlag(waiting.id)).toBe(false);

    expect((await contact(cancelled.id, 'fake')).statusCode).toBe(201);
    expect(await stockOf(t.db, id)).toBe(0);
    // The confirmed order cancelled later gives its units back, as any order.
    const cancel = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${waiting.id}`,
      headers: admin.headers,
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await stockOf(t.db, id)).toBe(2);
  });

  it('confirming a waiting order whose units are gone is refused (409) and changes nothing', async () => {
    const id = await product(2);
    expect((await order([line(id, 1)], '10.9.5.1')).json<Placed>().stock_deferred).toBeUndefined();
    const waiting = (await order([line(id, 1)], '10.9.5.2')).json<Placed>();
    expect(waiting.stock_deferred).toBe(true);
    // The last unit is sold at the counter.
    await t.db.update(products).set({ stock: 0 }).where(eq(products.id, id));
    const refused = await contact(waiting.id, 'confirmed');
    expect(refused.statusCode).toBe(409);
    expect(await deferredFlag(waiting.id)).toBe(true);
    const [row] = await t.db
      .select({ c: orders.confirmationStatus })
      .from(orders)
      .where(eq(orders.id, waiting.id));
    expect(row?.c).toBe('unconfirmed');
  });
});
