import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { ROLE_CUSTOMER, fromCentimes, toCentimes, type Customer } from '@parashop/shared';
import type { Executor } from '../../db/client';
import { orders, users } from '../../db/schema';

/** A timestamptz as ISO 8601 text in UTC, the same from PGlite and from postgres.js. */
const isoText = (column: unknown) =>
  sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Registered customers (role 2) with their order figures, in one query: totals over all their
 * orders, money over delivered orders only, the phone of their latest order.
 */
export async function listCustomers(db: Executor): Promise<Customer[]> {
  const stats = db
    .select({
      userId: orders.userId,
      totalOrders: sql<number>`count(*)::int`.as('total_orders'),
      deliveredOrders: sql<number>`(count(*) filter (where ${orders.status} = 'delivered'))::int`.as(
        'delivered_orders',
      ),
      deliveredTotal:
        sql<string>`(coalesce(sum(${orders.totalOrder}) filter (where ${orders.status} = 'delivered'), 0))::text`.as(
          'delivered_total',
        ),
      lastOrder: isoText(sql`max(${orders.createdAt})`).as('last_order'),
    })
    .from(orders)
    .where(isNotNull(orders.userId))
    .groupBy(orders.userId)
    .as('stats');

  const latest = db
    .selectDistinctOn([orders.userId], { userId: orders.userId, phone: orders.phoneNumber })
    .from(orders)
    .where(isNotNull(orders.userId))
    .orderBy(orders.userId, desc(orders.createdAt), desc(orders.id))
    .as('latest');

  const rows = await db
    .select({
      id: users.id,
      name: users.fullName,
      email: sql<string>`coalesce(${users.email}, '')`,
      city: users.city,
      joinedAt: users.createdAt,
      totalOrders: stats.totalOrders,
      deliveredOrders: stats.deliveredOrders,
      deliveredTotal: stats.deliveredTotal,
      lastOrder: stats.lastOrder,
      phone: latest.phone,
    })
    .from(users)
    .leftJoin(stats, eq(stats.userId, users.id))
    .leftJoin(latest, eq(latest.userId, users.id))
    .where(and(eq(users.roleId, ROLE_CUSTOMER)))
    .orderBy(desc(users.createdAt), desc(users.id));

  return rows.map((row) => {
    const spent = toCentimes(row.deliveredTotal ?? '0');
    const delivered = row.deliveredOrders ?? 0;
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone ?? null,
      city: row.city,
      total_orders: row.totalOrders ?? 0,
      total_spent: fromCentimes(spent),
      // Per delivered order, like total_spent; 0 for a customer with no delivered order.
      average_spent: delivered === 0 ? 0 : fromCentimes(Math.round(spent / delivered)),
      joined_at: row.joinedAt.toISOString(),
      last_order: row.lastOrder ?? null,
    };
  });
}
