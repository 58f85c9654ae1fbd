import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { categories, products } from '../../db/schema';
import { createTestApp, guestHeaders, loginAs, type TestApp, type TestSession } from '../../../test/helpers';
import {
  insertCategory,
  insertCompany,
  insertOffer,
  insertPack,
  insertProduct,
} from '../catalogue-shared/testing/fixtures';
import { splitProportionally } from './sales';
import { monthlyGrowth } from './statistics';

/**
 * A hand-built shop seen from Casablanca (UTC+1 in these months) at 00:30 on 15 June 2026, i.e.
 * 23:30 UTC on the 14th. Several orders sit on either side of a local midnight.
 */
const NOW = '2026-06-14T23:30:00Z';

let t: TestApp;
let admin: TestSession;
let customer: TestSession;
let skincare: number;
let hairCare: number;
let serum: number; // 100.00, Skincare
let shampoo: number; // 50.00, Hair care
let pack: number; // serum + shampoo, 130.00

afterEach(() => {
  vi.useRealTimers();
});

function setNow(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

let phones = 0;

async function place(
  at: string,
  line: { target_name: 'product' | 'pack'; target_id: number; quantity: number; price: number },
) {
  setNow(at);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: guestHeaders(),
    payload: {
      name: 'Amina Benali',
      // Each order its own customer: the per-phone cap of open orders is not what these tests are about.
      phone_number: `07${String((phones += 1)).padStart(8, '0')}`,
      city: 'Dakhla',
      address: '1 Rue Test',
      delivery_area_id: 1,
      items: [line],
    },
  });
  vi.useRealTimers();
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number };
}

async function setStatus(orderId: number, status: string) {
  const response = await t.app.inject({
    method: 'PATCH',
    url: `/api/orders/${orderId}`,
    headers: admin.headers,
    payload: { status },
  });
  expect(response.statusCode).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, t.db, 'admin');
  customer = await loginAs(t.app, t.db, 'customer');
  skincare = await insertCategory(t.db, { name: 'Skincare' });
  hairCare = await insertCategory(t.db, { name: 'Hair care' });
  const unsold = await insertCategory(t.db, { name: 'Cosmetics' });
  const companyId = await insertCompany(t.db);
  serum = await insertProduct(t.db, {
    categoryId: skincare,
    companyId,
    name: 'Serum',
    price: '100.00',
    stock: 100,
    image: 'products/serum.webp',
  });
  shampoo = await insertProduct(t.db, {
    categoryId: hairCare,
    companyId,
    name: 'Shampoo',
    price: '50.00',
    stock: 100,
  });
  // One name per category per language (issue 25 item 5): the names the dashboard answers with.
  await t.db
    .update(categories)
    .set({ nameFr: 'Soins du visage et du corps', nameAr: 'العناية بالبشرة' })
    .where(eq(categories.id, skincare));
  await t.db
    .update(products)
    .set({ nameFr: 'Sérum éclat', nameAr: 'سيروم الإشراق' })
    .where(eq(products.id, serum));
  const lowStock = await insertProduct(t.db, { categoryId: unsold, companyId, price: '20.00', stock: 3 });
  const outOfStock = await insertProduct(t.db, { categoryId: unsold, companyId, price: '10.00', stock: 0 });
  pack = await insertPack(t.db, { productIds: [serum, shampoo], name: 'Care Duo', price: '130.00' });

  const s = (quantity: number) => ({
    target_name: 'product' as const,
    target_id: serum,
    quantity,
    price: 100,
  });
  const h = (quantity: number) => ({
    target_name: 'product' as const,
    target_id: shampoo,
    quantity,
    price: 50,
  });

  // Today in Casablanca (15 June from 23:00 UTC on the 14th).
  const o1 = await place('2026-06-14T23:10:00Z', s(2)); // delivered, total 210
  const o3 = await place('2026-06-14T23:20:00Z', h(1)); // pending
  const o4 = await place('2026-06-14T23:25:00Z', h(1)); // cancelled
  // 23:50 on the 14th in Casablanca: yesterday, though the same UTC day as today's orders.
  const o2 = await place('2026-06-14T22:50:00Z', s(1)); // delivered, 110
  const o6 = await place('2026-06-01T10:00:00Z', s(1)); // returned
  const o8 = await place('2026-05-31T23:30:00Z', h(1)); // 1 June 00:30 local: this month, delivered, 60
  // Last month.
  const o7 = await place('2026-05-31T22:30:00Z', h(2)); // 31 May 23:30 local, delivered, 110
  const o5 = await place('2026-05-20T10:00:00Z', {
    target_name: 'pack',
    target_id: pack,
    quantity: 1,
    price: 130,
  }); // 140
  // Around new year.
  const o9 = await place('2025-12-31T23:30:00Z', s(1)); // 1 January 00:30 local: this year, delivered
  const o10 = await place('2025-12-31T22:30:00Z', h(1)); // 31 December local: last year, delivered

  for (const order of [o1, o2, o5, o7, o8, o9, o10]) await setStatus(order.id, 'delivered');
  await setStatus(o4.id, 'cancelled');
  await setStatus(o6.id, 'returned');
  void o3;

  // Offers written after the orders so that they did not change the prices charged above.
  await insertOffer(t.db, {
    productId: lowStock,
    offerPrice: '15.00',
    startDate: '2026-06-01',
    endDate: '2026-06-15',
  });
  await insertOffer(t.db, {
    productId: outOfStock,
    offerPrice: '5.00',
    startDate: '2026-06-10',
    endDate: '2026-06-22',
  });
  await insertOffer(t.db, {
    productId: serum,
    offerPrice: '90.00',
    startDate: '2026-06-20',
    endDate: '2026-06-23',
  });
  await insertOffer(t.db, {
    productId: shampoo,
    offerPrice: '45.00',
    startDate: '2026-06-01',
    endDate: '2026-06-14',
  });
});

