import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Order, Product, ProductLot } from '@parashop/shared';
import { notifications, productLots } from '../src/db/schema';
import { createTestApp, loginAs, type TestApp, type TestSession } from './helpers';
import {
  insertCategory,
  insertCompany,
  insertPack,
  insertProduct,
} from '../src/modules/catalogue-shared/testing/fixtures';
import { orderPayload, postOrder, stockOf } from '../src/modules/orders/test-support';
import { runLotsRound } from '../src/modules/lots/expiry';

let t: TestApp;
let admin: TestSession;
let categoryId: number;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  categoryId = await insertCategory(t.db, { name: 'Skincare' });
  companyId = await insertCompany(t.db, { name: 'Bioderma' });
  admin = await loginAs(t.app, t.db, 'admin');
});

afterAll(async () => {
  await t?.close();
});

afterEach(() => {
  vi.useRealTimers();
});

/** "Now" for the app and the test (the shop is in Africa/Casablanca, UTC+1 in these months). */
function setNow(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

const newProduct = (stock = 0, name?: string) =>
  insertProduct(t.db, { categoryId, companyId, stock, price: '50.00', ...(name ? { name } : {}) });

function receive(productId: number, body: Record<string, unknown>, session = admin) {
  return t.app.inject({
    method: 'POST',
    url: `/api/products/${productId}/lots`,
    headers: session.headers,
    payload: body,
  });
}

async function receiveOk(productId: number, lot_number: string, expiry_date: string, quantity: number) {
  const response = await receive(productId, { lot_number, expiry_date, quantity });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ProductLot>();
}

async function lotsOf(productId: number): Promise<ProductLot[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/products/${productId}/lots`,
    headers: admin.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<ProductLot[]>();
}

async function productView(productId: number): Promise<Product> {
  const response = await t.app.inject({ method: 'GET', url: `/api/products/${productId}` });
  return response.json<Product>();
}

const quantities = async (productId: number) =>
  Object.fromEntries((await lotsOf(productId)).map((lot) => [lot.lot_number, lot.quantity]));

async function order(
  items: Array<{ target_name: string; target_id: number; quantity: number; price: number }>,
) {
  return postOrder(t.app, orderPayload(items));
}

function setStatus(orderId: number, status: string) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/orders/${orderId}`,
    headers: admin.headers,
    payload: { status },
  });
}

const round = (now: string, alertDays = 90) =>
  runLotsRound(t.db, { now: new Date(now), timeZone: 'Africa/Casablanca', alertDays });

