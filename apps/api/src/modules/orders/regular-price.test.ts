import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderItems } from '../../db/schema';
import { createTestApp, loginAs, type TestApp, type TestSession } from '../../../test/helpers';
import {
  insertCategory,
  insertCompany,
  insertOffer,
  insertPack,
  insertProduct,
} from '../catalogue-shared/testing/fixtures';
import { orderPayload, postOrder } from './test-support';

/** docs/decisions/179-order-lines-regular-price.md: each line keeps its regular price as it was when ordered. */

let t: TestApp;
let admin: TestSession;
let onOffer: number;
let regular: number;
let pack: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, t.db, 'admin');
  const categoryId = await insertCategory(t.db, { name: 'Skincare' });
  const companyId = await insertCompany(t.db, { name: 'Bioderma' });
  onOffer = await insertProduct(t.db, { categoryId, companyId, stock: 50, price: '120.00' });
  regular = await insertProduct(t.db, { categoryId, companyId, stock: 50, price: '45.50' });
  await insertOffer(t.db, {
    productId: onOffer,
    offerPrice: '99.90',
    startDate: '2026-06-10',
    endDate: '2026-06-15',
  });
  pack = await insertPack(t.db, { productIds: [regular], price: '200.00' });
});

afterAll(async () => {
  await t?.close();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('POST /api/orders: the regular unit price of every line is stored with it', () => {
  it('a product on offer is charged the offer price and keeps its regular price; others keep regular = charged', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-12T10:00:00Z'));
    const response = await postOrder(
      t.app,
      orderPayload([
        { target_name: 'product', target_id: onOffer, quantity: 2, price: 99.9 },
        { target_name: 'product', target_id: regular, quantity: 1, price: 45.5 },
        { target_name: 'pack', target_id: pack, quantity: 1, price: 200 },
      ]),
    );
    expect(response.statusCode).toBe(201);
    const placed = response.json();
    expect(placed.subtotal).toBe(445.3);
    expect(placed.order_items).toMatchObject([
      { target_id: onOffer, unit_price: 99.9, regular_unit_price: 120, total_price: 199.8 },
      { target_id: regular, unit_price: 45.5, regular_unit_price: 45.5, total_price: 45.5 },
      { target_name: 'pack', target_id: pack, unit_price: 200, regular_unit_price: 200 },
    ]);

    const rows = await t.db
      .select({ unitPrice: orderItems.unitPrice, regularUnitPrice: orderItems.regularUnitPrice })
      .from(orderItems)
      .where(eq(orderItems.orderId, placed.id))
      .orderBy(asc(orderItems.id));
    expect(rows).toEqual([
      { unitPrice: '99.90', regularUnitPrice: '120.00' },
      { unitPrice: '45.50', regularUnitPrice: '45.50' },
      { unitPrice: '200.00', regularUnitPrice: '200.00' },
    ]);

    const details = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${placed.id}`,
      headers: admin.headers,
    });
    expect(details.statusCode).toBe(200);
    expect(
      details
        .json()
        .order_items.map((item: { regular_unit_price: number | null }) => item.regular_unit_price),
    ).toEqual([120, 45.5, 200]);
  });

  it('an order placed before the regular price was kept shows null', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-20T10:00:00Z'));
    const response = await postOrder(
      t.app,
      orderPayload([{ target_name: 'product', target_id: onOffer, quantity: 1, price: 120 }]),
    );
    expect(response.statusCode).toBe(201);
    const id = response.json().id as number;
    // As migration 0012 leaves the lines written before it.
    await t.db.update(orderItems).set({ regularUnitPrice: null }).where(eq(orderItems.orderId, id));
    const details = await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: admin.headers });
    expect(details.json().order_items[0]).toMatchObject({ unit_price: 120, regular_unit_price: null });
  });
});
