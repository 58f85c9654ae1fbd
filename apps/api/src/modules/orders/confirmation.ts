import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import {
  CANCELLING_OUTCOMES,
  OPEN_CONFIRMATION_STATUSES,
  TIMEOUT_CONTACT_OUTCOME,
  translateMessage,
  type ConfirmationQueueEntry,
  type ConfirmationStatus,
  type Language,
  type OrderContact,
  type OrderContactPayload,
  type OrderDetails,
  type PhoneHistory,
  DEFAULT_SHOP_TIMEZONE,
  toCentimes,
  type OrderDeliveryEntry,
} from '@parashop/shared';
import type { Database, Executor } from '../../db/client';
import { deliveryRuns, deliveryStops, notifications, orderContacts, orders, users } from '../../db/schema';
import { Refusal, validationAnswer } from './answers';
import { ORDER_NOT_FOUND, applyStatusChange, takeDeferredStock } from './change-status';
import type { StoredAnswer } from './idempotency';
import { findOrder, lockOrder, selectOrders, setOrderStatus } from './repository';
// Order edits (decision 260): the order's history in its details.
import { editsOf } from './edits/repository';

/**
 * Confirmation by phone, beside the status (docs/decisions/090-order-confirmation.md): the calls
 * staff record, what each outcome does to the order, the queue of orders to call, and the timeout
 * that cancels the orders nobody confirmed.
 */

const EMPTY_HISTORY: PhoneHistory = { orders: 0, delivered: 0, returned: 0, cancelled: 0 };

/** All orders ever placed with each phone number (per phone, the order at hand included). */
export async function phoneHistories(
  db: Executor,
  phones: readonly string[],
): Promise<Map<string, PhoneHistory>> {
  const unique = [...new Set(phones)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      phone: orders.phoneNumber,
      orders: sql<number>`count(*)::int`,
      delivered: sql<number>`(count(*) filter (where ${orders.status} = 'delivered'))::int`,
      returned: sql<number>`(count(*) filter (where ${orders.status} = 'returned'))::int`,
      cancelled: sql<number>`(count(*) filter (where ${orders.status} = 'cancelled'))::int`,
    })
    .from(orders)
    .where(inArray(orders.phoneNumber, unique))
    .groupBy(orders.phoneNumber);
  return new Map(
    rows.map((row) => [
      row.phone,
      {
        orders: Number(row.orders),
        delivered: Number(row.delivered),
        returned: Number(row.returned),
        cancelled: Number(row.cancelled),
      },
    ]),
  );
}

async function contactsOf(db: Executor, orderId: number): Promise<OrderContact[]> {
  const rows = await db
    .select()
    .from(orderContacts)
    .where(eq(orderContacts.orderId, orderId))
    .orderBy(asc(orderContacts.createdAt), asc(orderContacts.id));
  return rows.map((row) => ({
    id: row.id,
    outcome: row.outcome as OrderContact['outcome'],
    note: row.note,
    call_back_at: row.callBackAt ? row.callBackAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
    staff_name: row.staffName,
  }));
}

/** The stops an order was on, oldest first, with what the riders reported (decision 240). */
async function deliveriesOf(db: Executor, orderId: number): Promise<OrderDeliveryEntry[]> {
  const rows = await db
    .select({ stop: deliveryStops, runDate: deliveryRuns.date, rider: users.fullName })
    .from(deliveryStops)
    .innerJoin(deliveryRuns, eq(deliveryRuns.id, deliveryStops.runId))
    .innerJoin(users, eq(users.id, deliveryRuns.riderId))
    .where(eq(deliveryStops.orderId, orderId))
    .orderBy(asc(deliveryStops.id));
  return rows.map(({ stop, runDate, rider }) => ({
    stop_id: stop.id,
    run_id: stop.runId,
    run_date: runDate,
    rider_name: stop.outcomeByName ?? rider,
    state: stop.state as OrderDeliveryEntry['state'],
    reason: stop.reason as OrderDeliveryEntry['reason'],
    note: stop.note,
    collected: stop.collected === null ? null : toCentimes(stop.collected),
    amount_reason: stop.amountReason,
    postponed_to: stop.postponedTo,
    at: stop.outcomeAt?.toISOString() ?? null,
    by: stop.outcomeByName,
  }));
}

