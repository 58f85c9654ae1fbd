import { and, count, gte, lte, sql } from 'drizzle-orm';
import { LOW_STOCK_MAX, addDays, fromCentimes, toCentimes, type DashboardStatistic } from '@parashop/shared';
import type { Executor } from '../../db/client';
import { offers, orders, products } from '../../db/schema';
import { calendarRanges, type Range } from './periods';

/** Offers whose last day falls within this many days from today count as "expiring soon". */
export const EXPIRING_SOON_DAYS = 7;

export type DashboardFigures = DashboardStatistic & { expiring_soon: number };

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

/** The dashboard's figures (see docs/decisions/030-dashboard-figures.md), in three queries. */
export async function dashboardFigures(db: Executor, now: Date, timeZone: string): Promise<DashboardFigures> {
  const ranges = calendarRanges(now, timeZone);

  const [orderFigures, productFigures, expiring] = await Promise.all([
    db
      .select({
        todayRevenue: sql<string>`(coalesce(sum(${orders.totalOrder}) filter (where ${delivered} and ${within(ranges.day)}), 0))::text`,
        todayOrders: sql<number>`(count(*) filter (where ${within(ranges.day)}))::int`,
        deliveredToday: sql<number>`(count(*) filter (where ${delivered} and ${within(ranges.day)}))::int`,
        pending: sql<number>`(count(*) filter (where ${orders.status} = 'pending'))::int`,
        delivered: sql<number>`(count(*) filter (where ${delivered}))::int`,
        returned: sql<number>`(count(*) filter (where ${orders.status} = 'returned'))::int`,
        cancelled: sql<number>`(count(*) filter (where ${orders.status} = 'cancelled'))::int`,
        thisMonth: sql<string>`(coalesce(sum(${orders.totalOrder}) filter (where ${delivered} and ${within(ranges.month)}), 0))::text`,
        lastMonth: sql<string>`(coalesce(sum(${orders.totalOrder}) filter (where ${delivered} and ${within(ranges.previousMonth)}), 0))::text`,
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
    db
      .select({ total: count() })
      .from(offers)
      .where(
        and(
          gte(offers.endDate, ranges.today),
          lte(offers.endDate, addDays(ranges.today, EXPIRING_SOON_DAYS)),
        ),
      ),
  ]);

  const o = orderFigures[0];
  const p = productFigures[0];
  return {
    total_revenue: fromCentimes(toCentimes(o?.todayRevenue ?? '0')),
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
    expiring_soon: Number(expiring[0]?.total ?? 0),
  };
}
