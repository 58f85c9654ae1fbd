import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockedPhones, deliveryStops, notifications, productLots } from '../../src/db/schema';
import { latestCode } from '../../src/modules/accounts/test-support';
import {
  insertCategory,
  insertCompany,
  insertOffer,
  insertPack,
  insertProduct,
} from '../../src/modules/catalogue-shared/testing/fixtures';
import { file } from '../../src/modules/catalogue-shared/testing/multipart';
import { pngImage } from '../../src/modules/catalogue-shared/testing/images';
import { orderPayload } from '../../src/modules/orders/test-support';
import { createTestApp, createUser, type TestApp } from '../helpers';
import {
  call,
  createCast,
  EVERYONE,
  freshHeaders,
  headersOf,
  type Cast,
  type Request,
  type Who,
} from './support/actors';
import { reportFigure } from './support/env';
import { appRoutes, ROUTES, routeName } from './support/routes';
import { databaseSnapshot, snapshotDifferences } from './support/snapshot';

/**
 * The authorisation matrix of DESIGN.md section 3: every route x {guest, customer, another customer,
 * admin} answers exactly the designed status, a refused call changes nothing, and a customer never
 * reads what belongs to another (orders, favourites, notifications).
 */

let t: TestApp;
let cast: Cast;
const ids = {
  category: 0,
  company: 0,
  product: 0,
  partner: 0,
  pack: 0,
  order: 0,
  notification: 0,
  favourite: 0,
};
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
  png = await pngImage();
  ids.category = await insertCategory(t.db);
  ids.company = await insertCompany(t.db);
  ids.product = await insertProduct(t.db, {
    categoryId: ids.category,
    companyId: ids.company,
    price: '40.00',
    stock: 10_000,
  });
  ids.partner = await insertProduct(t.db, {
    categoryId: ids.category,
    companyId: ids.company,
    price: '25.00',
    stock: 10_000,
  });
  ids.pack = await insertPack(t.db, { productIds: [ids.product, ids.partner], price: '60.00' });
  // What the customer owns: an order, a favourite and a notification of their own.
  const order = await call(t, {
    method: 'POST',
    url: '/api/orders',
    headers: cast.customer.headers,
    json: orderPayload([{ target_name: 'product', target_id: ids.product, quantity: 1, price: 40 }]),
  });
  expect(order.statusCode, order.body).toBe(201);
  ids.order = order.json<{ id: number }>().id;
  const favourite = await call(t, {
    method: 'POST',
    url: '/api/favourites/toggle',
    headers: cast.customer.headers,
    json: { type: 'product', id: ids.product },
  });
  expect(favourite.json()).toEqual({ favourited: true });
  ids.notification = await customerNotification();
});

afterAll(async () => {
  await t?.close();
});

/** A fresh pending order of the customer's: each caller of a call-recording route gets its own. */
async function pendingOrder(): Promise<number> {
  const order = await call(t, {
    method: 'POST',
    url: '/api/orders',
    headers: cast.customer.headers,
    json: orderPayload([{ target_name: 'product', target_id: ids.partner, quantity: 1, price: 25 }]),
  });
  return order.json<{ id: number }>().id;
}

/** A fresh delivered order of the customer's and its line (what a return takes back, decision 265). */
async function deliveredLine(): Promise<{ orderId: number; itemId: number }> {
  const orderId = await pendingOrder();
  const delivered = await call(t, {
    method: 'PATCH',
    url: `/api/orders/${orderId}`,
    headers: cast.admin.headers,
    json: { status: 'delivered' },
  });
  expect(delivered.statusCode).toBe(200);
  return { orderId, itemId: delivered.json<{ order_items: Array<{ id: number }> }>().order_items[0]!.id };
}

/** A pending order and the admin's call that cancelled it (what DELETE .../contacts/{contactId} undoes). */
async function cancellingCall(): Promise<{ orderId: number; contactId: number }> {
  const orderId = await pendingOrder();
  const recorded = await call(t, {
    method: 'POST',
    url: `/api/orders/${orderId}/contacts`,
    headers: cast.admin.headers,
    json: { outcome: 'fake', note: 'Nobody ordered.' },
  });
  const contacts = recorded.json<{ contacts: { id: number }[] }>().contacts;
  return { orderId, contactId: contacts[contacts.length - 1]!.id };
}

let blockedCounter = 0;
const blockablePhone = () => `05${String((blockedCounter += 1)).padStart(8, '0')}`;

async function blockedPhoneId(): Promise<number> {
  const [row] = await t.db
    .insert(blockedPhones)
    .values({ phoneNumber: blockablePhone().replace(/^05/, '07'), reason: 'Matrix' })
    .returning({ id: blockedPhones.id });
  return row!.id;
}

/** A lot of its own for each caller of the lot routes, on a product of its own. */
async function lotId(): Promise<number> {
  const productId = await insertProduct(t.db, { categoryId: ids.category, companyId: ids.company, stock: 0 });
  const [row] = await t.db
    .insert(productLots)
    .values({ productId, lotNumber: 'MATRIX', expiryDate: '2099-12-31', quantity: 0 })
    .returning({ id: productLots.id });
  return row!.id;
}

async function customerNotification(): Promise<number> {
  const [row] = await t.db
    .insert(notifications)
    .values({
      type: 'general',
      message: `Your order is now delivered. ${randomBytes(3).toString('hex')}`,
      userId: cast.customer.user.id,
    })
    .returning({ id: notifications.id });
  return row!.id;
}