/** GET /orders/{id}: the order with its calls, its phone's history and its deliveries; null when unknown. */
export async function orderDetails(db: Executor, id: number): Promise<OrderDetails | null> {
  const order = await findOrder(db, id);
  if (!order) return null;
  const [contacts, histories, deliveries, history] = await Promise.all([
    contactsOf(db, id),
    phoneHistories(db, [order.phone_number]),
    deliveriesOf(db, id),
    editsOf(db, id),
  ]);
  return {
    ...order,
    contacts,
    phone_history: histories.get(order.phone_number) ?? EMPTY_HISTORY,
    deliveries,
    history,
  };
}

const openStatuses = [...OPEN_CONFIRMATION_STATUSES];

/** Pending orders to call at `now`: unconfirmed, no_answer, and call_back whose time has come. */
const dueForCall = (now: Date) =>
  and(
    eq(orders.status, 'pending'),
    or(
      inArray(orders.confirmationStatus, ['unconfirmed', 'no_answer']),
      and(eq(orders.confirmationStatus, 'call_back'), lte(orders.callBackAt, now)),
    ),
  );

/** GET /orders/confirmation-queue: the orders to call now, oldest first, each with its phone's history. */
export async function confirmationQueue(db: Executor, now: Date): Promise<ConfirmationQueueEntry[]> {
  const due = await selectOrders(db, dueForCall(now), [asc(orders.createdAt), asc(orders.id)]);
  const histories = await phoneHistories(
    db,
    due.map((order) => order.phone_number),
  );
  return due.map((order) => ({
    ...order,
    phone_history: histories.get(order.phone_number) ?? EMPTY_HISTORY,
  }));
}

export type Caller = { id: number; name: string };

export type ContactInput = {
  orderId: number;
  contact: OrderContactPayload;
  staff: Caller;
  now: Date;
  lang: Language;
  maxAttempts: number;
  /** The shop's time zone: which lots have expired when the units go back (default Africa/Casablanca). */
  timeZone?: string;
};

/** What one call does to the order's confirmation (and whether it cancels the order). */
function effectOf(
  outcome: OrderContactPayload['outcome'],
  attempts: number,
  maxAttempts: number,
): { confirmation: ConfirmationStatus; attempts: number; cancel: boolean } {
  switch (outcome) {
    case 'confirmed':
      return { confirmation: 'confirmed', attempts, cancel: false };
    case 'no_answer': {
      const next = attempts + 1;
      return next >= maxAttempts
        ? { confirmation: 'unreachable', attempts: next, cancel: true }
        : { confirmation: 'no_answer', attempts: next, cancel: false };
    }
    case 'call_back':
      return { confirmation: 'call_back', attempts: attempts + 1, cancel: false };
    default:
      return { confirmation: outcome, attempts, cancel: CANCELLING_OUTCOMES.includes(outcome) };
  }
}

/**
 * POST /orders/{id}/contacts: records one call and applies its outcome in one transaction (the
 * order row locked, so two staff members recording at once are applied one after the other).
 * 201 with the order's details; 404 unknown; 409 when the order is no longer pending; 422 for a
 * call back without a future time.
 */
