import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, products } from '../../db/schema';
import { createTestApp, guestHeaders, loginAs, type TestApp, type TestSession } from '../../../test/helpers';
import {
  insertCategory,
  insertCompany,
  insertPack,
  insertProduct,
} from '../catalogue-shared/testing/fixtures';
import { orderPayload, postOrder, stockOf } from './test-support';

let t: TestApp;
let admin: TestSession;
let categoryId: number;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, t.db, 'admin');
  categoryId = await insertCategory(t.db);
  companyId = await insertCompany(t.db);
});

afterAll(async () => {
  await t?.close();
});

function setStatus(orderId: number | string, status: unknown, headers = admin.headers) {
  return t.app.inject({ method: 'PATCH', url: `/api/orders/${orderId}`, headers, payload: { status } });
}

/** An order of 2 x product A and 1 x pack (A + B): it takes 3 A and 1 B. */
async function placeMixedOrder(stockA = 10, stockB = 10, headers?: Record<string, string>) {
  const a = await insertProduct(t.db, {
    categoryId,
    companyId,
    price: '40.00',
    stock: stockA,
    name: 'Argan Oil',
  });
  const b = await insertProduct(t.db, {
    categoryId,
    companyId,
    price: '20.00',
    stock: stockB,
    name: 'Rose Water',
  });
  const pack = await insertPack(t.db, { productIds: [a, b], name: 'Glow Duo', price: '55.00' });
  const response = await postOrder(
    t.app,
    orderPayload([
      { target_name: 'product', target_id: a, quantity: 2, price: 40 },
      { target_name: 'pack', target_id: pack, quantity: 1, price: 55 },
    ]),
    headers ? { headers } : {},
  );
  expect(response.statusCode).toBe(201);
  return { a, b, pack, order: response.json() };
}

