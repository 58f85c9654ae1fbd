import { queryOptions } from '@tanstack/react-query';
import { NOTIFICATION_POLL_MS } from '@parashop/shared/constants';
import type { Notification } from '@parashop/shared/api-types';
import { apiFetch } from '@/lib/api-client';

/**
 * The back office's notification feed, GET /api/notifications, polled every 10 seconds (SPEC
 * sections 4 and 9). The header's bell and the notifications screen read this one query, so marking
 * a notification read on the screen lowers the bell's count at once.
 */
export const notificationsQueryKey = ['notifications'] as const;

export function fetchNotifications(signal?: AbortSignal): Promise<Notification[]> {
  return apiFetch<Notification[]>('/notifications', signal ? { signal } : {});
}

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationsQueryKey,
    queryFn: ({ signal }) => fetchNotifications(signal),
    refetchInterval: NOTIFICATION_POLL_MS,
    // Polling keeps it fresh; a screen mounting within the interval reuses what the bell fetched.
    staleTime: NOTIFICATION_POLL_MS,
  });

export function unreadCount(notifications: readonly Pick<Notification, 'is_read'>[]): number {
  return notifications.reduce((count, notification) => count + (notification.is_read ? 0 : 1), 0);
}
