import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  dateInZone,
  type DeliveryRun,
  type EligibleOrder,
  type OrderDetails,
  type ProductLot,
  type StopOutcomeResponse,
} from '@parashop/shared';
import { notifications, orders, products } from '../../../db/schema';
import { createTestApp, loginAs, type TestApp, type TestSession } from '../../../../test/helpers';
import { stockOf } from '../test-support';
import {
  buildRun,
  confirmedOrder,
  lottedProduct,
  riderSession,
  sendOutcome,
  startedRun,
} from './test-support';

/**
 * Delivery runs (docs/decisions/240-riders-runs-and-cash.md): building and changing runs, who can go
 * on one, and what each outcome does to the order, its stock and its lots, once per key.
 */

let t: TestApp;
let admin: TestSession;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, t.db, 'admin');
  today = dateInZone(new Date(), t.config.shopTimezone);
});

afterAll(async () => {
  await t?.close();
});

async function lotsOf(productId: number): Promise<ProductLot[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/products/${productId}/lots`,
    headers: admin.headers,
  });
  return response.json<ProductLot[]>();
}

async function orderView(id: number): Promise<OrderDetails> {
  const response = await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: admin.headers });
  expect(response.statusCode).toBe(200);
  return response.json<OrderDetails>();
}

async function eligibleIds(date = today): Promise<number[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/delivery-runs/eligible-orders?date=${date}`,
    headers: admin.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<EligibleOrder[]>().map((order) => order.id);
}

