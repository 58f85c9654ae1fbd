import { and, asc, eq, inArray, isNull, lte, notExists, or, sql, type SQL } from 'drizzle-orm';
import {
  DELIVERY_CODE_MAX_TRIES,
  RIDER_DELIVERY_AREA_ID,
  ROLE_RIDER,
  localisedName,
  toCentimes,
  type DeliveryRun,
  type DeliveryRunTotals,
  type DeliveryStop,
  type EligibleOrder,
  type FailureReason,
  type Language,
  type Rider,
  type RunSheet,
  type RunStatus,
  type StopState,
} from '@parashop/shared';
import type { Executor } from '../../../db/client';
import {
  courierParcels,
  deliveryRuns,
  deliveryStops,
  orderItems,
  orders,
  shopSettings,
  users,
} from '../../../db/schema';

/** Reads of the deliveries feature (docs/decisions/240-riders-runs-and-cash.md). Money out in centimes. */

export type RiderRow = typeof users.$inferSelect;
export type RunRow = typeof deliveryRuns.$inferSelect;
export type StopRow = typeof deliveryStops.$inferSelect;

export const OPEN_STOP_STATES: readonly StopState[] = ['assigned', 'out'];
/** The SQL of "this stop is still open" (the unique partial index's predicate). */
export const openStop = sql`${deliveryStops.state} in ('assigned', 'out')`;

export function centimes(value: string | null): number | null {
  return value === null ? null : toCentimes(value);
}

// ---------------------------------------------------------------- riders

export function toRider(row: RiderRow): Rider {
  return {
    id: row.id,
    name: row.fullName,
    phone: row.phone ?? '',
    email: row.email,
    disabled: row.disabledAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listRiders(db: Executor): Promise<Rider[]> {
  const rows = await db
    .select()
    .from(users)
    .where(eq(users.roleId, ROLE_RIDER))
    .orderBy(asc(users.fullName), asc(users.id));
  return rows.map(toRider);
}

export async function findRider(db: Executor, id: number): Promise<RiderRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.roleId, ROLE_RIDER)));
  return row;
}

/** The shop's details at the head of a run sheet. */
export async function sheetShop(db: Executor): Promise<RunSheet['shop']> {
  const [row] = await db
    .select({
      shop_name: shopSettings.shopName,
      address: shopSettings.address,
      city: shopSettings.city,
      phone: shopSettings.phone,
    })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1));
  return row ?? { shop_name: 'Parashop', address: '', city: '', phone: '' };
}

export async function deliveryCodeRequired(db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ required: shopSettings.deliveryCodeRequired })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1));
  return row?.required ?? false;
}

// ---------------------------------------------------------------- runs

function totalsOf(stops: readonly DeliveryStop[]): DeliveryRunTotals {
  const totals: DeliveryRunTotals = {
    to_collect: 0,
    collected: 0,
    delivered: 0,
    failed: 0,
    postponed: 0,
    left: 0,
  };
  for (const stop of stops) {
    if (stop.state === 'delivered') {
      totals.delivered += 1;
      totals.collected += stop.collected ?? 0;
    } else if (stop.state === 'failed') totals.failed += 1;
    else if (stop.state === 'postponed') totals.postponed += 1;
    else totals.left += 1;
    if (stop.state !== 'failed' && stop.state !== 'postponed') totals.to_collect += stop.order.total;
  }
  return totals;
}

/**
 * The runs matching `where`, each with its rider, its stops in order, their orders and the totals;
 * item names in `lang`. Oldest run first.
 */
