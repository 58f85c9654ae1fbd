import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Language } from '@parashop/shared';
import { translateMessage } from '@parashop/shared';
import type { Database, Executor } from '../../../db/client';
import { courierParcelEvents, courierParcels, notifications, orders } from '../../../db/schema';
import { refusal } from '../../../lib/http-errors';
import { applyStatusChange } from '../change-status';
import { lockOrder } from '../repository';
import { CourierError, type CourierEvent } from './courier';
import type { Couriers } from './registry';
import { FINAL_STATES, mapCourierStatus } from './status-map';

/**
 * Following the parcels (docs/decisions/270-couriers.md): the courier's status events, by polling and
 * by webhook alike, are applied once each (their key is unique per parcel) and in order (an event older
 * than the parcel's last is kept in its history but changes nothing). Delivered makes the order
 * `delivered` through the orders' own status change (invoice number, customer notification); an
 * unknown status is kept as it came, flagged, and told to staff.
 */

export type SyncContext = { db: Database; couriers: Couriers; timeZone: string };

export type EventSource = 'poll' | 'webhook';

/** Applies a parcel's events in one transaction (parcel, then order locked); returns how many were new. */
export async function applyParcelEvents(
  db: Database,
  parcelId: number,
  events: CourierEvent[],
  source: EventSource,
  timeZone: string,
): Promise<number> {
  const sorted = [...events].sort((a, b) => a.at.getTime() - b.at.getTime());
  return db.transaction(async (tx) => {
    const [parcel] = await tx
      .select()
      .from(courierParcels)
      .where(eq(courierParcels.id, parcelId))
      .for('update');
    if (!parcel || parcel.state !== 'sent') return 0;
    let current = parcel;
    let fresh = 0;
    for (const event of sorted) {
      const inOrder = current.lastEventAt === null || event.at.getTime() >= current.lastEventAt.getTime();
      const [kept] = await tx
        .insert(courierParcelEvents)
        .values({
          parcelId,
          eventKey: event.key,
          rawStatus: event.status.slice(0, 100),
          occurredAt: event.at,
          source,
          applied: inOrder,
          createdAt: new Date(),
        })
        .onConflictDoNothing()
        .returning({ id: courierParcelEvents.id });
      if (!kept) continue;
      fresh += 1;
      if (!inOrder) continue;
      current = await applyOne(tx, current, event, timeZone);
    }
    return fresh;
  });
}

type ParcelRow = typeof courierParcels.$inferSelect;

async function applyOne(
  tx: Executor,
  parcel: ParcelRow,
  event: CourierEvent,
  timeZone: string,
): Promise<ParcelRow> {
  const now = new Date();
  const mapped = mapCourierStatus(parcel.courier, event.status);
  const [order] = await tx
    .select({ orderNumber: orders.orderNumber })
    .from(orders)
    .where(eq(orders.id, parcel.orderId));
  const label = `${parcel.code ?? parcel.reference} (${order?.orderNumber ?? parcel.orderId})`;
  const changes: Partial<ParcelRow> = {
    rawStatus: event.status.slice(0, 100),
    lastEventAt: event.at,
    updatedAt: now,
  };
  if (mapped === null) {
    changes.unknownStatus = true;
    await tx.insert(notifications).values({
      type: 'general',
      message: `Parcel ${label}: unknown courier status "${event.status.slice(0, 100)}". Check it with the courier.`,
      userId: null,
      createdAt: now,
    });
  } else if (parcel.deliveryState !== 'returned') {
    changes.unknownStatus = false;
    changes.deliveryState = mapped.state;
    changes.failureReason = mapped.state === 'failed' ? mapped.reason : null;
    if (mapped.state === 'delivered') {
      const locked = await lockOrder(tx, parcel.orderId);
      if (locked && locked.order.status === 'pending') {
        // Into delivered nothing is taken, so no stock refusal can come.
        await applyStatusChange(tx, locked, { status: 'delivered', now, lang: 'en', timeZone });
        await tx.update(orders).set({ postponedTo: null }).where(eq(orders.id, parcel.orderId));
      }
    }
    if (mapped.state === 'failed' || mapped.state === 'cancelled') {
      await tx.insert(notifications).values({
        type: 'general',
        message:
          mapped.reason === 'refused_at_door'
            ? `Parcel ${label} was refused: it comes back. Confirm its receipt on the order.`
            : `Parcel ${label}: ${event.status}.`,
        userId: null,
        createdAt: now,
      });
    }
  }
  const [row] = await tx
    .update(courierParcels)
    .set(changes)
    .where(eq(courierParcels.id, parcel.id))
    .returning();
  return row ?? parcel;
}

