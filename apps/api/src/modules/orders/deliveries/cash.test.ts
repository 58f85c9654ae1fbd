import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateInZone, type CashDay, type DashboardStatistic, type DeliveryRun } from '@parashop/shared';
import { createTestApp, loginAs, type TestApp, type TestSession } from '../../../../test/helpers';
import { confirmedOrder, lottedProduct, riderSession, sendOutcome, startedRun } from './test-support';

/**
 * The riders' cash (docs/decisions/240-riders-runs-and-cash.md): expected = what the delivered stops
 * collected, checked against the orders; declared by the rider; counted and closed by staff with a
 * note for a difference; a closed day changes only by closing it again, with a note, in its history.
 * The dashboard's tiles add up the same figures.
 */

let t: TestApp;
let admin: TestSession;
let today: string;
let rider: Awaited<ReturnType<typeof riderSession>>;
let run: DeliveryRun;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, t.db, 'admin');
  today = dateInZone(new Date(), t.config.shopTimezone);
  rider = await riderSession(t, admin);
  const productId = await lottedProduct(t, admin, 100, '100.00');
  // Totals: 2 x 100 + 10 delivery = 210 MAD; 1 x 100 + 10 = 110 MAD (three times); 6 x 100 = 600 (free delivery).
  const orders = [
    await confirmedOrder(t, admin, productId, { quantity: 2 }),
    await confirmedOrder(t, admin, productId),
    await confirmedOrder(t, admin, productId),
    await confirmedOrder(t, admin, productId),
    await confirmedOrder(t, admin, productId, { quantity: 6 }),
  ];
  run = await startedRun(
    t,
    admin,
    rider,
    orders.map((order) => order.id),
    today,
  );
  const [s1, s2, s3, s4] = run.stops;
  // Delivered in full, delivered short with a reason, failed, postponed; the last stop stays out.
  expect((await sendOutcome(t, rider.session, s1!.id, { outcome: 'delivered' })).statusCode).toBe(200);
  expect(
    (
      await sendOutcome(t, rider.session, s2!.id, {
        outcome: 'delivered',
        collected: 10_000,
        amount_reason: 'No change',
      })
    ).statusCode,
  ).toBe(200);
  expect(
    (await sendOutcome(t, rider.session, s3!.id, { outcome: 'failed', reason: 'no_answer' })).statusCode,
  ).toBe(200);
  expect(
    (await sendOutcome(t, rider.session, s4!.id, { outcome: 'postponed', postponed_to: today })).statusCode,
  ).toBe(200);
});

afterAll(async () => {
  await t?.close();
});

