import { and, count, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import {
  toCentimes,
  translateMessage,
  type CourierDistrictView,
  type CourierParcelView,
  type CourierSendValues,
  type Language,
} from '@parashop/shared';
import type { Database } from '../../../db/client';
import {
  courierDistricts,
  courierParcelEvents,
  courierParcels,
  deliveryStops,
  notifications,
} from '../../../db/schema';
import { httpError, refusal, type HttpError } from '../../../lib/http-errors';
import { Refusal } from '../answers';
import { applyStatusChange } from '../change-status';
import { lockOrder } from '../repository';
import { CourierError, type Courier, type CourierParcel } from './courier';
import type { Couriers } from './registry';
import { cachedDistricts, districtView, orderParcel, parcelView } from './repository';
import { mapCourierStatus } from './status-map';

/**
 * Sending an order by courier (docs/decisions/270-couriers.md). A send first reserves a `sending`
 * parcel under the order's lock (one live parcel per order, by a partial unique index), with a lease
 * (`attempt_until`) for the request that talks to the courier; only then is the courier called, with
 * our reference. A timeout or a failure keeps the reservation: the next send asks the courier for that
 * reference before creating anything, so a parcel is never made twice. The order itself never changes
 * when it is sent: it stays pending until the courier delivers it or staff receive it back.
 */

export type CourierContext = {
  db: Database;
  couriers: Couriers;
  lang: Language;
  now: Date;
  timeZone: string;
  timeoutMs: number;
};

/** The cached districts are asked again after a day. */
const DISTRICTS_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export function courierOf(couriers: Couriers, id: string, lang: Language): Courier {
  const courier = couriers.get(id);
  if (!courier)
    throw refusal(404, translateMessage('errors.courier.unknown', lang), { reason: 'unknown_courier' });
  return courier;
}

/** A courier's failure as staff read it: what happened, that the order is unchanged, and to retry. */
export function courierProblem(error: CourierError, lang: Language): HttpError {
  switch (error.failure) {
    case 'refused':
      return refusal(422, translateMessage('errors.courier.refused', lang, { reason: error.message }), {
        reason: 'courier_refused',
        retry: false,
      });
    case 'timeout':
      return refusal(504, translateMessage('errors.courier.timeout', lang), {
        reason: 'courier_timeout',
        retry: true,
      });
    case 'nonsense':
      return refusal(502, translateMessage('errors.courier.nonsense', lang), {
        reason: 'courier_nonsense',
        retry: true,
      });
    default:
      return refusal(503, translateMessage('errors.courier.unavailable', lang), {
        reason: 'courier_unavailable',
        retry: true,
      });
  }
}

/**
 * The courier's districts from the cache, asked again when older than a day (or `refresh`). When the
 * courier cannot answer, the cached list (even old) is kept; with no list at all staff get the failure.
 */
export async function courierDistrictList(
  ctx: CourierContext,
  courierId: string,
  refresh = false,
): Promise<CourierDistrictView[]> {
  const courier = courierOf(ctx.couriers, courierId, ctx.lang);
  const cached = await cachedDistricts(ctx.db, courier.id);
  const fresh =
    cached.length > 0 &&
    cached.every((row) => ctx.now.getTime() - row.refreshedAt.getTime() < DISTRICTS_MAX_AGE_MS);
  if (fresh && !refresh) return cached.map(districtView);
  let listed;
  try {
    listed = await courier.cities();
  } catch (error) {
    if (error instanceof CourierError && cached.length > 0) return cached.map(districtView);
    if (error instanceof CourierError) throw courierProblem(error, ctx.lang);
    throw error;
  }
  await ctx.db.transaction(async (tx) => {
    await tx.delete(courierDistricts).where(eq(courierDistricts.courier, courier.id));
    const unique = new Map(listed.map((d) => [d.id, d]));
    const rows = [...unique.values()].map((d) => ({
      courier: courier.id,
      districtId: d.id,
      name: d.name,
      nameAr: d.nameAr,
      city: d.city,
      price: d.price,
      delay: d.delay,
      refreshedAt: ctx.now,
    }));
    for (let i = 0; i < rows.length; i += 500)
      await tx.insert(courierDistricts).values(rows.slice(i, i + 500));
  });
  return (await cachedDistricts(ctx.db, courier.id)).map(districtView);
}

type Reserved = { parcel: typeof courierParcels.$inferSelect; resumed: boolean };

/**
 * POST /orders/{id}/courier-parcel. 201 with the new parcel; 200 with the parcel when the order was
 * already sent (a double click, a retry); 409 while another request is talking to the courier for it.
 */
export async function sendParcel(
  ctx: CourierContext,
  orderId: number,
  input: CourierSendValues,
  staffId: number,
): Promise<{ status: 200 | 201; body: CourierParcelView }> {
  const { db, lang, now } = ctx;
  const courier = courierOf(ctx.couriers, input.courier, lang);
  const districts = await courierDistrictList(ctx, courier.id);
  const district = districts.find((d) => d.id === input.district_id);
  if (!district) {
    const message = translateMessage('errors.courier.districtUnknown', lang);
    throw httpError(422, message, { district_id: [message] });
  }
  // The lease covers one courier call and a margin; a crashed request's lease simply runs out.
  const leaseUntil = new Date(now.getTime() + 2 * ctx.timeoutMs + 5_000);

  const reserved = await db.transaction(
    async (tx): Promise<Reserved | { done: typeof courierParcels.$inferSelect }> => {
      const locked = await lockOrder(tx, orderId);
      if (!locked) throw httpError(404, 'Order not found.');
      const [live] = await tx
        .select()
        .from(courierParcels)
        .where(and(eq(courierParcels.orderId, orderId), inArray(courierParcels.state, ['sending', 'sent'])));
      if (live?.state === 'sent') return { done: live };
      if (live) {
        const [taken] = await tx
          .update(courierParcels)
          .set({ attemptUntil: leaseUntil, updatedAt: now })
          .where(
            and(
              eq(courierParcels.id, live.id),
              or(isNull(courierParcels.attemptUntil), lte(courierParcels.attemptUntil, now)),
            ),
          )
          .returning();
        if (!taken) {
          throw refusal(409, translateMessage('errors.courier.sendingElsewhere', lang), {
            reason: 'sending',
          });
        }
        return { parcel: taken, resumed: true };
      }
      const { order } = locked;
      const [onRun] = await tx
        .select({ n: count() })
        .from(deliveryStops)
        .where(and(eq(deliveryStops.orderId, orderId), sql`${deliveryStops.state} in ('assigned', 'out')`));
      if (order.status !== 'pending' || order.confirmationStatus !== 'confirmed' || (onRun?.n ?? 0) > 0) {
        throw refusal(409, translateMessage('errors.courier.notEligible', lang), { reason: 'not_eligible' });
      }
      const [previous] = await tx
        .select({ n: count() })
        .from(courierParcels)
        .where(eq(courierParcels.orderId, orderId));
      const [parcel] = await tx
        .insert(courierParcels)
        .values({
          orderId,
          courier: courier.id,
          reference: `${order.orderNumber}-${(previous?.n ?? 0) + 1}`,
          state: 'sending',
          districtId: district.id,
          districtName: district.name,
          city: district.city,
          amount: toCentimes(order.totalOrder),
          quotedFee: district.price,
          attemptUntil: leaseUntil,
          createdBy: staffId,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!parcel) throw new Error('the parcel was not reserved');
      return { parcel, resumed: false };
    },
  );
  if ('done' in reserved) return { status: 200, body: await parcelView(db, reserved.done) };

  const { parcel, resumed } = reserved;
  let made: CourierParcel | null = null;
  try {
    // After a timeout the courier may have made it: ask for our reference before making one.
    if (resumed) made = await courier.findParcel(parcel.reference);
    if (!made) {
      const locked = await lockOrder(db, orderId);
      if (!locked) throw httpError(404, 'Order not found.');
      const { order, items } = locked;
      made = await courier.createParcel({
        reference: parcel.reference,
        districtId: parcel.districtId,
        name: order.name,
        phone: order.phoneNumber,
        address: order.address,
        amount: parcel.amount,
        comment: order.orderNumber,
        allowOpen: true,
        allowTry: false,
        products: items.map((item) => ({ name: item.name, quantity: item.quantity })),
      });
    }
  } catch (error) {
    if (!(error instanceof CourierError)) throw error;
    const refused = error.failure === 'refused';
    await db
      .update(courierParcels)
      .set({
        // Refused: nothing was made, the order can be sent again. Otherwise the reservation waits for a
        // retry; after a timeout the courier gets one more call's time before anybody asks again.
        state: refused ? 'refused' : 'sending',
        lastError: error.message.slice(0, 500),
        attemptUntil: error.failure === 'timeout' ? new Date(Date.now() + ctx.timeoutMs) : null,
        updatedAt: new Date(),
      })
      .where(eq(courierParcels.id, parcel.id));
    throw courierProblem(error, lang);
  }

  const sent = await markSent(db, parcel.id, made, courier.id);
  return { status: resumed ? 200 : 201, body: await parcelView(db, sent) };
}

async function markSent(
  db: Database,
  parcelId: number,
  made: CourierParcel,
  courierId: string,
): Promise<typeof courierParcels.$inferSelect> {
  const now = new Date();
  const mapped = mapCourierStatus(courierId, made.status);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(courierParcels)
      .set({
        state: 'sent',
        code: made.code,
        fee: made.fee,
        labelUrl: made.labelUrl,
        rawStatus: made.status,
        deliveryState: mapped?.state ?? 'waiting',
        unknownStatus: mapped === null,
        lastError: null,
        attemptUntil: null,
        updatedAt: now,
      })
      .where(eq(courierParcels.id, parcelId))
      .returning();
    if (!row) throw new Error('the parcel vanished');
    return row;
  });
}

