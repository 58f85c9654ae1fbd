import { and, eq, sql } from 'drizzle-orm';
import {
  DELIVERY_CODE_MAX_TRIES,
  MAX_FAILED_ATTEMPTS,
  amountReasonProblem,
  centimesToDecimalString,
  dateInZone,
  toCentimes,
  translateMessage,
  type DeliveryRun,
  type Language,
  type MessageKey,
  type NotificationDelivery,
  type StopOutcomeResponse,
  type StopOutcomeValues,
  type StopState,
} from '@parashop/shared';
import type { Database, Executor } from '../../../db/client';
import {
  deliveryOutcomeKeys,
  deliveryRuns,
  deliveryStops,
  notifications,
  orders,
  riderCashDays,
  riderCashEvents,
} from '../../../db/schema';
import { httpError, refusal, type HttpError } from '../../../lib/http-errors';
import { applyStatusChange } from '../change-status';
import { Refusal } from '../answers';
import { lockOrder } from '../repository';
import { deliveryCodeRequired, loadRun, loadRuns, openStop } from './repository';
import { RUN_NOT_FOUND, STOP_NOT_FOUND } from './runs';

/**
 * The rider's side of a run (docs/decisions/240-riders-runs-and-cash.md): start it, and report each
 * stop's outcome once per key. Everything one outcome changes (the stop, the order and its stock, the
 * run, the cash day's history, the live notification, the key's answer) is one transaction.
 */

type Rider = { id: number; fullName: string };
type Context = { db: Database; lang: Language; now: Date; timeZone: string };

/** A rider's own runs of a day, not drafts: staff have not handed those over yet. */
export async function riderRuns(
  db: Executor,
  riderId: number,
  date: string,
  lang: Language,
): Promise<DeliveryRun[]> {
  return loadRuns(
    db,
    sql`${deliveryRuns.riderId} = ${riderId} and ${deliveryRuns.date} = ${date} and ${deliveryRuns.status} <> 'draft'`,
    lang,
  );
}

/** handed_over -> started, its assigned stops out. A repeat (the phone retrying) answers the run as it is. */
export async function startRun(ctx: Context, rider: Rider, runId: number): Promise<DeliveryRun> {
  const { db, lang } = ctx;
  await db.transaction(async (tx) => {
    const [run] = await tx
      .select()
      .from(deliveryRuns)
      .where(and(eq(deliveryRuns.id, runId), eq(deliveryRuns.riderId, rider.id)))
      .for('update');
    // Another rider's run, and a draft, do not exist for this rider.
    if (!run || run.status === 'draft') throw httpError(404, RUN_NOT_FOUND);
    if (run.status !== 'handed_over') return;
    await tx
      .update(deliveryRuns)
      .set({ status: 'started', startedAt: ctx.now, updatedAt: ctx.now })
      .where(eq(deliveryRuns.id, runId));
    await tx
      .update(deliveryStops)
      .set({ state: 'out' })
      .where(and(eq(deliveryStops.runId, runId), eq(deliveryStops.state, 'assigned')));
    await finishIfDone(tx, runId, ctx.now);
  });
  const run = await loadRun(db, runId, lang);
  if (!run) throw httpError(404, RUN_NOT_FOUND);
  return run;
}

async function finishIfDone(tx: Executor, runId: number, now: Date): Promise<void> {
  const [open] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(deliveryStops)
    .where(and(eq(deliveryStops.runId, runId), openStop));
  if ((open?.n ?? 0) > 0) return;
  await tx
    .update(deliveryRuns)
    .set({ status: 'finished', finishedAt: now, updatedAt: now })
    .where(and(eq(deliveryRuns.id, runId), eq(deliveryRuns.status, 'started')));
}

export type OutcomeAnswer = { status: number; body: unknown };

function fieldProblem(field: string, key: MessageKey, lang: Language): HttpError {
  const message = translateMessage(key, lang);
  return httpError(422, message, { [field]: [message] });
}

