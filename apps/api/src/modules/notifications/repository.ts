import { and, asc, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  ROLE_ADMIN,
  fromCentimes,
  toCentimes,
  type Notification,
  type NotificationDelivery,
  type NotificationOrder,
} from '@parashop/shared';
import type { Executor } from '../../db/client';
import { notifications, orders, sessions, users } from '../../db/schema';

/** Read notifications kept in the list; every unread one is always listed (the bell counts them). */
export const READ_NOTIFICATIONS_LISTED = 200;

export type Reader = { id: number; roleId: number };

/** Admins see the shop's notifications (user_id null) and any addressed to them; customers only theirs. */
function visibleTo(reader: Reader): SQL {
  if (reader.roleId === ROLE_ADMIN) {
    return or(isNull(notifications.userId), eq(notifications.userId, reader.id)) as SQL;
  }
  return eq(notifications.userId, reader.id);
}

type Row = typeof notifications.$inferSelect;

function toNotification(row: Row, order: NotificationOrder | null = null): Notification {
  return {
    id: row.id,
    type: row.type,
    message: row.message,
    is_read: row.isRead,
    created_at: row.createdAt.toISOString(),
    ...(row.type === 'new_order' ? { order } : {}),
    // A rider's outcome (decision 240): the stop, run and order it is about.
    ...(row.type === 'delivery_outcome'
      ? { delivery: (row.details as NotificationDelivery | null) ?? null }
      : {}),
  };
}

/**
 * The orders of `new_order` notifications (decision 176). The order and its notification are
 * written by one statement with the same instant, and the notification's message is the
 * customer's name: together they name the order. Null when the order was deleted since.
 */
async function ordersOf(db: Executor, rows: readonly Row[]): Promise<Map<number, NotificationOrder>> {
  const placed = rows.filter((row) => row.type === 'new_order');
  const found = new Map<number, NotificationOrder>();
  if (placed.length === 0) return found;
  const instants = [...new Set(placed.map((row) => row.createdAt.toISOString()))];
  const candidates = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      total: sql<string>`${orders.totalOrder}::text`,
      name: orders.name,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(
      inArray(
        orders.createdAt,
        instants.map((instant) => new Date(instant)),
      ),
    )
    .orderBy(orders.id);
  for (const row of placed) {
    const order = candidates.find(
      (candidate) =>
        candidate.createdAt.getTime() === row.createdAt.getTime() && candidate.name === row.message,
    );
    if (order)
      found.set(row.id, {
        id: order.id,
        order_number: order.orderNumber,
        total: fromCentimes(toCentimes(order.total)),
      });
  }
  return found;
}

const newestFirst = [desc(notifications.createdAt), desc(notifications.id)];

/** Newest first: all unread, then the latest read ones (the list is polled every 10 seconds). */
export async function listNotifications(db: Executor, reader: Reader): Promise<Notification[]> {
  const [unread, read] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(and(visibleTo(reader), eq(notifications.isRead, false)))
      .orderBy(...newestFirst),
    db
      .select()
      .from(notifications)
      .where(and(visibleTo(reader), eq(notifications.isRead, true)))
      .orderBy(...newestFirst)
      .limit(READ_NOTIFICATIONS_LISTED),
  ]);
  const rows = [...unread, ...read].sort(
    (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id,
  );
  const placed = await ordersOf(db, rows);
  return rows.map((row) => toNotification(row, placed.get(row.id) ?? null));
}

/** Marks one notification read; null when it does not exist or is not the reader's to see. */
export async function markRead(db: Executor, reader: Reader, id: number): Promise<Notification | null> {
  const [row] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), visibleTo(reader)))
    .returning();
  if (!row) return null;
  const placed = await ordersOf(db, [row]);
  return toNotification(row, placed.get(row.id) ?? null);
}

/** Deletes one notification; false when it does not exist or is not the reader's to see. */
export async function deleteNotification(db: Executor, reader: Reader, id: number): Promise<boolean> {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), visibleTo(reader)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/**
 * Shop notifications (user_id null) by id, and with `after` also every one with a greater id, oldest
 * first, as GET /notifications lists them (the live stream and its resume).
 */
export async function shopNotificationsByIds(
  db: Executor,
  ids: readonly number[],
  after?: number,
  limit = SHOP_NOTIFICATIONS_RESUMED,
): Promise<Notification[]> {
  const wanted: SQL[] = [];
  if (ids.length > 0) wanted.push(inArray(notifications.id, [...ids]));
  if (after !== undefined) wanted.push(gt(notifications.id, after));
  if (wanted.length === 0) return [];
  const rows = await db
    .select()
    .from(notifications)
    .where(and(isNull(notifications.userId), or(...wanted)))
    .orderBy(asc(notifications.id))
    .limit(limit);
  const placed = await ordersOf(db, rows);
  return rows.map((row) => toNotification(row, placed.get(row.id) ?? null));
}

/** Most notifications one resume (Last-Event-ID) or one catch-up sends. */
export const SHOP_NOTIFICATIONS_RESUMED = 200;

/** The session is still live, still this user's, and the user still an admin (the live stream's check). */
export async function sessionStillAdmin(db: Executor, sessionId: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        eq(users.roleId, ROLE_ADMIN),
        sql`${sessions.expiresAt} > now()`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