export async function loadRuns(db: Executor, where: SQL, lang: Language): Promise<DeliveryRun[]> {
  const runRows = await db
    .select({ run: deliveryRuns, rider: { id: users.id, name: users.fullName, phone: users.phone } })
    .from(deliveryRuns)
    .innerJoin(users, eq(users.id, deliveryRuns.riderId))
    .where(where)
    .orderBy(asc(deliveryRuns.date), asc(deliveryRuns.id));
  if (runRows.length === 0) return [];
  const runIds = runRows.map((row) => row.run.id);
  const stopRows = await db
    .select({ stop: deliveryStops, order: orders })
    .from(deliveryStops)
    .innerJoin(orders, eq(orders.id, deliveryStops.orderId))
    .where(inArray(deliveryStops.runId, runIds))
    .orderBy(asc(deliveryStops.runId), asc(deliveryStops.position), asc(deliveryStops.id));
  const orderIds = [...new Set(stopRows.map((row) => row.order.id))];
  const itemRows =
    orderIds.length === 0
      ? []
      : await db
          .select({
            orderId: orderItems.orderId,
            name: orderItems.name,
            nameFr: orderItems.nameFr,
            nameAr: orderItems.nameAr,
            quantity: orderItems.quantity,
          })
          .from(orderItems)
          .where(inArray(orderItems.orderId, orderIds))
          .orderBy(asc(orderItems.id));
  const codes = await deliveryCodeRequired(db);
  const itemsOf = new Map<number, DeliveryStop['order']['items']>();
  for (const item of itemRows) {
    const list = itemsOf.get(item.orderId) ?? [];
    list.push({
      name: localisedName({ name: item.name, name_fr: item.nameFr, name_ar: item.nameAr }, lang),
      quantity: item.quantity,
    });
    itemsOf.set(item.orderId, list);
  }
  const stopsOf = new Map<number, DeliveryStop[]>();
  for (const { stop, order } of stopRows) {
    const list = stopsOf.get(stop.runId) ?? [];
    list.push(toStop(stop, order, itemsOf.get(order.id) ?? [], codes, list.length + 1));
    stopsOf.set(stop.runId, list);
  }
  return runRows.map(({ run, rider }) => {
    const stops = stopsOf.get(run.id) ?? [];
    return {
      id: run.id,
      rider: { id: rider.id, name: rider.name, phone: rider.phone ?? '' },
      date: run.date,
      status: run.status as RunStatus,
      stops,
      totals: totalsOf(stops),
      created_at: run.createdAt.toISOString(),
      handed_over_at: run.handedOverAt?.toISOString() ?? null,
      started_at: run.startedAt?.toISOString() ?? null,
      finished_at: run.finishedAt?.toISOString() ?? null,
    };
  });
}

function toStop(
  stop: StopRow,
  order: typeof orders.$inferSelect,
  items: DeliveryStop['order']['items'],
  codesRequired: boolean,
  position: number,
): DeliveryStop {
  return {
    id: stop.id,
    position,
    state: stop.state as StopState,
    order: {
      id: order.id,
      order_number: order.orderNumber,
      customer_name: order.name,
      phone: order.phoneNumber,
      address: order.address,
      city: order.city,
      delivery_area_id: order.deliveryAreaId,
      total: toCentimes(order.totalOrder),
      language: order.language as Language,
      items,
      delivery_code_required: codesRequired && order.deliveryCode !== null,
      failed_attempts: order.failedAttempts,
    },
    collected: centimes(stop.collected),
    amount_reason: stop.amountReason,
    reason: stop.reason as FailureReason | null,
    note: stop.note,
    postponed_to: stop.postponedTo,
    attempts: stop.codeTries,
    needs_staff: order.needsStaff,
    code_locked: stop.codeTries >= DELIVERY_CODE_MAX_TRIES,
    outcome_at: stop.outcomeAt?.toISOString() ?? null,
  };
}

export async function loadRun(db: Executor, id: number, lang: Language): Promise<DeliveryRun | null> {
  const [run] = await loadRuns(db, eq(deliveryRuns.id, id), lang);
  return run ?? null;
}

// ---------------------------------------------------------------- eligible orders

/**
 * What an order needs to go on a run for `date`: pending, confirmed by phone, in Dakhla, on no open
 * run, not sent by courier, and not postponed past that day.
 */
export function eligibleOn(date: string): SQL {
  return and(
    eq(orders.status, 'pending'),
    eq(orders.confirmationStatus, 'confirmed'),
    eq(orders.deliveryAreaId, RIDER_DELIVERY_AREA_ID),
    or(isNull(orders.postponedTo), lte(orders.postponedTo, date)),
    notExists(
      sql`(select 1 from ${deliveryStops} where ${deliveryStops.orderId} = ${orders.id} and ${openStop})`,
    ),
    // Nor one sent by courier (decision 270).
    notExists(
      sql`(select 1 from ${courierParcels} where ${courierParcels.orderId} = ${orders.id} and ${courierParcels.state} in ('sending', 'sent'))`,
    ),
  ) as SQL;
}

export async function eligibleOrders(db: Executor, date: string): Promise<EligibleOrder[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eligibleOn(date))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  return rows.map((row) => ({
    id: row.id,
    order_number: row.orderNumber,
    customer_name: row.name,
    phone: row.phoneNumber,
    address: row.address,
    city: row.city,
    delivery_area_id: row.deliveryAreaId,
    total: toCentimes(row.totalOrder),
    created_at: row.createdAt.toISOString(),
    failed_attempts: row.failedAttempts,
    needs_staff: row.needsStaff,
    postponed_to: row.postponedTo,
  }));
}
