import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/client';
import { notifications, orderContacts, orders, products } from '../../db/schema';
import {
  createTestApp,
  guestHeaders,
  loginAs,
  postgresOnly,
  type TestApp,
  type TestSession,
} from '../../../test/helpers';
import {
  insertCategory,
  insertCompany,
  insertPack,
  insertProduct,
} from '../catalogue-shared/testing/fixtures';
import { cancelUnconfirmedOrders } from './confirmation';
import { freshPhone, orderCount, orderPayload, postOrder, stockOf } from './test-support';

let t: TestApp;
let admin: TestSession;
let customer: TestSession;
let categoryId: number;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, t.db, 'admin');
  customer = await loginAs(t.app, t.db, 'customer');
  categoryId = await insertCategory(t.db);
  companyId = await insertCompany(t.db);
});

afterAll(async () => {
  await t?.close();
});

const HOUR = 60 * 60 * 1000;

function product(stock = 20, price = '30.00') {
  return insertProduct(t.db, { categoryId, companyId, price, stock });
}

/** An order of 2 x product A and 1 x pack (A + B): it takes 3 A and 1 B. */
async function placeMixedOrder(phone = freshPhone()) {
  const a = await product(20, '40.00');
  const b = await product(20, '20.00');
  const pack = await insertPack(t.db, { productIds: [a, b], name: 'Glow Duo', price: '55.00' });
  const response = await postOrder(
    t.app,
    orderPayload(
      [
        { target_name: 'product', target_id: a, quantity: 2, price: 40 },
        { target_name: 'pack', target_id: pack, quantity: 1, price: 55 },
      ],
      { phone_number: phone },
    ),
  );
  expect(response.statusCode, response.body).toBe(201);
  return { a, b, pack, order: response.json() as { id: number; order_number: string } };
}