/** The label PDF of the order's parcel, fetched from the courier (the keys stay here). */
export async function parcelLabel(
  ctx: CourierContext,
  orderId: number,
): Promise<{ pdf: Buffer; code: string }> {
  const parcel = await orderParcel(ctx.db, orderId);
  if (!parcel || parcel.state !== 'sent' || !parcel.code) {
    throw refusal(404, translateMessage('errors.courier.noParcel', ctx.lang), { reason: 'no_parcel' });
  }
  const courier = courierOf(ctx.couriers, parcel.courier, ctx.lang);
  try {
    return { pdf: await courier.label({ code: parcel.code, labelUrl: parcel.labelUrl }), code: parcel.code };
  } catch (error) {
    if (error instanceof CourierError) throw courierProblem(error, ctx.lang);
    throw error;
  }
}

/** How many labels one bulk print asks the couriers for at a time. */
const LABELS_AT_ONCE = 4;

/**
 * The labels of several orders' parcels as one PDF, in the order given, each label's pages kept
 * (GET /courier-parcels/labels, decision 270): the day's parcels print in one go. All or nothing: an
 * order without a sent parcel is a 404 naming it, a courier that fails is its error, and a label that is
 * not a PDF is the courier's nonsense, so staff never print half a day believing it whole.
 */