const email = () => `matrix.${randomBytes(4).toString('hex')}@gmail.com`;
const everyone = (status: number): Record<Who, number> => ({
  guest: status,
  customer: status,
  other: status,
  admin: status,
});
const loggedIn = (status: number): Record<Who, number> => ({
  guest: 401,
  customer: status,
  other: status,
  admin: status,
});
const adminOnly = (status: number): Record<Who, number> => ({
  guest: 401,
  customer: 403,
  other: 403,
  admin: status,
});
/** The riders' own routes (decision 240): nobody of the cast is a rider. */
const riderOnly = (): Record<Who, number> => ({ guest: 401, customer: 403, other: 403, admin: 403 });

let riderCounter = 0;
/** A rider of its own (staff's routes that change one). */
async function riderId(): Promise<number> {
  riderCounter += 1;
  const response = await call(t, {
    method: 'POST',
    url: '/api/riders',
    headers: cast.admin.headers,
    json: {
      name: 'Matrix Rider',
      phone: `077${String(riderCounter).padStart(7, '0')}`,
      password: 'secret12',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

/** A confirmed pending Dakhla order of its own, free to go on a run. */
async function confirmedOrderId(): Promise<number> {
  const orderId = await pendingOrder();
  const confirmed = await call(t, {
    method: 'POST',
    url: `/api/orders/${orderId}/contacts`,
    headers: cast.admin.headers,
    json: { outcome: 'confirmed' },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(201);
  return orderId;
}

const runDay = () => new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);

/** A draft run of its own (one stop), for each caller of a run route. */
async function draftRun(): Promise<{ id: number; stopId: number }> {
  const response = await call(t, {
    method: 'POST',
    url: '/api/delivery-runs',
    headers: cast.admin.headers,
    json: { rider_id: await riderId(), date: runDay(), order_ids: [await confirmedOrderId()] },
  });
  expect(response.statusCode, response.body).toBe(201);
  const run = response.json<{ id: number; stops: { id: number }[] }>();
  return { id: run.id, stopId: run.stops[0]!.id };
}

const ownerOnly = (status: number): Record<Who, number> => ({
  guest: 401,
  customer: status,
  other: 404,
  admin: 404,
});

type Scenario = {
  expected: Record<Who, number>;
  /** The request `who` sends (a valid one: only who sends it decides the answer). */
  request: (who: Who) => Promise<Request> | Request;
  /** What the answer may show to `who` (ownership checks). */
  check?: (who: Who, response: LightMyRequestResponse) => void;
};

const productForm = async (name: string) => ({
  name,
  description: 'A product of the matrix.',
  price: '19.90',
  category_id: ids.category,
  company_id: ids.company,
  stock: 5,
  image: file(png),
});

async function registration(): Promise<{ pending: string; code: string }> {
  const address = email();
  const response = await call(t, {
    method: 'POST',
    url: '/api/register',
    json: {
      full_name: 'Matrix Shopper',
      email: address,
      city: 'Dakhla',
      password: 'secret12',
      password_confirmation: 'secret12',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return {
    pending: response.json<{ pending_user_id: string }>().pending_user_id,
    code: await latestCode(t, address),
  };
}

async function resetTicket(): Promise<{ ticket: string; code: string }> {
  const user = await createUser(t.db, { email: email() });
  const response = await call(t, {
    method: 'POST',
    url: '/api/forgot-password',
    json: { email: user.email },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { ticket: response.json<{ user_id: string }>().user_id, code: await latestCode(t, user.email) };
}

const idsIn = (list: unknown): number[] =>
  Array.isArray(list) ? list.map((item) => (item as { id: number }).id) : [];

const SCENARIOS: Record<string, Scenario> = {
  // riders, delivery runs and cash (decision 240)
  'GET /api/riders': {
    expected: adminOnly(200),
    request: (who) => ({ method: 'GET', url: '/api/riders', headers: headersOf(cast, who) }),
  },
  'POST /api/riders': {
    expected: adminOnly(201),
    request: (who) => {
      riderCounter += 1;
      return {
        method: 'POST',
        url: '/api/riders',
        headers: headersOf(cast, who),
        json: {
          name: 'Matrix Rider',
          phone: `077${String(riderCounter).padStart(7, '0')}`,
          password: 'secret12',
        },
      };
    },
  },
  'PATCH /api/riders/{id}': {
    expected: adminOnly(200),
    request: async (who) => ({
      method: 'PATCH',
      url: `/api/riders/${await riderId()}`,
      headers: headersOf(cast, who),
      json: { name: 'Matrix Rider Renamed' },
    }),
  },
  'GET /api/delivery-runs': {
    expected: adminOnly(200),
    request: (who) => ({
      method: 'GET',
      url: `/api/delivery-runs?date=${runDay()}`,
      headers: headersOf(cast, who),
    }),
  },
  'GET /api/delivery-runs/eligible-orders': {
    expected: adminOnly(200),
    request: (who) => ({
      method: 'GET',
      url: '/api/delivery-runs/eligible-orders',
      headers: headersOf(cast, who),
    }),
  },
  'GET /api/delivery-runs/{id}': {
    expected: adminOnly(200),
    request: async (who) => ({
      method: 'GET',
      url: `/api/delivery-runs/${(await draftRun()).id}`,
      headers: headersOf(cast, who),
    }),
  },
  'GET /api/delivery-runs/{id}/sheet': {
    expected: adminOnly(200),
    request: async (who) => ({
      method: 'GET',
      url: `/api/delivery-runs/${(await draftRun()).id}/sheet?lang=ar`,
      headers: headersOf(cast, who),
    }),
  },
  'POST /api/delivery-runs': {
    expected: adminOnly(201),
    request: async (who) => ({
      method: 'POST',
      url: '/api/delivery-runs',
      headers: headersOf(cast, who),
      json: { rider_id: await riderId(), date: runDay(), order_ids: [await confirmedOrderId()] },
    }),
  },
  'PATCH /api/delivery-runs/{id}': {
    expected: adminOnly(200),
    request: async (who) => ({
      method: 'PATCH',
      url: `/api/delivery-runs/${(await draftRun()).id}`,
      headers: headersOf(cast, who),
      json: { order_ids: [await confirmedOrderId()] },
    }),
  },
  'POST /api/delivery-runs/{id}/hand-over': {
    expected: adminOnly(200),
    request: async (who) => ({
      method: 'POST',
      url: `/api/delivery-runs/${(await draftRun()).id}/hand-over`,
      headers: headersOf(cast, who),
    }),
  },
  'DELETE /api/delivery-runs/{id}': {
    expected: adminOnly(200),
    request: async (who) => ({
      method: 'DELETE',
      url: `/api/delivery-runs/${(await draftRun()).id}`,
      headers: headersOf(cast, who),
    }),
  },
  'POST /api/delivery-runs/{runId}/stops/{stopId}/unlock': {
    expected: adminOnly(200),
    request: async (who) => {
      const run = await draftRun();
      await t.db.update(deliveryStops).set({ codeTries: 5 }).where(eq(deliveryStops.id, run.stopId));
      return {
        method: 'POST',
        url: `/api/delivery-runs/${run.id}/stops/${run.stopId}/unlock`,
        headers: headersOf(cast, who),
      };
    },
  },
  'GET /api/rider-cash': {
    expected: adminOnly(200),
    request: (who) => ({ method: 'GET', url: '/api/rider-cash', headers: headersOf(cast, who) }),
  },
  'GET /api/rider-cash/export.csv': {
    expected: adminOnly(200),
    request: (who) => ({ method: 'GET', url: '/api/rider-cash/export.csv', headers: headersOf(cast, who) }),
  },
  'POST /api/rider-cash/{riderId}/{date}/close': {
    expected: adminOnly(200),
    request: async (who) => ({
      method: 'POST',
      url: `/api/rider-cash/${await riderId()}/${runDay()}/close`,
      headers: headersOf(cast, who),
      json: { counted: 0, note: 'Matrix' },
    }),
  },
  'GET /api/couriers': {
    expected: adminOnly(200),
    request: (who) => ({ method: 'GET', url: '/api/couriers', headers: headersOf(cast, who) }),
  },
  // No courier is set up in this app: the courier's routes answer 404 (unknown courier) to staff.
  'GET /api/couriers/{courier}/districts': {
    expected: adminOnly(404),
    request: (who) => ({
      method: 'GET',
      url: '/api/couriers/sendit/districts',
      headers: headersOf(cast, who),
    }),
  },
  'GET /api/courier-parcels': {
    expected: adminOnly(200),
    request: (who) => ({ method: 'GET', url: '/api/courier-parcels', headers: headersOf(cast, who) }),
  },
  'POST /api/courier-parcels/sync': {
    expected: adminOnly(200),
    request: (who) => ({ method: 'POST', url: '/api/courier-parcels/sync', headers: headersOf(cast, who) }),
  },
  'GET /api/courier-parcels/labels': {
    // No parcel for that order: the staff get a 404 naming it, nobody else reaches the question.
    expected: adminOnly(404),
    request: (who) => ({
      method: 'GET',
      url: '/api/courier-parcels/labels?orders=999999',
      headers: headersOf(cast, who),
    }),
  },
  'GET /api/orders/{id}/courier-parcel': {
    expected: adminOnly(404),
    request: (who) => ({
      method: 'GET',
      url: '/api/orders/999999/courier-parcel',
      headers: headersOf(cast, who),
    }),
  },
  'POST /api/orders/{id}/courier-parcel': {
    expected: adminOnly(404),
    request: (who) => ({
      method: 'POST',
      url: '/api/orders/999999/courier-parcel',
      headers: headersOf(cast, who),
      json: { courier: 'sendit', district_id: '1' },
    }),
  },
  'GET /api/orders/{id}/courier-parcel/label': {
    expected: adminOnly(404),
    request: (who) => ({
      method: 'GET',
      url: '/api/orders/999999/courier-parcel/label',
      headers: headersOf(cast, who),
    }),
  },
  'POST /api/orders/{id}/courier-parcel/received': {
    expected: adminOnly(404),
    request: (who) => ({
      method: 'POST',
      url: '/api/orders/999999/courier-parcel/received',
      headers: headersOf(cast, who),
    }),
  },
  'POST /api/orders/{id}/courier-parcel/cancel': {
    expected: adminOnly(404),
    request: (who) => ({
      method: 'POST',
      url: '/api/orders/999999/courier-parcel/cancel',
      headers: headersOf(cast, who),
    }),
  },
  'GET /api/courier-cash': {
    expected: adminOnly(200),
    request: (who) => ({ method: 'GET', url: '/api/courier-cash', headers: headersOf(cast, who) }),
  },
  'GET /api/courier-cash/export.csv': {
    expected: adminOnly(200),
    request: (who) => ({ method: 'GET', url: '/api/courier-cash/export.csv', headers: headersOf(cast, who) }),
  },
  'POST /api/courier-cash/remittances': {
    expected: adminOnly(422),
    request: (who) => ({
      method: 'POST',
      url: '/api/courier-cash/remittances',
      headers: headersOf(cast, who),
      json: { courier: 'sendit', lines: [{ code: 'SD1', amount: 100, fee: 0 }] },
    }),
  },
  'POST /api/couriers/{courier}/webhook': {
    expected: { guest: 403, customer: 403, other: 403, admin: 403 },
    request: (who) => ({
      method: 'POST',
      url: '/api/couriers/sendit/webhook',
      headers: headersOf(cast, who),
      json: { code: 'SD1', status: 'DELIVERED', date: '2026-11-28 10:00:00' },
    }),
  },
  'GET /api/rider/runs': {
    expected: riderOnly(),
    request: (who) => ({ method: 'GET', url: '/api/rider/runs', headers: headersOf(cast, who) }),
  },
  'POST /api/rider/runs/{id}/start': {
    expected: riderOnly(),
    request: async (who) => ({
      method: 'POST',
      url: `/api/rider/runs/${(await draftRun()).id}/start`,
      headers: headersOf(cast, who),
    }),
  },
  'POST /api/rider/stops/{id}/outcome': {
    expected: riderOnly(),
    request: async (who) => ({
      method: 'POST',
      url: `/api/rider/stops/${(await draftRun()).stopId}/outcome`,
      headers: headersOf(cast, who),
      json: { key: '3f2b8a4e-5c1d-4e7f-9a0b-1c2d3e4f5a6b', outcome: 'delivered' },
    }),
  },
  'POST /api/rider/cash/{date}/declare': {
    expected: riderOnly(),
    request: (who) => ({
      method: 'POST',
      url: `/api/rider/cash/${runDay()}/declare`,
      headers: headersOf(cast, who),
      json: { declared: 0 },
    }),
  },
  'GET /api/health': { expected: everyone(200), request: () => ({ method: 'GET', url: '/api/health' }) },
  'GET /api/health/ready': {
    expected: everyone(200),
    request: () => ({ method: 'GET', url: '/api/health/ready' }),
  },
  'POST /api/register': {
    expected: everyone(201),
    request: () => ({
      method: 'POST',
      url: '/api/register',
      json: {
        full_name: 'New Shopper',
        email: email(),
        city: 'Dakhla',
        password: 'secret12',
        password_confirmation: 'secret12',
      },
    }),
  },
  'POST /api/verify-email': {
    expected: everyone(200),
    request: async () => {
      const { pending, code } = await registration();
      return { method: 'POST', url: '/api/verify-email', json: { code, pending_user_id: pending } };
    },
  },
  'POST /api/resend-code': {
    // An unknown registration gets the answer a known one gets (decision 172): the same for everyone.
    expected: everyone(200),
    request: () => ({
      method: 'POST',
      url: '/api/resend-code',
      json: { pending_user_id: `no-such-registration-${randomBytes(6).toString('hex')}` },
    }),
  },
  'POST /api/login': {
    expected: everyone(200),
    request: async (who) => {
      const user = await createUser(t.db, { email: email() });
      return {
        method: 'POST',
        url: '/api/login',
        headers: (await freshHeaders(t, who)).headers,
        json: { email: user.email, password: user.password },
      };
    },
  },
  'POST /api/forgot-password': {
    expected: everyone(200),
    request: () => ({ method: 'POST', url: '/api/forgot-password', json: { email: email() } }),
  },
  'POST /api/verify-user': {
    expected: everyone(200),
    request: async (who) => {
      const { ticket, code } = await resetTicket();
      return {
        method: 'POST',
        url: '/api/verify-user',
        headers: (await freshHeaders(t, who)).headers,
        json: { code, user_id: ticket },
      };
    },
  },
  // No path sets a password without a verified code's grant held by this very session.
  'PUT /api/update-password': {
    expected: everyone(403),
    request: async () => {
      const user = await createUser(t.db, { email: email() });
      return {
        method: 'PUT',
        url: '/api/update-password',
        json: { email: user.email, new_password: 'brand-new-1', new_password_confirmation: 'brand-new-1' },
      };
    },
  },
  'GET /api/me': {
    expected: loggedIn(200),
    request: (who) => ({ method: 'GET', url: '/api/me', headers: headersOf(cast, who) }),
    check: (who, response) => {
      if (who !== 'guest') expect(response.json().id).toBe(cast[who].user.id);
    },
  },
  'POST /api/logout': {
    expected: loggedIn(200),
    request: async (who) => ({
      method: 'POST',
      url: '/api/logout',
      headers: (await freshHeaders(t, who)).headers,
    }),
  },
  'POST /api/change_password': {
    expected: loggedIn(200),
    request: async (who) => ({
      method: 'POST',
      url: '/api/change_password',
      headers: (await freshHeaders(t, who)).headers,
      json: {
        old_password: 'password123',
        new_password: 'password456',
        new_password_confirmation: 'password456',
      },
    }),
  },
  // No e-mail change was asked for: a signed-in caller gets 422 on the code, nothing written.
  'POST /api/confirm-email-change': {
    expected: loggedIn(422),
    request: async (who) => ({
      method: 'POST',
      url: '/api/confirm-email-change',
      headers: (await freshHeaders(t, who)).headers,
      json: { code: '123456' },
    }),
  },
  'PUT /api/update-user-info': {
    expected: loggedIn(200),
    request: async (who) => ({
      method: 'PUT',
      url: '/api/update-user-info',
      headers: (await freshHeaders(t, who)).headers,
      json: {
        full_name: 'Renamed Person',
        email: email(),
        city: 'Laayoune',
        current_password: 'password123',
      },
    }),
  },
  'GET /api/products': { expected: everyone(200), request: () => ({ method: 'GET', url: '/api/products' }) },
  'POST /api/products': {
    expected: adminOnly(201),
    request: async (who) => ({
      method: 'POST',
      url: '/api/products',
      headers: headersOf(cast, who),
      form: await productForm('Matrix Product'),
    }),
  },
  'GET /api/products/{id}': {
    expected: everyone(200),
    request: () => ({ method: 'GET', url: `/api/products/${ids.product}` }),
  },
  'POST /api/products/{id}': {
    expected: adminOnly(200),
    request: async (who) => ({
      method: 'POST',
      url: `/api/products/${ids.partner}`,
      headers: headersOf(cast, who),
      form: { ...(await productForm('Matrix Partner')), _method: 'PUT', price: '25.00', stock: 10_000 },
    }),
  },
  'PUT /api/products/{id}': {
    expected: adminOnly(200),
    request: async (who) => ({
      method: 'PUT',
      url: `/api/products/${ids.partner}`,
      headers: headersOf(cast, who),
      form: { ...(await productForm('Matrix Partner')), price: '25.00', stock: 10_000 },
    }),
  },
  'DELETE /api/products/{id}': {
    expected: adminOnly(204),
    request: async (who) => ({
      method: 'DELETE',
      url: `/api/products/${await insertProduct(t.db, { categoryId: ids.category, companyId: ids.company })}`,
      headers: headersOf(cast, who),
    }),
  },
  'GET /api/products/{id}/lots': {
    expected: adminOnly(200),
    request: (who) => ({
      method: 'GET',
      url: `/api/products/${ids.product}/lots`,
      headers: headersOf(cast, who),
    }),
  },
  'POST /api/products/{id}/lots': {
    expected: adminOnly(201),
    request: async (who) => ({
      method: 'POST',
      url: `/api/products/${await insertProduct(t.db, { categoryId: ids.category, companyId: ids.company, stock: 0 })}/lots`,
      headers: headersOf(cast, who),
      json: { lot_number: 'MATRIX-1', expiry_date: '2099-12-31', quantity: 3 },
    }),
  },
  'PUT /api/lots/{id}': {
    expected: adminOnly(200),
    request: async (who) => ({
      method: 'PUT',
      url: `/api/lots/${await lotId()}`,
      headers: headersOf(cast, who),
      json: { quantity: 2 },
    }),
  },
  'DELETE /api/lots/{id}': {
    expected: adminOnly(204),
    request: async (who) => ({
      method: 'DELETE',
      url: `/api/lots/${await lotId()}`,
      headers: headersOf(cast, who),
    }),
  },
  'GET /api/lots/expiring': {
    expected: adminOnly(200),
    request: (who) => ({ method: 'GET', url: '/api/lots/expiring', headers: headersOf(cast, who) }),
  },
  'POST /api/products/{id}/click': {
    expected: everyone(200),
    request: () => ({ method: 'POST', url: `/api/products/${ids.product}/click` }),
  },
  'POST /api/offers': {
    expected: adminOnly(201),
    request: async (who) => ({
      method: 'POST',
      url: '/api/offers',
      headers: headersOf(cast, who),
      json: {
        product_id: await insertProduct(t.db, {
          categoryId: ids.category,
          companyId: ids.company,
          price: '30.00',
        }),
        start_date: '2020-01-01',
        end_date: '2099-12-31',
        offer_price: 20,
      },
    }),
  },
  'DELETE /api/offers/{id}': {
    expected: adminOnly(204),
    request: async (who) => {
      const productId = await insertProduct(t.db, {
        categoryId: ids.category,
        companyId: ids.company,
        price: '30.00',
      });
      const offerId = await insertOffer(t.db, {
        productId,
        offerPrice: '20.00',
        startDate: '2020-01-01',
        endDate: '2099-12-31',
      });
      return { method: 'DELETE', url: `/api/offers/${offerId}`, headers: headersOf(cast, who) };
    },
  },
  'GET /api/categories': {
    expected: everyone(200),
    request: () => ({ method: 'GET', url: '/api/categories' }),
  },
  'POST /api/categories': {
    expected: adminOnly(201),
    request: (who) => ({
      method: 'POST',
      url: '/api/categories',
      headers: headersOf(cast, who),
      form: { name: 'Matrix Category' },
    }),
  },
  'POST /api/categories/{id}': {
    expected: adminOnly(200),
    request: (who) => ({
      method: 'POST',
      url: `/api/categories/${ids.category}`,
      headers: headersOf(cast, who),
      form: { name: 'Matrix Shelf', _method: 'PUT' },
    }),
  },
  'PUT /api/categories/{id}': {
    expected: adminOnly(200),
    request: (who) => ({
      method: 'PUT',
      url: `/api/categories/${ids.category}`,
      headers: headersOf(cast, who),
      form: { name: 'Matrix Shelf' },
    }),
  },
  'DELETE /api/categories/{id}': {
    expected: adminOnly(204),
    request: async (who) => ({
      method: 'DELETE',
      url: `/api/categories/${await insertCategory(t.db)}`,
      headers: headersOf(cast, who),
    }),
  },
  'GET /api/companies': {
    expected: everyone(200),
    request: () => ({ method: 'GET', url: '/api/companies' }),
  },
  'POST /api/companies': {
    expected: adminOnly(201),
    request: (who) => ({
      method: 'POST',
      url: '/api/companies',
      headers: headersOf(cast, who),
      form: { name: 'Matrix Brand', image: file(png) },
    }),
  },
  'POST /api/companies/{id}': {
    expected: adminOnly(200),
    request: (who) => ({
      method: 'POST',
      url: `/api/companies/${ids.company}`,
      headers: headersOf(cast, who),
      form: { name: 'Matrix Maker', _method: 'PUT' },
    }),
  },
  'PUT /api/companies/{id}': {
    expected: adminOnly(200),
    request: (who) => ({
      method: 'PUT',
      url: `/api/companies/${ids.company}`,
      headers: headersOf(cast, who),
      form: { name: 'Matrix Maker' },
    }),
  },
  'DELETE /api/companies/{id}': {
    expected: adminOnly(204),
    request: async (who) => ({
      method: 'DELETE',
      url: `/api/companies/${await insertCompany(t.db)}`,
      headers: headersOf(cast, who),
    }),
  },
  'GET /api/packs': { expected: everyone(200), request: () => ({ method: 'GET', url: '/api/packs' }) },
  'POST /api/packs': {
    expected: adminOnly(201),
    request: (who) => ({
      method: 'POST',
      url: '/api/packs',
      headers: headersOf(cast, who),
      json: {
        name: 'Matrix Pack',
        description: 'Two of them.',
        price: 50,
        product_ids: [ids.product, ids.partner],
      },
    }),
  },
  'GET /api/packs/{id}': {
    expected: everyone(200),
    request: () => ({ method: 'GET', url: `/api/packs/${ids.pack}` }),
  },
  'PUT /api/packs/{id}': {
    expected: adminOnly(200),
    request: (who) => ({
      method: 'PUT',
      url: `/api/packs/${ids.pack}`,
      headers: headersOf(cast, who),
      json: { name: 'Matrix Duo', description: 'Both.', price: 60, product_ids: [ids.product, ids.partner] },
    }),
  },
  'POST /api/packs/{id}': {
    expected: adminOnly(200),
    request: (who) => ({
      method: 'POST',
      url: `/api/packs/${ids.pack}`,
      headers: headersOf(cast, who),
      json: {
        _method: 'PUT',
        name: 'Matrix Duo',
        description: 'Both.',
        price: 60,
        product_ids: [ids.product, ids.partner],
      },
    }),
  },
  'DELETE /api/packs/{id}': {
    expected: adminOnly(204),
    request: async (who) => ({
      method: 'DELETE',
      url: `/api/packs/${await insertPack(t.db, { productIds: [ids.partner] })}`,
      headers: headersOf(cast, who),
    }),
  },
  'POST /api/packs/{id}/click': {
    expected: everyone(200),
    request: () => ({ method: 'POST', url: `/api/packs/${ids.pack}/click` }),
  },
  'GET /api/catalogue': {
    expected: everyone(200),
    request: () => ({ method: 'GET', url: '/api/catalogue?q=product&sort=price_asc&page=1' }),
  },
  'GET /api/catalogue/hero': {
    expected: everyone(200),
    request: () => ({ method: 'GET', url: '/api/catalogue/hero' }),
  },
  'GET /api/catalogue/suggest': {
    expected: everyone(200),
    request: () => ({ method: 'GET', url: '/api/catalogue/suggest?q=pro' }),
  },
  'GET /api/favourites': {
    expected: loggedIn(200),
    request: (who) => ({ method: 'GET', url: '/api/favourites', headers: headersOf(cast, who) }),
    check: (who, response) => {
      const mine = response
        .json<{ products: Array<{ target_id: number }> }>()
        .products.map((p) => p.target_id);
      if (who === 'customer') expect(mine).toContain(ids.product);
      else expect(mine).not.toContain(ids.product);
    },
  },
  'POST /api/favourites/toggle': {
    expected: loggedIn(200),
    request: (who) => ({
      method: 'POST',
      url: '/api/favourites/toggle',
      headers: headersOf(cast, who),
      json: { type: 'pack', id: ids.pack },
    }),
  },
  'POST /api/orders': {
    expected: everyone(201),
    request: (who) => ({
      method: 'POST',
      url: '/api/orders',
      headers: headersOf(cast, who),
      json: orderPayload([{ target_name: 'product', target_id: ids.partner, quantity: 1, price: 25 }], {
        user_id: cast.customer.user.id,
      }),
    }),
    // user_id comes from the session, never from the body.
    check: (who, response) =>
      expect(response.json().user_id).toBe(who === 'guest' ? null : cast[who].user.id),
  },
  'GET /api/orders': {
    expected: adminOnly(200),
    request: (who) => ({ method: 'GET', url: '/api/orders', headers: headersOf(cast, who) }),
  },
  'GET /api/userorders': {
    expected: loggedIn(200),
    request: (who) => ({ method: 'GET', url: '/api/userorders', headers: headersOf(cast, who) }),
    check: (who, response) => {
      const listed = idsIn(response.json().orders);
      if (who === 'customer') expect(listed).toContain(ids.order);
      else expect(listed).not.toContain(ids.order);
      for (const order of response.json().orders as Array<{ user_id: number }>) {
        expect(order.user_id).toBe(cast[who as 'customer'].user.id);
      }
    },
  },
  'PATCH /api/orders/{id}': {
    expected: adminOnly(200),
    request: (who) => ({
      method: 'PATCH',
      url: `/api/orders/${ids.order}`,
      headers: headersOf(cast, who),
      json: { status: 'delivered' },
    }),
  },
  'GET /api/orders/confirmation-queue': {
    expected: adminOnly(200),
    request: (who) => ({
      method: 'GET',
      url: '/api/orders/confirmation-queue',
      headers: headersOf(cast, who),
    }),
  },
  'GET /api/orders/{id}': {
    expected: adminOnly(200),
    request: (who) => ({ method: 'GET', url: `/api/orders/${ids.order}`, headers: headersOf(cast, who) }),
  },
  // returns after delivery (decision 265)
  'GET /api/orders/{id}/returns': {
    expected: adminOnly(200),
    request: (who) => ({
      method: 'GET',
      url: `/api/orders/${ids.order}/returns`,
      headers: headersOf(cast, who),
    }),
  },
  'POST /api/orders/{id}/returns': {
    expected: adminOnly(201),
    request: async (who) => {
      const { orderId, itemId } = await deliveredLine();
      return {
        method: 'POST',
        url: `/api/orders/${orderId}/returns`,
        headers: headersOf(cast, who),
        json: { lines: [{ order_item_id: itemId, quantity: 1, reason: 'damaged' }], refund_method: 'cash' },
      };
    },
  },
  'GET /api/order-returns/stats': {
    expected: adminOnly(200),
    request: (who) => ({ method: 'GET', url: '/api/order-returns/stats', headers: headersOf(cast, who) }),
  },
  'GET /api/order-returns/export.csv': {
    expected: adminOnly(200),
    request: (who) => ({
      method: 'GET',
      url: '/api/order-returns/export.csv',
      headers: headersOf(cast, who),
    }),
  },
  'GET /api/order-returns/quarantine': {
    expected: adminOnly(200),
    request: (who) => ({
      method: 'GET',
      url: '/api/order-returns/quarantine',
      headers: headersOf(cast, who),
    }),
  },
  'GET /api/userorders/returns': {
    expected: loggedIn(200),
    request: (who) => ({ method: 'GET', url: '/api/userorders/returns', headers: headersOf(cast, who) }),
    check: (who, response) => {
      // Only the caller's own orders' returns: the customer's orders are the only ones with returns.
      if (who !== 'customer') expect(response.json().returns).toEqual([]);
    },
  },
  'GET /api/userorders/changes': {
    expected: loggedIn(200),
    request: (who) => ({ method: 'GET', url: '/api/userorders/changes', headers: headersOf(cast, who) }),
    check: (who, response) => {
      // Only the caller's own orders' changes, never a member of staff's name.
      const changes = response.json().changes as Array<Record<string, unknown>>;
      if (who !== 'customer') expect(changes).toEqual([]);
      for (const change of changes) expect(change).not.toHaveProperty('staff_name');
    },
  },
  'POST /api/orders/{id}/contacts': {
    expected: adminOnly(201),
    request: async (who) => ({
      method: 'POST',
      url: `/api/orders/${await pendingOrder()}/contacts`,
      headers: headersOf(cast, who),
      json: { outcome: 'no_answer', note: 'Rang twice.' },
    }),
  },
  // Order edits (decision 260): the order as read, one more unit.
  'POST /api/orders/{id}/edit': {
    expected: adminOnly(200),
    request: async (who) => {
      const orderId = await pendingOrder();
      const read = await call(t, {
        method: 'GET',
        url: `/api/orders/${orderId}`,
        headers: cast.admin.headers,
      });
      const order = read.json<{
        version: number;
        name: string;
        phone_number: string;
        address: string;
        city: string;
        delivery_area_id: number | null;
      }>();
      return {
        method: 'POST',
        url: `/api/orders/${orderId}/edit`,
        headers: headersOf(cast, who),
        json: {
          version: order.version,
          name: order.name,
          phone_number: order.phone_number,
          address: order.address,
          city: order.city,
          delivery_area_id: order.delivery_area_id,
          items: [{ target_name: 'product', target_id: ids.partner, quantity: 2 }],
        },
      };
    },
  },
  'DELETE /api/orders/{id}/contacts/{contactId}': {
    expected: adminOnly(200),
    request: async (who) => {
      const { orderId, contactId } = await cancellingCall();
      return {
        method: 'DELETE',
        url: `/api/orders/${orderId}/contacts/${contactId}`,
        headers: headersOf(cast, who),
      };
    },
  },
  'GET /api/blocked-phones': {
    expected: adminOnly(200),
    request: (who) => ({ method: 'GET', url: '/api/blocked-phones', headers: headersOf(cast, who) }),
  },
  'POST /api/blocked-phones': {
    expected: adminOnly(201),
    request: (who) => ({
      method: 'POST',
      url: '/api/blocked-phones',
      headers: headersOf(cast, who),
      json: { phone_number: blockablePhone(), reason: 'Fake order' },
    }),
  },
  'DELETE /api/blocked-phones/{id}': {
    expected: adminOnly(200),
    request: async (who) => ({
      method: 'DELETE',
      url: `/api/blocked-phones/${await blockedPhoneId()}`,
      headers: headersOf(cast, who),
    }),
  },
  'GET /api/shop-day': {
    expected: everyone(200),
    request: (who) => ({ method: 'GET', url: '/api/shop-day', headers: headersOf(cast, who) }),
    check: (_who, response) => {
      expect(response.json()).toMatchObject({ time_zone: 'Africa/Casablanca' });
      expect(response.json().date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    },
  },
  'GET /api/settings': {
    expected: everyone(200),
    request: (who) => ({ method: 'GET', url: '/api/settings', headers: headersOf(cast, who) }),
    check: (who, response) => {
      // The legal identifiers and the VAT rate are the admins' only.
      if (who === 'admin') expect(response.json()).toHaveProperty('vat_rate');
      else expect(response.json()).not.toHaveProperty('vat_rate');
    },
  },
  'PUT /api/settings': {
    expected: adminOnly(200),
    request: (who) => ({
      method: 'PUT',
      url: '/api/settings',
      headers: headersOf(cast, who),
      json: { opening_hours: 'Tous les jours, de 10 h à 23 h' },
    }),
  },
  'GET /api/customers': {
    expected: adminOnly(200),
    request: (who) => ({ method: 'GET', url: '/api/customers', headers: headersOf(cast, who) }),
  },
  'GET /api/customers/export.csv': {
    expected: adminOnly(200),
    request: (who) => ({ method: 'GET', url: '/api/customers/export.csv', headers: headersOf(cast, who) }),
  },
  'GET /api/orders/export.csv': {
    expected: adminOnly(200),
    request: (who) => ({ method: 'GET', url: '/api/orders/export.csv', headers: headersOf(cast, who) }),
  },
  // The stream stays open for an admin: the matrix asks with a Last-Event-ID no stream sends (422),
  // which still passes the guard first; the stream itself is tested in notifications/stream.test.ts.
  'GET /api/notifications/stream': {
    expected: adminOnly(422),
    request: (who) => ({
      method: 'GET',
      url: '/api/notifications/stream',
      headers: { ...headersOf(cast, who), 'last-event-id': 'x' },
    }),
  },
  'GET /api/notifications': {
    expected: loggedIn(200),
    request: (who) => ({ method: 'GET', url: '/api/notifications', headers: headersOf(cast, who) }),
    check: (who, response) => {
      const listed = idsIn(response.json());
      if (who === 'customer') expect(listed).toContain(ids.notification);
      else expect(listed).not.toContain(ids.notification);
    },
  },
  'PUT /api/notifications/{id}': {
    expected: ownerOnly(200),
    request: (who) => ({
      method: 'PUT',
      url: `/api/notifications/${ids.notification}`,
      headers: headersOf(cast, who),
    }),
  },
  'DELETE /api/notifications/{id}': {
    expected: ownerOnly(200),
    request: async (who) => ({
      method: 'DELETE',
      url: `/api/notifications/${await customerNotification()}`,
      headers: headersOf(cast, who),
    }),
  },
  'GET /api/dashboard_statistic': {
    expected: adminOnly(200),
    request: (who) => ({ method: 'GET', url: '/api/dashboard_statistic', headers: headersOf(cast, who) }),
  },
  'GET /api/sales-per-product': {
    expected: adminOnly(200),
    request: (who) => ({ method: 'GET', url: '/api/sales-per-product', headers: headersOf(cast, who) }),
  },
  'GET /api/sales-per-categories': {
    expected: adminOnly(200),
    request: (who) => ({
      method: 'GET',
      url: '/api/sales-per-categories?period=month',
      headers: headersOf(cast, who),
    }),
  },
};

describe('authorisation matrix', () => {
  it('the table covers every route the app has, and says who may call it as DESIGN.md does', () => {
    expect(ROUTES.map(routeName).sort()).toEqual(appRoutes(t.app).sort());
    expect(Object.keys(SCENARIOS).sort()).toEqual(ROUTES.map(routeName).sort());
    for (const spec of ROUTES) {
      const expected = SCENARIOS[routeName(spec)]?.expected;
      if (spec.access === 'admin')
        expect(expected, routeName(spec)).toMatchObject({ guest: 401, customer: 403, other: 403 });
      if (spec.access === 'user') expect(expected?.guest, routeName(spec)).toBe(401);
      if (spec.access === 'rider')
        expect(expected, routeName(spec)).toEqual({ guest: 401, customer: 403, other: 403, admin: 403 });
      if (spec.access === 'public') expect(expected?.guest, routeName(spec)).not.toBe(401);
    }
  });

  it.each(ROUTES.map((spec) => [routeName(spec)]))('%s', async (name) => {
    const scenario = SCENARIOS[name] as Scenario;
    for (const who of EVERYONE) {
      const request = await scenario.request(who);
      const before = await databaseSnapshot(t.db);
      const response = await call(t, request);
      expect(response.statusCode, `${name} as ${who}: ${response.body}`).toBe(scenario.expected[who]);
      if (response.statusCode >= 400) {
        expect(typeof response.json().message, `${name} as ${who}`).toBe('string');
        expect(
          snapshotDifferences(before, await databaseSnapshot(t.db)),
          `${name} as ${who} changed the database`,
        ).toEqual([]);
      }
      if (response.statusCode < 400) scenario.check?.(who, response);
    }
  });

  it('a refused caller learns nothing of the body rules: 401/403 come before validation', async () => {
    let checked = 0;
    for (const spec of ROUTES.filter((route) => route.access !== 'public' && route.body !== 'none')) {
      for (const who of ['guest', 'customer'] as Who[]) {
        if (spec.access === 'user' && who === 'customer') continue;
        const url = spec.path.replace('{id}', String(ids.product));
        const response = await call(t, {
          method: spec.method,
          url,
          headers: headersOf(cast, who),
          json: { nonsense: true },
        });
        expect(response.statusCode, `${routeName(spec)} as ${who}`).toBe(who === 'guest' ? 401 : 403);
        checked += 1;
      }
    }
    reportFigure(
      'authorisation',
      `${ROUTES.length} routes x 4 callers matched DESIGN.md; ${checked} refusals with an invalid body still 401/403`,
    );
  });
});
