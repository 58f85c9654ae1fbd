import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createTestApp,
  createUser,
  guestHeaders,
  loginAs,
  type TestApp,
  type TestSession,
} from '../../../test/helpers';
import { insertCategory, insertCompany, insertProduct } from '../catalogue-shared/testing/fixtures';
import { countQueries } from '../catalogue-shared/testing/query-counter';

let t: TestApp;
let admin: TestSession;
let amina: TestSession;
let youssef: TestSession;
let sara: TestSession;
let productId: number;
let cheapId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, t.db, 'admin');
  amina = await loginAs(t.app, t.db, await createUser(t.db, { fullName: 'Amina Benali', city: 'Dakhla' }));
  youssef = await loginAs(t.app, t.db, await createUser(t.db, { fullName: 'Youssef Alami', city: 'Agadir' }));
  sara = await loginAs(t.app, t.db, await createUser(t.db, { fullName: 'Sara Idrissi', city: 'Laayoune' }));
  const categoryId = await insertCategory(t.db);
  const companyId = await insertCompany(t.db);
  productId = await insertProduct(t.db, { categoryId, companyId, price: '100.00', stock: 100 });
  cheapId = await insertProduct(t.db, { categoryId, companyId, price: '33.33', stock: 100 });
});

afterAll(async () => {
  await t?.close();
});

afterEach(() => {
  vi.useRealTimers();
});

async function place(
  at: string,
  phone: string,
  line: { id: number; quantity: number; price: number },
  headers: Record<string, string> = guestHeaders(),
) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(at));
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers,
    payload: {
      name: 'Someone',
      phone_number: phone,
      city: 'Dakhla',
      address: '1 Rue Test',
      delivery_area_id: 1,
      items: [{ target_name: 'product', target_id: line.id, quantity: line.quantity, price: line.price }],
    },
  });
  vi.useRealTimers();
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; total_order: number; created_at: string };
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

describe('GET /api/customers', () => {
  it('lists registered customers with their order figures', async () => {
    const a1 = await place(
      '2026-05-01T09:00:00Z',
      '0611111111',
      { id: productId, quantity: 1, price: 100 },
      amina.headers,
    );
    const a2 = await place(
      '2026-05-03T09:00:00Z',
      '0622222222',
      { id: cheapId, quantity: 3, price: 33.33 },
      amina.headers,
    );
    const a3 = await place(
      '2026-05-05T09:00:00Z',
      '0633333333',
      { id: productId, quantity: 2, price: 100 },
      amina.headers,
    );
    await setStatus(a1.id, 'delivered');
    await setStatus(a2.id, 'delivered');
    await setStatus(a3.id, 'cancelled');
    await place(
      '2026-05-04T09:00:00Z',
      '0644444444',
      { id: productId, quantity: 1, price: 100 },
      youssef.headers,
    );
    // A guest's order with Amina's phone counts for nobody.
    const guest = await place('2026-05-06T09:00:00Z', '0611111111', {
      id: productId,
      quantity: 1,
      price: 100,
    });
    await setStatus(guest.id, 'delivered');

    const response = await t.app.inject({ method: 'GET', url: '/api/customers', headers: admin.headers });
    expect(response.statusCode).toBe(200);
    const list = response.json() as Array<Record<string, unknown>>;
    // Registered customers only: the admin is not one.
    expect(list.map((c) => c.id).sort()).toEqual([amina.user.id, youssef.user.id, sara.user.id].sort());

    const byId = (id: number) => list.find((c) => c.id === id);
    expect(byId(amina.user.id)).toEqual({
      id: amina.user.id,
      name: 'Amina Benali',
      email: amina.user.email,
      phone: '0633333333',
      city: 'Dakhla',
      total_orders: 3,
      // 110.00 + 109.99 delivered; the cancelled order does not count.
      total_spent: 219.99,
      // Per delivered order: 219.99 / 2 = 109.995, rounded to the centime.
      average_spent: 110,
      joined_at: amina.user.createdAt.toISOString(),
      last_order: '2026-05-05T09:00:00.000Z',
    });
    expect(byId(youssef.user.id)).toMatchObject({
      phone: '0644444444',
      city: 'Agadir',
      total_orders: 1,
      total_spent: 0,
      average_spent: 0,
      last_order: '2026-05-04T09:00:00.000Z',
    });
    expect(byId(sara.user.id)).toMatchObject({
      name: 'Sara Idrissi',
      phone: null,
      total_orders: 0,
      total_spent: 0,
      average_spent: 0,
      last_order: null,
    });
  });

  it('answers in the same number of queries whatever the number of customers', async () => {
    const fetch = () => t.app.inject({ method: 'GET', url: '/api/customers', headers: admin.headers });
    const before = await countQueries(t.db, fetch);
    for (let i = 0; i < 5; i += 1) {
      const user = await createUser(t.db);
      await place(
        '2026-05-07T09:00:00Z',
        // Each customer their own phone (one phone may have only 3 orders waiting for confirmation).
        `065555555${i}`,
        { id: productId, quantity: 1, price: 100 },
        (await loginAs(t.app, t.db, user)).headers,
      );
    }
    const after = await countQueries(t.db, fetch);
    expect(after.count).toBe(before.count);
  });

  it('guests get 401, customers 403', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/customers', headers: guestHeaders() })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/customers', headers: amina.headers })).statusCode,
    ).toBe(403);
  });
});