export async function recordContact(db: Database, input: ContactInput): Promise<StoredAnswer> {
  const { contact, now, lang } = input;
  if (contact.outcome === 'call_back') {
    if (contact.call_back_at === null) {
      return validationAnswer('call_back_at', translateMessage('validation.contact.callBackRequired', lang));
    }
    if (new Date(contact.call_back_at).getTime() <= now.getTime()) {
      return validationAnswer('call_back_at', translateMessage('validation.contact.callBackPast', lang));
    }
  }
  try {
    await db.transaction(async (tx) => {
      const locked = await lockOrder(tx, input.orderId);
      if (!locked) throw new Refusal({ status: 404, body: { message: ORDER_NOT_FOUND } });
      const { order } = locked;
      if (order.status !== 'pending') {
        throw new Refusal({
          status: 409,
          body: { message: translateMessage('errors.orderNotOpen', lang, { status: order.status }) },
        });
      }
      const effect = effectOf(contact.outcome, order.confirmationAttempts, input.maxAttempts);
      const callBackAt =
        contact.outcome === 'call_back' && contact.call_back_at ? new Date(contact.call_back_at) : null;
      await tx
        .update(orders)
        .set({
          confirmationStatus: effect.confirmation,
          confirmationAttempts: effect.attempts,
          callBackAt,
          updatedAt: now,
        })
        .where(eq(orders.id, order.id));
      await tx.insert(orderContacts).values({
        orderId: order.id,
        outcome: contact.outcome,
        note: contact.note,
        callBackAt,
        staffUserId: input.staff.id,
        staffName: input.staff.name,
        createdAt: now,
      });
      const timeZone = input.timeZone ?? DEFAULT_SHOP_TIMEZONE;
      if (effect.cancel) {
        await applyStatusChange(tx, locked, { status: 'cancelled', now, lang, timeZone });
      } else if (effect.confirmation === 'confirmed') {
        // An order accepted over the stock guard's limits takes its units now (409 when they are gone).
        await takeDeferredStock(tx, locked, { status: 'pending', now, lang, timeZone });
      }
    });
  } catch (error) {
    if (error instanceof Refusal) return error.answer;
    throw error;
  }
  const details = await orderDetails(db, input.orderId);
  if (!details) return { status: 404, body: { message: ORDER_NOT_FOUND } };
  return { status: 201, body: details };
}

/**
 * The confirmation an order had after the calls of `history` (oldest first): what the latest one set.
 * The timeout's entry changes no confirmation, so the call before it decides; a no_answer that used the
 * last attempt made the order unreachable.
 */
function confirmationAfter(
  history: ReadonlyArray<{ outcome: string; callBackAt: Date | null }>,
  attempts: number,
  maxAttempts: number,
): { confirmation: ConfirmationStatus; callBackAt: Date | null } {
  const last = history.findLast((row) => row.outcome !== TIMEOUT_CONTACT_OUTCOME);
  if (!last) return { confirmation: 'unconfirmed', callBackAt: null };
  if (last.outcome === 'call_back') return { confirmation: 'call_back', callBackAt: last.callBackAt };
  if (last.outcome === 'no_answer') {
    return { confirmation: attempts >= maxAttempts ? 'unreachable' : 'no_answer', callBackAt: null };
  }
  return { confirmation: last.outcome as ConfirmationStatus, callBackAt: null };
}

export type UndoContactInput = {
  orderId: number;
  contactId: number;
  now: Date;
  lang: Language;
  maxAttempts: number;
  timeZone?: string;
};

/**
 * DELETE /orders/{id}/contacts/{contactId}: undoes a call whose outcome cancelled the order
 * (docs/decisions/211-undo-a-cancelling-call.md). The order goes back to pending with the confirmation,
 * attempts and call-back time it had before that call, the units it held are taken again (first
 * expired first out, 409 when they are gone), and the call leaves the history. Only the latest call,
 * only while nothing else changed the order since (its last change is that call's): otherwise 409.
 * 200 with the order's details; 404 for an unknown order or call.
 */
