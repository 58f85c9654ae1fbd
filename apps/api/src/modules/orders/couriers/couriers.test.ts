import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CourierCash, CourierDistrictView, CourierParcelView, OrderDetails } from '@parashop/shared';
import { createDatabase } from '../../../db/client';
import { courierDistricts, courierParcels, notifications } from '../../../db/schema';
import {
  createTestApp,
  loginAs,
  postgresOnly,
  type TestApp,
  type TestSession,
} from '../../../../test/helpers';
import { signedWebhook, startFakeSendit, type FakeSendit } from '../../../../test/support/fake-sendit';
import { stockOf } from '../test-support';
import { confirmedOrder, lottedProduct } from '../deliveries/test-support';
import { configuredCouriers } from './registry';
import { syncRound } from './sync';

/**
 * Couriers (docs/decisions/270-couriers.md) against a fake Sendit: sending never twice (double clicks,
 * two staff, a timeout after the courier accepted), failures leaving the order as it was, the status
 * sync by polling and webhook (once each, in order, unknown statuses kept), the return and the
 * courier's cash.
 */

// Generous for a loaded machine: a normal answer of the fake must never pass it.
const TIMEOUT_MS = 1_500;

let fake: FakeSendit;
let t: TestApp;
let admin: TestSession;
let otherAdmin: TestSession;
let productId: number;

