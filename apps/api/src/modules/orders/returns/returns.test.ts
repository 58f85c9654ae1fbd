import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrderReturn, OrderReturns, QuarantinedProducts, ReturnStats } from '@parashop/shared';
import { creditNoteCounters, orderReturns, productLots, products } from '../../../db/schema';
import {
  createTestApp,
  createUser,
  guestHeaders,
  loginAs,
  type TestApp,
  type TestSession,
} from '../../../../test/helpers';
import {
  insertCategory,
  insertCompany,
  insertPack,
  insertProduct,
} from '../../catalogue-shared/testing/fixtures';
import { lottedProduct } from '../deliveries/test-support';
import { orderPayload, postOrder, stockOf } from '../test-support';

let t: TestApp;
let admin: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, t.db, 'admin');
});

afterAll(async () => {
  await t?.close();
});

const thisYear = () =>
  Number(
    new Intl.DateTimeFormat('en', { timeZone: 'Africa/Casablanca', year: 'numeric' }).format(new Date()),
  );

async function plainProduct(app: TestApp, stock = 100, price = '40.00'): Promise<number> {
  return insertProduct(app.db, {
    categoryId: await insertCategory(app.db),
    companyId: await insertCompany(app.db),
    price,
    stock,
  });
}

/** A delivered order of `lines` (product id, units, unit price in MAD), optionally placed by a customer. */
async function deliveredOrder(
  lines: Array<[number, number, number]>,
  options: { app?: TestApp; staff?: TestSession; headers?: Record<string, string> } = {},
): Promise<Order> {
  const app = options.app ?? t;
  const staff = options.staff ?? admin;
  const placed = await postOrder(
    app.app,
    orderPayload(
      lines.map(([id, quantity, price]) => ({ target_name: 'product', target_id: id, quantity, price })),
    ),
    options.headers ? { headers: options.headers } : {},
  );
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json<Order>();
  const delivered = await app.app.inject({
    method: 'PATCH',
    url: `/api/orders/${order.id}`,
    headers: staff.headers,
    payload: { status: 'delivered' },
  });
  expect(delivered.statusCode, delivered.body).toBe(200);
  return delivered.json<Order>();
}

