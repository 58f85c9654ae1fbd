import { and, desc, eq, isNull, or, type SQL } from 'drizzle-orm';
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
