import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications, orderItems, orders } from '../../db/schema';
import { createTestApp, guestHeaders, loginAs, type TestApp, type TestSession } from '../../../test/helpers';
import {
  insertCategory,
  insertCompany,
  insertOffer,
  insertPack,
  insertProduct,
} from '../catalogue-shared/testing/fixtures';
import { orderCount, orderItemCount, orderPayload, postOrder, stockOf } from './test-support';

let t: TestApp;
let categoryId: number;
let companyId: number;
let customer: TestSession;
let otherCustomer: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  categoryId = await insertCategory(t.db, { name: 'Skincare' });
  companyId = await insertCompany(t.db, { name: 'Bioderma' });
  // Sessions are made on the real clock; tests below may move "now".
  customer = await loginAs(t.app, t.db, 'customer');
  otherCustomer = await loginAs(t.app, t.db, 'customer');
});

afterAll(async () => {
  await t?.close();
});

afterEach(() => {
  vi.useRealTimers();
});

/** "Now" for the app and the test: only Date is faked, timers keep running. */
function setNow(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

function product(values: { price: string; stock?: number; name?: string; image?: string | null }) {
  return insertProduct(t.db, { categoryId, companyId, stock: 50, ...values });
}

describe('POST /api/orders: prices, fees and totals computed on the server', () => {
  it.each([
    [1, 10, 509.99],
    [2, 25, 524.99],
    [3, 35, 534.99],
  ])('a subtotal of 499.99 pays the fee of area %i (%i MAD)', async (area, fee, total) => {
    const id = await product({ price: '499.99' });
    const response = await postOrder(
      t.app,
      orderPayload([{ target_name: 'product', target_id: id, quantity: 1, price: 499.99 }], {
        delivery_area_id: area,
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      subtotal: 499.99,
      delivery_fee: fee,
      delivery_discount: 0,
      total_order: total,
      delivery_area_id: area,
      status: 'pending',
    });
  });

  it.each([
    [1, 10],
    [2, 25],
    [3, 35],
  ])('from 500.00 delivery is free and the waived fee of area %i is the discount', async (area, fee) => {
    const id = await product({ price: '250.00' });
    const response = await postOrder(
      t.app,
      orderPayload([{ target_name: 'product', target_id: id, quantity: 2, price: 250 }], {
        delivery_area_id: area,
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      subtotal: 500,
      delivery_fee: 0,
      delivery_discount: fee,
      total_order: 500,
    });
  });

  it('at 500 without a delivery area: free, no discount', async () => {
    const id = await product({ price: '500.00' });
    const response = await postOrder(
      t.app,
      orderPayload([{ target_name: 'product', target_id: id, quantity: 1, price: '500.00' }], {
        delivery_area_id: null,
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      delivery_area_id: null,
      delivery_fee: 0,
      delivery_discount: 0,
      total_order: 500,
    });
  });

  it('under 500 (computed by the server) a delivery area is required: 422 on delivery_area_id, nothing taken', async () => {
    const id = await product({ price: '499.99', stock: 5 });
    const before = await orderCount(t.db);
    const response = await postOrder(
      t.app,
      orderPayload([{ target_name: 'product', target_id: id, quantity: 1, price: 499.99 }], {
        delivery_area_id: null,
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Please select a delivery area',
      errors: { delivery_area_id: ['Please select a delivery area'] },
    });
    expect(await stockOf(t.db, id)).toBe(5);
    expect(await orderCount(t.db)).toBe(before);
  });

  describe('an offer is active from its first to its last day in Africa/Casablanca', () => {
    // June: Casablanca is UTC+1, so local midnight is 23:00 UTC the day before.
    let id: number;
    beforeAll(async () => {
      id = await product({ price: '100.00' });
      await insertOffer(t.db, {
        productId: id,
        offerPrice: '80.00',
        startDate: '2026-06-10',
        endDate: '2026-06-15',
      });
    });

    it.each([
      ['the evening before it starts (23:59 local)', '2026-06-09T22:59:00Z', 100],
      ['its first day just after local midnight (23:30 UTC the day before)', '2026-06-09T23:30:00Z', 80],
      ['its last day at 23:59 local', '2026-06-15T22:59:00Z', 80],
      ['the day after it ends (00:00 local)', '2026-06-15T23:00:00Z', 100],
    ])('%s', async (_label, now, expected) => {
      setNow(now);
      const other = expected === 80 ? 100 : 80;
      const stale = await postOrder(
        t.app,
        orderPayload([{ target_name: 'product', target_id: id, quantity: 1, price: other }]),
      );
      expect(stale.statusCode).toBe(409);
      expect(stale.json().prices).toEqual([
        { target_name: 'product', target_id: id, price: expected, stock: expect.any(Number) },
      ]);

      const placed = await postOrder(
        t.app,
        orderPayload([{ target_name: 'product', target_id: id, quantity: 1, price: expected }]),
      );
      expect(placed.statusCode).toBe(201);
      expect(placed.json().order_items[0]).toMatchObject({ unit_price: expected, total_price: expected });
      expect(placed.json().created_at).toBe(new Date(now).toISOString());
    });
  });

  it('a pack line costs the pack price and takes one unit of each product per pack, counted with the same product sold alone', async () => {
    const serum = await product({
      price: '60.00',
      stock: 10,
      name: 'Hydrating Serum',
      image: 'products/serum.webp',
    });
    const cream = await product({
      price: '40.00',
      stock: 10,
      name: 'Night Cream',
      image: 'products/cream.webp',
    });
    const pack = await insertPack(t.db, {
      productIds: [serum, cream],
      name: 'Night Routine',
      price: '90.00',
    });

    setNow('2026-06-20T23:30:00Z'); // 00:30 on the 21st in Casablanca
    const response = await postOrder(
      t.app,
      orderPayload(
        [
          { target_name: 'pack', target_id: pack, quantity: 2, price: 90 },
          { target_name: 'product', target_id: serum, quantity: 1, price: 60 },
        ],
        { phone_number: '0612345678' },
      ),
    );
    expect(response.statusCode).toBe(201);
    const order = response.json();
    expect(order.order_number).toMatch(/^CMD-20260621-\d{4,}$/);
    expect(order).toMatchObject({
      subtotal: 240,
      delivery_fee: 10,
      delivery_discount: 0,
      total_order: 250,
      name: 'Amina Benali',
      phone_number: '0612345678',
      city: 'Dakhla',
      address: '12 Avenue Mohammed V',
      user_id: null,
    });
    expect(order.order_items).toEqual([
      {
        id: expect.any(Number),
        quantity: 2,
        unit_price: 90,
        regular_unit_price: 90,
        total_price: 180,
        target_name: 'pack',
        target_id: pack,
        target: {
          id: pack,
          name: 'Night Routine',
          name_fr: null,
          name_ar: null,
          image: 'products/serum.webp',
        },
        // No lots on these products: nothing to name (decision 130).
        lots: [],
      },
      {
        id: expect.any(Number),
        quantity: 1,
        unit_price: 60,
        regular_unit_price: 60,
        total_price: 60,
        target_name: 'product',
        target_id: serum,
        target: {
          id: serum,
          name: 'Hydrating Serum',
          name_fr: null,
          name_ar: null,
          image: 'products/serum.webp',
        },
        lots: [],
      },
    ]);
    expect(await stockOf(t.db, serum)).toBe(7);
    expect(await stockOf(t.db, cream)).toBe(8);

    const lines = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(lines.find((line) => line.targetName === 'pack')?.components).toEqual([
      { product_id: serum, quantity: 1 },
      { product_id: cream, quantity: 1 },
    ]);
    const [note] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'new_order'), isNull(notifications.userId)))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(note).toMatchObject({ message: 'Amina Benali', isRead: false });
  });

  it('order numbers are unique and follow CMD-YYYYMMDD-NNNN', async () => {
    const id = await product({ price: '10.00' });
    const numbers = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      const response = await postOrder(
        t.app,
        orderPayload([{ target_name: 'product', target_id: id, quantity: 1, price: 10 }]),
      );
      expect(response.statusCode).toBe(201);
      expect(response.json().order_number).toMatch(/^CMD-\d{8}-\d{4,}$/);
      numbers.add(response.json().order_number);
    }
    expect(numbers.size).toBe(3);
  });
});

describe('POST /api/orders: the answer is the order as it is read back', () => {
  it('answers exactly what GET /userorders shows of the same order, lots included (decision 297)', async () => {
    const admin = await loginAs(t.app, t.db, 'admin');
    const lotted = await product({ price: '120.00', stock: 0, name: 'Serum' });
    const received = await t.app.inject({
      method: 'POST',
      url: `/api/products/${lotted}/lots`,
      headers: admin.headers,
      payload: { lot_number: 'L-READ-BACK', expiry_date: '2099-12-31', quantity: 8 },
    });
    expect(received.statusCode, received.body).toBe(201);
    const plain = await product({ price: '35.50', stock: 9, name: 'Cream' });
    const placed = await postOrder(
      t.app,
      orderPayload([
        { target_name: 'product', target_id: lotted, quantity: 2, price: 120 },
        { target_name: 'product', target_id: plain, quantity: 1, price: 35.5 },
      ]),
      { headers: customer.headers },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const mine = await t.app.inject({ method: 'GET', url: '/api/userorders', headers: customer.headers });
    const stored = mine
      .json<{ orders: Array<{ id: number }> }>()
      .orders.find((o) => o.id === placed.json().id);
    expect(stored).toBeDefined();
    expect(placed.json()).toEqual(stored);
    expect(placed.json().order_items[0].lots).toEqual([
      { lot_number: 'L-READ-BACK', expiry_date: '2099-12-31', quantity: 2 },
    ]);
  });
});

describe('POST /api/orders: refusals leave nothing behind', () => {
  it('a stale price answers 409 with the current price and stock of every line', async () => {
    const a = await product({ price: '30.00', stock: 4 });
    const b = await product({ price: '45.50', stock: 9 });
    const pack = await insertPack(t.db, { productIds: [a, b], price: '70.00' });
    const before = { orders: await orderCount(t.db), items: await orderItemCount(t.db) };

    const response = await postOrder(
      t.app,
      orderPayload([
        { target_name: 'product', target_id: a, quantity: 1, price: 30 },
        { target_name: 'product', target_id: b, quantity: 1, price: 45.49 },
        { target_name: 'pack', target_id: pack, quantity: 1, price: 70 },
      ]),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'Some prices have changed. Please review your cart.',
      prices: [
        { target_name: 'product', target_id: a, price: 30, stock: 4 },
        { target_name: 'product', target_id: b, price: 45.5, stock: 9 },
        { target_name: 'pack', target_id: pack, price: 70, stock: 4 },
      ],
    });
    expect(await stockOf(t.db, a)).toBe(4);
    expect(await stockOf(t.db, b)).toBe(9);
    expect(await orderCount(t.db)).toBe(before.orders);
    expect(await orderItemCount(t.db)).toBe(before.items);
  });

  it('prices are compared in centimes: 45.5 and "45.50" are the same price', async () => {
    const id = await product({ price: '45.50' });
    const response = await postOrder(
      t.app,
      orderPayload([{ target_name: 'product', target_id: id, quantity: 1, price: '45.50' }]),
    );
    expect(response.statusCode).toBe(201);
  });

  it('short stock answers 409 naming the item with what is left, and takes nothing from any line', async () => {
    const plenty = await product({ price: '20.00', stock: 10 });
    const scarce = await product({ price: '35.00', stock: 2, name: 'Thermal Water' });
    const before = await orderCount(t.db);

    const response = await postOrder(
      t.app,
      orderPayload([
        { target_name: 'product', target_id: plenty, quantity: 5, price: 20 },
        { target_name: 'product', target_id: scarce, quantity: 3, price: 35 },
      ]),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'Thermal Water is out of stock (only 2 left).',
      item: { target_name: 'product', target_id: scarce, name: 'Thermal Water', available: 2 },
    });
    expect(await stockOf(t.db, plenty)).toBe(10);
    expect(await stockOf(t.db, scarce)).toBe(2);
    expect(await orderCount(t.db)).toBe(before);
  });

  it('a pack and its product in one cart are counted together against the shelf', async () => {
    const shared = await product({ price: '50.00', stock: 3, name: 'Sun Cream' });
    const other = await product({ price: '25.00', stock: 10 });
    const pack = await insertPack(t.db, { productIds: [shared, other], name: 'Summer Pack', price: '70.00' });

    const response = await postOrder(
      t.app,
      orderPayload([
        { target_name: 'pack', target_id: pack, quantity: 2, price: 70 },
        { target_name: 'product', target_id: shared, quantity: 2, price: 50 },
      ]),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().item).toEqual({
      target_name: 'product',
      target_id: shared,
      name: 'Sun Cream',
      available: 3,
    });
    expect(await stockOf(t.db, shared)).toBe(3);
    expect(await stockOf(t.db, other)).toBe(10);
  });

  it('a short pack is named with its own stock (its smallest product stock)', async () => {
    const a = await product({ price: '50.00', stock: 1 });
    const b = await product({ price: '25.00', stock: 10 });
    const pack = await insertPack(t.db, { productIds: [a, b], name: 'Duo', price: '70.00' });
    const response = await postOrder(
      t.app,
      orderPayload([{ target_name: 'pack', target_id: pack, quantity: 2, price: 70 }]),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'Duo is out of stock (only 1 left).',
      item: { target_name: 'pack', target_id: pack, name: 'Duo', available: 1 },
    });
    expect(await stockOf(t.db, b)).toBe(10);
  });

  it('an unknown product or pack answers 422 on that line', async () => {
    const id = await product({ price: '10.00', stock: 3 });
    const response = await postOrder(
      t.app,
      orderPayload([
        { target_name: 'product', target_id: id, quantity: 1, price: 10 },
        { target_name: 'pack', target_id: 999_999, quantity: 1, price: 10 },
        { target_name: 'product', target_id: 2_147_483_647, quantity: 1, price: 10 },
      ]),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'An item in your order is no longer available.',
      errors: {
        'items.1.target_id': ['An item in your order is no longer available.'],
        'items.2.target_id': ['An item in your order is no longer available.'],
      },
      unavailable: [
        { target_name: 'pack', target_id: 999_999 },
        { target_name: 'product', target_id: 2_147_483_647 },
      ],
    });
    expect(await stockOf(t.db, id)).toBe(3);
  });
});