async function cashOfToday(): Promise<CashDay> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/rider-cash?from=${today}&to=${today}&rider_id=${rider.rider.id}`,
    headers: admin.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  const days = response.json<CashDay[]>();
  expect(days).toHaveLength(1);
  return days[0]!;
}

function close(body: Record<string, unknown>, lang = 'en') {
  return t.app.inject({
    method: 'POST',
    url: `/api/rider-cash/${rider.rider.id}/${today}/close`,
    headers: { ...admin.headers, 'accept-language': lang },
    payload: body,
  });
}

describe("a rider's cash day", () => {
  it('expects the sum collected on the delivered stops, which the orders and the run agree with', async () => {
    const day = await cashOfToday();
    // 210 MAD collected in full + 100 MAD of 110 due.
    expect(day).toMatchObject({
      expected: 31_000,
      delivered: 2,
      declared: null,
      counted: null,
      closed_at: null,
    });
    const view = (
      await t.app.inject({ method: 'GET', url: `/api/delivery-runs/${run.id}`, headers: admin.headers })
    ).json<DeliveryRun>();
    expect(view.totals).toMatchObject({ collected: 31_000, delivered: 2, failed: 1, postponed: 1, left: 1 });
    // What was due on the delivered orders (their totals) minus the short amount is the expected cash.
    const due = view.stops.filter((s) => s.state === 'delivered').reduce((sum, s) => sum + s.order.total, 0);
    expect(due - 1_000).toBe(day.expected);
  });

  it('the dashboard shows the cash still with riders and the deliveries of the day', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard_statistic',
      headers: admin.headers,
    });
    const figures = response.json<DashboardStatistic>();
    expect(figures.riders).toEqual({
      cash_with_riders: 31_000,
      deliveries_today: { delivered: 2, failed: 1, left: 1 },
      // First attempts ended: 2 delivered, 1 failed, 1 postponed.
      first_attempt_rate_30d: 0.5,
    });
  });

  it('the rider declares; staff close with a note for a difference; the day then refuses a declaration', async () => {
    const declared = await t.app.inject({
      method: 'POST',
      url: `/api/rider/cash/${today}/declare`,
      headers: rider.session.headers,
      payload: { declared: 30_500 },
    });
    expect(declared.statusCode, declared.body).toBe(200);
    expect(declared.json<CashDay>()).toMatchObject({ declared: 30_500, expected: 31_000 });

    const noNote = await close({ counted: 30_000 }, 'fr');
    expect(noNote.statusCode).toBe(422);
    expect(noNote.json().errors.note).toEqual([
      "Indiquez pourquoi l'argent compté n'est pas l'argent attendu",
    ]);

    const closed = await close({ counted: 30_000, note: '10 MAD missing, rider to bring tomorrow' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json<CashDay>()).toMatchObject({
      expected: 31_000,
      declared: 30_500,
      counted: 30_000,
      difference: -1_000,
      note: '10 MAD missing, rider to bring tomorrow',
      closed_by: 'Test Admin',
    });

    const late = await t.app.inject({
      method: 'POST',
      url: `/api/rider/cash/${today}/declare`,
      headers: rider.session.headers,
      payload: { declared: 31_000 },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().reason).toBe('cash_day_closed');

    // Closed: no longer counted as cash with riders.
    const figures = (
      await t.app.inject({ method: 'GET', url: '/api/dashboard_statistic', headers: admin.headers })
    ).json<DashboardStatistic>();
    expect(figures.riders?.cash_with_riders).toBe(0);
  });

  it('a closed day changes only by closing it again with a note, and its history keeps every step', async () => {
    const noNote = await close({ counted: 31_000 });
    expect(noNote.statusCode).toBe(422);
    expect(Object.keys(noNote.json().errors)).toEqual(['note']);

    const again = await close({ counted: 31_000, note: 'Rider brought the 10 MAD' });
    expect(again.statusCode, again.body).toBe(200);
    const day = again.json<CashDay>();
    expect(day).toMatchObject({ counted: 31_000, difference: 0, note: 'Rider brought the 10 MAD' });
    expect(
      day.history.map((entry) => [entry.what, entry.by, entry.declared, entry.counted, entry.note]),
    ).toEqual([
      ['declared', 'Youssef Rider', 30_500, null, null],
      ['closed', 'Test Admin', null, 30_000, '10 MAD missing, rider to bring tomorrow'],
      ['reclosed', 'Test Admin', null, 31_000, 'Rider brought the 10 MAD'],
    ]);

    // A delivery the phone sends after the close changes the expected cash and says so in the history.
    const lastStop = run.stops[4]!;
    expect((await sendOutcome(t, rider.session, lastStop.id, { outcome: 'delivered' })).statusCode).toBe(200);
    const after = await cashOfToday();
    expect(after.expected).toBe(91_000);
    expect(after.difference).toBe(-60_000);
    expect(after.history.at(-1)).toMatchObject({ what: 'changed_after_close', by: 'Youssef Rider' });
  });

  it('exports the days as CSV in the staff language, amounts as numbers', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/rider-cash/export.csv?from=${today}&to=${today}&lang=fr`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Date;Livreur;Livrées;Attendu (MAD);Déclaré (MAD);Compté (MAD);Écart (MAD);Note;Clôturé le;Clôturé par',
    );
    expect(lines[1]).toMatch(
      new RegExp(`^${today};Youssef Rider;3;910,00;305,00;310,00;-600,00;Rider brought the 10 MAD;`),
    );
  });

  it('refuses bad amounts and unknown riders or days', async () => {
    expect((await close({ counted: -5 })).statusCode).toBe(422);
    expect((await close({ counted: 10.5 })).statusCode).toBe(422);
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/rider-cash/${admin.user.id}/${today}/close`,
      headers: admin.headers,
      payload: { counted: 0 },
    });
    expect(unknown.statusCode).toBe(404);
    const badDay = await t.app.inject({
      method: 'POST',
      url: `/api/rider-cash/${rider.rider.id}/2026-02-30/close`,
      headers: admin.headers,
      payload: { counted: 0 },
    });
    expect(badDay.statusCode).toBe(404);
  });
});
