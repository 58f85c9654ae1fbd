import { and, asc, desc, eq, gt, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { ROLE_ADMIN, type Notification } from '@parashop/shared';
import type { Executor } from '../../db/client';
import { notifications } from '../../db/schema';

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

function toNotification(row: Row): Notification {
  return {
    id: row.id,
    type: row.type,
    message: row.message,
    is_read: row.isRead,
    created_at: row.createdAt.toISOString(),
  };
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
  return [...unread, ...read]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
    .map(toNotification);
}

/** Marks one notification read; null when it does not exist or is not the reader's to see. */
export async function markRead(db: Executor, reader: Reader, id: number): Promise<Notification | null> {
  const [row] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), visibleTo(reader)))
    .returning();
  return row ? toNotification(row) : null;
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
  return rows.map(toNotification);
}

/** Most notifications one resume (Last-Event-ID) or one catch-up sends. */
export const SHOP_NOTIFICATIONS_RESUMED = 200;
