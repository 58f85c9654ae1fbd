import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  DELIVERY_CODE_MAX_TRIES,
  dateInZone,
  translateMessage,
  type DeliveryRun,
  type Language,
  type RunCreateValues,
} from '@parashop/shared';
import type { Database, Executor } from '../../../db/client';
import { deliveryRuns, deliveryStops, orders } from '../../../db/schema';
import { httpError, NOT_FOUND_MESSAGE, refusal } from '../../../lib/http-errors';
import { pgErrorCode } from '../../../lib/pg-errors';
import { eligibleOn, findRider, loadRun, openStop } from './repository';

/** Staff's side of the runs (docs/decisions/240-riders-runs-and-cash.md): build, change, hand over, delete, unlock. */

export const RUN_NOT_FOUND = 'Delivery run not found.';
export const STOP_NOT_FOUND = 'Stop not found.';

type Context = { db: Database; lang: Language; now: Date; timeZone: string };

function fieldRefusal(field: string, key: Parameters<typeof translateMessage>[0], lang: Language) {
  const message = translateMessage(key, lang);
  return httpError(422, message, { [field]: [message] });
}

/**
 * Why the orders cannot go on a run for `date`: 409 `order_on_open_run` naming those on another open
 * run, else 409 `order_not_eligible` naming those that are not confirmed, pending Dakhla orders (or are
 * postponed past the day, or unknown). Runs under the orders' row locks.
 */
async function checkOrders(tx: Executor, orderIds: readonly number[], date: string, lang: Language) {
  const taken = await tx
    .selectDistinct({ id: deliveryStops.orderId })
    .from(deliveryStops)
    .where(and(inArray(deliveryStops.orderId, [...orderIds]), openStop));
  if (taken.length > 0)
    throw onOpenRun(
      taken.map((row) => row.id),
      lang,
    );
  const eligible = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.id, [...orderIds]), eligibleOn(date)));
  const ok = new Set(eligible.map((row) => row.id));
  const refused = orderIds.filter((id) => !ok.has(id));
  if (refused.length > 0) {
    throw refusal(409, translateMessage('errors.delivery.orderNotEligible', lang), {
      reason: 'order_not_eligible',
      order_ids: refused,
    });
  }
}

function onOpenRun(ids: readonly number[], lang: Language) {
  return refusal(409, translateMessage('errors.delivery.orderOnOpenRun', lang), {
    reason: 'order_on_open_run',
    order_ids: [...ids].sort((a, b) => a - b),
  });
}

/**
 * Locks the orders (in id order: two builders never wait on each other in a circle) so a status change
 * or another builder waits, then inserts the stops. Whatever the timing, the unique partial index
 * refuses a second open stop of an order: that refusal becomes the same 409 as the check's.
 */
async function placeStops(
  tx: Executor,
  runId: number,
  orderIds: readonly number[],
  date: string,
  lang: Language,
) {
  await tx
    .select({ id: orders.id })
    .from(orders)
    .where(inArray(orders.id, [...orderIds]))
    .orderBy(asc(orders.id))
    .for('update');
  await checkOrders(tx, orderIds, date, lang);
  await tx
    .insert(deliveryStops)
    .values(orderIds.map((orderId, index) => ({ runId, orderId, position: index + 1 })));
}

/** After a failed transaction: the orders of `orderIds` now on an open run (for the 409's list). */
async function ordersOnOpenRuns(db: Executor, orderIds: readonly number[]): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: deliveryStops.orderId })
    .from(deliveryStops)
    .where(and(inArray(deliveryStops.orderId, [...orderIds]), openStop));
  return rows.map((row) => row.id);
}

async function translatingConflicts<T>(
  ctx: Context,
  orderIds: readonly number[],
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    // The unique partial index refused a second open stop of an order (the only unique rule written here).
    if (pgErrorCode(error) === '23505') {
      const taken = await ordersOnOpenRuns(ctx.db, orderIds);
      throw onOpenRun(taken.length > 0 ? taken : orderIds, ctx.lang);
    }
    throw error;
  }
}