/**
 * POST /rider/stops/{id}/outcome. The run, then the stop, then the order are locked in that order (a
 * repeat of the same key waits behind the first, then finds its answer). Wrong delivery codes are
 * answers too (422 `code_wrong`, 423 `code_locked`), kept under their key so a repeat does not count
 * twice; a form problem (422 with field errors) changes nothing and keeps nothing.
 */
export async function recordOutcome(
  ctx: Context,
  rider: Rider,
  stopId: number,
  input: StopOutcomeValues,
): Promise<OutcomeAnswer> {
  const { db, lang, now, timeZone } = ctx;
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ stop: deliveryStops, run: deliveryRuns })
      .from(deliveryStops)
      .innerJoin(deliveryRuns, eq(deliveryRuns.id, deliveryStops.runId))
      .where(and(eq(deliveryStops.id, stopId), eq(deliveryRuns.riderId, rider.id)));
    if (!found || found.run.status === 'draft') throw httpError(404, STOP_NOT_FOUND);
    const [run] = await tx.select().from(deliveryRuns).where(eq(deliveryRuns.id, found.run.id)).for('update');
    const [stop] = await tx.select().from(deliveryStops).where(eq(deliveryStops.id, stopId)).for('update');
    if (!run || !stop) throw httpError(404, STOP_NOT_FOUND);

    const [known] = await tx.select().from(deliveryOutcomeKeys).where(eq(deliveryOutcomeKeys.key, input.key));
    if (known) {
      if (known.stopId !== stopId) {
        throw refusal(409, translateMessage('errors.delivery.keyReused', lang), { reason: 'key_reused' });
      }
      return { status: known.responseStatus, body: known.responseBody };
    }
    const keep = async (answer: OutcomeAnswer): Promise<OutcomeAnswer> => {
      await tx.insert(deliveryOutcomeKeys).values({
        key: input.key,
        stopId,
        responseStatus: answer.status,
        responseBody: answer.body,
        createdAt: now,
      });
      return answer;
    };

    if (run.status === 'handed_over') {
      throw refusal(409, translateMessage('errors.delivery.runNotStarted', lang), {
        reason: 'run_not_started',
      });
    }
    if (stop.state !== 'out') {
      throw refusal(409, translateMessage('errors.delivery.stopClosed', lang), { reason: 'stop_closed' });
    }
    const locked = await lockOrder(tx, stop.orderId);
    if (!locked) throw httpError(404, STOP_NOT_FOUND);
    const { order } = locked;
    if (order.status !== 'pending') {
      throw refusal(409, translateMessage('errors.delivery.orderChanged', lang, { status: order.status }), {
        reason: 'order_changed',
        status: order.status,
      });
    }
    const due = toCentimes(order.totalOrder);

    let state: StopState;
    const changes: Partial<typeof deliveryStops.$inferInsert> = {};
    if (input.outcome === 'delivered') {
      if (order.deliveryCode !== null && (await deliveryCodeRequired(tx))) {
        if (stop.codeTries >= DELIVERY_CODE_MAX_TRIES) return keep(codeLocked(lang));
        if (input.code === undefined) throw fieldProblem('code', 'validation.stop.codeRequired', lang);
        if (input.code !== order.deliveryCode) {
          const tries = stop.codeTries + 1;
          await tx.update(deliveryStops).set({ codeTries: tries }).where(eq(deliveryStops.id, stopId));
          if (tries >= DELIVERY_CODE_MAX_TRIES) return keep(codeLocked(lang));
          const left = DELIVERY_CODE_MAX_TRIES - tries;
          const message = translateMessage('errors.delivery.codeWrong', lang, { tries: left });
          return keep({
            status: 422,
            body: { message, errors: { code: [message] }, reason: 'code_wrong', tries_left: left },
          });
        }
      }
      const problem = amountReasonProblem(input, due);
      if (problem) throw fieldProblem('amount_reason', problem, lang);
      const collected = input.collected ?? due;
      state = 'delivered';
      changes.collected = centimesToDecimalString(collected);
      changes.amountReason = collected === due ? null : (input.amount_reason ?? null);
      await applyStatus(tx, locked, 'delivered', ctx);
      await tx.update(orders).set({ postponedTo: null }).where(eq(orders.id, order.id));
    } else if (input.outcome === 'failed') {
      state = 'failed';
      changes.reason = input.reason ?? 'other';
      changes.note = input.note ?? null;
      const attempts = order.failedAttempts + 1;
      await tx
        .update(orders)
        .set({ failedAttempts: attempts, needsStaff: order.needsStaff || attempts >= MAX_FAILED_ATTEMPTS })
        .where(eq(orders.id, order.id));
      // Refused at the door: the parcel comes back, its units into the lots they came from.
      if (input.reason === 'refused_at_door') await applyStatus(tx, locked, 'returned', ctx);
    } else {
      const postponedTo = input.postponed_to ?? '';
      if (postponedTo < dateInZone(now, timeZone)) {
        throw fieldProblem('postponed_to', 'validation.stop.postponedToPast', lang);
      }
      state = 'postponed';
      changes.postponedTo = postponedTo;
      changes.note = input.note ?? null;
      await tx.update(orders).set({ postponedTo }).where(eq(orders.id, order.id));
    }

    await tx
      .update(deliveryStops)
      .set({ ...changes, state, outcomeAt: now, outcomeBy: rider.id, outcomeByName: rider.fullName })
      .where(eq(deliveryStops.id, stopId));
    await finishIfDone(tx, run.id, now);
    if (state === 'delivered') await noteAfterClose(tx, rider, run.date, now);
    const details: NotificationDelivery = {
      run_id: run.id,
      stop_id: stopId,
      order_id: order.id,
      order_number: order.orderNumber,
      rider_name: rider.fullName,
      state,
      reason: state === 'failed' ? (changes.reason as NotificationDelivery['reason']) : null,
      collected: state === 'delivered' ? toCentimes(changes.collected ?? '0') : null,
    };
    // On the live stream (the trigger announces every shop notification); a failure stays unread for staff.
    await tx.insert(notifications).values({
      type: 'delivery_outcome',
      message: `${order.orderNumber} ${state} (${rider.fullName})`,
      userId: null,
      isRead: state !== 'failed',
      details,
      createdAt: now,
    });

    const view = await loadRun(tx, run.id, lang);
    const stopView = view?.stops.find((candidate) => candidate.id === stopId);
    if (!view || !stopView) throw new Error('the stop was not found after its outcome');
    const body: StopOutcomeResponse = {
      stop: stopView,
      run: { id: view.id, status: view.status, totals: view.totals },
    };
    return keep({ status: 200, body });
  });
}