describe('building runs', () => {
  it('takes confirmed pending Dakhla orders in the order given, and lists the others as not eligible', async () => {
    const rider = await riderSession(t, admin);
    const productId = await lottedProduct(t, admin);
    const a = await confirmedOrder(t, admin, productId);
    const b = await confirmedOrder(t, admin, productId);
    const unconfirmed = await confirmedOrder(t, admin, productId, { confirm: false });
    const agadir = await confirmedOrder(t, admin, productId, { area: 3 });

    const eligible = await eligibleIds();
    expect(eligible).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(eligible).not.toContain(unconfirmed.id);
    expect(eligible).not.toContain(agadir.id);

    const refused = await buildRun(t, admin, {
      rider_id: rider.rider.id,
      date: today,
      order_ids: [a.id, agadir.id, unconfirmed.id],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      reason: 'order_not_eligible',
      order_ids: [agadir.id, unconfirmed.id],
    });

    const built = await buildRun(t, admin, {
      rider_id: rider.rider.id,
      date: today,
      order_ids: [b.id, a.id],
    });
    expect(built.statusCode, built.body).toBe(201);
    const run = built.json<DeliveryRun>();
    expect(run).toMatchObject({ status: 'draft', date: today, rider: { id: rider.rider.id } });
    expect(run.stops.map((stop) => [stop.position, stop.order.id, stop.state])).toEqual([
      [1, b.id, 'assigned'],
      [2, a.id, 'assigned'],
    ]);
    expect(run.stops[0]?.order.total).toBe(11_000); // 100 MAD + 10 MAD delivery, in centimes
    expect(run.totals).toMatchObject({ to_collect: 22_000, collected: 0, left: 2 });

    // On an open run, an order is eligible no more and a second run cannot take it.
    expect(await eligibleIds()).not.toContain(a.id);
    const second = await buildRun(t, admin, { rider_id: rider.rider.id, date: today, order_ids: [a.id] });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ reason: 'order_on_open_run', order_ids: [a.id] });
  });

  it('changes, reorders and deletes a draft only, and refuses a past day and a disabled rider', async () => {
    const rider = await riderSession(t, admin);
    const productId = await lottedProduct(t, admin);
    const [a, b, c] = [
      await confirmedOrder(t, admin, productId),
      await confirmedOrder(t, admin, productId),
      await confirmedOrder(t, admin, productId),
    ];
    const past = await buildRun(t, admin, {
      rider_id: rider.rider.id,
      date: addDays(today, -1),
      order_ids: [a!.id],
    });
    expect(past.statusCode).toBe(422);
    expect(Object.keys(past.json().errors)).toEqual(['date']);

    const run = (
      await buildRun(t, admin, { rider_id: rider.rider.id, date: today, order_ids: [a!.id, b!.id] })
    ).json<DeliveryRun>();
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/delivery-runs/${run.id}`,
      headers: admin.headers,
      payload: { order_ids: [c!.id, a!.id] },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json<DeliveryRun>().stops.map((stop) => stop.order.id)).toEqual([c!.id, a!.id]);
    expect(await eligibleIds()).toContain(b!.id);

    const handed = await t.app.inject({
      method: 'POST',
      url: `/api/delivery-runs/${run.id}/hand-over`,
      headers: admin.headers,
    });
    expect(handed.json<DeliveryRun>().status).toBe('handed_over');
    for (const request of [
      { method: 'PATCH' as const, url: `/api/delivery-runs/${run.id}`, payload: { order_ids: [a!.id] } },
      { method: 'POST' as const, url: `/api/delivery-runs/${run.id}/hand-over` },
      { method: 'DELETE' as const, url: `/api/delivery-runs/${run.id}` },
    ]) {
      const response = await t.app.inject({ ...request, headers: admin.headers });
      expect(response.statusCode, request.method).toBe(409);
      expect(response.json().reason).toBe('run_not_draft');
    }

    const draft = (
      await buildRun(t, admin, { rider_id: rider.rider.id, date: today, order_ids: [b!.id] })
    ).json<DeliveryRun>();
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/delivery-runs/${draft.id}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await eligibleIds()).toContain(b!.id);

    await t.app.inject({
      method: 'PATCH',
      url: `/api/riders/${rider.rider.id}`,
      headers: admin.headers,
      payload: { disabled: true },
    });
    const disabled = await buildRun(t, admin, { rider_id: rider.rider.id, date: today, order_ids: [b!.id] });
    expect(disabled.statusCode).toBe(422);
    expect(Object.keys(disabled.json().errors)).toEqual(['rider_id']);
  });

  it('validates the body with field messages in the language asked', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/delivery-runs',
      headers: { ...admin.headers, 'accept-language': 'fr' },
      payload: { rider_id: 'x', date: '2026-02-30', order_ids: [1, 1] },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      date: ['Veuillez saisir une date valide'],
      order_ids: ["Une commande ne peut figurer qu'une fois sur une tournée"],
    });
  });
});

describe('the run sheet', () => {
  it("gives the run with item names in the sheet's language and the shop's details", async () => {
    const rider = await riderSession(t, admin);
    const productId = await lottedProduct(t, admin);
    await t.db.update(products).set({ nameAr: 'كريم مرطب' }).where(eq(products.id, productId));
    const order = await confirmedOrder(t, admin, productId, { quantity: 2 });
    const run = (
      await buildRun(t, admin, { rider_id: rider.rider.id, date: today, order_ids: [order.id] })
    ).json<DeliveryRun>();
    const sheet = await t.app.inject({
      method: 'GET',
      url: `/api/delivery-runs/${run.id}/sheet?lang=ar`,
      headers: admin.headers,
    });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.json()).toMatchObject({
      lang: 'ar',
      shop: { shop_name: 'Parashop', city: 'Dakhla' },
      run: {
        id: run.id,
        rider: { name: 'Youssef Rider' },
        stops: [{ order: { items: [{ name: 'كريم مرطب', quantity: 2 }] } }],
      },
    });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/delivery-runs/999999/sheet',
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('outcomes', () => {
  it('delivered: the order is delivered with its invoice number, the amount collected kept', async () => {
    const rider = await riderSession(t, admin);
    const productId = await lottedProduct(t, admin);
    const order = await confirmedOrder(t, admin, productId);
    const run = await startedRun(t, admin, rider, [order.id], today);
    expect(run.status).toBe('started');
    expect(run.stops[0]?.state).toBe('out');

    const stopId = run.stops[0]!.id;
    const noReason = await sendOutcome(t, rider.session, stopId, { outcome: 'delivered', collected: 10_000 });
    expect(noReason.statusCode).toBe(422);
    expect(Object.keys(noReason.json().errors)).toEqual(['amount_reason']);

    const done = await sendOutcome(t, rider.session, stopId, {
      outcome: 'delivered',
      collected: 10_000,
      amount_reason: 'Delivery fee waived by the shop',
    });
    expect(done.statusCode, done.body).toBe(200);
    const body = done.json<StopOutcomeResponse>();
    expect(body.stop).toMatchObject({
      state: 'delivered',
      collected: 10_000,
      amount_reason: 'Delivery fee waived by the shop',
    });
    expect(body.run).toMatchObject({
      status: 'finished',
      totals: { delivered: 1, collected: 10_000, left: 0 },
    });

    const details = await orderView(order.id);
    expect(details.status).toBe('delivered');
    expect(details.invoice_number).toMatch(/^\d{4}-\d{6}$/);
    expect(details.deliveries).toEqual([
      expect.objectContaining({ state: 'delivered', collected: 10_000, by: 'Youssef Rider', run_id: run.id }),
    ]);
    // Stock stays out: the units left with the customer.
    expect(await stockOf(t.db, productId)).toBe(49);

    // The live stream's notification names the stop.
    const [note] = await t.db.select().from(notifications).where(eq(notifications.type, 'delivery_outcome'));
    expect(note?.userId).toBeNull();
    const list = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: admin.headers });
    const delivery = list
      .json<Array<{ type: string; delivery?: { stop_id: number } }>>()
      .find((n) => n.type === 'delivery_outcome');
    expect(delivery?.delivery).toMatchObject({ stop_id: stopId, state: 'delivered', collected: 10_000 });
  });

  it('failed refused_at_door: the order is returned and its units go back into the same lot', async () => {
    const rider = await riderSession(t, admin);
    const productId = await lottedProduct(t, admin, 30);
    const order = await confirmedOrder(t, admin, productId, { quantity: 3 });
    expect((await lotsOf(productId))[0]?.quantity).toBe(27);
    const run = await startedRun(t, admin, rider, [order.id], today);

    const missing = await sendOutcome(t, rider.session, run.stops[0]!.id, { outcome: 'failed' });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['reason']);

    const refused = await sendOutcome(t, rider.session, run.stops[0]!.id, {
      outcome: 'failed',
      reason: 'refused_at_door',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json<StopOutcomeResponse>().stop).toMatchObject({
      state: 'failed',
      reason: 'refused_at_door',
    });
    const details = await orderView(order.id);
    expect(details.status).toBe('returned');
    expect(details.invoice_number).toBeNull();
    expect(await lotsOf(productId)).toEqual([
      expect.objectContaining({ lot_number: `LOT-${productId}`, quantity: 30 }),
    ]);
    expect(await stockOf(t.db, productId)).toBe(30);
    expect(await eligibleIds()).not.toContain(order.id);
  });

  it('other failures leave the order pending and eligible again; the third flags it for staff', async () => {
    const rider = await riderSession(t, admin);
    const productId = await lottedProduct(t, admin);
    const order = await confirmedOrder(t, admin, productId);
    const reasons = [
      { outcome: 'failed', reason: 'no_answer' },
      { outcome: 'failed', reason: 'other', note: 'Gate closed, guard absent' },
      { outcome: 'failed', reason: 'customer_absent' },
    ];
    for (const [index, outcome] of reasons.entries()) {
      const run = await startedRun(t, admin, rider, [order.id], today);
      const response = await sendOutcome(t, rider.session, run.stops[0]!.id, outcome);
      expect(response.statusCode, response.body).toBe(200);
      const view = await orderView(order.id);
      expect(view.status).toBe('pending');
      const eligible = (
        await t.app.inject({
          method: 'GET',
          url: `/api/delivery-runs/eligible-orders`,
          headers: admin.headers,
        })
      ).json<EligibleOrder[]>();
      expect(eligible.find((candidate) => candidate.id === order.id)).toMatchObject({
        failed_attempts: index + 1,
        needs_staff: index + 1 >= 3,
      });
    }
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ failedAttempts: 3, needsStaff: true, status: 'pending' });
    expect((await orderView(order.id)).deliveries?.map((entry) => entry.reason)).toEqual([
      'no_answer',
      'other',
      'customer_absent',
    ]);
  });

  it('postponed: the order stays pending and goes out again only from its new day', async () => {
    const rider = await riderSession(t, admin);
    const productId = await lottedProduct(t, admin);
    const order = await confirmedOrder(t, admin, productId);
    const run = await startedRun(t, admin, rider, [order.id], today);
    const past = await sendOutcome(t, rider.session, run.stops[0]!.id, {
      outcome: 'postponed',
      postponed_to: addDays(today, -1),
    });
    expect(past.statusCode).toBe(422);
    expect(Object.keys(past.json().errors)).toEqual(['postponed_to']);

    const later = addDays(today, 2);
    const response = await sendOutcome(t, rider.session, run.stops[0]!.id, {
      outcome: 'postponed',
      postponed_to: later,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await orderView(order.id)).status).toBe('pending');
    expect(await eligibleIds(today)).not.toContain(order.id);
    expect(await eligibleIds(later)).toContain(order.id);
    const tooEarly = await buildRun(t, admin, {
      rider_id: rider.rider.id,
      date: addDays(today, 1),
      order_ids: [order.id],
    });
    expect(tooEarly.json()).toMatchObject({ reason: 'order_not_eligible', order_ids: [order.id] });
    expect(
      (await buildRun(t, admin, { rider_id: rider.rider.id, date: later, order_ids: [order.id] })).statusCode,
    ).toBe(201);
  });

  it('an outcome sent twice with the same key applies once and answers the first result again', async () => {
    const rider = await riderSession(t, admin);
    const productId = await lottedProduct(t, admin, 10);
    const [a, b] = [await confirmedOrder(t, admin, productId), await confirmedOrder(t, admin, productId)];
    const run = await startedRun(t, admin, rider, [a.id, b.id], today);
    const key = randomUUID();
    const first = await sendOutcome(t, rider.session, run.stops[0]!.id, {
      key,
      outcome: 'failed',
      reason: 'refused_at_door',
    });
    expect(first.statusCode).toBe(200);
    const again = await sendOutcome(t, rider.session, run.stops[0]!.id, {
      key,
      outcome: 'failed',
      reason: 'refused_at_door',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    // Applied once: one failed attempt, the units back once, one notification.
    const [row] = await t.db.select().from(orders).where(eq(orders.id, a.id));
    expect(row?.failedAttempts).toBe(1);
    expect(await stockOf(t.db, productId)).toBe(9);
    // The same key for another stop is refused; a new outcome on a closed stop too.
    const reused = await sendOutcome(t, rider.session, run.stops[1]!.id, { key, outcome: 'delivered' });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().reason).toBe('key_reused');
    const closed = await sendOutcome(t, rider.session, run.stops[0]!.id, { outcome: 'delivered' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().reason).toBe('stop_closed');
  });

  it('refuses an outcome before the run starts, and on an order staff changed meanwhile', async () => {
    const rider = await riderSession(t, admin);
    const productId = await lottedProduct(t, admin);
    const order = await confirmedOrder(t, admin, productId);
    const built = (
      await buildRun(t, admin, { rider_id: rider.rider.id, date: today, order_ids: [order.id] })
    ).json<DeliveryRun>();
    await t.app.inject({
      method: 'POST',
      url: `/api/delivery-runs/${built.id}/hand-over`,
      headers: admin.headers,
    });
    const early = await sendOutcome(t, rider.session, built.stops[0]!.id, { outcome: 'delivered' });
    expect(early.statusCode).toBe(409);
    expect(early.json().reason).toBe('run_not_started');

    await t.app.inject({
      method: 'POST',
      url: `/api/rider/runs/${built.id}/start`,
      headers: rider.session.headers,
    });
    const cancelled = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${order.id}`,
      headers: admin.headers,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);
    const late = await sendOutcome(t, rider.session, built.stops[0]!.id, { outcome: 'delivered' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ reason: 'order_changed', status: 'cancelled' });
  });

  it('a rider reaches only their own runs and stops', async () => {
    const mine = await riderSession(t, admin);
    const other = await riderSession(t, admin);
    const productId = await lottedProduct(t, admin);
    const order = await confirmedOrder(t, admin, productId);
    const run = await startedRun(t, admin, mine, [order.id], today);

    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/rider/runs',
      headers: other.session.headers,
    });
    expect(theirs.json()).toEqual([]);
    const ownList = await t.app.inject({
      method: 'GET',
      url: `/api/rider/runs?date=${today}`,
      headers: mine.session.headers,
    });
    expect(ownList.json<DeliveryRun[]>().map((r) => r.id)).toEqual([run.id]);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/rider/runs/${run.id}/start`,
          headers: other.session.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect((await sendOutcome(t, other.session, run.stops[0]!.id, { outcome: 'delivered' })).statusCode).toBe(
      404,
    );
    // A draft is not the rider's yet.
    const order2 = await confirmedOrder(t, admin, productId);
    const draft = (
      await buildRun(t, admin, { rider_id: mine.rider.id, date: today, order_ids: [order2.id] })
    ).json<DeliveryRun>();
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/rider/runs/${draft.id}/start`,
          headers: mine.session.headers,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('delivery code', () => {
  it('is given to orders placed while required, asked of the rider, locks after 5 wrong codes, and staff unlock', async () => {
    const setting = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: admin.headers,
      payload: { delivery_code_required: true },
    });
    expect(setting.statusCode, setting.body).toBe(200);
    expect(setting.json().delivery_code_required).toBe(true);
    try {
      const rider = await riderSession(t, admin);
      const productId = await lottedProduct(t, admin);
      const order = await confirmedOrder(t, admin, productId);
      expect(order.delivery_code).toMatch(/^\d{4}$/);
      const code = order.delivery_code!;
      const wrong = code === '0000' ? '1111' : '0000';
      const run = await startedRun(t, admin, rider, [order.id], today);
      expect(run.stops[0]?.order.delivery_code_required).toBe(true);
      expect(JSON.stringify(run)).not.toContain(`"${code}"`);
      const stopId = run.stops[0]!.id;

      const none = await sendOutcome(t, rider.session, stopId, { outcome: 'delivered' });
      expect(none.statusCode).toBe(422);
      expect(Object.keys(none.json().errors)).toEqual(['code']);

      for (let tries = 1; tries <= 4; tries += 1) {
        const response = await sendOutcome(t, rider.session, stopId, { outcome: 'delivered', code: wrong });
        expect(response.statusCode).toBe(422);
        expect(response.json()).toMatchObject({ reason: 'code_wrong', tries_left: 5 - tries });
      }
      const key = randomUUID();
      const fifth = await sendOutcome(t, rider.session, stopId, { key, outcome: 'delivered', code: wrong });
      expect(fifth.statusCode).toBe(423);
      expect(fifth.json()).toMatchObject({ reason: 'code_locked' });
      // A repeat of that key does not count again; the right code is refused while locked.
      expect(
        (await sendOutcome(t, rider.session, stopId, { key, outcome: 'delivered', code: wrong })).statusCode,
      ).toBe(423);
      const locked = await sendOutcome(t, rider.session, stopId, { outcome: 'delivered', code });
      expect(locked.statusCode).toBe(423);
      expect((await orderView(order.id)).status).toBe('pending');

      const view = (
        await t.app.inject({ method: 'GET', url: `/api/delivery-runs/${run.id}`, headers: admin.headers })
      ).json<DeliveryRun>();
      expect(view.stops[0]).toMatchObject({ code_locked: true, attempts: 5 });
      const unlocked = await t.app.inject({
        method: 'POST',
        url: `/api/delivery-runs/${run.id}/stops/${stopId}/unlock`,
        headers: admin.headers,
      });
      expect(unlocked.statusCode, unlocked.body).toBe(200);
      expect(unlocked.json<DeliveryRun>().stops[0]).toMatchObject({ code_locked: false, attempts: 0 });
      const again = await t.app.inject({
        method: 'POST',
        url: `/api/delivery-runs/${run.id}/stops/${stopId}/unlock`,
        headers: admin.headers,
      });
      expect(again.json().reason).toBe('stop_not_locked');

      // Arabic-Indic digits read as the code.
      const arabic = code.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
      const delivered = await sendOutcome(t, rider.session, stopId, { outcome: 'delivered', code: arabic });
      expect(delivered.statusCode, delivered.body).toBe(200);
      expect((await orderView(order.id)).status).toBe('delivered');
    } finally {
      await t.app.inject({
        method: 'PUT',
        url: '/api/settings',
        headers: admin.headers,
        payload: { delivery_code_required: false },
      });
    }
  });

  it('orders placed while codes are not asked have none and need none', async () => {
    const productId = await lottedProduct(t, admin);
    const order = await confirmedOrder(t, admin, productId);
    expect(order.delivery_code).toBeNull();
    const publicSettings = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(publicSettings.json().delivery_code_required).toBe(false);
  });
});
