import { and, asc, count, desc, eq, gte, or, sql, type SQL } from 'drizzle-orm';
import {
  ORDERS_WEEK_START,
  phoneSearchPatterns,
  startOfPeriod,
  type OrderListFilters,
  type OrderListStats,
  type Order,
  type OrderPage,
} from '@parashop/shared';
import { executeRows, type Executor } from '../../db/client';
import { orderCounts, orders } from '../../db/schema';
import { selectOrders } from './repository';

/** `%`, `_` and `\` typed in a search are letters, not LIKE wildcards. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The orders screen's search, on the server: order number, customer name (accents and case ignored,
 * parashop_search_text) or phone (a number typed with spaces, dashes or brackets still matches its
 * digits). Each test has a trigram index (migration 0011).
 */
function orderSearch(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${likeEscape(q)}%`;
  const tests: SQL[] = [
    sql`lower(${orders.orderNumber}) like lower(${pattern})`,
    sql`parashop_search_text(${orders.name}) like parashop_search_text(${pattern})`,
  ];
  // A phone holds digits (and spaces, dots, dashes, brackets, +212 / 00212, Arabic-keyboard digits;
  // decision 205): a search with anything else is not a phone.
  for (const digits of phoneSearchPatterns(q) ?? []) {
    tests.push(sql`regexp_replace(${orders.phoneNumber}, '\\D', '', 'g') like ${`%${digits}%`}`);
  }
  return or(...tests);
}

/** The filters of GET /orders and its export, with "today", "this week" (from Sunday) in the shop's zone. */
export function orderFilter(filters: OrderListFilters, now: Date, timeZone: string): SQL | undefined {
  const from = startOfPeriod(filters.period, now, timeZone, ORDERS_WEEK_START);
  return and(
    filters.status === 'all' ? undefined : eq(orders.status, filters.status),
    filters.confirmation === 'all' ? undefined : eq(orders.confirmationStatus, filters.confirmation),
    from ? gte(orders.createdAt, from) : undefined,
    orderSearch(filters.q),
  );
}

export const newestFirst = [desc(orders.createdAt), desc(orders.id)];

/** Past this many rows, `order_counts` is folded into one row after a read. */
export const ORDER_COUNTS_FOLD_AT = 200;
/** The advisory lock of a fold ('PSOC'): one fold at a time, the others skip theirs. */
const ORDER_COUNTS_FOLD_KEY = 0x50534f43;

/**
 * The stat cards over every order: how many, pending, delivered, delivered revenue. They are the sum
 * of `order_counts` (migration 0013, decision 184), a few rows, where a `group by status` over every
 * order cost tens of milliseconds at 50,000 orders. Past ORDER_COUNTS_FOLD_AT rows they are folded.
 */
export async function orderStats(db: Executor): Promise<OrderListStats> {
  const [row] = await db
    .select({
      rows: count(),
      orders: sql<number>`coalesce(sum(${orderCounts.orders}), 0)::int`,
      pending: sql<number>`coalesce(sum(${orderCounts.pending}), 0)::int`,
      delivered: sql<number>`coalesce(sum(${orderCounts.delivered}), 0)::int`,
      revenue: sql<string>`coalesce(sum(${orderCounts.deliveredRevenue}), 0)::text`,
    })
    .from(orderCounts);
  if ((row?.rows ?? 0) > ORDER_COUNTS_FOLD_AT) await foldOrderCounts(db);
  return {
    total: row?.orders ?? 0,
    pending: row?.pending ?? 0,
    delivered: row?.delivered ?? 0,
    delivered_revenue: Number(row?.revenue ?? 0),
  };
}

/**
 * Replaces the rows of `order_counts` by their sum, in one statement: a read sees the rows before or
 * after, the same figures. Rows added meanwhile by order writes are not seen and stay. Another fold
 * under way (another process): nothing to do. Answers whether this one folded.
 */
export async function foldOrderCounts(db: Executor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [lock] = await executeRows<{ folding: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${ORDER_COUNTS_FOLD_KEY}) as folding`,
    );
    if (!lock?.folding) return false;
    await tx.execute(sql`
      with folded as (delete from ${orderCounts} returning *)
      insert into ${orderCounts} (orders, pending, delivered, returned, cancelled, delivered_revenue)
      select coalesce(sum(orders), 0), coalesce(sum(pending), 0), coalesce(sum(delivered), 0),
        coalesce(sum(returned), 0), coalesce(sum(cancelled), 0), coalesce(sum(delivered_revenue), 0)
      from folded`);
    return true;
  });
}

