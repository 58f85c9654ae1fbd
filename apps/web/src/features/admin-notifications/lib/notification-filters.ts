import type { Notification } from '@parashop/shared/api-types';

export const READ_FILTERS = ['all', 'unread', 'read'] as const;
export type ReadFilter = (typeof READ_FILTERS)[number];

/** The types the screen filters by (SPEC section 2); 'general' ones show under 'all' only. */
export const TYPE_FILTERS = [
  'all',
  'out_of_stock',
  'new_order',
  'low_stock',
  'expiring_soon',
  'expired',
] as const;
export type TypeFilter = (typeof TYPE_FILTERS)[number];

export interface NotificationFilters {
  read: ReadFilter;
  type: TypeFilter;
}

export const DEFAULT_NOTIFICATION_FILTERS: NotificationFilters = { read: 'all', type: 'all' };

export function filterNotifications(
  notifications: readonly Notification[],
  { read, type }: NotificationFilters,
): Notification[] {
  return notifications.filter(
    (notification) =>
      (read === 'all' || notification.is_read === (read === 'read')) &&
      (type === 'all' || notification.type === type),
  );
}

/** The list with one notification changed or removed, for optimistic updates. */
export function markedRead(notifications: readonly Notification[], id: number): Notification[] {
  return notifications.map((notification) =>
    notification.id === id ? { ...notification, is_read: true } : notification,
  );
}

export function without(notifications: readonly Notification[], id: number): Notification[] {
  return notifications.filter((notification) => notification.id !== id);
}