beforeAll(async () => {
  fake = await startFakeSendit();
  fake.delayMs = TIMEOUT_MS + 1_000;
  t = await createTestApp({
    courierSendit: { publicKey: fake.publicKey, secretKey: fake.secretKey, url: fake.url },
    courierSyncSeconds: 0,
    courierTimeoutMs: TIMEOUT_MS,
  });
  admin = await loginAs(t.app, t.db, 'admin');
  otherAdmin = await loginAs(t.app, t.db, 'admin');
  productId = await lottedProduct(t, admin, 200);
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

beforeEach(() => {
  fake.mode = 'normal';
  fake.feeOverride = null;
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function send(orderId: number, body: Record<string, unknown> = {}, session = admin, lang = 'en') {
  return t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/courier-parcel`,
    headers: { ...session.headers, 'accept-language': lang },
    payload: { courier: 'sendit', district_id: '11', ...body },
  });
}

function get(url: string, session = admin) {
  return t.app.inject({ method: 'GET', url, headers: session.headers });
}

async function outsideOrder(quantity = 1) {
  return confirmedOrder(t, admin, productId, { area: 2, quantity });
}

async function sentParcel(): Promise<{ orderId: number; parcel: CourierParcelView }> {
  const order = await outsideOrder();
  const response = await send(order.id);
  expect(response.statusCode, response.body).toBe(201);
  return { orderId: order.id, parcel: response.json<CourierParcelView>() };
}

const sync = () =>
  syncRound({ db: t.db, couriers: configuredCouriers(t.config), timeZone: t.config.shopTimezone }, 0);

async function orderStatus(orderId: number): Promise<string> {
  return (await get(`/api/orders/${orderId}`)).json<OrderDetails>().status;
}

describe('districts', () => {
  it("lists the courier's districts over its pages with city, Arabic name and fee, then from the cache", async () => {
    const response = await get('/api/couriers/sendit/districts');
    expect(response.statusCode, response.body).toBe(200);
    const districts = response.json<CourierDistrictView[]>();
    expect(districts).toHaveLength(5);
    expect(districts.find((d) => d.id === '11')).toMatchObject({
      city: 'Laayoune',
      price: 3500,
      delay: '48h',
    });
    expect(districts.find((d) => d.id === '11')?.name_ar).toContain('العيون');
    // Courier down: the cached list still answers.
    fake.mode = 'error';
    expect((await get('/api/couriers/sendit/districts?refresh=true')).json()).toHaveLength(5);
  });

  it('answers 404 for a courier that is not set up and keeps the keys out of every answer', async () => {
    expect((await get('/api/couriers/nope/districts')).statusCode).toBe(404);
    const couriers = await get('/api/couriers');
    expect(couriers.json()).toEqual([{ id: 'sendit', name: 'Sendit', webhook: true }]);
    expect(couriers.body).not.toContain(fake.secretKey);
    expect(couriers.body).not.toContain(fake.publicKey);
  });
});

describe('sending', () => {
  it("sends a confirmed order: code, fee, label; the order stays pending and leaves the riders' list", async () => {
    const order = await outsideOrder(2);
    const created = fake.created();
    const response = await send(order.id);
    expect(response.statusCode, response.body).toBe(201);
    const parcel = response.json<CourierParcelView>();
    expect(parcel).toMatchObject({
      state: 'sent',
      district_id: '11',
      city: 'Laayoune',
      quoted_fee: 3500,
      fee: 3500,
      raw_status: 'PENDING',
      delivery_state: 'waiting',
      has_label: true,
    });
    expect(parcel.code).toMatch(/^SD/);
    expect(fake.created()).toBe(created + 1);
    const delivery = fake.deliveries.get(parcel.code ?? '');
    expect(delivery?.reference).toBe(parcel.reference);
    expect(Number(delivery?.amount) * 100).toBe(parcel.amount);
    expect(await orderStatus(order.id)).toBe('pending');

    const label = await get(`/api/orders/${order.id}/courier-parcel/label`);
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toContain('application/pdf');
    expect(label.body.startsWith('%PDF')).toBe(true);

    const shown = await get(`/api/orders/${order.id}/courier-parcel`);
    expect(shown.json<CourierParcelView>().code).toBe(parcel.code);
  });

  it("prints several orders' labels as one PDF, in the order asked; all or nothing", async () => {
    const first = await sentParcel();
    const second = await sentParcel();
    const both = await t.app.inject({
      method: 'GET',
      url: `/api/courier-parcels/labels?orders=${second.orderId},${first.orderId}`,
      headers: admin.headers,
    });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.headers['content-type']).toContain('application/pdf');
    const merged = await PDFDocument.load(both.rawPayload);
    expect(merged.getPageCount()).toBe(2);
    // Each label's own page, in the order asked: the second order's label first.
    const firstPage = await PDFDocument.load(
      (await get(`/api/orders/${second.orderId}/courier-parcel/label`)).rawPayload,
    );
    expect(merged.getPage(0).getSize()).toEqual(firstPage.getPage(0).getSize());

    const unsent = await outsideOrder();
    const partly = await get(`/api/courier-parcels/labels?orders=${first.orderId},${unsent.id}`);
    expect(partly.statusCode).toBe(404);
    expect(partly.json()).toMatchObject({ reason: 'no_parcel' });
    for (const bad of ['', 'abc', '1,,2', Array.from({ length: 51 }, (_, i) => i + 1).join(',')]) {
      const refused = await get(`/api/courier-parcels/labels?orders=${bad}`);
      expect(refused.statusCode, bad).toBe(422);
    }
    fake.mode = 'error';
    try {
      const down = await get(`/api/courier-parcels/labels?orders=${first.orderId}`);
      expect(down.statusCode).toBeGreaterThanOrEqual(502);
      expect(down.json()).toMatchObject({ retry: true });
    } finally {
      fake.mode = 'normal';
    }
    const customer = await loginAs(t.app, t.db, 'customer');
    expect((await get(`/api/courier-parcels/labels?orders=${first.orderId}`, customer)).statusCode).toBe(403);
  });

  it('a double click, a retry and two staff at once make one parcel', async () => {
    const order = await outsideOrder();
    const created = fake.created();
    const answers = await Promise.all([
      send(order.id),
      send(order.id),
      send(order.id, {}, otherAdmin),
      send(order.id, {}, otherAdmin),
    ]);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.every((s) => s === 201 || s === 200 || s === 409)).toBe(true);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json()).toMatchObject({ reason: 'sending' });
    }
    expect(fake.created()).toBe(created + 1);
    const again = await send(order.id);
    expect(again.statusCode).toBe(200);
    const live = await t.db.select().from(courierParcels).where(eq(courierParcels.orderId, order.id));
    expect(live).toHaveLength(1);
    expect(again.json<CourierParcelView>().code).toBe(live[0]?.code);
  });

  it('a timeout after the courier accepted: the order is unchanged, and the retry finds the parcel instead of making a second', async () => {
    const order = await outsideOrder();
    const created = fake.created();
    fake.mode = 'timeout-after-accept';
    const first = await send(order.id, {}, admin, 'fr');
    expect(first.statusCode, first.body).toBe(504);
    expect(first.json()).toMatchObject({ reason: 'courier_timeout', retry: true });
    expect(first.json().message).toContain('réessayez');
    expect(fake.created()).toBe(created + 1);
    expect(await orderStatus(order.id)).toBe('pending');
    const [reserved] = await t.db.select().from(courierParcels).where(eq(courierParcels.orderId, order.id));
    expect(reserved?.state).toBe('sending');

    fake.mode = 'normal';
    // The courier gets one more call's time before anybody asks again (the lease), then the retry.
    expect(reserved?.attemptUntil).toBeInstanceOf(Date);
    const tooSoon = await send(order.id);
    if (Date.now() < (reserved?.attemptUntil?.getTime() ?? 0)) expect(tooSoon.statusCode).toBe(409);
    await sleep(Math.max(0, (reserved?.attemptUntil?.getTime() ?? 0) - Date.now()) + 50);
    const retried = await send(order.id);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(fake.created()).toBe(created + 1);
    const made = [...fake.deliveries.values()].filter((d) => d.reference === reserved?.reference);
    expect(made).toHaveLength(1);
    expect(retried.json<CourierParcelView>()).toMatchObject({ state: 'sent', code: made[0]?.code });
  });

  it.each([
    ['error', 503, 'courier_unavailable'],
    ['slow', 504, 'courier_timeout'],
    ['nonsense', 502, 'courier_nonsense'],
  ] as const)(
    'courier %s: %i with a message, nothing sent; the retry sends once',
    async (mode, status, reason) => {
      const order = await outsideOrder();
      const created = fake.created();
      fake.mode = mode;
      const failed = await send(order.id, {}, admin, 'ar');
      expect(failed.statusCode, failed.body).toBe(status);
      expect(failed.json()).toMatchObject({ reason, retry: true });
      expect(failed.json().message).toMatch(/[\u0600-\u06FF]/);
      expect(await orderStatus(order.id)).toBe('pending');
      fake.mode = 'normal';
      await sleep(mode === 'slow' ? TIMEOUT_MS + 50 : 0);
      const retried = await send(order.id);
      expect(retried.statusCode, retried.body).toBe(200);
      expect(retried.json<CourierParcelView>().state).toBe('sent');
      // A slow courier may still have made the first one: then the retry found it.
      expect(fake.created()).toBe(created + 1);
    },
  );

  it('a district the courier refuses: 422, nothing live kept, the order can be sent again', async () => {
    await get('/api/couriers/sendit/districts');
    await t.db.insert(courierDistricts).values({
      courier: 'sendit',
      districtId: '999',
      name: 'Gone',
      city: 'Nowhere',
      price: 1000,
      refreshedAt: new Date(),
    });
    const order = await outsideOrder();
    const refused = await send(order.id, { district_id: '999' });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ reason: 'courier_refused' });
    await t.db.delete(courierDistricts).where(eq(courierDistricts.districtId, '999'));
    expect((await send(order.id)).statusCode).toBe(201);
  });

  it('refuses what cannot go: bad input 422, unknown district 422, unconfirmed order 409, unknown order 404', async () => {
    const order = await outsideOrder();
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/courier-parcel`,
      headers: admin.headers,
      payload: { courier: '', district_id: 12 },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('courier');
    expect((await send(order.id, { district_id: '4242' })).statusCode).toBe(422);
    const unconfirmed = await confirmedOrder(t, admin, productId, { area: 2, confirm: false });
    const notYet = await send(unconfirmed.id);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json()).toMatchObject({ reason: 'not_eligible' });
    expect((await send(99_999_999)).statusCode).toBe(404);
  });
});