function contact(orderId: number | string, payload: unknown, headers = admin.headers) {
  return t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/contacts`,
    headers,
    payload: payload as Record<string, unknown>,
  });
}

function get(url: string, headers = admin.headers) {
  return t.app.inject({ method: 'GET', url, headers });
}

async function queueIds(): Promise<number[]> {
  const response = await get('/api/orders/confirmation-queue');
  expect(response.statusCode).toBe(200);
  return (response.json() as Array<{ id: number }>).map((order) => order.id);
}

describe('the confirmation fields of an order', () => {
  it('a new order is unconfirmed, with no attempts, no call-back and no duplicate flag, in every shape', async () => {
    const { order } = await placeMixedOrder();
    expect(order).toMatchObject({
      confirmation_status: 'unconfirmed',
      confirmation_attempts: 0,
      call_back_at: null,
      possible_duplicate: false,
    });
    const list = (await get('/api/orders')).json() as Array<{ id: number }>;
    expect(list.find((row) => row.id === order.id)).toMatchObject({
      confirmation_status: 'unconfirmed',
      confirmation_attempts: 0,
    });
    const details = await get(`/api/orders/${order.id}`);
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({
      id: order.id,
      confirmation_status: 'unconfirmed',
      contacts: [],
      phone_history: { orders: 1, delivered: 0, returned: 0, cancelled: 0 },
    });
  });

  it('GET /orders/{id}: 404 for an unknown order, 401 for a guest, 403 for a customer', async () => {
    expect((await get('/api/orders/999999')).statusCode).toBe(404);
    expect((await get('/api/orders/999999')).json()).toEqual({ message: 'Order not found.' });
    expect((await get('/api/orders/1', guestHeaders())).statusCode).toBe(401);
    expect((await get('/api/orders/1', customer.headers)).statusCode).toBe(403);
    expect((await get('/api/orders/confirmation-queue', customer.headers)).statusCode).toBe(403);
    expect((await contact(1, { outcome: 'confirmed' }, customer.headers)).statusCode).toBe(403);
  });
});

describe('POST /api/orders/{id}/contacts', () => {
  it('confirmed: confirmed, still pending, out of the queue; the call is in the history with the caller', async () => {
    const { order } = await placeMixedOrder();
    expect(await queueIds()).toContain(order.id);
    const response = await contact(order.id, { outcome: 'confirmed', note: '  Wants it after 18h  ' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      status: 'pending',
      confirmation_status: 'confirmed',
      confirmation_attempts: 0,
    });
    expect(body.contacts).toEqual([
      {
        id: expect.any(Number),
        outcome: 'confirmed',
        note: 'Wants it after 18h',
        call_back_at: null,
        created_at: expect.any(String),
        staff_name: admin.user.fullName,
      },
    ]);
    expect(await queueIds()).not.toContain(order.id);
  });

  it('no_answer counts attempts; the third cancels the order as unreachable and gives the stock back', async () => {
    const { a, b, order } = await placeMixedOrder();
    expect([await stockOf(t.db, a), await stockOf(t.db, b)]).toEqual([17, 19]);
    for (const attempt of [1, 2]) {
      const response = await contact(order.id, { outcome: 'no_answer' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        status: 'pending',
        confirmation_status: 'no_answer',
        confirmation_attempts: attempt,
      });
      expect(await queueIds()).toContain(order.id);
    }
    const third = await contact(order.id, { outcome: 'no_answer' });
    expect(third.statusCode).toBe(201);
    expect(third.json()).toMatchObject({
      status: 'cancelled',
      confirmation_status: 'unreachable',
      confirmation_attempts: 3,
    });
    expect(third.json().contacts.map((c: { outcome: string }) => c.outcome)).toEqual([
      'no_answer',
      'no_answer',
      'no_answer',
    ]);
    expect([await stockOf(t.db, a), await stockOf(t.db, b)]).toEqual([20, 20]);
    expect(await queueIds()).not.toContain(order.id);
  });

  it('call_back needs a time in the future; it leaves the queue until that time comes', async () => {
    const { order } = await placeMixedOrder();
    const missing = await contact(order.id, { outcome: 'call_back' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.call_back_at).toEqual(['Choose when to call back']);
    const past = await contact(order.id, {
      outcome: 'call_back',
      call_back_at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.call_back_at).toEqual(['The call-back time must be in the future']);
    const garbage = await contact(order.id, { outcome: 'call_back', call_back_at: 'tomorrow-ish' });
    expect(garbage.statusCode).toBe(422);
    expect(Object.keys(garbage.json().errors)).toEqual(['call_back_at']);

    const at = new Date(Date.now() + 2 * HOUR).toISOString();
    const response = await contact(order.id, { outcome: 'call_back', call_back_at: at });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      status: 'pending',
      confirmation_status: 'call_back',
      confirmation_attempts: 1,
      call_back_at: at,
    });
    expect(response.json().contacts[0]).toMatchObject({ outcome: 'call_back', call_back_at: at });
    expect(await queueIds()).not.toContain(order.id);

    // The time comes: back in the queue.
    await t.db
      .update(orders)
      .set({ callBackAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));
    expect(await queueIds()).toContain(order.id);
  });

  it.each(['wrong_number', 'refused', 'duplicate', 'fake'] as const)(
    '%s: that status, the order cancelled and its stock back (packs included)',
    async (outcome) => {
      const { a, b, order } = await placeMixedOrder();
      const response = await contact(order.id, { outcome, note: 'Said so on the phone' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ status: 'cancelled', confirmation_status: outcome });
      expect([await stockOf(t.db, a), await stockOf(t.db, b)]).toEqual([20, 20]);
      expect(await queueIds()).not.toContain(order.id);
      // Decided: another call is refused with 409, nothing changes.
      const again = await contact(order.id, { outcome: 'confirmed' });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toContain('cancelled');
    },
  );

  it('refuses an unknown outcome, a note over 500 characters, an unknown order, a delivered order', async () => {
    const { order } = await placeMixedOrder();
    const unknown = await contact(order.id, { outcome: 'maybe' });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['outcome']);
    const long = await contact(order.id, { outcome: 'confirmed', note: 'x'.repeat(501) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.note).toEqual(['The note cannot exceed 500 characters']);
    expect((await contact(order.id, { outcome: 'confirmed', note: 'x'.repeat(500) })).statusCode).toBe(201);
    expect((await contact(999_999, { outcome: 'confirmed' })).statusCode).toBe(404);
    expect((await contact('abc', { outcome: 'confirmed' })).statusCode).toBe(404);

    const delivered = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${order.id}`,
      headers: admin.headers,
      payload: { status: 'delivered' },
    });
    expect(delivered.statusCode).toBe(200);
    const late = await contact(order.id, { outcome: 'fake' });
    expect(late.statusCode).toBe(409);
    const french = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/contacts`,
      headers: { ...admin.headers, 'accept-language': 'fr' },
      payload: { outcome: 'fake' },
    });
    expect(french.json().message).toContain('Cette commande est déjà delivered');
    expect((await get(`/api/orders/${order.id}`)).json()).toMatchObject({ status: 'delivered' });
  });

  it('two staff members recording at once are applied one after the other', async () => {
    const { order } = await placeMixedOrder();
    const answers = await Promise.all([
      contact(order.id, { outcome: 'no_answer' }),
      contact(order.id, { outcome: 'no_answer' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const details = (await get(`/api/orders/${order.id}`)).json();
    expect(details.confirmation_attempts).toBe(2);
    expect(details.contacts).toHaveLength(2);
  });
});

describe('DELETE /api/orders/{id}/contacts/{contactId}: undoing a call that cancelled the order', () => {
  type Details = {
    status: string;
    confirmation_status: string;
    confirmation_attempts: number;
    call_back_at: string | null;
    contacts: { id: number; outcome: string }[];
  };
  const undo = (orderId: number, contactId: number, headers = admin.headers) =>
    t.app.inject({ method: 'DELETE', url: `/api/orders/${orderId}/contacts/${contactId}`, headers });
  const lastContact = (details: Details) => details.contacts.at(-1)!.id;

  it('restores the status, the confirmation and the stock exactly, and the call leaves the history', async () => {
    const { a, b, order } = await placeMixedOrder();
    const callBackAt = new Date(Date.now() + 2 * HOUR).toISOString();
    expect((await contact(order.id, { outcome: 'call_back', call_back_at: callBackAt })).statusCode).toBe(
      201,
    );
    const before = (await get(`/api/orders/${order.id}`)).json<Details>();
    const fake = await contact(order.id, { outcome: 'fake', note: 'Nobody by that name' });
    expect(fake.statusCode).toBe(201);
    expect(fake.json<Details>()).toMatchObject({ status: 'cancelled', confirmation_status: 'fake' });
    expect([await stockOf(t.db, a), await stockOf(t.db, b)]).toEqual([20, 20]);

    const undone = await undo(order.id, lastContact(fake.json<Details>()));
    expect(undone.statusCode, undone.body).toBe(200);
    const after = undone.json<Details>();
    expect(after).toMatchObject({
      status: 'pending',
      confirmation_status: 'call_back',
      confirmation_attempts: before.confirmation_attempts,
      call_back_at: before.call_back_at,
    });
    expect(after.contacts.map((c) => c.outcome)).toEqual(['call_back']);
    // The units the order held are held again: 2 x A and the pack (A + B).
    expect([await stockOf(t.db, a), await stockOf(t.db, b)]).toEqual([17, 19]);
  });

  it('the no answer that made the order unreachable is undone to its earlier attempts', async () => {
    const { a, order } = await placeMixedOrder();
    let last: Details | undefined;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      last = (await contact(order.id, { outcome: 'no_answer' })).json<Details>();
    }
    expect(last).toMatchObject({ status: 'cancelled', confirmation_status: 'unreachable' });
    const undone = await undo(order.id, lastContact(last!));
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json<Details>()).toMatchObject({
      status: 'pending',
      confirmation_status: 'no_answer',
      confirmation_attempts: 2,
    });
    expect(await stockOf(t.db, a)).toBe(17);
  });

  it('409 once something else changed the order, for a call that cancelled nothing, and for an older call', async () => {
    const { a, order } = await placeMixedOrder();
    const refused = (await contact(order.id, { outcome: 'refused' })).json<Details>();
    // A colleague reopens the order and cancels it again from the orders screen.
    for (const status of ['pending', 'cancelled']) {
      const patch = await t.app.inject({
        method: 'PATCH',
        url: `/api/orders/${order.id}`,
        headers: admin.headers,
        payload: { status },
      });
      expect(patch.statusCode, patch.body).toBe(200);
    }
    const stale = await undo(order.id, lastContact(refused));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('This call can no longer be undone: the order has changed since.');
    expect(await stockOf(t.db, a)).toBe(20);
    const unchanged = (await get(`/api/orders/${order.id}`)).json<Details>();
    expect(unchanged).toMatchObject({ status: 'cancelled', confirmation_status: 'refused' });
    expect(unchanged.contacts).toHaveLength(1);

    const other = await placeMixedOrder();
    const confirmed = (await contact(other.order.id, { outcome: 'confirmed' })).json<Details>();
    const notCancelling = await undo(other.order.id, lastContact(confirmed));
    expect(notCancelling.statusCode).toBe(409);
    expect(notCancelling.json().message).toBe('Only a call that cancelled the order can be undone.');

    const third = await placeMixedOrder();
    const first = (await contact(third.order.id, { outcome: 'no_answer' })).json<Details>();
    await contact(third.order.id, { outcome: 'duplicate' });
    expect((await undo(third.order.id, lastContact(first))).statusCode).toBe(409);
  });

  it('409 when the units went meanwhile: the order stays cancelled and the call stays', async () => {
    const { a, order } = await placeMixedOrder();
    const wrong = (await contact(order.id, { outcome: 'wrong_number' })).json<Details>();
    await t.db.update(products).set({ stock: 1 }).where(eq(products.id, a));
    const refused = await undo(order.id, lastContact(wrong));
    expect(refused.statusCode).toBe(409);
    expect(await stockOf(t.db, a)).toBe(1);
    const still = (await get(`/api/orders/${order.id}`)).json<Details>();
    expect(still).toMatchObject({ status: 'cancelled', confirmation_status: 'wrong_number' });
    expect(still.contacts).toHaveLength(1);
  });

  it('admin only; 404 for an unknown order or call, or a call of another order', async () => {
    const { order } = await placeMixedOrder();
    const fake = (await contact(order.id, { outcome: 'fake' })).json<Details>();
    const id = lastContact(fake);
    expect((await undo(order.id, id, guestHeaders())).statusCode).toBe(401);
    expect((await undo(order.id, id, customer.headers)).statusCode).toBe(403);
    expect((await undo(999_999, id)).statusCode).toBe(404);
    expect((await undo(order.id, 999_999)).statusCode).toBe(404);
    const other = await placeMixedOrder();
    expect((await undo(other.order.id, id)).statusCode).toBe(404);
    expect((await get(`/api/orders/${order.id}`)).json<Details>().status).toBe('cancelled');
    expect((await undo(order.id, id)).statusCode).toBe(200);
  });
});

describe('GET /api/orders/confirmation-queue', () => {
  it('lists pending orders to call, oldest first, each with its phone history', async () => {
    const phone = freshPhone();
    const delivered = await placeMixedOrder(phone);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${delivered.order.id}`,
      headers: admin.headers,
      payload: { status: 'delivered' },
    });
    const returned = await placeMixedOrder(phone);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${returned.order.id}`,
      headers: admin.headers,
      payload: { status: 'returned' },
    });
    const first = await placeMixedOrder(phone);
    const second = await placeMixedOrder(freshPhone());
    // Placed "earlier" than the first: the queue is by age.
    await t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 5 * HOUR) })
      .where(eq(orders.id, second.order.id));

    const queue = (await get('/api/orders/confirmation-queue')).json() as Array<{
      id: number;
      status: string;
      created_at: string;
      phone_history: unknown;
      order_items: unknown[];
    }>;
    const ids = queue.map((order) => order.id);
    expect(ids).not.toContain(delivered.order.id);
    expect(ids).not.toContain(returned.order.id);
    expect(ids.indexOf(second.order.id)).toBeLessThan(ids.indexOf(first.order.id));
    const times = queue.map((order) => Date.parse(order.created_at));
    expect([...times].sort((x, y) => x - y)).toEqual(times);
    expect(queue.every((order) => order.status === 'pending')).toBe(true);
    const entry = queue.find((order) => order.id === first.order.id);
    expect(entry?.phone_history).toEqual({ orders: 3, delivered: 1, returned: 1, cancelled: 0 });
    expect(entry?.order_items).toHaveLength(2);
  });
});

describe('blocked phones', () => {
  it('lists, adds with a reason, refuses a bad or repeated number, removes; admin only', async () => {
    const phone = freshPhone();
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/blocked-phones',
      headers: admin.headers,
      payload: { phone_number: phone, reason: 'Fake order CMD-1' },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({
      id: expect.any(Number),
      phone_number: phone,
      reason: 'Fake order CMD-1',
      created_at: expect.any(String),
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/blocked-phones',
      headers: admin.headers,
      payload: { phone_number: phone, reason: 'again' },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.phone_number).toEqual(['This number is already blocked']);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/blocked-phones',
      headers: admin.headers,
      payload: { phone_number: '12345', reason: 'x' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['phone_number']);

    const list = await get('/api/blocked-phones');
    expect(list.json()).toContainEqual(added.json());
    expect((await get('/api/blocked-phones', customer.headers)).statusCode).toBe(403);
    expect((await get('/api/blocked-phones', guestHeaders())).statusCode).toBe(401);

    const id = added.json().id as number;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/blocked-phones/${id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/blocked-phones/${id}`,
      headers: admin.headers,
    });
    expect(gone.statusCode).toBe(404);
  });
});