export async function undoContact(db: Database, input: UndoContactInput): Promise<StoredAnswer> {
  const { now, lang } = input;
  const conflict = (key: string): Refusal =>
    new Refusal({ status: 409, body: { message: translateMessage(key, lang) } });
  try {
    await db.transaction(async (tx) => {
      const locked = await lockOrder(tx, input.orderId);
      if (!locked) throw new Refusal({ status: 404, body: { message: ORDER_NOT_FOUND } });
      const { order } = locked;
      const history = await tx
        .select()
        .from(orderContacts)
        .where(eq(orderContacts.orderId, order.id))
        .orderBy(asc(orderContacts.createdAt), asc(orderContacts.id));
      const index = history.findIndex((row) => row.id === input.contactId);
      const contact = history[index];
      if (!contact) {
        throw new Refusal({
          status: 404,
          body: { message: translateMessage('errors.contactNotFound', lang) },
        });
      }
      const cancelling =
        CANCELLING_OUTCOMES.includes(contact.outcome as OrderContactPayload['outcome']) ||
        (contact.outcome === 'no_answer' && order.confirmationStatus === 'unreachable');
      if (!cancelling) throw conflict('errors.contactUndoNotCancelling');
      // Its cancellation must still be the order's last change: the latest call, the order cancelled
      // at that very moment and not touched since (a status change or a new call moves updated_at).
      const unchanged =
        index === history.length - 1 &&
        order.status === 'cancelled' &&
        order.confirmationStatus === (contact.outcome === 'no_answer' ? 'unreachable' : contact.outcome) &&
        order.updatedAt.getTime() === contact.createdAt.getTime();
      if (!unchanged) throw conflict('errors.contactUndoStale');

      const attempts = Math.max(0, order.confirmationAttempts - (contact.outcome === 'no_answer' ? 1 : 0));
      const before = confirmationAfter(history.slice(0, index), attempts, input.maxAttempts);
      const timeZone = input.timeZone ?? DEFAULT_SHOP_TIMEZONE;
      if (order.stockDeferred) {
        // It never held units (decision 200): it goes back to waiting for them, as it was.
        await setOrderStatus(tx, order.id, 'pending', now);
      } else {
        await applyStatusChange(tx, locked, { status: 'pending', now, lang, timeZone });
      }
      await tx
        .update(orders)
        .set({
          confirmationStatus: before.confirmation,
          confirmationAttempts: attempts,
          callBackAt: before.callBackAt,
          updatedAt: now,
        })
        .where(eq(orders.id, order.id));
      await tx.delete(orderContacts).where(eq(orderContacts.id, contact.id));
    });
  } catch (error) {
    if (error instanceof Refusal) return error.answer;
    throw error;
  }
  const details = await orderDetails(db, input.orderId);
  if (!details) return { status: 404, body: { message: ORDER_NOT_FOUND } };
  return { status: 200, body: details };
}

/** Orders cancelled per transaction by the timeout; the rest wait for the next round. */
const TIMEOUT_BATCH = 50;

/**
 * Cancels the pending orders still unconfirmed, no_answer or call_back that were placed more than
 * `timeoutHours` ago: stock back, a `timeout` entry in their history, a notification for the staff.
 * Safe with several API processes: each batch locks its rows with SKIP LOCKED and re-reads them
 * under the lock, so an order is cancelled (and its stock put back) exactly once.
 * Returns the order numbers cancelled.
 */
export async function cancelUnconfirmedOrders(
  db: Database,
  input: { now: Date; timeoutHours: number; timeZone?: string },
): Promise<string[]> {
  const cutoff = new Date(input.now.getTime() - input.timeoutHours * 60 * 60 * 1000);
  const stale = and(
    eq(orders.status, 'pending'),
    inArray(orders.confirmationStatus, openStatuses),
    sql`${orders.createdAt} < ${cutoff.toISOString()}::timestamptz`,
  );
  const cancelled: string[] = [];
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(stale)
        .orderBy(asc(orders.createdAt), asc(orders.id))
        .limit(TIMEOUT_BATCH)
        .for('update', { skipLocked: true });
      const done: string[] = [];
      for (const { id } of rows) {
        const locked = await lockOrder(tx, id);
        if (!locked) continue;
        const { order } = locked;
        const stillOpen =
          order.status === 'pending' &&
          OPEN_CONFIRMATION_STATUSES.includes(order.confirmationStatus as ConfirmationStatus) &&
          order.createdAt.getTime() < cutoff.getTime();
        if (!stillOpen) continue;
        await tx.insert(orderContacts).values({
          orderId: order.id,
          outcome: TIMEOUT_CONTACT_OUTCOME,
          note: `Not confirmed within ${input.timeoutHours} hours.`,
          createdAt: input.now,
        });
        await tx
          .update(orders)
          .set({ callBackAt: null, updatedAt: input.now })
          .where(eq(orders.id, order.id));
        await applyStatusChange(tx, locked, {
          status: 'cancelled',
          now: input.now,
          lang: 'en',
          timeZone: input.timeZone ?? DEFAULT_SHOP_TIMEZONE,
        });
        await tx.insert(notifications).values({
          type: 'general',
          message: `Order ${order.orderNumber} was cancelled: nobody confirmed it within ${input.timeoutHours} hours.`,
          userId: null,
          createdAt: input.now,
        });
        done.push(order.orderNumber);
      }
      return { seen: rows.length, done };
    });
    cancelled.push(...batch.done);
    if (batch.seen < TIMEOUT_BATCH) return cancelled;
  }
}