export async function createRun(ctx: Context, input: RunCreateValues, staffId: number): Promise<DeliveryRun> {
  const { db, lang } = ctx;
  if (input.date < dateInZone(ctx.now, ctx.timeZone))
    throw fieldRefusal('date', 'validation.run.datePast', lang);
  const rider = await findRider(db, input.rider_id);
  if (!rider || rider.disabledAt !== null)
    throw fieldRefusal('rider_id', 'validation.run.riderInvalid', lang);
  const runId = await translatingConflicts(ctx, input.order_ids, () =>
    db.transaction(async (tx) => {
      const [run] = await tx
        .insert(deliveryRuns)
        .values({
          riderId: rider.id,
          date: input.date,
          createdBy: staffId,
          createdAt: ctx.now,
          updatedAt: ctx.now,
        })
        .returning({ id: deliveryRuns.id });
      if (!run) throw new Error('the run was not stored');
      await placeStops(tx, run.id, input.order_ids, input.date, lang);
      return run.id;
    }),
  );
  const run = await loadRun(db, runId, lang);
  if (!run) throw httpError(404, RUN_NOT_FOUND);
  return run;
}

/** Locks a run; 404 when unknown, 409 `run_not_draft` unless it is still a draft. */
async function lockDraft(tx: Executor, runId: number, lang: Language) {
  const [run] = await tx.select().from(deliveryRuns).where(eq(deliveryRuns.id, runId)).for('update');
  if (!run) throw httpError(404, RUN_NOT_FOUND);
  if (run.status !== 'draft') {
    throw refusal(409, translateMessage('errors.delivery.runNotDraft', lang), { reason: 'run_not_draft' });
  }
  return run;
}

/** PATCH: the draft's whole list of stops, in order (added, removed, reordered). */
export async function updateRun(
  ctx: Context,
  runId: number,
  orderIds: readonly number[],
): Promise<DeliveryRun> {
  const { db, lang } = ctx;
  await translatingConflicts(ctx, orderIds, () =>
    db.transaction(async (tx) => {
      const run = await lockDraft(tx, runId, lang);
      await tx.delete(deliveryStops).where(eq(deliveryStops.runId, runId));
      await placeStops(tx, runId, orderIds, run.date, lang);
      await tx.update(deliveryRuns).set({ updatedAt: ctx.now }).where(eq(deliveryRuns.id, runId));
    }),
  );
  const run = await loadRun(db, runId, lang);
  if (!run) throw httpError(404, RUN_NOT_FOUND);
  return run;
}

export async function handOver(ctx: Context, runId: number): Promise<DeliveryRun> {
  const { db, lang } = ctx;
  await db.transaction(async (tx) => {
    const run = await lockDraft(tx, runId, lang);
    const rider = await findRider(tx, run.riderId);
    if (!rider || rider.disabledAt !== null)
      throw fieldRefusal('rider_id', 'validation.run.riderInvalid', lang);
    await tx
      .update(deliveryRuns)
      .set({ status: 'handed_over', handedOverAt: ctx.now, updatedAt: ctx.now })
      .where(eq(deliveryRuns.id, runId));
  });
  const run = await loadRun(db, runId, lang);
  if (!run) throw httpError(404, RUN_NOT_FOUND);
  return run;
}

export async function deleteRun(ctx: Context, runId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockDraft(tx, runId, ctx.lang);
    await tx.delete(deliveryRuns).where(eq(deliveryRuns.id, runId));
  });
}

/** Staff unlock a stop locked by wrong delivery codes: its count of wrong codes starts again. */
export async function unlockStop(ctx: Context, runId: number, stopId: number): Promise<DeliveryRun> {
  const { db, lang } = ctx;
  await db.transaction(async (tx) => {
    const [stop] = await tx
      .select()
      .from(deliveryStops)
      .where(and(eq(deliveryStops.id, stopId), eq(deliveryStops.runId, runId)))
      .for('update');
    if (!stop) throw httpError(404, STOP_NOT_FOUND);
    if (stop.codeTries < DELIVERY_CODE_MAX_TRIES) {
      throw refusal(409, translateMessage('errors.delivery.stopNotLocked', lang), {
        reason: 'stop_not_locked',
      });
    }
    await tx.update(deliveryStops).set({ codeTries: 0 }).where(eq(deliveryStops.id, stopId));
  });
  const run = await loadRun(db, runId, lang);
  if (!run) throw httpError(404, NOT_FOUND_MESSAGE);
  return run;
}
