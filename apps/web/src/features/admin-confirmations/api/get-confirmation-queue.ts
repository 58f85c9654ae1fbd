import { queryOptions, useQuery } from '@tanstack/react-query';
import { NOTIFICATION_POLL_MS } from '@parashop/shared/constants';
import type { ConfirmationQueueEntry } from '@parashop/shared/api-types';
import { apiFetch } from '@/lib/api-client';

/** Under 'admin': any change to an order (status, a call) refreshes the queue with the other lists. */
export const confirmationQueueQueryKey = ['admin', 'confirmation-queue'] as const;

/** GET /api/orders/confirmation-queue (admin): the orders to call now, oldest first. */
export function fetchConfirmationQueue(signal?: AbortSignal): Promise<ConfirmationQueueEntry[]> {
  return apiFetch<ConfirmationQueueEntry[]>('/orders/confirmation-queue', signal ? { signal } : {});
}

/**
 * Polled like the notification bell: new orders and call-backs that fall due appear on their own,
 * in the screen and in the side menu's count.
 */
export const confirmationQueueQueryOptions = () =>
  queryOptions({
    queryKey: confirmationQueueQueryKey,
    queryFn: ({ signal }) => fetchConfirmationQueue(signal),
    refetchInterval: NOTIFICATION_POLL_MS,
    staleTime: NOTIFICATION_POLL_MS,
  });

export function useConfirmationQueue() {
  return useQuery(confirmationQueueQueryOptions());
}

/** The queue's length, for the side menu's badge (0 while unknown). */
export function useConfirmationQueueCount(): number {
  const { data } = useQuery({ ...confirmationQueueQueryOptions(), select: (queue) => queue.length });
  return data ?? 0;
}