/**
 * Folds `order_counts` when it has grown past ORDER_COUNTS_FOLD_AT rows, as a read of the stat cards
 * does: run by the confirmation timeout job, so the rows stay few in a shop whose orders screen stays
 * closed for days while orders come in. Answers whether it folded.
 */
export async function foldOrderCountsWhenLong(db: Executor): Promise<boolean> {
  const [row] = await db.select({ rows: count() }).from(orderCounts);
  return (row?.rows ?? 0) > ORDER_COUNTS_FOLD_AT ? foldOrderCounts(db) : false;
}

/** The same figures counted from the orders themselves (what the counts must always equal). */
export async function countedOrderStats(db: Executor): Promise<OrderListStats> {
  const rows = await db
    .select({
      status: orders.status,
      orders: count(),
      revenue: sql<string>`coalesce(sum(${orders.totalOrder}), 0)::text`,
    })
    .from(orders)
    .groupBy(orders.status);
  const stats: OrderListStats = { total: 0, pending: 0, delivered: 0, delivered_revenue: 0 };
  for (const row of rows) {
    stats.total += row.orders;
    if (row.status === 'pending') stats.pending = row.orders;
    if (row.status === 'delivered') {
      stats.delivered = row.orders;
      stats.delivered_revenue = Number(row.revenue);
    }
  }
  return stats;
}

/** One page of the orders screen, its total under the filters and the stat cards. */
export async function orderPage(
  db: Executor,
  filters: OrderListFilters,
  paging: { page: number; perPage: number },
  now: Date,
  timeZone: string,
  deepOffset = DEEP_OFFSET,
): Promise<OrderPage> {
  const where = orderFilter(filters, now, timeZone);
  const offset = (paging.page - 1) * paging.perPage;
  const totals = Promise.all([
    // Without a filter the stat cards' total is the count (order_counts, no scan).
    where ? db.select({ total: count() }).from(orders).where(where) : null,
    orderStats(db),
  ]).then(([matching, stats]) => ({ total: matching ? (matching[0]?.total ?? 0) : stats.total, stats }));
  // A near page is read while the figures are counted. A deep one waits for the total and, in the
  // older half of the list, is read from the oldest end: OFFSET pays for every row it skips.
  const page =
    offset < deepOffset
      ? selectOrders(db, where, newestFirst, { limit: paging.perPage, offset })
      : totals.then(({ total }) => deepPage(db, where, total, offset, paging.perPage));
  const [data, { total, stats }] = await Promise.all([page, totals]);
  return { data, total, page: paging.page, per_page: paging.perPage, stats };
}

/** Past this many rows skipped, a page of the older half is read from the oldest end. */
const DEEP_OFFSET = 10_000;
const oldestFirst = [asc(orders.createdAt), asc(orders.id)];

async function deepPage(
  db: Executor,
  where: SQL | undefined,
  total: number,
  offset: number,
  perPage: number,
): Promise<Order[]> {
  if (offset >= total) return [];
  if (offset < total / 2) return selectOrders(db, where, newestFirst, { limit: perPage, offset });
  // The rows offset..offset+perPage-1 (newest first) are, oldest first, the ones from `end` back.
  const end = Math.min(total, offset + perPage);
  const rows = await selectOrders(db, where, oldestFirst, { limit: end - offset, offset: total - end });
  return rows.reverse();
}

/** A keyset position: the last order of the previous batch (newest first), its time as the database wrote it. */
export type OrderCursor = { createdAt: string; id: number };

/**
 * Orders after `cursor` in newest-first order. The time travels as text: a JavaScript Date would lose
 * the microseconds and skip orders written in the same millisecond.
 */
export function afterCursor(cursor: OrderCursor | null): SQL | undefined {
  if (!cursor) return undefined;
  return sql`(${orders.createdAt}, ${orders.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::int)`;
}

/** The created_at of a row as exact text, for a cursor. */
export const createdAtText = sql<string>`${orders.createdAt}::text`;