describe('POST /api/orders: the COD guard', () => {
  it('a blocked phone is refused on phone_number, in the shopper language, and nothing is taken', async () => {
    const id = await product(10);
    const phone = freshPhone();
    await t.app.inject({
      method: 'POST',
      url: '/api/blocked-phones',
      headers: admin.headers,
      payload: { phone_number: phone, reason: 'Refused three deliveries' },
    });
    const before = await orderCount(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...guestHeaders(), 'accept-language': 'fr-FR,fr;q=0.9' },
      payload: orderPayload([{ target_name: 'product', target_id: id, quantity: 1, price: 30 }], {
        phone_number: phone,
      }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message:
        'Nous ne pouvons pas prendre cette commande en ligne. Veuillez appeler la boutique pour commander.',
      errors: {
        phone_number: [
          'Nous ne pouvons pas prendre cette commande en ligne. Veuillez appeler la boutique pour commander.',
        ],
      },
      // The storefront shows the shop's phone and WhatsApp beside the message.
      reason: 'phone_blocked',
    });
    expect(await stockOf(t.db, id)).toBe(10);
    expect(await orderCount(t.db)).toBe(before);
  });

  it('a line over ORDER_MAX_UNITS_PER_LINE (10) is refused on items naming the limit; split lines add up', async () => {
    const id = await product(100);
    const before = await orderCount(t.db);
    const over = await postOrder(
      t.app,
      orderPayload([{ target_name: 'product', target_id: id, quantity: 11, price: 30 }]),
    );
    expect(over.statusCode).toBe(422);
    expect(over.json()).toEqual({
      message: 'You can order at most 10 units of each item.',
      errors: { items: ['You can order at most 10 units of each item.'] },
      // The same in every language: the metrics count the refusal by it (decision 296).
      reason: 'line_over_limit',
    });
    const split = await postOrder(
      t.app,
      orderPayload([
        { target_name: 'product', target_id: id, quantity: 6, price: 30 },
        { target_name: 'product', target_id: id, quantity: 5, price: 30 },
      ]),
    );
    expect(split.statusCode).toBe(422);
    expect(await stockOf(t.db, id)).toBe(100);
    expect(await orderCount(t.db)).toBe(before);
    const ten = await postOrder(
      t.app,
      orderPayload([{ target_name: 'product', target_id: id, quantity: 10, price: 30 }]),
    );
    expect(ten.statusCode).toBe(201);
  });

  it('a phone with 3 orders waiting for confirmation is refused; a confirmed one frees a place', async () => {
    const id = await product(50);
    const phone = freshPhone();
    const place = (quantity: number) =>
      postOrder(
        t.app,
        orderPayload([{ target_name: 'product', target_id: id, quantity, price: 30 }], {
          phone_number: phone,
        }),
      );
    const placed = [];
    for (const quantity of [1, 2, 3]) {
      const response = await place(quantity);
      expect(response.statusCode).toBe(201);
      placed.push(response.json() as { id: number });
    }
    const fourth = await place(4);
    expect(fourth.statusCode).toBe(422);
    expect(Object.keys(fourth.json().errors)).toEqual(['phone_number']);
    expect(fourth.json().message).toContain('already has 3 orders waiting for confirmation');
    expect(fourth.json().reason).toBe('too_many_open');
    expect(await stockOf(t.db, id)).toBe(44);

    await contact(placed[0]?.id ?? 0, { outcome: 'confirmed' });
    expect((await place(4)).statusCode).toBe(201);
  });

  it('many orders of one phone at once: never more than 3 open', async () => {
    const id = await product(50);
    const phone = freshPhone();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        postOrder(
          t.app,
          orderPayload([{ target_name: 'product', target_id: id, quantity: 1 + (i % 5), price: 30 }], {
            phone_number: phone,
          }),
        ),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 422)).toHaveLength(5);
    const open = await t.db.select().from(orders).where(eq(orders.phoneNumber, phone));
    expect(open).toHaveLength(3);
  });

  it('the same lines from the same phone within 24 h are accepted and flagged possible_duplicate', async () => {
    const x = await product(50);
    const y = await product(50);
    const phone = freshPhone();
    const lines = [
      { target_name: 'product', target_id: x, quantity: 2, price: 30 },
      { target_name: 'product', target_id: y, quantity: 1, price: 30 },
    ];
    const first = await postOrder(t.app, orderPayload(lines, { phone_number: phone }));
    expect(first.json().possible_duplicate).toBe(false);
    const same = await postOrder(t.app, orderPayload([...lines].reverse(), { phone_number: phone }));
    expect(same.statusCode).toBe(201);
    expect(same.json().possible_duplicate).toBe(true);
    expect((await get(`/api/orders/${same.json().id}`)).json().possible_duplicate).toBe(true);
    const other = await postOrder(
      t.app,
      orderPayload([{ target_name: 'product', target_id: x, quantity: 1, price: 30 }], {
        phone_number: phone,
      }),
    );
    expect(other.json().possible_duplicate).toBe(false);
  });
});