describe('PATCH /api/orders/{id}', () => {
  it('cancel puts the stock back, back to pending takes it again', async () => {
    const { a, b, order } = await placeMixedOrder();
    expect([await stockOf(t.db, a), await stockOf(t.db, b)]).toEqual([7, 9]);

    const cancelled = await setStatus(order.id, 'cancelled');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      id: order.id,
      status: 'cancelled',
      order_items: order.order_items,
    });
    expect([await stockOf(t.db, a), await stockOf(t.db, b)]).toEqual([10, 10]);

    // Between the two statuses that hold no stock nothing moves.
    expect((await setStatus(order.id, 'returned')).statusCode).toBe(200);
    expect([await stockOf(t.db, a), await stockOf(t.db, b)]).toEqual([10, 10]);

    const pending = await setStatus(order.id, 'pending');
    expect(pending.statusCode).toBe(200);
    expect(pending.json().status).toBe('pending');
    expect([await stockOf(t.db, a), await stockOf(t.db, b)]).toEqual([7, 9]);

    // pending <-> delivered keeps the stock taken; delivered -> returned gives it back.
    expect((await setStatus(order.id, 'delivered')).statusCode).toBe(200);
    expect([await stockOf(t.db, a), await stockOf(t.db, b)]).toEqual([7, 9]);
    expect((await setStatus(order.id, 'returned')).json().status).toBe('returned');
    expect([await stockOf(t.db, a), await stockOf(t.db, b)]).toEqual([10, 10]);
    expect((await setStatus(order.id, 'delivered')).statusCode).toBe(200);
    expect([await stockOf(t.db, a), await stockOf(t.db, b)]).toEqual([7, 9]);
  });

  it('setting the same status again changes nothing', async () => {
    const { a, order } = await placeMixedOrder();
    expect((await setStatus(order.id, 'pending')).statusCode).toBe(200);
    expect(await stockOf(t.db, a)).toBe(7);
    expect((await setStatus(order.id, 'cancelled')).statusCode).toBe(200);
    expect((await setStatus(order.id, 'cancelled')).statusCode).toBe(200);
    expect(await stockOf(t.db, a)).toBe(10);
  });

  it('out of cancelled when the stock is gone: 409 naming the item, nothing changed', async () => {
    const { a, b, order } = await placeMixedOrder();
    expect((await setStatus(order.id, 'cancelled')).statusCode).toBe(200);
    // Meanwhile the shelf of B emptied.
    await t.db.update(products).set({ stock: 0 }).where(eq(products.id, b));

    const refused = await setStatus(order.id, 'delivered');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'Glow Duo is out of stock (only 0 left).',
      item: { target_name: 'pack', target_id: expect.any(Number), name: 'Glow Duo', available: 0 },
    });
    expect(await stockOf(t.db, a)).toBe(10);
    const orders = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: admin.headers })).json();
    expect(orders.find((o: { id: number }) => o.id === order.id).status).toBe('cancelled');
  });

  it('a restock raises no alert; taking the last units again raises out_of_stock', async () => {
    const { a, order } = await placeMixedOrder(3, 10);
    expect(await stockOf(t.db, a)).toBe(0);
    const outOfStock = async () =>
      (await t.db.select().from(notifications).where(eq(notifications.type, 'out_of_stock'))).filter(
        (n) => n.message === 'Argan Oil',
      ).length;
    const afterOrder = await outOfStock();
    expect(afterOrder).toBeGreaterThanOrEqual(1);
    expect((await setStatus(order.id, 'cancelled')).statusCode).toBe(200);
    expect(await outOfStock()).toBe(afterOrder);
    expect((await setStatus(order.id, 'pending')).statusCode).toBe(200);
    expect(await outOfStock()).toBe(afterOrder + 1);
  });

  it("a customer's order: the customer gets a notification of the change", async () => {
    const customer = await loginAs(t.app, t.db, 'customer');
    const { order } = await placeMixedOrder(10, 10, customer.headers);
    expect((await setStatus(order.id, 'delivered')).statusCode).toBe(200);
    const theirs = await t.db.select().from(notifications).where(eq(notifications.userId, customer.user.id));
    expect(theirs).toEqual([
      expect.objectContaining({
        type: 'general',
        message: `Your order ${order.order_number} is now delivered.`,
      }),
    ]);
  });

  it.each([['shipped'], [''], [null], [42]])('status %j: 422, nothing changed', async (status) => {
    const { a, order } = await placeMixedOrder();
    const response = await setStatus(order.id, status);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.status).toEqual([
      'Status must be one of: pending, delivered, returned, cancelled',
    ]);
    expect(await stockOf(t.db, a)).toBe(7);
  });

  it.each([['999999'], ['abc'], ['1.5'], ['-1'], ['99999999999']])('order %s: 404', async (id) => {
    const response = await setStatus(id, 'cancelled');
    expect(response.statusCode).toBe(404);
    expect(typeof response.json().message).toBe('string');
  });

  it('guests get 401, customers 403, and nothing changes', async () => {
    const { a, order } = await placeMixedOrder();
    const customer = await loginAs(t.app, t.db, 'customer');
    expect((await setStatus(order.id, 'cancelled', guestHeaders())).statusCode).toBe(401);
    expect((await setStatus(order.id, 'cancelled', customer.headers)).statusCode).toBe(403);
    // Even with an invalid body the guard answers first.
    expect((await setStatus(order.id, 'nonsense', customer.headers)).statusCode).toBe(403);
    expect(await stockOf(t.db, a)).toBe(7);
  });
});

describe('GET /api/orders (admin)', () => {
  it('lists every order newest first with its items; guests 401, customers 403', async () => {
    const first = (await placeMixedOrder()).order;
    const second = (await placeMixedOrder()).order;
    const response = await t.app.inject({ method: 'GET', url: '/api/orders', headers: admin.headers });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    const ids = list.map((o: { id: number }) => o.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(list.find((o: { id: number }) => o.id === first.id)).toEqual(first);

    const customer = await loginAs(t.app, t.db, 'customer');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/orders', headers: guestHeaders() })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/orders', headers: customer.headers })).statusCode,
    ).toBe(403);
  });
});

describe('GET /api/userorders (logged in)', () => {
  it('each customer sees only their own orders, newest first; guests 401', async () => {
    const amina = await loginAs(t.app, t.db, 'customer');
    const youssef = await loginAs(t.app, t.db, 'customer');
    const a1 = (await placeMixedOrder(10, 10, amina.headers)).order;
    const y1 = (await placeMixedOrder(10, 10, youssef.headers)).order;
    const a2 = (await placeMixedOrder(10, 10, amina.headers)).order;
    await placeMixedOrder(); // a guest's

    const mine = await t.app.inject({ method: 'GET', url: '/api/userorders', headers: amina.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ orders: [a2, a1] });

    const his = await t.app.inject({ method: 'GET', url: '/api/userorders', headers: youssef.headers });
    expect(his.json()).toEqual({ orders: [y1] });

    const fresh = await loginAs(t.app, t.db, 'customer');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/userorders', headers: fresh.headers })).json(),
    ).toEqual({
      orders: [],
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/userorders', headers: guestHeaders() })).statusCode,
    ).toBe(401);
  });
});
