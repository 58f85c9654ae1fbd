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

/**
 * True while the live stream (GET /api/notifications/stream) is connected: it brings each new
 * notification at once, so the 10-second poll rests; it starts again as soon as the stream is down.
 */
let streamConnected = false;

/** Set by the live stream; the caller refetches the feed after a change so the poll restarts or stops. */
export function setNotificationStreamConnected(connected: boolean): void {
  streamConnected = connected;
}

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationsQueryKey,
    queryFn: ({ signal }) => fetchNotifications(signal),
    refetchInterval: () => (streamConnected ? false : NOTIFICATION_POLL_MS),
    // Polling keeps it fresh; a screen mounting within the interval reuses what the bell fetched.
    staleTime: NOTIFICATION_POLL_MS,
  });

export function unreadCount(notifications: readonly Pick<Notification, 'is_read'>[]): number {
  return notifications.reduce((count, notification) => count + (notification.is_read ? 0 : 1), 0);
}