describe('POST /api/orders: the customer comes from the session only', () => {
  it("a guest's body carrying someone's user_id does not attach the order to them", async () => {
    const id = await product({ price: '15.00' });
    const response = await postOrder(
      t.app,
      orderPayload([{ target_name: 'product', target_id: id, quantity: 1, price: 15 }], {
        user_id: customer.user.id,
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().user_id).toBeNull();
    const [row] = await t.db
      .select({ userId: orders.userId })
      .from(orders)
      .where(eq(orders.id, response.json().id));
    expect(row?.userId).toBeNull();
  });

  it("a logged-in customer's order is theirs whatever user_id the body says", async () => {
    const id = await product({ price: '15.00' });
    const response = await postOrder(
      t.app,
      orderPayload([{ target_name: 'product', target_id: id, quantity: 1, price: 15 }], {
        user_id: otherCustomer.user.id,
      }),
      { headers: customer.headers },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().user_id).toBe(customer.user.id);
  });
});

describe('POST /api/orders: Idempotency-Key', () => {
  it('a retry with the same key returns the first answer and creates nothing', async () => {
    const id = await product({ price: '12.00', stock: 10 });
    const payload = orderPayload([{ target_name: 'product', target_id: id, quantity: 2, price: 12 }]);
    const first = await postOrder(t.app, payload, { key: 'checkout-retry-1' });
    const before = await orderCount(t.db);
    const retry = await postOrder(t.app, payload, { key: 'checkout-retry-1' });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await orderCount(t.db)).toBe(before);
    expect(await stockOf(t.db, id)).toBe(8);
  });

  it('the same key with another cart answers 422 and creates nothing', async () => {
    const id = await product({ price: '12.00', stock: 10 });
    const first = await postOrder(
      t.app,
      orderPayload([{ target_name: 'product', target_id: id, quantity: 1, price: 12 }]),
      {
        key: 'checkout-retry-2',
      },
    );
    expect(first.statusCode).toBe(201);
    const before = await orderCount(t.db);
    const other = await postOrder(
      t.app,
      orderPayload([{ target_name: 'product', target_id: id, quantity: 3, price: 12 }]),
      {
        key: 'checkout-retry-2',
      },
    );
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      message: 'This Idempotency-Key was already used for a different order.',
      errors: { idempotency_key: ['This Idempotency-Key was already used for a different order.'] },
    });
    expect(await orderCount(t.db)).toBe(before);
    expect(await stockOf(t.db, id)).toBe(9);
  });

  it("another account replaying someone's key does not get their order", async () => {
    const id = await product({ price: '12.00', stock: 10 });
    const payload = orderPayload([{ target_name: 'product', target_id: id, quantity: 1, price: 12 }]);
    expect(
      (await postOrder(t.app, payload, { key: 'checkout-retry-3', headers: customer.headers })).statusCode,
    ).toBe(201);
    const replay = await postOrder(t.app, payload, {
      key: 'checkout-retry-3',
      headers: otherCustomer.headers,
    });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().order_number).toBeUndefined();
  });

  it('a refused attempt is not remembered: the corrected cart goes through with the same key', async () => {
    const id = await product({ price: '12.00', stock: 10 });
    const stale = await postOrder(
      t.app,
      orderPayload([{ target_name: 'product', target_id: id, quantity: 1, price: 11 }]),
      {
        key: 'checkout-retry-4',
      },
    );
    expect(stale.statusCode).toBe(409);
    const fixed = await postOrder(
      t.app,
      orderPayload([{ target_name: 'product', target_id: id, quantity: 1, price: 12 }]),
      {
        key: 'checkout-retry-4',
      },
    );
    expect(fixed.statusCode).toBe(201);
  });

  it.each([['x'.repeat(256)], [''], ['has space'], ['clé']])(
    'a malformed key (%j) answers 422',
    async (key) => {
      const id = await product({ price: '12.00', stock: 10 });
      const response = await postOrder(
        t.app,
        orderPayload([{ target_name: 'product', target_id: id, quantity: 1, price: 12 }]),
        {
          key,
        },
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.idempotency_key).toHaveLength(1);
      expect(await stockOf(t.db, id)).toBe(10);
    },
  );
});

