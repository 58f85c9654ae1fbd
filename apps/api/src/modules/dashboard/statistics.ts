import { and, gt, gte, lte, sql } from 'drizzle-orm';
import {
  DEFAULT_EXPIRY_ALERT_DAYS,
  LOW_STOCK_MAX,
  addDays,
  fromCentimes,
  toCentimes,
  type DashboardStatistic,
} from '@parashop/shared';
import type { Executor } from '../../db/client';
import { orders, productLots, products } from '../../db/schema';
import { calendarRanges, type Range } from './periods';
import { riderFigures } from './riders';

export type DashboardFigures = DashboardStatistic;

const instant = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const within = (range: Range) =>
  sql`${orders.createdAt} >= ${instant(range.from)} and ${orders.createdAt} < ${instant(range.to)}`;
const delivered = sql`${orders.status} = 'delivered'`;

/**
 * Growth of this month's delivered revenue over last month's, in percent with one decimal.
 * 0 when last month had none: there is no base to grow from (the card then shows 0 %).
 */
export function monthlyGrowth(thisMonth: number, lastMonth: number): number {
  if (lastMonth <= 0) return 0;
  return Math.round(((thisMonth - lastMonth) * 1000) / lastMonth) / 10;
}

/** Confirmation rates look at the orders placed in the last this many days. */
export const CONFIRMATION_RATE_DAYS = 30;

/** part / whole in percent with one decimal; null when there is nothing to divide by. */
export function percent(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part * 1000) / whole) / 10;
}

const openConfirmation = sql`${orders.confirmationStatus} in ('unconfirmed', 'no_answer', 'call_back')`;

/** The dashboard's figures (see docs/decisions/030-dashboard-figures.md and 090), in three queries. */
export async function dashboardFigures(
  db: Executor,
  now: Date,
  timeZone: string,
  expiryAlertDays: number = DEFAULT_EXPIRY_ALERT_DAYS,
): Promise<DashboardFigures> {
  const ranges = calendarRanges(now, timeZone);
  const since = new Date(now.getTime() - CONFIRMATION_RATE_DAYS * 24 * 60 * 60 * 1000);
  const recent = sql`${orders.createdAt} >= ${instant(since)}`;

  const [orderFigures, productFigures, expiring, riders] = await Promise.all([
    db
      .select({
        todayRevenue: sql<string>`(coalesce(sum(${orders.totalOrder}) filter (where ${delivered} and ${within(ranges.day)}), 0))::text`,
        // Placed today, whatever happens to them next, except those already cancelled (decision 177).
        todayOrdered: sql<string>`(coalesce(sum(${orders.totalOrder}) filter (where ${orders.status} <> 'cancelled' and ${within(ranges.day)}), 0))::text`,
        todayOrders: sql<number>`(count(*) filter (where ${within(ranges.day)}))::int`,
        deliveredToday: sql<number>`(count(*) filter (where ${delivered} and ${within(ranges.day)}))::int`,
        pending: sql<number>`(count(*) filter (where ${orders.status} = 'pending'))::int`,
        delivered: sql<number>`(count(*) filter (where ${delivered}))::int`,
        returned: sql<number>`(count(*) filter (where ${orders.status} = 'returned'))::int`,
        cancelled: sql<number>`(count(*) filter (where ${orders.status} = 'cancelled'))::int`,
        thisMonth: sql<string>`(coalesce(sum(${orders.totalOrder}) filter (where ${delivered} and ${within(ranges.month)}), 0))::text`,
        lastMonth: sql<string>`(coalesce(sum(${orders.totalOrder}) filter (where ${delivered} and ${within(ranges.previousMonth)}), 0))::text`,
        // The confirmation queue's length (GET /orders/confirmation-queue).
        toConfirm: sql<number>`(count(*) filter (where ${orders.status} = 'pending' and (${orders.confirmationStatus} in ('unconfirmed', 'no_answer') or (${orders.confirmationStatus} = 'call_back' and ${orders.callBackAt} <= ${instant(now)}))))::int`,
        // Over the last 30 days. A shipped order (delivered or returned) counts as confirmed; an
        // order is decided once it is no longer pending or its confirmation is no longer open.
        decided: sql<number>`(count(*) filter (where ${recent} and (${orders.status} <> 'pending' or not ${openConfirmation})))::int`,
        confirmed: sql<number>`(count(*) filter (where ${recent} and (${orders.status} in ('delivered', 'returned') or ${orders.confirmationStatus} = 'confirmed')))::int`,
        recentDelivered: sql<number>`(count(*) filter (where ${recent} and ${delivered}))::int`,
        recentReturned: sql<number>`(count(*) filter (where ${recent} and ${orders.status} = 'returned'))::int`,
      })
      .from(orders),
    db
      .select({
        total: sql<number>`count(*)::int`,
        outOfStock: sql<number>`(count(*) filter (where ${products.stock} = 0))::int`,
        lowStock: sql<number>`(count(*) filter (where ${products.stock} between 1 and ${LOW_STOCK_MAX}))::int`,
        inventoryValue: sql<string>`(coalesce(sum(${products.price} * ${products.stock}), 0))::text`,
      })
      .from(products),
    // Units (and products) in lots expiring from today to EXPIRY_ALERT_DAYS ahead (decision 130).
    db
      .select({
        units: sql<number>`coalesce(sum(${productLots.quantity}), 0)::int`,
        products: sql<number>`count(distinct ${productLots.productId})::int`,
      })
      .from(productLots)
      .where(
        and(
          gt(productLots.quantity, 0),
          gte(productLots.expiryDate, ranges.today),
          lte(productLots.expiryDate, addDays(ranges.today, expiryAlertDays)),
        ),
      ),
    riderFigures(db, now, ranges.today),
  ]);

  const o = orderFigures[0];
  const p = productFigures[0];
  return {
    total_revenue: fromCentimes(toCentimes(o?.todayRevenue ?? '0')),
    today_ordered_value: fromCentimes(toCentimes(o?.todayOrdered ?? '0')),
    today_orders: { today_orders: o?.todayOrders ?? 0, delivered_today: o?.deliveredToday ?? 0 },
    // The dashboard reads 'canceled' (one l) for the cancelled tile, as the specification says.
    orders_overview: [
      { status: 'pending', total: o?.pending ?? 0 },
      { status: 'delivered', total: o?.delivered ?? 0 },
      { status: 'returned', total: o?.returned ?? 0 },
      { status: 'canceled', total: o?.cancelled ?? 0 },
    ],
    stock_alert: { low_stock_products: p?.lowStock ?? 0, out_of_stock_products: p?.outOfStock ?? 0 },
    total_products: p?.total ?? 0,
    inventory_value: fromCentimes(toCentimes(p?.inventoryValue ?? '0')),
    monthly_growth: monthlyGrowth(toCentimes(o?.thisMonth ?? '0'), toCentimes(o?.lastMonth ?? '0')),
    expiring_soon: Number(expiring[0]?.units ?? 0),
    expiring_soon_products: Number(expiring[0]?.products ?? 0),
    to_confirm: o?.toConfirm ?? 0,
    confirmation_rates: {
      confirmation_rate: percent(o?.confirmed ?? 0, o?.decided ?? 0),
      delivery_rate: percent(o?.recentDelivered ?? 0, o?.confirmed ?? 0),
      return_rate: percent(o?.recentReturned ?? 0, (o?.recentDelivered ?? 0) + (o?.recentReturned ?? 0)),
      decided: o?.decided ?? 0,
    },
    riders,
  };
}