afterAll(async () => {
  await t?.close();
});

async function get(url: string, headers = admin.headers) {
  setNow(NOW);
  const response = await t.app.inject({ method: 'GET', url, headers });
  vi.useRealTimers();
  return response;
}

describe('GET /api/dashboard_statistic', () => {
  it('gives the figures of the shop as seen in Casablanca', async () => {
    const response = await get('/api/dashboard_statistic');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      // Today's delivered revenue: o1 only (o2 was yesterday in Casablanca).
      total_revenue: 210,
      // Placed today and not cancelled: o1 (delivered, 210) and o3 (pending, 60); o4 is cancelled.
      today_ordered_value: 270,
      today_orders: { today_orders: 3, delivered_today: 1 },
      orders_overview: [
        { status: 'pending', total: 1 },
        { status: 'delivered', total: 7 },
        { status: 'returned', total: 1 },
        { status: 'canceled', total: 1 },
      ],
      stock_alert: { low_stock_products: 1, out_of_stock_products: 1 },
      total_products: 4,
      // serum 95 x 100 + shampoo 94 x 50 + 3 x 20 + 0 x 10
      inventory_value: 14260,
      // June 210 + 110 + 60 = 380 against May 140 + 110 = 250.
      monthly_growth: 52,
      // Lots, not offers (decision 130): this shop has none; lots/lots.test.ts counts them.
      expiring_soon: 0,
      expiring_soon_products: 0,
      // o3, pending and never called.
      to_confirm: 1,
      // Since 16 May: o1 o2 o3 o4 o5 o6 o7 o8. Decided: all but o3 (7); confirmed: the 5 delivered and
      // o6 returned, shipped both (6); delivered 5 of those 6; returned 1 of the 6 shipped.
      confirmation_rates: { confirmation_rate: 85.7, delivery_rate: 83.3, return_rate: 16.7, decided: 7 },
      // No rider runs in this shop (decision 240).
      riders: {
        cash_with_riders: 0,
        deliveries_today: { delivered: 0, failed: 0, left: 0 },
        first_attempt_rate_30d: null,
      },
    });
  });

  it('an empty shop gives zeros, with all four statuses', async () => {
    const empty = await createTestApp();
    try {
      const session = await loginAs(empty.app, empty.db, 'admin');
      const response = await empty.app.inject({
        method: 'GET',
        url: '/api/dashboard_statistic',
        headers: session.headers,
      });
      expect(response.json()).toEqual({
        total_revenue: 0,
        today_ordered_value: 0,
        today_orders: { today_orders: 0, delivered_today: 0 },
        orders_overview: ['pending', 'delivered', 'returned', 'canceled'].map((status) => ({
          status,
          total: 0,
        })),
        stock_alert: { low_stock_products: 0, out_of_stock_products: 0 },
        total_products: 0,
        inventory_value: 0,
        monthly_growth: 0,
        expiring_soon: 0,
        expiring_soon_products: 0,
        to_confirm: 0,
        confirmation_rates: { confirmation_rate: null, delivery_rate: null, return_rate: null, decided: 0 },
        riders: {
          cash_with_riders: 0,
          deliveries_today: { delivered: 0, failed: 0, left: 0 },
          first_attempt_rate_30d: null,
        },
      });
    } finally {
      await empty.close();
    }
  });
});