function postReturn(orderId: number, body: unknown, app = t, staff = admin) {
  return app.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/returns`,
    headers: staff.headers,
    payload: body as Record<string, unknown>,
  });
}

async function lotOf(productId: number) {
  const [lot] = await t.db.select().from(productLots).where(eq(productLots.productId, productId));
  if (!lot) throw new Error('no lot');
  return lot;
}

async function quarantinedOf(productId: number): Promise<number> {
  const [row] = await t.db
    .select({ q: products.quarantined })
    .from(products)
    .where(eq(products.id, productId));
  return row?.q ?? -1;
}

describe('partial returns', () => {
  it('puts sellable units back into the lot they came from and refunds the paid price', async () => {
    const productId = await lottedProduct(t, admin, 50, '100.00');
    const order = await deliveredOrder([[productId, 3, 100]]);
    expect(await stockOf(t.db, productId)).toBe(47);
    const line = order.order_items[0]!;

    const answer = await postReturn(order.id, {
      lines: [{ order_item_id: line.id, quantity: 1, reason: 'changed_mind' }],
      refund_method: 'cash',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const created = answer.json<OrderReturn>();
    expect(created).toMatchObject({
      order_id: order.id,
      refund_method: 'cash',
      lines_amount: 10_000,
      delivery_refund: 0,
      refund_total: 10_000,
      exchange_order: null,
      lines: [
        { order_item_id: line.id, quantity: 1, reason: 'changed_mind', quarantined: false, amount: 10_000 },
      ],
    });
    expect(created.credit_note_number).toMatch(new RegExp(`^AV-${thisYear()}-\\d{6}$`));
    expect(created.lines[0]!.lots).toEqual([
      { lot_number: `LOT-${productId}`, expiry_date: '2099-12-31', quantity: 1 },
    ]);
    expect(await stockOf(t.db, productId)).toBe(48);
    expect((await lotOf(productId)).quantity).toBe(48);

    // The order stays delivered, flagged as delivered with returns; 2 units are left to return.
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers: admin.headers,
    });
    expect(details.json()).toMatchObject({
      status: 'delivered',
      delivered_with_returns: true,
      returned_units: 1,
    });
    const returns = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/returns`,
      headers: admin.headers,
    });
    expect(returns.json<OrderReturns>()).toMatchObject({
      status: 'delivered',
      lines: [{ order_item_id: line.id, delivered: 3, returned: 1, returnable: 2 }],
    });
    expect(returns.json<OrderReturns>().returns).toHaveLength(1);
    // The line's lots now hold the 2 units still with the customer.
    expect((details.json() as Order).order_items[0]!.lots).toEqual([
      { lot_number: `LOT-${productId}`, expiry_date: '2099-12-31', quantity: 2 },
    ]);
  });

  it('quarantines damaged and expired units: never back on sale, counted on the lot or the product', async () => {
    const lotted = await lottedProduct(t, admin, 20, '50.00');
    const plain = await plainProduct(t, 30, '40.00');
    const order = await deliveredOrder([
      [lotted, 2, 50],
      [plain, 4, 40],
    ]);
    const [first, second] = order.order_items;
    const answer = await postReturn(order.id, {
      lines: [
        { order_item_id: first!.id, quantity: 1, reason: 'damaged' },
        { order_item_id: second!.id, quantity: 2, reason: 'expired' },
      ],
      refund_method: 'rider',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json<OrderReturn>()).toMatchObject({
      lines_amount: 5_000 + 8_000,
      refund_total: 13_000,
      lines: [{ quarantined: true }, { quarantined: true }],
    });
    expect(await stockOf(t.db, lotted)).toBe(18);
    expect(await lotOf(lotted)).toMatchObject({ quantity: 18, quarantined: 1 });
    expect(await stockOf(t.db, plain)).toBe(26);
    expect(await quarantinedOf(plain)).toBe(2);

    // A sellable unit of the product without lots goes back on its shelf.
    const again = await postReturn(order.id, {
      lines: [{ order_item_id: second!.id, quantity: 1, reason: 'wrong_item' }],
      refund_method: 'store_credit',
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(await stockOf(t.db, plain)).toBe(27);

    // Staff read the counts; the public catalogue answers never carry them.
    const counts = await t.app.inject({
      method: 'GET',
      url: '/api/order-returns/quarantine',
      headers: admin.headers,
    });
    expect(counts.statusCode, counts.body).toBe(200);
    const listed = counts.json<QuarantinedProducts>().products;
    expect(listed).toEqual(
      expect.arrayContaining([
        { product_id: plain, quarantined: 2 },
        { product_id: lotted, quarantined: 1 },
      ]),
    );
    expect(listed.every((row) => row.quarantined > 0)).toBe(true);
    for (const url of [`/api/products/${plain}`, '/api/products']) {
      const publicAnswer = await t.app.inject({ method: 'GET', url, headers: guestHeaders() });
      expect(publicAnswer.statusCode).toBe(200);
      expect(publicAnswer.body).not.toContain('quarantine');
    }
  });

  it('refuses more units than were delivered minus earlier returns, and orders not delivered', async () => {
    const productId = await plainProduct(t, 50);
    const order = await deliveredOrder([[productId, 2, 40]]);
    const line = order.order_items[0]!;
    const first = await postReturn(order.id, {
      lines: [{ order_item_id: line.id, quantity: 1, reason: 'other' }],
      refund_method: 'cash',
    });
    expect(first.statusCode).toBe(201);
    const over = await postReturn(order.id, {
      lines: [{ order_item_id: line.id, quantity: 2, reason: 'other' }],
      refund_method: 'cash',
    });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({
      reason: 'too_many',
      max: 1,
      errors: { 'lines.0.quantity': [expect.any(String)] },
    });
    expect(await stockOf(t.db, productId)).toBe(49);

    // A line of another order, a bad body, a pending order, an unknown order.
    const other = await deliveredOrder([[productId, 1, 40]]);
    const foreign = await postReturn(order.id, {
      lines: [{ order_item_id: other.order_items[0]!.id, quantity: 1, reason: 'other' }],
      refund_method: 'cash',
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toHaveProperty(['lines.0.order_item_id']);
    const bad = await postReturn(order.id, {
      lines: [{ order_item_id: line.id, quantity: 0, reason: 'nope' }],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining(['lines.0.quantity', 'lines.0.reason', 'refund_method']),
    );
    const pending = await postOrder(
      t.app,
      orderPayload([{ target_name: 'product', target_id: productId, quantity: 1, price: 40 }]),
    );
    const pendingOrder = pending.json<Order>();
    const notDelivered = await postReturn(pendingOrder.id, {
      lines: [{ order_item_id: pendingOrder.order_items[0]!.id, quantity: 1, reason: 'other' }],
      refund_method: 'cash',
    });
    expect(notDelivered.statusCode).toBe(409);
    expect(notDelivered.json()).toMatchObject({ reason: 'not_delivered' });
    expect(
      (
        await postReturn(2_000_000, {
          lines: [{ order_item_id: 1, quantity: 1, reason: 'other' }],
          refund_method: 'cash',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('a return of every unit refunds the delivery fee; the whole-order status returned still works and moves no unit twice', async () => {
    const productId = await plainProduct(t, 10, '40.00');
    const order = await deliveredOrder([[productId, 2, 40]]);
    expect(order.delivery_fee).toBeGreaterThan(0);
    const line = order.order_items[0]!;
    const first = await postReturn(order.id, {
      lines: [{ order_item_id: line.id, quantity: 1, reason: 'changed_mind' }],
      refund_method: 'cash',
    });
    expect(first.json()).toMatchObject({ delivery_refund: 0 });
    const last = await postReturn(order.id, {
      lines: [{ order_item_id: line.id, quantity: 1, reason: 'changed_mind' }],
      refund_method: 'cash',
    });
    expect(last.json()).toMatchObject({
      lines_amount: 4_000,
      delivery_refund: Math.round(order.delivery_fee * 100),
      refund_total: 4_000 + Math.round(order.delivery_fee * 100),
    });
    expect(await stockOf(t.db, productId)).toBe(10);

    // A partially returned order marked returned gives back only what the customer still had.
    const other = await deliveredOrder([[productId, 3, 40]]);
    expect(await stockOf(t.db, productId)).toBe(7);
    await postReturn(other.id, {
      lines: [{ order_item_id: other.order_items[0]!.id, quantity: 1, reason: 'other' }],
      refund_method: 'cash',
    });
    expect(await stockOf(t.db, productId)).toBe(8);
    const returned = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${other.id}`,
      headers: admin.headers,
      payload: { status: 'returned' },
    });
    expect(returned.json()).toMatchObject({ status: 'returned', delivered_with_returns: false });
    expect(await stockOf(t.db, productId)).toBe(10);
    // Delivered again: the 2 units are taken again, not 3.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${other.id}`,
      headers: admin.headers,
      payload: { status: 'delivered' },
    });
    expect(await stockOf(t.db, productId)).toBe(8);
    const closed = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${other.id}/returns`,
      headers: admin.headers,
    });
    expect(closed.json<OrderReturns>().lines[0]).toMatchObject({ returned: 1, returnable: 2 });
  });
});

describe('credit note numbers', () => {
  it('parallel returns get 1..N with no gap and no duplicate; a refused one takes no number', async () => {
    const shop = await createTestApp();
    try {
      const staff = await loginAs(shop.app, shop.db, 'admin');
      const productId = await plainProduct(shop, 500);
      const placed: Order[] = [];
      for (let i = 0; i < 12; i += 1)
        placed.push(await deliveredOrder([[productId, 1, 40]], { app: shop, staff }));
      // Each order twice at once: one return wins, the other is refused (its only unit is back).
      const answers = await Promise.all(
        [...placed, ...placed].map((order) =>
          postReturn(
            order.id,
            {
              lines: [{ order_item_id: order.order_items[0]!.id, quantity: 1, reason: 'changed_mind' }],
              refund_method: 'cash',
            },
            shop,
            staff,
          ),
        ),
      );
      expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(12);
      expect(answers.filter((a) => a.statusCode === 422)).toHaveLength(12);
      const numbers = (await shop.db.select({ n: orderReturns.creditNoteNumber }).from(orderReturns))
        .map((row) => Number(row.n.slice(-6)))
        .sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
      const [counter] = await shop.db
        .select()
        .from(creditNoteCounters)
        .where(eq(creditNoteCounters.year, thisYear()));
      expect(counter?.lastNumber).toBe(12);
      expect(await stockOf(shop.db, productId)).toBe(500);
    } finally {
      await shop.close();
    }
  });
});

describe('exchanges', () => {
  it('sends other products in a linked order with no delivery fee and tells the difference', async () => {
    const returned = await plainProduct(t, 20, '60.00');
    const sent = await plainProduct(t, 20, '45.00');
    const order = await deliveredOrder([[returned, 1, 60]]);
    const answer = await postReturn(order.id, {
      lines: [{ order_item_id: order.order_items[0]!.id, quantity: 1, reason: 'wrong_item' }],
      refund_method: 'rider',
      exchange_items: [{ target_name: 'product', target_id: sent, quantity: 2 }],
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const created = answer.json<OrderReturn>();
    // Every unit came back but something is sent instead: no delivery fee refunded.
    expect(created).toMatchObject({
      lines_amount: 6_000,
      delivery_refund: 0,
      exchange_difference: 9_000 - 6_000,
    });
    expect(created.exchange_order).toMatchObject({ total: 9_000 });
    const exchange = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${created.exchange_order!.id}`,
      headers: admin.headers,
    });
    expect(exchange.json()).toMatchObject({
      status: 'pending',
      confirmation_status: 'confirmed',
      delivery_fee: 0,
      total_order: 90,
      phone_number: order.phone_number,
      order_items: [{ target_id: sent, quantity: 2, unit_price: 45 }],
    });
    expect(await stockOf(t.db, sent)).toBe(18);
    expect(await stockOf(t.db, returned)).toBe(20);

    // Cheaper products sent: money to give back (negative).
    const dear = await deliveredOrder([[returned, 1, 60]]);
    const cheaper = await postReturn(dear.id, {
      lines: [{ order_item_id: dear.order_items[0]!.id, quantity: 1, reason: 'changed_mind' }],
      refund_method: 'cash',
      exchange_items: [{ target_name: 'product', target_id: sent, quantity: 1 }],
    });
    expect(cheaper.json()).toMatchObject({ exchange_difference: 4_500 - 6_000 });

    // Not enough stock for the exchange: refused whole, nothing returned.
    const short = await deliveredOrder([[returned, 1, 60]]);
    const refused = await postReturn(short.id, {
      lines: [{ order_item_id: short.order_items[0]!.id, quantity: 1, reason: 'changed_mind' }],
      refund_method: 'cash',
      exchange_items: [{ target_name: 'product', target_id: sent, quantity: 500 }],
    });
    expect(refused.statusCode).toBe(409);
    expect(await stockOf(t.db, returned)).toBe(19);
    const unknown = await postReturn(short.id, {
      lines: [{ order_item_id: short.order_items[0]!.id, quantity: 1, reason: 'changed_mind' }],
      refund_method: 'cash',
      exchange_items: [{ target_name: 'product', target_id: 1_999_999, quantity: 1 }],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toHaveProperty(['exchange_items.0.target_id']);
  });
  it('an exchange whose lots come short names the pack with what it had before, as a new order does', async () => {
    // Three packs asked. A has 4 units; B's stock column counts 10 units of a lot already past its
    // date (the lots job has not run) and 2 good ones: its lots can serve 2 packs, A 4.
    const a = await plainProduct(t, 4, '20.00');
    const b = await plainProduct(t, 12, '20.00');
    await t.db.insert(productLots).values([
      { productId: b, lotNumber: `OLD-${b}`, expiryDate: '2020-01-01', quantity: 10 },
      { productId: b, lotNumber: `NEW-${b}`, expiryDate: '2099-12-31', quantity: 2 },
    ]);
    const pack = await insertPack(t.db, { productIds: [a, b], price: '35.00' });
    const returned = await plainProduct(t, 20, '60.00');
    const order = await deliveredOrder([[returned, 1, 60]]);
    const refused = await postReturn(order.id, {
      lines: [{ order_item_id: order.order_items[0]!.id, quantity: 1, reason: 'changed_mind' }],
      refund_method: 'cash',
      exchange_items: [{ target_name: 'pack', target_id: pack, quantity: 3 }],
    });
    expect(refused.statusCode, refused.body).toBe(409);
    // 2 packs can go: B's sellable units, A's stock as it was before the refused exchange took 3.
    expect(refused.json().item).toMatchObject({ target_name: 'pack', target_id: pack, available: 2 });
    expect(await stockOf(t.db, a)).toBe(4);
    expect(await stockOf(t.db, b)).toBe(12);
    const placed = await postOrder(
      t.app,
      orderPayload([{ target_name: 'pack', target_id: pack, quantity: 3, price: 35 }]),
    );
    expect(placed.statusCode, placed.body).toBe(409);
    expect(placed.json().item).toMatchObject({ target_name: 'pack', target_id: pack, available: 2 });
  });

  it("two returns at once, each exchanging the other's product, both go through with exact stock", async () => {
    const a = await plainProduct(t, 50, '30.00');
    const b = await plainProduct(t, 50, '30.00');
    const first = await deliveredOrder([[a, 2, 30]]);
    const second = await deliveredOrder([[b, 2, 30]]);
    const answers = await Promise.all([
      postReturn(first.id, {
        lines: [{ order_item_id: first.order_items[0]!.id, quantity: 2, reason: 'wrong_item' }],
        refund_method: 'rider',
        exchange_items: [{ target_name: 'product', target_id: b, quantity: 2 }],
      }),
      postReturn(second.id, {
        lines: [{ order_item_id: second.order_items[0]!.id, quantity: 2, reason: 'wrong_item' }],
        refund_method: 'rider',
        exchange_items: [{ target_name: 'product', target_id: a, quantity: 2 }],
      }),
    ]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    expect(await stockOf(t.db, a)).toBe(50 - 2 + 2 - 2);
    expect(await stockOf(t.db, b)).toBe(50 - 2 + 2 - 2);
  });
});

describe('who may see and record returns', () => {
  it('guests get 401, customers 403 on staff routes; a customer reads only their own returns', async () => {
    const productId = await plainProduct(t, 20);
    const customer = await loginAs(t.app, t.db, await createUser(t.db));
    const stranger = await loginAs(t.app, t.db, await createUser(t.db));
    const order = await deliveredOrder([[productId, 2, 40]], { headers: customer.headers });
    const body = {
      lines: [{ order_item_id: order.order_items[0]!.id, quantity: 1, reason: 'damaged' }],
      refund_method: 'cash',
    };
    for (const [headers, status] of [
      [guestHeaders(), 401],
      [customer.headers, 403],
    ] as const) {
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/orders/${order.id}/returns`,
            headers,
            payload: body,
          })
        ).statusCode,
      ).toBe(status);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}/returns`, headers })).statusCode,
      ).toBe(status);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/order-returns/stats', headers })).statusCode,
      ).toBe(status);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/order-returns/export.csv', headers })).statusCode,
      ).toBe(status);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/order-returns/quarantine', headers })).statusCode,
      ).toBe(status);
    }
    expect((await postReturn(order.id, body)).statusCode).toBe(201);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/userorders/returns',
      headers: customer.headers,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().returns).toEqual([
      expect.objectContaining({ order_id: order.id, refund_total: 4_000 }),
    ]);
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/userorders/returns',
      headers: stranger.headers,
    });
    expect(theirs.json().returns).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/userorders/returns', headers: guestHeaders() }))
        .statusCode,
    ).toBe(401);
  });
});

