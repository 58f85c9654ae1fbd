import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateInZone, type DeliveryRun } from '@parashop/shared';
import {
  createTestApp,
  guestHeaders,
  loginAs,
  type TestApp,
  type TestSession,
} from '../../../../test/helpers';
import { buildRun, confirmedOrder, lottedProduct, riderSession } from './test-support';

/**
 * The authorisation matrix of the deliveries feature (docs/decisions/240-riders-runs-and-cash.md) for
 * guest, customer, rider and admin: staff's routes are the admin's (401 guest, 403 customer and rider);
 * the rider's routes are the rider's (401 guest, 403 customer and admin). The guard runs before the
 * body is read, so every refused call is refused whatever it sends. And a rider reaches nothing of
 * the existing API but /me and /logout.
 */

type Who = 'guest' | 'customer' | 'rider' | 'admin';
type Route = { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: () => string; payload?: () => unknown };

let t: TestApp;
let admin: TestSession;
let customer: TestSession;
let rider: Awaited<ReturnType<typeof riderSession>>;
let today: string;
let draft: DeliveryRun;
let started: DeliveryRun;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, t.db, 'admin');
  customer = await loginAs(t.app, t.db, 'customer');
  rider = await riderSession(t, admin);
  today = dateInZone(new Date(), t.config.shopTimezone);
  const productId = await lottedProduct(t, admin);
  const [a, b] = [await confirmedOrder(t, admin, productId), await confirmedOrder(t, admin, productId)];
  draft = (
    await buildRun(t, admin, { rider_id: rider.rider.id, date: today, order_ids: [a.id] })
  ).json<DeliveryRun>();
  started = (
    await buildRun(t, admin, { rider_id: rider.rider.id, date: today, order_ids: [b.id] })
  ).json<DeliveryRun>();
  await t.app.inject({
    method: 'POST',
    url: `/api/delivery-runs/${started.id}/hand-over`,
    headers: admin.headers,
  });
});

afterAll(async () => {
  await t?.close();
});

function headersOf(who: Who) {
  if (who === 'guest') return guestHeaders();
  return { customer: customer.headers, rider: rider.session.headers, admin: admin.headers }[who];
}

let address = 0;
async function call(route: Route, who: Who) {
  address += 1;
  return t.app.inject({
    method: route.method,
    url: route.url(),
    headers: headersOf(who),
    remoteAddress: `10.61.${Math.floor(address / 250)}.${(address % 250) + 1}`,
    ...(route.payload ? { payload: route.payload() as Record<string, unknown> } : {}),
  });
}

const staffRoutes: Array<[string, Route]> = [
  ['GET /riders', { method: 'GET', url: () => '/api/riders' }],
  [
    'POST /riders',
    {
      method: 'POST',
      url: () => '/api/riders',
      payload: () => ({ name: 'X', phone: '0611', password: '1' }),
    },
  ],
  [
    'PATCH /riders/{id}',
    { method: 'PATCH', url: () => `/api/riders/${rider.rider.id}`, payload: () => ({ disabled: true }) },
  ],
  ['GET /delivery-runs', { method: 'GET', url: () => `/api/delivery-runs?date=${today}` }],
  ['GET /delivery-runs/eligible-orders', { method: 'GET', url: () => '/api/delivery-runs/eligible-orders' }],
  ['GET /delivery-runs/{id}', { method: 'GET', url: () => `/api/delivery-runs/${draft.id}` }],
  [
    'GET /delivery-runs/{id}/sheet',
    { method: 'GET', url: () => `/api/delivery-runs/${draft.id}/sheet?lang=ar` },
  ],
  ['POST /delivery-runs', { method: 'POST', url: () => '/api/delivery-runs', payload: () => ({}) }],
  [
    'PATCH /delivery-runs/{id}',
    { method: 'PATCH', url: () => `/api/delivery-runs/${draft.id}`, payload: () => ({}) },
  ],
  [
    'POST /delivery-runs/{id}/hand-over',
    { method: 'POST', url: () => `/api/delivery-runs/${draft.id}/hand-over` },
  ],
  ['DELETE /delivery-runs/{id}', { method: 'DELETE', url: () => `/api/delivery-runs/${draft.id}` }],
  [
    'POST /delivery-runs/{runId}/stops/{stopId}/unlock',
    { method: 'POST', url: () => `/api/delivery-runs/${started.id}/stops/${started.stops[0]!.id}/unlock` },
  ],
  ['GET /rider-cash', { method: 'GET', url: () => '/api/rider-cash' }],
  ['GET /rider-cash/export.csv', { method: 'GET', url: () => '/api/rider-cash/export.csv' }],
  [
    'POST /rider-cash/{riderId}/{date}/close',
    { method: 'POST', url: () => `/api/rider-cash/${rider.rider.id}/${today}/close`, payload: () => ({}) },
  ],
];