describe('the confirmation timeout', () => {
  it('cancels open orders older than the timeout once, with stock back, a history entry and a notification', async () => {
    const stale = await placeMixedOrder();
    const called = await placeMixedOrder();
    await contact(called.order.id, { outcome: 'no_answer' });
    const confirmed = await placeMixedOrder();
    await contact(confirmed.order.id, { outcome: 'confirmed' });
    const fresh = await placeMixedOrder();
    const old = new Date(Date.now() - 49 * HOUR);
    for (const { order } of [stale, called, confirmed]) {
      await t.db.update(orders).set({ createdAt: old }).where(eq(orders.id, order.id));
    }

    const cancelled = await cancelUnconfirmedOrders(t.db, { now: new Date(), timeoutHours: 48 });
    expect(cancelled.sort()).toEqual([stale.order.order_number, called.order.order_number].sort());
    expect(await cancelUnconfirmedOrders(t.db, { now: new Date(), timeoutHours: 48 })).toEqual([]);

    for (const { a, b, order } of [stale, called]) {
      const details = (await get(`/api/orders/${order.id}`)).json();
      expect(details.status).toBe('cancelled');
      expect(details.contacts.at(-1)).toMatchObject({ outcome: 'timeout', staff_name: null });
      expect([await stockOf(t.db, a), await stockOf(t.db, b)]).toEqual([20, 20]);
      const note = await t.db
        .select()
        .from(notifications)
        .where(
          eq(
            notifications.message,
            `Order ${order.order_number} was cancelled: nobody confirmed it within 48 hours.`,
          ),
        );
      expect(note).toHaveLength(1);
    }
    for (const { order } of [confirmed, fresh]) {
      expect((await get(`/api/orders/${order.id}`)).json().status).toBe('pending');
    }
  });

  it.skipIf(postgresOnly('two processes confirming at once'))(
    'two processes running it at once on one PostgreSQL cancel each order once (no double restock)',
    async () => {
      const placed = [];
      for (let i = 0; i < 12; i += 1) placed.push(await placeMixedOrder());
      await t.db
        .update(orders)
        .set({ createdAt: new Date(Date.now() - 49 * HOUR) })
        .where(eq(orders.status, 'pending'));
      const other = await createDatabase({
        databaseUrl: t.config.databaseUrl,
        pgliteDataDir: 'memory://',
      });
      try {
        const now = new Date();
        const [mine, theirs] = await Promise.all([
          cancelUnconfirmedOrders(t.db, { now, timeoutHours: 48 }),
          cancelUnconfirmedOrders(other.db, { now, timeoutHours: 48 }),
        ]);
        const all = [...mine, ...theirs];
        expect(new Set(all).size).toBe(all.length);
        for (const { a, b, order } of placed) {
          expect(all).toContain(order.order_number);
          expect([await stockOf(t.db, a), await stockOf(t.db, b)]).toEqual([20, 20]);
          const timeouts = await t.db
            .select()
            .from(orderContacts)
            .where(and(eq(orderContacts.orderId, order.id), eq(orderContacts.outcome, 'timeout')));
          expect(timeouts).toHaveLength(1);
        }
      } finally {
        await other.close();
      }
    },
  );
});

describe('GET /api/settings', () => {
  it('is public and tells the WhatsApp number and the per-line cap', async () => {
    const response = await get('/api/settings', guestHeaders());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ whatsapp: null, order_max_units_per_line: 10 });
    const shop = await createTestApp({ shopWhatsapp: '0612345678', orderMaxUnitsPerLine: 6 });
    try {
      const configured = await shop.app.inject({ method: 'GET', url: '/api/settings' });
      expect(configured.json()).toMatchObject({ whatsapp: '0612345678', order_max_units_per_line: 6 });
    } finally {
      await shop.close();
    }
  });
});