function codeLocked(lang: Language): OutcomeAnswer {
  return {
    status: 423,
    body: {
      message: translateMessage('errors.delivery.codeLocked', lang),
      reason: 'code_locked',
      tries_left: 0,
    },
  };
}

/** The order's status through the orders' own path (stock, lots, invoice number, the customer's notification). */
async function applyStatus(
  tx: Executor,
  locked: NonNullable<Awaited<ReturnType<typeof lockOrder>>>,
  status: 'delivered' | 'returned',
  ctx: Context,
): Promise<void> {
  try {
    await applyStatusChange(tx, locked, { status, now: ctx.now, lang: ctx.lang, timeZone: ctx.timeZone });
  } catch (error) {
    // Into delivered or returned from pending nothing is taken, so no stock refusal can come; keep the shape anyway.
    if (error instanceof Refusal)
      throw httpError(
        error.answer.status,
        String((error.answer.body as { message?: unknown }).message ?? ''),
      );
    throw error;
  }
}

/** A delivery reported for a day staff already closed changes its expected cash: the day's history says so. */
async function noteAfterClose(tx: Executor, rider: Rider, date: string, now: Date): Promise<void> {
  const [day] = await tx
    .select({ closedAt: riderCashDays.closedAt })
    .from(riderCashDays)
    .where(and(eq(riderCashDays.riderId, rider.id), eq(riderCashDays.date, date)));
  if (!day?.closedAt) return;
  await tx.insert(riderCashEvents).values({
    riderId: rider.id,
    date,
    what: 'changed_after_close',
    byUserId: rider.id,
    byName: rider.fullName,
    createdAt: now,
  });
}