describe('the first lot of a product with units in stock without a lot (decision 213)', () => {
  const body = (extra: Record<string, unknown> = {}) => ({
    lot_number: 'FIRST',
    expiry_date: '2027-01-31',
    quantity: 5,
    ...extra,
  });

  it('asks what becomes of the units (422 on existing_units) and changes nothing until told', async () => {
    setNow('2026-06-10T10:00:00Z');
    const id = await newProduct(2);
    const silent = await receive(id, body());
    expect(silent.statusCode).toBe(422);
    expect(silent.json<{ errors: Record<string, string[]> }>().errors.existing_units).toEqual([
      'Choose what happens to the units already in stock',
    ]);
    const unknown = await receive(id, body({ existing_units: 'discard' }));
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json<{ errors: object }>().errors)).toEqual(['existing_units']);
    expect(await lotsOf(id)).toEqual([]);
    expect(await stockOf(t.db, id)).toBe(2);
  });

  it('keep: the units stay as a lot of their own, sold first; count_in: added to the lot; replace: gone', async () => {
    setNow('2026-06-10T10:00:00Z');
    const kept = await newProduct(2);
    await receiveOk2(kept, 'keep');
    expect(await quantities(kept)).toEqual({ 'NO-LOT': 2, FIRST: 5 });
    expect(await stockOf(t.db, kept)).toBe(7);
    // An order of 3 takes the 2 kept units first, then 1 of the lot.
    const placed = await order([{ target_name: 'product', target_id: kept, quantity: 3, price: 50 }]);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await quantities(kept)).toEqual({ 'NO-LOT': 0, FIRST: 4 });

    const counted = await newProduct(2);
    await receiveOk2(counted, 'count_in');
    expect(await quantities(counted)).toEqual({ FIRST: 7 });
    expect(await stockOf(t.db, counted)).toBe(7);

    const replaced = await newProduct(2);
    await receiveOk2(replaced, 'replace');
    expect(await quantities(replaced)).toEqual({ FIRST: 5 });
    expect(await stockOf(t.db, replaced)).toBe(5);
  });

  it('is not asked for a product without units or with lots already, and count_in stays within 10,000', async () => {
    setNow('2026-06-10T10:00:00Z');
    const empty = await newProduct(0);
    expect((await receive(empty, body())).statusCode).toBe(201);
    // The second lot: the stock is already its lots, nothing to choose (a choice sent is ignored).
    const second = await receive(empty, body({ lot_number: 'SECOND', existing_units: 'count_in' }));
    expect(second.statusCode, second.body).toBe(201);
    expect(await quantities(empty)).toEqual({ FIRST: 5, SECOND: 5 });

    const full = await newProduct(9_999);
    const over = await receive(full, body({ existing_units: 'count_in' }));
    expect(over.statusCode).toBe(422);
    expect(over.json<{ errors: Record<string, string[]> }>().errors.quantity).toEqual([
      'Quantity cannot exceed 10,000',
    ]);
    expect(await stockOf(t.db, full)).toBe(9_999);
  });

  async function receiveOk2(productId: number, existing_units: string) {
    const response = await receive(productId, body({ existing_units }));
    expect(response.statusCode, response.body).toBe(201);
  }
});