describe('POST /api/orders: stock alerts', () => {
  it('stock falling into 1..5 raises low_stock, reaching 0 raises out_of_stock', async () => {
    const low = await product({ price: '10.00', stock: 7, name: 'Lip Balm' });
    const gone = await product({ price: '10.00', stock: 2, name: 'Eye Contour' });
    const response = await postOrder(
      t.app,
      orderPayload([
        { target_name: 'product', target_id: low, quantity: 2, price: 10 },
        { target_name: 'product', target_id: gone, quantity: 2, price: 10 },
      ]),
    );
    expect(response.statusCode).toBe(201);
    const shop = await t.db.select().from(notifications).where(isNull(notifications.userId));
    expect(shop.filter((n) => n.type === 'low_stock' && n.message === 'Lip Balm')).toHaveLength(1);
    expect(shop.filter((n) => n.type === 'out_of_stock' && n.message === 'Eye Contour')).toHaveLength(1);
  });
});

describe('POST /api/orders: bad input never answers 500', () => {
  let id: number;
  beforeAll(async () => {
    id = await product({ price: '10.00', stock: 1000 });
  });
  const line = (values: Record<string, unknown>) => ({
    target_name: 'product',
    target_id: 0,
    quantity: 1,
    price: 10,
    ...values,
  });

  it.each([
    ['no items', () => orderPayload([])],
    ['items not a list', () => ({ ...orderPayload([]), items: 'all of them' })],
    ['quantity 0', () => orderPayload([line({ target_id: id, quantity: 0 })])],
    ['quantity -1', () => orderPayload([line({ target_id: id, quantity: -1 })])],
    ['quantity 1.5', () => orderPayload([line({ target_id: id, quantity: 1.5 })])],
    ['quantity 10^9', () => orderPayload([line({ target_id: id, quantity: 1_000_000_000 })])],
    ['quantity as text', () => orderPayload([line({ target_id: id, quantity: 'two' })])],
    [
      'target_name other than product/pack',
      () => orderPayload([line({ target_id: id, target_name: 'service' })]),
    ],
    ['target id 0', () => orderPayload([line({ target_id: 0 })])],
    ['target id -3', () => orderPayload([line({ target_id: -3 })])],
    ['target id beyond int4', () => orderPayload([line({ target_id: 9_999_999_999 })])],
    ['price negative', () => orderPayload([line({ target_id: id, price: -10 })])],
    ['price with 3 decimals', () => orderPayload([line({ target_id: id, price: 10.001 })])],
    ['price missing', () => orderPayload([{ target_name: 'product', target_id: id, quantity: 1 }])],
    ['unknown delivery area', () => orderPayload([line({ target_id: id })], { delivery_area_id: 7 })],
    ['bad phone', () => orderPayload([line({ target_id: id })], { phone_number: '0812345678' })],
    [
      'name of 100,000 characters',
      () => orderPayload([line({ target_id: id })], { name: 'A'.repeat(100_000) }),
    ],
    [
      'address of 100,000 characters',
      () => orderPayload([line({ target_id: id })], { address: 'B'.repeat(100_000) }),
    ],
    ['101 lines', () => orderPayload(Array.from({ length: 101 }, () => line({ target_id: id })))],
    ['a list instead of an object', () => [orderPayload([line({ target_id: id })])]],
    ['null', () => null],
    [
      'fields of the wrong type',
      () => ({ name: 1, phone_number: [], city: {}, address: true, items: [null] }),
    ],
  ])('%s: 422 with a message', async (_label, build) => {
    const before = await stockOf(t.db, id);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...guestHeaders(), 'content-type': 'application/json' },
      remoteAddress: '10.9.0.1',
      payload: JSON.stringify(build()),
    });
    expect(response.statusCode).toBe(422);
    expect(typeof response.json().message).toBe('string');
    expect(await stockOf(t.db, id)).toBe(before);
  });

  it('an order beyond what an amount column holds answers 422, nothing taken', async () => {
    // A shop that lifted the per-line cap to the field's own limit.
    const wholesale = await createTestApp({ orderMaxUnitsPerLine: 10_000 });
    try {
      const category = await insertCategory(wholesale.db, { name: 'Bulk' });
      const company = await insertCompany(wholesale.db, { name: 'Bulk' });
      const dear = await insertProduct(wholesale.db, {
        categoryId: category,
        companyId: company,
        price: '10000.00',
        stock: 10_000,
      });
      const response = await postOrder(
        wholesale.app,
        orderPayload([{ target_name: 'product', target_id: dear, quantity: 10_000, price: 10_000 }]),
      );
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'This order is too large to be placed online.',
        errors: { items: ['This order is too large to be placed online.'] },
      });
      expect(await stockOf(wholesale.db, dear)).toBe(10_000);
    } finally {
      await wholesale.close();
    }
  });

  it.each([
    ['malformed JSON', '{"name": "Amina", "items": [', 400],
    ['an empty body', '', 400],
  ])('%s: 4xx with a JSON message', async (_label, body, status) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...guestHeaders(), 'content-type': 'application/json' },
      remoteAddress: '10.9.0.2',
      payload: body,
    });
    expect(response.statusCode).toBe(status);
    expect(typeof response.json().message).toBe('string');
  });

  it('a body over 1 MB answers 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...guestHeaders(), 'content-type': 'application/json' },
      remoteAddress: '10.9.0.3',
      payload: JSON.stringify(orderPayload([line({ target_id: id })], { name: 'C'.repeat(2_000_000) })),
    });
    expect(response.statusCode).toBe(413);
    expect(typeof response.json().message).toBe('string');
  });

  it('without the CSRF header: 419, nothing created', async () => {
    const before = await orderCount(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      remoteAddress: '10.9.0.4',
      payload: orderPayload([line({ target_id: id })]),
    });
    expect(response.statusCode).toBe(419);
    expect(await orderCount(t.db)).toBe(before);
  });
});

describe('POST /api/orders: rate limit per client address', () => {
  it('the 31st attempt within a minute from one address answers 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      // Refused attempts count too; these fail validation and cost the database nothing.
      statuses.push((await postOrder(t.app, orderPayload([]), { ip: '10.200.0.1' })).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 422)).toBe(true);
    expect(statuses[30]).toBe(429);
    const limited = await postOrder(t.app, orderPayload([]), { ip: '10.200.0.1' });
    expect(limited.json()).toEqual({ message: 'Too many requests. Please try again later.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const elsewhere = await postOrder(t.app, orderPayload([]), { ip: '10.200.0.2' });
    expect(elsewhere.statusCode).toBe(422);
  });

  it('ORDER_RATE_LIMIT sets how many', async () => {
    const strict = await createTestApp({ orderRateLimitPerMinute: 2 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        statuses.push((await postOrder(strict.app, orderPayload([]), { ip: '10.200.0.3' })).statusCode);
      }
      expect(statuses).toEqual([422, 422, 429]);
    } finally {
      await strict.close();
    }
  });
});