describe('return rates and CSV', () => {
  it('counts returned units per product and per reason over 30 days, and writes them in the staff language', async () => {
    const shop = await createTestApp();
    try {
      const staff = await loginAs(shop.app, shop.db, 'admin');
      const a = await plainProduct(shop, 100);
      const b = await plainProduct(shop, 100);
      const first = await deliveredOrder(
        [
          [a, 4, 40],
          [b, 1, 40],
        ],
        { app: shop, staff },
      );
      await deliveredOrder([[a, 6, 40]], { app: shop, staff });
      const made = await postReturn(
        first.id,
        {
          lines: [
            { order_item_id: first.order_items[0]!.id, quantity: 2, reason: 'damaged' },
            { order_item_id: first.order_items[1]!.id, quantity: 1, reason: 'wrong_item' },
          ],
          refund_method: 'cash',
        },
        shop,
        staff,
      );
      expect(made.statusCode, made.body).toBe(201);
      const stats = await shop.app.inject({
        method: 'GET',
        url: '/api/order-returns/stats',
        headers: staff.headers,
      });
      expect(stats.statusCode).toBe(200);
      const body = stats.json<ReturnStats>();
      expect(body).toMatchObject({ days: 30, returns: 1, returned_units: 3, refunded: 12_000 });
      expect(body.by_product).toEqual([
        expect.objectContaining({ target_id: b, delivered_units: 1, returned_units: 1, rate: 1 }),
        expect.objectContaining({ target_id: a, delivered_units: 10, returned_units: 2, rate: 0.2 }),
      ]);
      expect(body.by_reason).toEqual([
        { reason: 'damaged', units: 2 },
        { reason: 'wrong_item', units: 1 },
      ]);
      expect(
        (
          await shop.app.inject({
            method: 'GET',
            url: '/api/order-returns/stats?days=0',
            headers: staff.headers,
          })
        ).statusCode,
      ).toBe(422);

      const csv = await shop.app.inject({
        method: 'GET',
        url: '/api/order-returns/export.csv?lang=fr',
        headers: staff.headers,
      });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      const rows = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(rows[0]).toContain('Avoir');
      expect(rows).toHaveLength(3);
      expect(rows.join('\n')).toContain('Endommagé');
      expect(rows.join('\n')).toContain('Oui');
    } finally {
      await shop.close();
    }
  });
});
