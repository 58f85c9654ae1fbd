import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateInZone } from '@parashop/shared';
import { deliveryRuns, deliveryStops, orders } from '../../../db/schema';
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
 * Two staff at once, and a phone repeating itself. On PostgreSQL these requests really run side by
 * side (pooled connections); on PGlite they queue on its one connection. Either way an order is on at
 * most one open run and an outcome applies once.
 */

let t: TestApp;
let admin: TestSession;
let otherAdmin: TestSession;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, t.db, 'admin');
  otherAdmin = await loginAs(t.app, t.db, 'admin');
  today = dateInZone(new Date(), t.config.shopTimezone);
});

afterAll(async () => {
  await t?.close();
});

describe('two staff building runs at once', () => {
  it('with the same orders: one run wins, the other is refused 409 order_on_open_run', async () => {
    const [riderA, riderB] = [await riderSession(t, admin), await riderSession(t, admin)];
    const productId = await lottedProduct(t, admin);
    const shared = await confirmedOrder(t, admin, productId);
    const onlyA = await confirmedOrder(t, admin, productId);
    const onlyB = await confirmedOrder(t, admin, productId);
    for (let round = 0; round < 3; round += 1) {
      const [a, b] = await Promise.all([
        buildRun(t, admin, { rider_id: riderA.rider.id, date: today, order_ids: [onlyA.id, shared.id] }),
        buildRun(t, otherAdmin, { rider_id: riderB.rider.id, date: today, order_ids: [shared.id, onlyB.id] }),
      ]);
      const statuses = [a.statusCode, b.statusCode].sort();
      expect(statuses).toEqual([201, 409]);
      const refused = a.statusCode === 409 ? a : b;
      expect(refused.json()).toMatchObject({ reason: 'order_on_open_run', order_ids: [shared.id] });
      const openStops = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(deliveryStops)
        .where(
          sql`${deliveryStops.orderId} = ${shared.id} and ${deliveryStops.state} in ('assigned', 'out')`,
        );
      expect(openStops[0]?.n).toBe(1);
      // The refused run left nothing behind.
      const runs = await t.db.select({ id: deliveryRuns.id }).from(deliveryRuns);
      expect(runs).toHaveLength(1);
      const winner = (a.statusCode === 201 ? a : b).json<{ id: number }>().id;
      await t.app.inject({ method: 'DELETE', url: `/api/delivery-runs/${winner}`, headers: admin.headers });
    }
  });

  it('the database itself refuses a second open stop of an order', async () => {
    const rider = await riderSession(t, admin);
    const productId = await lottedProduct(t, admin);
    const order = await confirmedOrder(t, admin, productId);
    const built = await buildRun(t, admin, { rider_id: rider.rider.id, date: today, order_ids: [order.id] });
    expect(built.statusCode).toBe(201);
    const [run] = await t.db
      .insert(deliveryRuns)
      .values({ riderId: rider.rider.id, date: today })
      .returning({ id: deliveryRuns.id });
    await expect(
      t.db.insert(deliveryStops).values({ runId: run!.id, orderId: order.id, position: 1 }),
    ).rejects.toThrow();
  });
});

describe('an outcome sent at once twice (a phone retrying)', () => {
  it('applies once: one attempt counted, the stock back once', async () => {
    const rider = await riderSession(t, admin);
    const productId = await lottedProduct(t, admin, 20);
    const order = await confirmedOrder(t, admin, productId, { quantity: 2 });
    const run = await startedRun(t, admin, rider, [order.id], today);
    const key = randomUUID();
    const body = { key, outcome: 'failed', reason: 'refused_at_door' };
    const answers = await Promise.all([
      sendOutcome(t, rider.session, run.stops[0]!.id, body),
      sendOutcome(t, rider.session, run.stops[0]!.id, body),
      sendOutcome(t, rider.session, run.stops[0]!.id, body),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    for (const answer of answers) expect(answer.json()).toEqual(answers[0]!.json());
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'returned', failedAttempts: 1 });
    expect(await stockOf(t.db, productId)).toBe(20);
  });
});