describe('GET /api/sales-per-product', () => {
  it('lists items sold in delivered orders, best first (units, then revenue)', async () => {
    const response = await get('/api/sales-per-product');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      // o1 2 + o2 1 + o9 1; o6 was returned.
      {
        target_id: serum,
        target_name: 'product',
        name: 'Serum',
        name_fr: 'Sérum éclat',
        name_ar: 'سيروم الإشراق',
        image: 'products/serum.webp',
        price: 100,
        total_quantity_sold: 4,
        total_revenue: 400,
      },
      // o7 2 + o8 1 + o10 1; o3 pending and o4 cancelled do not count.
      {
        target_id: shampoo,
        target_name: 'product',
        name: 'Shampoo',
        name_fr: null,
        name_ar: null,
        image: null,
        price: 50,
        total_quantity_sold: 4,
        total_revenue: 200,
      },
      {
        target_id: pack,
        target_name: 'pack',
        name: 'Care Duo',
        name_fr: null,
        name_ar: null,
        image: 'products/serum.webp',
        price: 130,
        total_quantity_sold: 1,
        total_revenue: 130,
      },
    ]);
  });
});

describe('GET /api/sales-per-categories', () => {
  // The pack (130) is split 100:50 by its products' prices: 86.67 to Skincare, 43.33 to Hair care.
  it.each([
    [
      'all',
      [
        {
          category_id: () => skincare,
          category_name: 'Skincare',
          category_name_fr: 'Soins du visage et du corps',
          category_name_ar: 'العناية بالبشرة',
          total_revenue: 486.67,
          total_quantity_sold: 5,
        },
        {
          category_id: () => hairCare,
          category_name: 'Hair care',
          category_name_fr: null,
          category_name_ar: null,
          total_revenue: 243.33,
          total_quantity_sold: 5,
        },
      ],
    ],
    [
      'today',
      [
        {
          category_id: () => skincare,
          category_name: 'Skincare',
          category_name_fr: 'Soins du visage et du corps',
          category_name_ar: 'العناية بالبشرة',
          total_revenue: 200,
          total_quantity_sold: 2,
        },
      ],
    ],
    [
      'month',
      [
        {
          category_id: () => skincare,
          category_name: 'Skincare',
          category_name_fr: 'Soins du visage et du corps',
          category_name_ar: 'العناية بالبشرة',
          total_revenue: 300,
          total_quantity_sold: 3,
        },
        {
          category_id: () => hairCare,
          category_name: 'Hair care',
          category_name_fr: null,
          category_name_ar: null,
          total_revenue: 50,
          total_quantity_sold: 1,
        },
      ],
    ],
    [
      'year',
      [
        {
          category_id: () => skincare,
          category_name: 'Skincare',
          category_name_fr: 'Soins du visage et du corps',
          category_name_ar: 'العناية بالبشرة',
          total_revenue: 486.67,
          total_quantity_sold: 5,
        },
        {
          category_id: () => hairCare,
          category_name: 'Hair care',
          category_name_fr: null,
          category_name_ar: null,
          total_revenue: 193.33,
          total_quantity_sold: 4,
        },
      ],
    ],
  ])('period=%s', async (period, expected) => {
    const response = await get(`/api/sales-per-categories?period=${period}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(expected.map((row) => ({ ...row, category_id: row.category_id() })));
  });

  it('without a period: all time', async () => {
    const all = await get('/api/sales-per-categories?period=all');
    expect((await get('/api/sales-per-categories')).json()).toEqual(all.json());
  });

  it.each([['week'], ['ALL'], [''], ['today&period=month']])('period=%s: 422', async (period) => {
    const response = await get(`/api/sales-per-categories?period=${period}`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The period must be one of: all, today, month, year.',
      errors: { period: ['The period must be one of: all, today, month, year.'] },
    });
  });
});

describe('authorisation', () => {
  it.each([
    ['/api/dashboard_statistic'],
    ['/api/sales-per-product'],
    ['/api/sales-per-categories?period=all'],
  ])('%s: guests 401, customers 403', async (url) => {
    expect((await get(url, guestHeaders())).statusCode).toBe(401);
    expect((await get(url, customer.headers)).statusCode).toBe(403);
    // The guard answers before the query is checked.
    expect((await get(`${url.split('?')[0]}?period=nonsense`, customer.headers)).statusCode).toBe(403);
  });
});

describe('confirmation figures', () => {
  it('count the calls: queue length now, and confirmed / decided over 30 days', async () => {
    const shop = await createTestApp();
    try {
      const session = await loginAs(shop.app, shop.db, 'admin');
      const companyId = await insertCompany(shop.db);
      const categoryId = await insertCategory(shop.db);
      const id = await insertProduct(shop.db, { categoryId, companyId, price: '10.00', stock: 50 });
      const ids: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const response = await shop.app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: guestHeaders(),
          payload: {
            name: 'Amina Benali',
            phone_number: `055000000${i}`,
            city: 'Dakhla',
            address: '1 Rue Test',
            delivery_area_id: 1,
            items: [{ target_name: 'product', target_id: id, quantity: 1, price: 10 }],
          },
        });
        ids.push((response.json() as { id: number }).id);
      }
      const call = (orderId: number | undefined, payload: Record<string, unknown>) =>
        shop.app.inject({
          method: 'POST',
          url: `/api/orders/${orderId}/contacts`,
          headers: session.headers,
          payload,
        });
      await call(ids[0], { outcome: 'confirmed' });
      await call(ids[1], { outcome: 'fake' });
      await call(ids[2], { outcome: 'no_answer' });
      await call(ids[3], {
        outcome: 'call_back',
        call_back_at: new Date(Date.now() + 3_600_000).toISOString(),
      });
      const figures = await shop.app.inject({
        method: 'GET',
        url: '/api/dashboard_statistic',
        headers: session.headers,
      });
      // In the queue: the no_answer one and the untouched one (the call back is not due yet).
      expect(figures.json().to_confirm).toBe(2);
      expect(figures.json().confirmation_rates).toEqual({
        confirmation_rate: 50,
        delivery_rate: 0,
        return_rate: null,
        decided: 2,
      });
    } finally {
      await shop.close();
    }
  });
});

describe('rules', () => {
  it('monthly growth in percent with one decimal, 0 without a last month', () => {
    expect(monthlyGrowth(38_000, 25_000)).toBe(52);
    expect(monthlyGrowth(10_000, 30_000)).toBe(-66.7);
    expect(monthlyGrowth(10_001, 10_000)).toBe(0);
    expect(monthlyGrowth(50_000, 0)).toBe(0);
  });

  it('a split adds up to the centime', () => {
    expect(splitProportionally(13_000, [10_000, 5_000])).toEqual([8_667, 4_333]);
    expect(splitProportionally(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitProportionally(101, [0, 0])).toEqual([51, 50]);
    expect(splitProportionally(0, [5, 5])).toEqual([0, 0]);
  });
});
