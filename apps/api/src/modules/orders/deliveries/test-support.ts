import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { DeliveryRun, Order, Rider } from '@parashop/shared';
import type { TestApp, TestSession } from '../../../../test/helpers';
import { loginAs } from '../../../../test/helpers';
import { and, eq } from 'drizzle-orm';
import { ROLE_RIDER } from '@parashop/shared';
import { users } from '../../../db/schema';
import { insertCategory, insertCompany, insertProduct } from '../../catalogue-shared/testing/fixtures';
import { orderPayload, postOrder } from '../test-support';

/** Test support of the deliveries tests: riders, confirmed Dakhla orders, runs and outcomes through HTTP. */

let riderCounter = 0;

export function riderPhone(): string {
  riderCounter += 1;
  return `07${String(70_000_000 + riderCounter).padStart(8, '0')}`;
}

export async function createRiderHttp(
  t: TestApp,
  admin: TestSession,
  overrides: Record<string, unknown> = {},
): Promise<Rider> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/riders',
    headers: admin.headers,
    payload: { name: 'Youssef Rider', phone: riderPhone(), password: 'rider-secret', ...overrides },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Rider>();
}

/** A rider and a session of theirs. */
export async function riderSession(
  t: TestApp,
  admin: TestSession,
): Promise<{ rider: Rider; session: TestSession }> {
  const rider = await createRiderHttp(t, admin);
  const [row] = await t.db
    .select()
    .from(users)
    .where(and(eq(users.phone, rider.phone), eq(users.roleId, ROLE_RIDER)));
  if (!row) throw new Error('the rider is not stored');
  return { rider, session: await loginAs(t.app, t.db, row) };
}

/** A product with one lot of `units` (so returns can be checked lot by lot). */
export async function lottedProduct(t: TestApp, admin: TestSession, units = 50, price = '100.00') {
  const productId = await insertProduct(t.db, {
    categoryId: await insertCategory(t.db),
    companyId: await insertCompany(t.db),
    price,
    stock: 0,
  });
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/products/${productId}/lots`,
    headers: admin.headers,
    payload: { lot_number: `LOT-${productId}`, expiry_date: '2099-12-31', quantity: units },
  });
  expect(response.statusCode, response.body).toBe(201);
  return productId;
}

/** A pending order in Dakhla (delivery area 1), confirmed by phone unless told. */
export async function confirmedOrder(
  t: TestApp,
  admin: TestSession,
  productId: number,
  options: { quantity?: number; price?: number; confirm?: boolean; area?: number } = {},
): Promise<Order> {
  const placed = await postOrder(
    t.app,
    orderPayload(
      [
        {
          target_name: 'product',
          target_id: productId,
          quantity: options.quantity ?? 1,
          price: options.price ?? 100,
        },
      ],
      { delivery_area_id: options.area ?? 1 },
    ),
  );
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json<Order>();
  if (options.confirm !== false) {
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/contacts`,
      headers: admin.headers,
      payload: { outcome: 'confirmed' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
  }
  return order;
}

export function buildRun(t: TestApp, admin: TestSession, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/delivery-runs', headers: admin.headers, payload: body });
}

/** A run built, handed over and started: its stops are out. */
export async function startedRun(
  t: TestApp,
  admin: TestSession,
  rider: { rider: Rider; session: TestSession },
  orderIds: number[],
  date: string,
): Promise<DeliveryRun> {
  const built = await buildRun(t, admin, { rider_id: rider.rider.id, date, order_ids: orderIds });
  expect(built.statusCode, built.body).toBe(201);
  const runId = built.json<DeliveryRun>().id;
  const handed = await t.app.inject({
    method: 'POST',
    url: `/api/delivery-runs/${runId}/hand-over`,
    headers: admin.headers,
  });
  expect(handed.statusCode, handed.body).toBe(200);
  const started = await t.app.inject({
    method: 'POST',
    url: `/api/rider/runs/${runId}/start`,
    headers: rider.session.headers,
  });
  expect(started.statusCode, started.body).toBe(200);
  return started.json<DeliveryRun>();
}

export function sendOutcome(
  t: TestApp,
  session: TestSession,
  stopId: number,
  body: Record<string, unknown>,
  lang = 'en',
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/rider/stops/${stopId}/outcome`,
    headers: { ...session.headers, 'accept-language': lang },
    payload: { key: randomUUID(), ...body },
  });
}
