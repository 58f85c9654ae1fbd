import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { createTestApp, guestHeaders, loginAs, type TestApp, type TestSession } from '../../../test/helpers';
import { insertCategory, insertCompany, insertProduct } from '../catalogue-shared/testing/fixtures';
import { orderPayload } from './test-support';

/**
 * Who may call what, for every route of the orders, customers, notifications and dashboard features:
 * public, logged in (401 for guests) or admin (401 for guests, 403 for customers).
 */

let t: TestApp;
let admin: TestSession;
let customer: TestSession;
let productId: number;
let orderId: number;
let shopNotification: number;
let customerNotification: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, t.db, 'admin');
  customer = await loginAs(t.app, t.db, 'customer');
  productId = await insertProduct(t.db, {
    categoryId: await insertCategory(t.db),
    companyId: await insertCompany(t.db),
    price: '20.00',
    stock: 1000,
  });
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: guestHeaders(),
    payload: orderPayload([{ target_name: 'product', target_id: productId, quantity: 1, price: 20 }]),
  });
  orderId = placed.json().id;
  const rows = await t.db
    .insert(notifications)
    .values([
      { type: 'low_stock', message: 'Shop', userId: null },
      { type: 'general', message: 'Mine', userId: customer.user.id },
    ])
    .returning({ id: notifications.id });
  shopNotification = rows[0]!.id;
  customerNotification = rows[1]!.id;
});

afterAll(async () => {
  await t?.close();
});

type Who = 'guest' | 'customer' | 'admin';
type Route = {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: () => string;
  payload?: () => unknown;
};

function headersOf(who: Who) {
  return who === 'guest' ? guestHeaders() : who === 'customer' ? customer.headers : admin.headers;
}

async function call(route: Route, who: Who) {
  return t.app.inject({
    method: route.method,
    url: route.url(),
    headers: headersOf(who),
    remoteAddress: `10.50.0.${['guest', 'customer', 'admin'].indexOf(who) + 1}`,
    ...(route.payload ? { payload: route.payload() as Record<string, unknown> } : {}),
  });
}

const adminOnly: Array<[string, Route]> = [
  ['GET /orders', { method: 'GET', url: () => '/api/orders' }],
  [
    'PATCH /orders/{id}',
    { method: 'PATCH', url: () => `/api/orders/${orderId}`, payload: () => ({ status: 'delivered' }) },
  ],
  ['GET /customers', { method: 'GET', url: () => '/api/customers' }],
  ['GET /dashboard_statistic', { method: 'GET', url: () => '/api/dashboard_statistic' }],
  ['GET /sales-per-product', { method: 'GET', url: () => '/api/sales-per-product' }],
  ['GET /sales-per-categories', { method: 'GET', url: () => '/api/sales-per-categories?period=month' }],
];

describe('admin routes: guest 401, customer 403, admin 200', () => {
  it.each(adminOnly)('%s', async (_name, route) => {
    expect((await call(route, 'guest')).statusCode).toBe(401);
    const forbidden = await call(route, 'customer');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: 'This action is unauthorized.' });
    expect((await call(route, 'admin')).statusCode).toBe(200);
  });
});

describe('logged-in routes: guest 401, customer and admin 200', () => {
  it.each<[string, Route]>([
    ['GET /userorders', { method: 'GET', url: () => '/api/userorders' }],
    ['GET /notifications', { method: 'GET', url: () => '/api/notifications' }],
  ])('%s', async (_name, route) => {
    const guest = await call(route, 'guest');
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ message: 'Unauthenticated.' });
    expect((await call(route, 'customer')).statusCode).toBe(200);
    expect((await call(route, 'admin')).statusCode).toBe(200);
  });

  it('PUT and DELETE /notifications/{id}: guest 401; each role reaches only its own', async () => {
    for (const method of ['PUT', 'DELETE'] as const) {
      expect(
        (await call({ method, url: () => `/api/notifications/${shopNotification}` }, 'guest')).statusCode,
      ).toBe(401);
    }
    expect(
      (await call({ method: 'PUT', url: () => `/api/notifications/${shopNotification}` }, 'customer'))
        .statusCode,
    ).toBe(404);
    expect(
      (await call({ method: 'PUT', url: () => `/api/notifications/${customerNotification}` }, 'admin'))
        .statusCode,
    ).toBe(404);
    expect(
      (await call({ method: 'PUT', url: () => `/api/notifications/${shopNotification}` }, 'admin'))
        .statusCode,
    ).toBe(200);
    expect(
      (await call({ method: 'PUT', url: () => `/api/notifications/${customerNotification}` }, 'customer'))
        .statusCode,
    ).toBe(200);
    expect(
      (await call({ method: 'DELETE', url: () => `/api/notifications/${customerNotification}` }, 'customer'))
        .statusCode,
    ).toBe(200);
    expect(
      (await call({ method: 'DELETE', url: () => `/api/notifications/${shopNotification}` }, 'admin'))
        .statusCode,
    ).toBe(200);
  });
});

describe('public route', () => {
  it.each<Who>(['guest', 'customer', 'admin'])('POST /orders as %s: 201', async (who) => {
    const response = await call(
      {
        method: 'POST',
        url: () => '/api/orders',
        payload: () =>
          orderPayload([{ target_name: 'product', target_id: productId, quantity: 1, price: 20 }]),
      },
      who,
    );
    expect(response.statusCode).toBe(201);
    const expected = who === 'guest' ? null : who === 'customer' ? customer.user.id : admin.user.id;
    expect(response.json().user_id).toBe(expected);
  });
});
