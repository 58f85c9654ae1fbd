import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CourierDeliveryState, CourierDistrictView, CourierParcelView } from '@parashop/shared';
import type { Executor } from '../../../db/client';
import { courierDistricts, courierParcelEvents, courierParcels, orders } from '../../../db/schema';

/** Parcels and districts as stored, and their mappers to the API's shapes (decision 270). */

export type ParcelRow = typeof courierParcels.$inferSelect;

/** The order's live parcel (sending or sent), or its last one. */
export async function orderParcel(db: Executor, orderId: number): Promise<ParcelRow | null> {
  const [row] = await db
    .select()
    .from(courierParcels)
    .where(eq(courierParcels.orderId, orderId))
    .orderBy(
      sql`case when ${courierParcels.state} in ('sending', 'sent') then 0 else 1 end`,
      desc(courierParcels.id),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Whether the order has a parcel with a courier that is still live: being sent, or sent and not yet
 * cancelled, returned or delivered (decision 270).
 */
export async function hasLiveParcel(tx: Executor, orderId: number): Promise<boolean> {
  const [row] = await tx
    .select({ n: count() })
    .from(courierParcels)
    .where(
      and(
        eq(courierParcels.orderId, orderId),
        sql`(${courierParcels.state} = 'sending' or (${courierParcels.state} = 'sent' and ${courierParcels.deliveryState} not in ('cancelled', 'returned', 'delivered')))`,
      ),
    );
  return (row?.n ?? 0) > 0;
}

export async function parcelViews(db: Executor, rows: ParcelRow[]): Promise<CourierParcelView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const events = await db
    .select()
    .from(courierParcelEvents)
    .where(inArray(courierParcelEvents.parcelId, ids))
    .orderBy(asc(courierParcelEvents.occurredAt), asc(courierParcelEvents.id));
  const numbers = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber })
    .from(orders)
    .where(inArray(orders.id, [...new Set(rows.map((row) => row.orderId))]));
  const numberOf = new Map(numbers.map((row) => [row.id, row.orderNumber]));
  return rows.map((row) => ({
    id: row.id,
    order_id: row.orderId,
    order_number: numberOf.get(row.orderId) ?? '',
    courier: row.courier,
    reference: row.reference,
    state: row.state as CourierParcelView['state'],
    district_id: row.districtId,
    district_name: row.districtName,
    city: row.city,
    amount: row.amount,
    quoted_fee: row.quotedFee,
    code: row.code,
    fee: row.fee,
    has_label: row.code !== null,
    raw_status: row.rawStatus,
    delivery_state: row.deliveryState as CourierDeliveryState,
    failure_reason: row.failureReason,
    unknown_status: row.unknownStatus,
    last_error: row.lastError,
    received_back_at: row.receivedBackAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    events: events
      .filter((event) => event.parcelId === row.id)
      .map((event) => ({
        raw_status: event.rawStatus,
        occurred_at: event.occurredAt.toISOString(),
        source: event.source,
        applied: event.applied,
      })),
  }));
}

export async function parcelView(db: Executor, row: ParcelRow): Promise<CourierParcelView> {
  const [view] = await parcelViews(db, [row]);
  if (!view) throw new Error('the parcel has no view');
  return view;
}

/** Staff's list: the live parcels, newest first; `attention` keeps those staff must look at. */
export async function listParcels(db: Executor, attention: boolean): Promise<CourierParcelView[]> {
  const rows = await db
    .select()
    .from(courierParcels)
    .where(
      and(
        inArray(courierParcels.state, ['sending', 'sent']),
        attention
          ? sql`(${courierParcels.unknownStatus} or ${courierParcels.state} = 'sending' or ${courierParcels.deliveryState} in ('failed', 'cancelled'))`
          : undefined,
      ),
    )
    .orderBy(desc(courierParcels.createdAt), desc(courierParcels.id))
    .limit(500);
  return parcelViews(db, rows);
}

export async function cachedDistricts(db: Executor, courier: string) {
  return db
    .select()
    .from(courierDistricts)
    .where(eq(courierDistricts.courier, courier))
    .orderBy(asc(courierDistricts.city), asc(courierDistricts.name));
}

export function districtView(row: typeof courierDistricts.$inferSelect): CourierDistrictView {
  return {
    id: row.districtId,
    name: row.name,
    name_ar: row.nameAr,
    city: row.city,
    price: row.price,
    delay: row.delay,
  };
}