describe('receiving stock: POST /api/products/{id}/lots', () => {
  it('adds a lot; the stock becomes the units of the lots and next_expiry the nearest date', async () => {
    setNow('2026-06-10T10:00:00Z');
    const id = await newProduct(0);
    const first = await receiveOk(id, 'L-2027-A', '2027-03-31', 40);
    expect(first).toMatchObject({ lot_number: 'L-2027-A', expiry_date: '2027-03-31', quantity: 40 });
    await receiveOk(id, 'L-2026-B', '2026-12-31', 12);
    expect(await stockOf(t.db, id)).toBe(52);
    const view = await productView(id);
    expect(view.stock).toBe(52);
    expect(view.next_expiry).toBe('2026-12-31');
    // Next to ship first.
    expect((await lotsOf(id)).map((lot) => lot.lot_number)).toEqual(['L-2026-B', 'L-2027-A']);
  });

  it('refuses bad input with 422 and field errors, and an unknown product with 404', async () => {
    setNow('2026-06-10T10:00:00Z');
    const id = await newProduct(0);
    const bad = await receive(id, { lot_number: 'x'.repeat(51), expiry_date: '2026-06-09', quantity: 0 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<{ errors: object }>().errors).sort()).toEqual([
      'expiry_date',
      'lot_number',
      'quantity',
    ]);
    expect(bad.json<{ errors: Record<string, string[]> }>().errors.expiry_date).toEqual([
      'Expiry date cannot be in the past',
    ]);
    const tooMany = await receive(id, { lot_number: 'A', expiry_date: '2026-06-10', quantity: 10_001 });
    expect(tooMany.json<{ errors: Record<string, string[]> }>().errors.quantity).toEqual([
      'Quantity cannot exceed 10,000',
    ]);
    for (const body of [{}, { lot_number: '  ', expiry_date: '31/12/2026', quantity: 2.5 }, []]) {
      const response = await receive(id, body as Record<string, unknown>);
      expect(response.statusCode).toBe(422);
    }
    await receiveOk(id, 'A', '2026-06-10', 1);
    const twice = await receive(id, { lot_number: 'A', expiry_date: '2026-07-01', quantity: 3 });
    expect(twice.statusCode).toBe(422);
    expect(twice.json<{ errors: Record<string, string[]> }>().errors.lot_number).toEqual([
      'This product already has a lot with this number',
    ]);
    // The same number on another product is another lot.
    await receiveOk(await newProduct(0), 'A', '2026-06-10', 1);
    expect(
      (await receive(999_999, { lot_number: 'A', expiry_date: '2026-07-01', quantity: 3 })).statusCode,
    ).toBe(404);
  });

  it('reads a request without a body as the empty form: each required field says it is required', async () => {
    const id = await newProduct(0);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/products/${id}/lots`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      lot_number: ['Lot number is required'],
      expiry_date: ['Expiry date is required'],
      quantity: ['Quantity is required'],
    });
  });

  it('double-click: two receptions of the same lot at once store one', async () => {
    const id = await newProduct(0);
    const body = { lot_number: 'TWICE', expiry_date: '2099-01-01', quantity: 5 };
    const [a, b] = await Promise.all([receive(id, body), receive(id, body)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 422]);
    expect(await stockOf(t.db, id)).toBe(5);
  });

  it('PUT corrects a lot, DELETE removes it; the stock follows, and the form no longer sets it', async () => {
    setNow('2026-06-10T10:00:00Z');
    const id = await newProduct(7);
    // The 7 units without a lot are replaced by the lot's (decision 213).
    const first = await receive(id, {
      lot_number: 'P1',
      expiry_date: '2026-09-01',
      quantity: 10,
      existing_units: 'replace',
    });
    expect(first.statusCode, first.body).toBe(201);
    const lot = first.json<ProductLot>();
    expect(await stockOf(t.db, id)).toBe(10);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/lots/${lot.id}`,
      headers: admin.headers,
      payload: { quantity: 8, expiry_date: '2026-10-01' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ quantity: 8, expiry_date: '2026-10-01' });
    expect(await stockOf(t.db, id)).toBe(8);
    const badPut = await t.app.inject({
      method: 'PUT',
      url: `/api/lots/${lot.id}`,
      headers: admin.headers,
      payload: { quantity: -1 },
    });
    expect(badPut.statusCode).toBe(422);

    // The product form's stock is ignored while lots exist.
    const form = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${id}`,
      headers: admin.headers,
      payload: {
        name: 'Cream',
        description: 'd',
        price: 50,
        category_id: categoryId,
        company_id: companyId,
        stock: 999,
      },
    });
    expect(form.statusCode, form.body).toBe(200);
    expect(await stockOf(t.db, id)).toBe(8);

    const del = await t.app.inject({ method: 'DELETE', url: `/api/lots/${lot.id}`, headers: admin.headers });
    expect(del.statusCode).toBe(204);
    expect(await stockOf(t.db, id)).toBe(0);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/lots/${lot.id}`, headers: admin.headers }))
        .statusCode,
    ).toBe(404);
  });
});