/** Parcels claimed per transaction by a sync round. */
const SYNC_BATCH = 20;

/**
 * One polling round. Several processes may run it at once: each claims its parcels with SKIP LOCKED
 * and stamps them `synced_at` in the same transaction, so a parcel is asked about once per round
 * (a parcel stamped less than half a round ago is left to the next). Returns the parcels polled.
 */
export async function syncRound(ctx: SyncContext, roundSeconds: number, now = new Date()): Promise<number> {
  const couriers = [...ctx.couriers.keys()];
  if (couriers.length === 0) return 0;
  const staleBefore = new Date(now.getTime() - (roundSeconds * 1000) / 2);
  let polled = 0;
  const done = new Set<number>();
  for (;;) {
    const claimed = await ctx.db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: courierParcels.id, code: courierParcels.code, courier: courierParcels.courier })
        .from(courierParcels)
        .where(
          and(
            eq(courierParcels.state, 'sent'),
            inArray(courierParcels.courier, couriers),
            sql`${courierParcels.deliveryState} not in (${sql.join(
              FINAL_STATES.map((s) => sql`${s}`),
              sql`, `,
            )})`,
            or(isNull(courierParcels.syncedAt), lte(courierParcels.syncedAt, staleBefore)),
          ),
        )
        .orderBy(sql`${courierParcels.syncedAt} asc nulls first`, asc(courierParcels.id))
        .limit(SYNC_BATCH)
        .for('update', { skipLocked: true });
      if (rows.length > 0) {
        await tx
          .update(courierParcels)
          .set({ syncedAt: now })
          .where(
            inArray(
              courierParcels.id,
              rows.map((r) => r.id),
            ),
          );
      }
      return rows;
    });
    if (claimed.length === 0) return polled;
    for (const row of claimed) {
      if (done.has(row.id) || !row.code) continue;
      done.add(row.id);
      const courier = ctx.couriers.get(row.courier);
      if (!courier) continue;
      try {
        const tracking = await courier.track(row.code);
        polled += 1;
        const events =
          tracking.events.length > 0
            ? tracking.events
            : [{ key: `${row.code}:${tracking.status}`, code: row.code, status: tracking.status, at: now }];
        await applyParcelEvents(ctx.db, row.id, events, 'poll', ctx.timeZone);
      } catch (error) {
        if (!(error instanceof CourierError)) throw error;
        await ctx.db
          .update(courierParcels)
          .set({ lastError: error.message.slice(0, 500) })
          .where(eq(courierParcels.id, row.id));
      }
    }
    if (claimed.length < SYNC_BATCH) return polled;
  }
}

/**
 * POST /couriers/{courier}/webhook: 403 unless the courier's signature is right; each event applied
 * once, in order (a replay changes nothing). Events of parcels the shop does not know are ignored.
 */
export async function receiveWebhook(
  ctx: SyncContext & { lang: Language },
  courierId: string,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
): Promise<{ received: number; applied: number }> {
  const courier = ctx.couriers.get(courierId);
  const events = courier?.verifyWebhook?.(rawBody, headers) ?? null;
  if (!courier || events === null) {
    throw refusal(403, translateMessage('errors.courier.badSignature', ctx.lang), {
      reason: 'bad_signature',
    });
  }
  const byCode = new Map<string, CourierEvent[]>();
  for (const event of events) byCode.set(event.code, [...(byCode.get(event.code) ?? []), event]);
  let applied = 0;
  for (const [code, list] of byCode) {
    const [parcel] = await ctx.db
      .select({ id: courierParcels.id })
      .from(courierParcels)
      .where(and(eq(courierParcels.courier, courier.id), eq(courierParcels.code, code)));
    if (!parcel) continue;
    applied += await applyParcelEvents(ctx.db, parcel.id, list, 'webhook', ctx.timeZone);
  }
  return { received: events.length, applied };
}