describe('following', () => {
  it('polling maps the statuses; delivered makes the order delivered with its invoice number', async () => {
    const { orderId, parcel } = await sentParcel();
    const code = parcel.code ?? '';
    fake.setStatus(code, 'PICKEDUP', new Date(Date.now() + 1_000));
    await sync();
    let shown = (await get(`/api/orders/${orderId}/courier-parcel`)).json<CourierParcelView>();
    expect(shown).toMatchObject({ raw_status: 'PICKEDUP', delivery_state: 'out' });
    fake.setStatus(code, 'DELIVERED', new Date(Date.now() + 2_000));
    await sync();
    shown = (await get(`/api/orders/${orderId}/courier-parcel`)).json<CourierParcelView>();
    expect(shown.delivery_state).toBe('delivered');
    const order = (await get(`/api/orders/${orderId}`)).json<OrderDetails>();
    expect(order.status).toBe('delivered');
    expect(order.invoice_number).toMatch(/^\d{4}-\d{6}$/);
    // Final: no longer polled.
    const polls = fake.tracked.get(code);
    await sync();
    expect(fake.tracked.get(code)).toBe(polls);
  });

  it('an unknown status is kept, flagged for staff and notified', async () => {
    const { orderId, parcel } = await sentParcel();
    fake.setStatus(parcel.code ?? '', 'LOST_IN_SPACE', new Date(Date.now() + 1_000));
    await sync();
    const shown = (await get(`/api/orders/${orderId}/courier-parcel`)).json<CourierParcelView>();
    expect(shown).toMatchObject({
      raw_status: 'LOST_IN_SPACE',
      unknown_status: true,
      delivery_state: 'waiting',
    });
    const attention = (await get('/api/courier-parcels?attention=true')).json<CourierParcelView[]>();
    expect(attention.map((p) => p.id)).toContain(parcel.id);
    const notes = await t.db.select().from(notifications);
    expect(notes.some((n) => n.message.includes('LOST_IN_SPACE') && n.userId === null)).toBe(true);
    expect(await orderStatus(orderId)).toBe('pending');
  });

  it('webhook: a bad signature is refused; each event applies once and in order; a replay changes nothing', async () => {
    const { orderId, parcel } = await sentParcel();
    const code = parcel.code ?? '';
    const post = (body: string, signature: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/couriers/sendit/webhook',
        headers: { 'content-type': 'application/json', 'x-sendit-signature': signature },
        payload: body,
      });
    const later = new Date(Date.now() + 60_000).toISOString();
    const earlier = new Date(Date.now() + 30_000).toISOString();
    const events = [
      { code, status: 'DELIVERING', date: later },
      { code, status: 'TRANSIT', date: earlier },
    ];
    const signed = signedWebhook(fake.secretKey, events);
    expect((await post(signed.body, 'a'.repeat(64))).statusCode).toBe(403);
    expect((await post(signed.body, signedWebhook('other-secret', events).signature)).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/couriers/sendit/webhook',
          headers: { 'content-type': 'application/json' },
          payload: signed.body,
        })
      ).statusCode,
    ).toBe(403);

    const first = await post(signed.body, signed.signature);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: 2, applied: 2 });
    const replay = await post(signed.body, signed.signature);
    expect(replay.json()).toEqual({ received: 2, applied: 0 });
    let shown = (await get(`/api/orders/${orderId}/courier-parcel`)).json<CourierParcelView>();
    expect(shown).toMatchObject({ raw_status: 'DELIVERING', delivery_state: 'out' });
    // An event older than the last one is kept in the history, but does not move the parcel back.
    const old = signedWebhook(fake.secretKey, {
      code,
      status: 'PICKEDUP',
      date: earlier.replace(/\d\d\.\d+Z$/, '00.000Z'),
    });
    await post(old.body, old.signature);
    shown = (await get(`/api/orders/${orderId}/courier-parcel`)).json<CourierParcelView>();
    expect(shown.raw_status).toBe('DELIVERING');
    expect(shown.events.find((e) => e.raw_status === 'PICKEDUP')?.applied).toBe(false);
  });

  it('rejected: the parcel comes back; staff confirm receipt, the order is returned and its stock is back', async () => {
    const { orderId, parcel } = await sentParcel();
    const before = await stockOf(t.db, productId);
    const early = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/courier-parcel/received`,
      headers: admin.headers,
    });
    expect(early.statusCode).toBe(409);
    fake.setStatus(parcel.code ?? '', 'REJECTED', new Date(Date.now() + 1_000));
    await sync();
    const shown = (await get(`/api/orders/${orderId}/courier-parcel`)).json<CourierParcelView>();
    expect(shown).toMatchObject({ delivery_state: 'failed', failure_reason: 'refused_at_door' });
    expect(await orderStatus(orderId)).toBe('pending');
    const received = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/courier-parcel/received`,
      headers: admin.headers,
    });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json<CourierParcelView>().delivery_state).toBe('returned');
    expect(await orderStatus(orderId)).toBe('returned');
    expect(await stockOf(t.db, productId)).toBe(before + 1);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/courier-parcel/received`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(200);
    expect(await stockOf(t.db, productId)).toBe(before + 1);
  });
});

function cancel(orderId: number, lang = 'en') {
  return t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/courier-parcel/cancel`,
    headers: { ...admin.headers, 'accept-language': lang },
  });
}