describe('orders take units first expired, first out', () => {
  it('across three lots with one expired: the expired lot is skipped, the nearest date goes first', async () => {
    setNow('2026-06-10T10:00:00Z');
    const id = await newProduct(0);
    await receiveOk(id, 'OLD', '2026-06-10', 5);
    await receiveOk(id, 'SOON', '2026-06-20', 3);
    await receiveOk(id, 'LATER', '2026-08-01', 10);
    // Next day in Casablanca: OLD has expired; the job takes it out of the stock.
    setNow('2026-06-11T09:00:00Z');
    await round('2026-06-11T09:00:00Z');
    expect(await stockOf(t.db, id)).toBe(13);

    const response = await order([{ target_name: 'product', target_id: id, quantity: 5, price: 50 }]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Order>().order_items[0]?.lots).toEqual([
      { lot_number: 'SOON', expiry_date: '2026-06-20', quantity: 3 },
      { lot_number: 'LATER', expiry_date: '2026-08-01', quantity: 2 },
    ]);
    expect(await quantities(id)).toEqual({ OLD: 5, SOON: 0, LATER: 8 });
    expect(await stockOf(t.db, id)).toBe(8);
    expect((await productView(id)).next_expiry).toBe('2026-08-01');

    // The admin's order details show the allocation too.
    const orderId = response.json<Order>().id;
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}`,
      headers: admin.headers,
    });
    expect(JSON.stringify(details.json())).toContain('"lot_number":"SOON"');
  });

  it('a lot expiring today still sells today (shop time zone)', async () => {
    // 23:30 in Casablanca on 10 June.
    setNow('2026-06-10T22:30:00Z');
    const id = await newProduct(0);
    await receiveOk(id, 'TODAY', '2026-06-10', 2);
    await receiveOk(id, 'NEXT', '2026-07-10', 2);
    const response = await order([{ target_name: 'product', target_id: id, quantity: 2, price: 50 }]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Order>().order_items[0]?.lots).toEqual([
      { lot_number: 'TODAY', expiry_date: '2026-06-10', quantity: 2 },
    ]);
  });

  it('packs take their products from lots; cancelling puts the units back into the same lots', async () => {
    setNow('2026-06-10T10:00:00Z');
    const a = await newProduct(0);
    const b = await newProduct(6);
    await receiveOk(a, 'A1', '2026-07-01', 1);
    await receiveOk(a, 'A2', '2026-09-01', 5);
    const pack = await insertPack(t.db, { productIds: [a, b], price: '80.00' });
    const placed = await order([
      { target_name: 'product', target_id: a, quantity: 1, price: 50 },
      { target_name: 'pack', target_id: pack, quantity: 2, price: 80 },
    ]);
    expect(placed.statusCode, placed.body).toBe(201);
    const lines = placed.json<Order>().order_items;
    expect(lines[0]?.lots).toEqual([{ lot_number: 'A1', expiry_date: '2026-07-01', quantity: 1 }]);
    expect(lines[1]?.lots).toEqual([{ lot_number: 'A2', expiry_date: '2026-09-01', quantity: 2 }]);
    expect(await quantities(a)).toEqual({ A1: 0, A2: 3 });
    expect(await stockOf(t.db, a)).toBe(3);
    // b has no lots: its stock column alone.
    expect(await stockOf(t.db, b)).toBe(4);

    const orderId = placed.json<Order>().id;
    expect((await setStatus(orderId, 'cancelled')).statusCode).toBe(200);
    expect(await quantities(a)).toEqual({ A1: 1, A2: 5 });
    expect(await stockOf(t.db, a)).toBe(6);
    expect(await stockOf(t.db, b)).toBe(6);
    const cancelled = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}`,
      headers: admin.headers,
    });
    expect(JSON.stringify(cancelled.json())).not.toContain('"lot_number"');

    // Back to pending: taken again, first expired first out.
    expect((await setStatus(orderId, 'pending')).statusCode).toBe(200);
    expect(await quantities(a)).toEqual({ A1: 0, A2: 3 });
    expect(await stockOf(t.db, a)).toBe(3);
  });

  it('refuses (409, nothing taken) when the lots not yet expired cannot serve it, even before the job ran', async () => {
    setNow('2026-06-10T10:00:00Z');
    const id = await newProduct(0);
    await receiveOk(id, 'GONE', '2026-06-10', 4);
    await receiveOk(id, 'GOOD', '2026-12-01', 2);
    setNow('2026-06-11T10:00:00Z');
    // The stock column still counts GONE (the job has not run): the lots decide.
    expect(await stockOf(t.db, id)).toBe(6);
    const response = await order([{ target_name: 'product', target_id: id, quantity: 3, price: 50 }]);
    expect(response.statusCode).toBe(409);
    expect(response.body).toContain('"available":2');
    expect(await quantities(id)).toEqual({ GONE: 4, GOOD: 2 });
  });
});