export async function mergedLabels(ctx: CourierContext, orderIds: readonly number[]): Promise<Buffer> {
  const labels: Buffer[] = new Array(orderIds.length);
  let next = 0;
  const worker = async () => {
    while (next < orderIds.length) {
      const index = next;
      next += 1;
      labels[index] = (await parcelLabel(ctx, orderIds[index] as number)).pdf;
    }
  };
  await Promise.all(Array.from({ length: Math.min(LABELS_AT_ONCE, orderIds.length) }, worker));
  const merged = await PDFDocument.create();
  for (const label of labels) {
    const source = await PDFDocument.load(label).catch(() => {
      throw courierProblem(new CourierError('nonsense', 'a label is not a PDF'), ctx.lang);
    });
    for (const page of await merged.copyPages(source, source.getPageIndices())) merged.addPage(page);
  }
  return Buffer.from(await merged.save());
}

/**
 * Staff received the parcel back: the order becomes `returned` through the orders' own status change,
 * its units back into the lots they came from. Once: a repeat answers the parcel as it is.
 */
export async function receiveBack(ctx: CourierContext, orderId: number): Promise<CourierParcelView> {
  const { db, lang, now, timeZone } = ctx;
  const row = await db.transaction(async (tx) => {
    const [parcel] = await tx
      .select()
      .from(courierParcels)
      .where(and(eq(courierParcels.orderId, orderId), eq(courierParcels.state, 'sent')))
      .for('update');
    if (!parcel)
      throw refusal(404, translateMessage('errors.courier.noParcel', lang), { reason: 'no_parcel' });
    if (parcel.deliveryState === 'returned') return parcel;
    if (!['failed', 'cancelled', 'postponed'].includes(parcel.deliveryState)) {
      throw refusal(409, translateMessage('errors.courier.notReturning', lang), { reason: 'not_returning' });
    }
    const locked = await lockOrder(tx, orderId);
    if (!locked) throw httpError(404, 'Order not found.');
    if (locked.order.status === 'pending') {
      try {
        await applyStatusChange(tx, locked, { status: 'returned', now, lang, timeZone });
      } catch (error) {
        if (error instanceof Refusal) {
          throw httpError(
            error.answer.status,
            String((error.answer.body as { message?: unknown }).message ?? ''),
          );
        }
        throw error;
      }
    }
    const [updated] = await tx
      .update(courierParcels)
      .set({ deliveryState: 'returned', receivedBackAt: now, updatedAt: now })
      .where(eq(courierParcels.id, parcel.id))
      .returning();
    await tx.insert(courierParcelEvents).values({
      parcelId: parcel.id,
      eventKey: `received-back:${now.toISOString()}`,
      rawStatus: 'RECEIVED_BACK',
      occurredAt: now,
      source: 'send',
      applied: true,
    });
    await tx.insert(notifications).values({
      type: 'general',
      message: `Parcel ${parcel.code ?? parcel.reference} received back: order ${locked.order.orderNumber} returned.`,
      userId: null,
      isRead: true,
      createdAt: now,
    });
    return updated ?? parcel;
  });
  return parcelView(db, row);
}