function setOrderStatus(orderId: number, status: string, lang = 'en') {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/orders/${orderId}`,
    headers: { ...admin.headers, 'accept-language': lang },
    payload: { status },
  });
}

describe('cancelling a parcel', () => {
  it('before pickup: the courier cancels it, the order can be sent again; courier down leaves all unchanged', async () => {
    const { orderId, parcel } = await sentParcel();
    const code = parcel.code ?? '';
    fake.setStatus(code, 'TO_PICKUP', new Date(Date.now() + 1_000));
    await sync();

    fake.mode = 'error';
    const down = await cancel(orderId, 'fr');
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ reason: 'courier_unavailable', retry: true });
    expect(down.json<{ message: string }>().message).toContain('inchangés');
    fake.mode = 'normal';
    expect(fake.deliveries.get(code)?.status).toBe('TO_PICKUP');
    let shown = (await get(`/api/orders/${orderId}/courier-parcel`)).json<CourierParcelView>();
    expect(shown).toMatchObject({ state: 'sent', delivery_state: 'waiting' });
    expect(await orderStatus(orderId)).toBe('pending');

    const cancelled = await cancel(orderId);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<CourierParcelView>()).toMatchObject({ code, delivery_state: 'cancelled' });
    expect(fake.deliveries.get(code)?.status).toBe('CANCELED');
    expect(await orderStatus(orderId)).toBe('pending');
    shown = (await get(`/api/orders/${orderId}/courier-parcel`)).json<CourierParcelView>();
    expect(shown.events.map((event) => event.raw_status)).toContain('CANCELLED_BY_SHOP');
    // Once: a second cancel finds no live parcel.
    expect((await cancel(orderId)).statusCode).toBe(404);

    // Sent again: a new parcel under a new reference.
    const again = await send(orderId);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json<CourierParcelView>().code).not.toBe(code);
    expect(again.json<CourierParcelView>().reference).not.toBe(parcel.reference);
  });

  it('after pickup it is refused (409), and a parcel the courier refuses to cancel stays as it was', async () => {
    const { orderId, parcel } = await sentParcel();
    const code = parcel.code ?? '';
    fake.setStatus(code, 'PICKEDUP', new Date(Date.now() + 1_000));
    await sync();
    const refused = await cancel(orderId, 'ar');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: 'picked_up' });
    expect(fake.deliveries.get(code)?.status).toBe('PICKEDUP');

    // The courier picked up a parcel the shop still sees waiting: the courier says no, nothing changes.
    const other = await sentParcel();
    fake.setStatus(other.parcel.code ?? '', 'PICKEDUP');
    const no = await cancel(other.orderId);
    expect(no.statusCode).toBe(422);
    expect(no.json()).toMatchObject({ reason: 'courier_refused' });
    const shown = (await get(`/api/orders/${other.orderId}/courier-parcel`)).json<CourierParcelView>();
    expect(shown.state).toBe('sent');
    expect((await cancel(123456)).statusCode).toBe(404);
  });

  it('an order with a live parcel cannot be cancelled (409, in the staff language) until its parcel is', async () => {
    const { orderId } = await sentParcel();
    for (const lang of ['en', 'fr', 'ar']) {
      const refused = await setOrderStatus(orderId, 'cancelled', lang);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ reason: 'parcel_live' });
      expect(refused.json<{ message: string }>().message.length).toBeGreaterThan(10);
    }
    expect((await setOrderStatus(orderId, 'cancelled', 'fr')).json<{ message: string }>().message).toContain(
      'colis',
    );
    expect(await orderStatus(orderId)).toBe('pending');
    expect((await cancel(orderId)).statusCode).toBe(200);
    const done = await setOrderStatus(orderId, 'cancelled');
    expect(done.statusCode, done.body).toBe(200);
    expect(await orderStatus(orderId)).toBe('cancelled');
  });
});

describe('courier cash', () => {
  it('reconciles entered and imported remittances: paid, short, missing, fee differs, not due, unknown parcel', async () => {
    const made = [];
    for (let i = 0; i < 5; i += 1) made.push(await sentParcel());
    const [paid, short, missing, feeDiffers, notDue] = made.map((m) => m.parcel);
    for (const p of [paid, short, missing, feeDiffers]) {
      fake.setStatus(p?.code ?? '', 'DELIVERED', new Date(Date.now() + 1_000));
    }
    await sync();
    const amount = paid?.amount ?? 0;
    const entered = await t.app.inject({
      method: 'POST',
      url: '/api/courier-cash/remittances',
      headers: admin.headers,
      payload: { courier: 'sendit', lines: [{ code: paid?.code, amount, fee: 3500 }] },
    });
    expect(entered.statusCode, entered.body).toBe(200);
    const dirhams = (c: number) => (c / 100).toFixed(2).replace('.', ',');
    const csv = [
      'code;amount;fee;paid_on',
      `${short?.code};${dirhams(amount - 1000)};35,00;2026-11-27`,
      `${feeDiffers?.code};${dirhams(amount)};45,00;`,
      'SD-NOT-OURS;10,00;35,00;',
    ].join('\r\n');
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/courier-cash/remittances',
      headers: admin.headers,
      payload: { courier: 'sendit', csv },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toEqual({ saved: 3 });

    const cash = (await get('/api/courier-cash')).json<CourierCash>();
    const result = (code: string | null | undefined) => cash.lines.find((l) => l.code === code)?.result;
    expect(result(paid?.code)).toBe('paid');
    expect(result(short?.code)).toBe('short');
    expect(result(missing?.code)).toBe('missing');
    expect(result(feeDiffers?.code)).toBe('fee_differs');
    expect(result(notDue?.code)).toBe('not_due');
    expect(result('SD-NOT-OURS')).toBe('unknown_parcel');
    expect(cash.totals.short).toBeGreaterThanOrEqual(1000);

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/courier-cash/remittances',
      headers: admin.headers,
      payload: { courier: 'sendit', csv: 'code,amount\nX,1' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('csv');

    const file = await t.app.inject({
      method: 'GET',
      url: '/api/courier-cash/export.csv?lang=fr',
      headers: admin.headers,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.body).toContain('Transporteur');
    expect(file.body).toContain('Manquant');
  });
});

describe('access', () => {
  it('staff routes are for admins only; the webhook is public but signed', async () => {
    const customer = await loginAs(t.app, t.db, 'customer');
    expect((await get('/api/courier-cash', customer)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/courier-parcels' })).statusCode).toBe(401);
  });
});

describe.skipIf(postgresOnly('couriers on several database clients'))(
  'two API processes on one PostgreSQL',
  () => {
    it('share a sync round: each parcel is polled once', async () => {
      const codes: string[] = [];
      for (let i = 0; i < 6; i += 1) codes.push((await sentParcel()).parcel.code ?? '');
      const other = await createDatabase({ databaseUrl: t.config.databaseUrl, pgliteDataDir: 'memory://' });
      try {
        const before = new Map(codes.map((c) => [c, fake.tracked.get(c) ?? 0]));
        const couriers = configuredCouriers(t.config);
        const now = new Date(Date.now() + 10_000);
        const [mine, theirs] = await Promise.all([
          syncRound({ db: t.db, couriers, timeZone: t.config.shopTimezone }, 60, now),
          syncRound(
            { db: other.db, couriers: configuredCouriers(t.config), timeZone: t.config.shopTimezone },
            60,
            now,
          ),
        ]);
        for (const code of codes) expect((fake.tracked.get(code) ?? 0) - (before.get(code) ?? 0)).toBe(1);
        expect(mine + theirs).toBeGreaterThanOrEqual(codes.length);
        // The same round again, a moment later: nothing is due yet.
        const again = await syncRound(
          { db: other.db, couriers, timeZone: t.config.shopTimezone },
          60,
          new Date(now.getTime() + 1_000),
        );
        expect(again).toBe(0);
      } finally {
        await other.close();
      }
    });

    it('six sends of one order at once over the connection pool make one parcel', async () => {
      const order = await outsideOrder();
      const created = fake.created();
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) => send(order.id, {}, i % 2 ? admin : otherAdmin)),
      );
      expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
      expect(fake.created()).toBe(created + 1);
    });
  },
);