describe('the lots job: expired lots leave the stock, expiry notifications once per lot', () => {
  it('an expired lot is no longer counted the next local day; expired and expiring_soon are raised once', async () => {
    setNow('2026-06-10T10:00:00Z');
    const name = `Lotion ${Date.now()}`;
    const id = await newProduct(0, name);
    await receiveOk(id, 'E1', '2026-06-10', 4);
    await receiveOk(id, 'E2', '2026-08-15', 6);
    await receiveOk(id, 'E3', '2027-06-10', 9);

    // 23:30 on 10 June in Casablanca: E1 still sells.
    setNow('2026-06-10T22:30:00Z');
    await round('2026-06-10T22:30:00Z');
    expect(await stockOf(t.db, id)).toBe(19);
    // 00:30 on 11 June in Casablanca: E1 has passed.
    setNow('2026-06-10T23:30:00Z');
    await round('2026-06-10T23:30:00Z');
    await round('2026-06-10T23:40:00Z');
    expect(await stockOf(t.db, id)).toBe(15);
    const view = await productView(id);
    expect(view.stock).toBe(15);
    expect(view.next_expiry).toBe('2026-08-15');

    const notes = await t.db
      .select({ type: notifications.type, message: notifications.message })
      .from(notifications)
      .where(eq(notifications.message, `${name} (E1, 2026-06-10)`));
    // E1 entered the window (expiring_soon) then passed (expired); each once.
    expect(notes.map((n) => n.type).sort()).toEqual(['expired', 'expiring_soon']);
    const e2 = await t.db
      .select({ type: notifications.type })
      .from(notifications)
      .where(eq(notifications.message, `${name} (E2, 2026-08-15)`));
    expect(e2.map((n) => n.type)).toEqual(['expiring_soon']);
    // E3 is a year away: no alert yet.
    const [e3] = await t.db
      .select()
      .from(productLots)
      .where(and(eq(productLots.productId, id), eq(productLots.lotNumber, 'E3')));
    expect(e3?.expiringNotifiedAt).toBeNull();
  });

  it('two processes running the job at once raise each notification once', async () => {
    setNow('2026-06-10T10:00:00Z');
    const name = `Serum ${Date.now()}`;
    const id = await newProduct(0, name);
    await receiveOk(id, 'R1', '2026-06-20', 4);
    await Promise.all([round('2026-06-10T10:00:00Z'), round('2026-06-10T10:00:00Z')]);
    const notes = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.message, `${name} (R1, 2026-06-20)`));
    expect(notes).toHaveLength(1);
  });

  it('the dashboard counts units and products in lots expiring within EXPIRY_ALERT_DAYS', async () => {
    const own = await createTestApp({ expiryAlertDays: 30 });
    try {
      const session = await loginAs(own.app, own.db, 'admin');
      setNow('2026-06-10T10:00:00Z');
      const cat = await insertCategory(own.db, { name: 'Hair' });
      const brand = await insertCompany(own.db, { name: 'Klorane' });
      const p1 = await insertProduct(own.db, { categoryId: cat, companyId: brand, stock: 0 });
      const p2 = await insertProduct(own.db, { categoryId: cat, companyId: brand, stock: 0 });
      const post = (productId: number, lot_number: string, expiry_date: string, quantity: number) =>
        own.app.inject({
          method: 'POST',
          url: `/api/products/${productId}/lots`,
          headers: session.headers,
          payload: { lot_number, expiry_date, quantity },
        });
      expect((await post(p1, 'A', '2026-06-10', 3)).statusCode).toBe(201); // today: counts
      expect((await post(p1, 'B', '2026-07-10', 4)).statusCode).toBe(201); // day 30: counts
      expect((await post(p1, 'C', '2026-07-11', 50)).statusCode).toBe(201); // day 31: not
      expect((await post(p2, 'D', '2026-06-30', 2)).statusCode).toBe(201);
      const stats = await own.app.inject({
        method: 'GET',
        url: '/api/dashboard_statistic',
        headers: session.headers,
      });
      expect(stats.json()).toMatchObject({ expiring_soon: 9, expiring_soon_products: 2 });
      const expiring = await own.app.inject({
        method: 'GET',
        url: '/api/lots/expiring',
        headers: session.headers,
      });
      expect(expiring.json()).toMatchObject({ alert_days: 30, until: '2026-07-10' });
      expect(expiring.json<{ lots: Array<{ lot_number: string }> }>().lots.map((l) => l.lot_number)).toEqual([
        'A',
        'D',
        'B',
      ]);
    } finally {
      await own.close();
    }
  });
});