const riderRoutes: Array<[string, Route]> = [
  ['GET /rider/runs', { method: 'GET', url: () => '/api/rider/runs' }],
  ['POST /rider/runs/{id}/start', { method: 'POST', url: () => `/api/rider/runs/${started.id}/start` }],
  [
    'POST /rider/stops/{id}/outcome',
    {
      method: 'POST',
      url: () => `/api/rider/stops/${started.stops[0]!.id}/outcome`,
      payload: () => ({ key: randomUUID() }),
    },
  ],
  [
    'POST /rider/cash/{date}/declare',
    { method: 'POST', url: () => `/api/rider/cash/${today}/declare`, payload: () => ({}) },
  ],
];

describe("staff's delivery routes: admin only", () => {
  it.each(staffRoutes)('%s: 401 guest, 403 customer and rider, whatever the body', async (_name, route) => {
    expect((await call(route, 'guest')).statusCode).toBe(401);
    expect((await call(route, 'customer')).statusCode).toBe(403);
    const refused = await call(route, 'rider');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'This action is unauthorized.' });
  });

  it('an admin reads them', async () => {
    for (const [name, route] of staffRoutes.filter(([, r]) => r.method === 'GET')) {
      expect((await call(route, 'admin')).statusCode, name).toBe(200);
    }
  });
});

describe("the rider's routes: riders only", () => {
  it.each(riderRoutes)('%s: 401 guest, 403 customer and admin', async (_name, route) => {
    expect((await call(route, 'guest')).statusCode).toBe(401);
    expect((await call(route, 'customer')).statusCode).toBe(403);
    expect((await call(route, 'admin')).statusCode).toBe(403);
  });

  it('a rider reaches them (their own runs)', async () => {
    expect((await call(riderRoutes[0]![1], 'rider')).statusCode).toBe(200);
    expect((await call(riderRoutes[1]![1], 'rider')).statusCode).toBe(200);
    // An empty outcome is the form's business (422), not a refusal.
    expect((await call(riderRoutes[2]![1], 'rider')).statusCode).toBe(422);
    expect((await call(riderRoutes[3]![1], 'rider')).statusCode).toBe(422);
  });
});

describe('a rider and the rest of the API', () => {
  it.each([
    ['GET /orders', { method: 'GET', url: () => '/api/orders' }],
    ['GET /customers', { method: 'GET', url: () => '/api/customers' }],
    ['GET /dashboard_statistic', { method: 'GET', url: () => '/api/dashboard_statistic' }],
    ['PUT /settings', { method: 'PUT', url: () => '/api/settings', payload: () => ({}) }],
    ['GET /notifications/stream', { method: 'GET', url: () => '/api/notifications/stream' }],
    ['GET /userorders', { method: 'GET', url: () => '/api/userorders' }],
    ['GET /favourites', { method: 'GET', url: () => '/api/favourites' }],
    ['GET /notifications', { method: 'GET', url: () => '/api/notifications' }],
    ['PUT /update-user-info', { method: 'PUT', url: () => '/api/update-user-info', payload: () => ({}) }],
    ['POST /change_password', { method: 'POST', url: () => '/api/change_password', payload: () => ({}) }],
  ] as Array<[string, Route]>)('%s: 403 for a rider', async (_name, route) => {
    expect((await call(route as Route, 'rider')).statusCode).toBe(403);
  });

  it('GET /me answers the rider with role_id 3; the settings answer is the public one', async () => {
    const me = await call({ method: 'GET', url: () => '/api/me' }, 'rider');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: rider.rider.id, role_id: 3, full_name: 'Youssef Rider' });
    const settings = await call({ method: 'GET', url: () => '/api/settings' }, 'rider');
    expect(settings.json()).not.toHaveProperty('ice');
  });
});