/**
 * Staff cancel the order's parcel while the courier has not picked it up (its status maps to `waiting`:
 * PENDING, TO_PREPARE, TO_PICKUP; or the courier already says CANCELED). The courier is asked first,
 * outside any transaction; only when it agrees does the parcel leave the live pair (`sending`/`sent`):
 * it is kept as `refused` with delivery state `cancelled`, so the order can be sent again or go on a
 * rider's run. When the courier cannot be reached, the order and the parcel stay as they were.
 */
export async function cancelParcel(ctx: CourierContext, orderId: number): Promise<CourierParcelView> {
  const { db, lang, now } = ctx;
  const parcel = await orderParcel(db, orderId);
  if (!parcel || parcel.state === 'refused') {
    throw refusal(404, translateMessage('errors.courier.noParcel', lang), { reason: 'no_parcel' });
  }
  if (parcel.state === 'sending' || !parcel.code) {
    throw refusal(409, translateMessage('errors.courier.cancelSending', lang), { reason: 'sending' });
  }
  if (parcel.unknownStatus || !['waiting', 'cancelled'].includes(parcel.deliveryState)) {
    throw refusal(409, translateMessage('errors.courier.notCancellable', lang), { reason: 'picked_up' });
  }
  const courier = courierOf(ctx.couriers, parcel.courier, lang);
  if (parcel.deliveryState === 'waiting') {
    try {
      await courier.cancelParcel(parcel.code);
    } catch (error) {
      if (!(error instanceof CourierError)) throw error;
      if (error.failure === 'refused') {
        throw refusal(
          422,
          translateMessage('errors.courier.cancelRefused', lang, { reason: error.message }),
          {
            reason: 'courier_refused',
            retry: false,
          },
        );
      }
      throw refusal(
        error.failure === 'timeout' ? 504 : 503,
        translateMessage('errors.courier.cancelFailed', lang),
        { reason: `courier_${error.failure}`, retry: true },
      );
    }
  }
  const row = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(courierParcels)
      .where(eq(courierParcels.id, parcel.id))
      .for('update');
    // A second cancel at the same moment found it done.
    if (!current || current.state !== 'sent') return current ?? parcel;
    const [updated] = await tx
      .update(courierParcels)
      .set({
        state: 'refused',
        deliveryState: 'cancelled',
        lastError: null,
        attemptUntil: null,
        updatedAt: now,
      })
      .where(eq(courierParcels.id, parcel.id))
      .returning();
    await tx.insert(courierParcelEvents).values({
      parcelId: parcel.id,
      eventKey: `cancelled-by-shop:${now.toISOString()}`,
      rawStatus: 'CANCELLED_BY_SHOP',
      occurredAt: now,
      source: 'send',
      applied: true,
    });
    return updated ?? current;
  });
  return parcelView(db, row);
}
