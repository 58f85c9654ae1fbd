import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@parashop/shared/api-types';
import { API_BASE } from '@/lib/api-client';
import { toast } from '../../ui/toast';
import { notificationsQueryKey, setNotificationStreamConnected } from './notifications-query';

/** After the server refused the stream (or it closed for good), try again this much later. */
const RECONNECT_AFTER_MS = 30_000;

/**
 * What a new order makes stale: the orders and customers lists, the confirmation queue (and its count
 * in the menu) and the dashboard. Literal keys: the header does not know the features' modules.
 */
const NEW_ORDER_QUERIES = [
  ['admin', 'orders'],
  ['admin', 'confirmation-queue'],
  ['admin', 'customers'],
  ['dashboard'],
] as const;

/** Puts a streamed notification at the top of the feed (once), as GET /api/notifications would. */
export function withNotification(
  list: Notification[] | undefined,
  notification: Notification,
): Notification[] | undefined {
  if (!list) return list;
  if (list.some((item) => item.id === notification.id)) return list;
  return [notification, ...list];
}

function parse(data: string): Notification | null {
  try {
    const value = JSON.parse(data) as Notification;
    return typeof value?.id === 'number' && typeof value.type === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** What a rider's outcome makes stale: the runs (their live progress), the orders, the cash and the dashboard. */
const DELIVERY_OUTCOME_QUERIES = [
  ['admin', 'delivery-runs'],
  ['admin', 'orders'],
  ['admin', 'rider-cash'],
  ['dashboard'],
] as const;

function refreshAfterNewOrder(queryClient: QueryClient): void {
  for (const queryKey of NEW_ORDER_QUERIES) void queryClient.invalidateQueries({ queryKey });
}

/**
 * The back office's live notifications (docs/decisions/181-live-notifications.md): an EventSource on
 * GET /api/notifications/stream feeds the bell at once, toasts a new order (with the optional sound)
 * and refreshes the lists it changes. The browser reconnects by itself with Last-Event-ID; while the
 * stream is down the bell polls every 10 seconds as before.
 */
export function useLiveNotifications({ onNewOrder }: { onNewOrder: (notification: Notification) => void }) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('admin');
  const onNewOrderRef = useRef(onNewOrder);
  onNewOrderRef.current = onNewOrder;
  const tRef = useRef(t);
  tRef.current = t;

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const connected = (value: boolean) => {
      setNotificationStreamConnected(value);
      // Catch up (what came before the stream opened) and restart or rest the poll.
      void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    };

    const open = () => {
      if (stopped) return;
      source = new EventSource(`${API_BASE}/notifications/stream`);
      source.onopen = () => connected(true);
      source.onerror = () => {
        if (!source) return;
        connected(false);
        // CLOSED: the server refused (signed out, too many streams); the browser will not retry itself.
        if (source.readyState === EventSource.CLOSED) {
          source.close();
          source = null;
          retry = setTimeout(open, RECONNECT_AFTER_MS);
        }
      };
      source.addEventListener('notification', (event) => {
        const notification = parse((event as MessageEvent<string>).data);
        if (!notification) return;
        queryClient.setQueryData<Notification[]>(notificationsQueryKey, (list) =>
          withNotification(list, notification),
        );
        if (notification.type === 'new_order') {
          refreshAfterNewOrder(queryClient);
          toast.info(tRef.current('live.newOrder', { name: notification.message }), {
            toastId: `notification-${notification.id}`,
          });
          onNewOrderRef.current(notification);
        }
        if (notification.type === 'delivery_outcome') {
          for (const queryKey of DELIVERY_OUTCOME_QUERIES) void queryClient.invalidateQueries({ queryKey });
        }
      });
    };

    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
      setNotificationStreamConnected(false);
    };
  }, [queryClient]);
}
