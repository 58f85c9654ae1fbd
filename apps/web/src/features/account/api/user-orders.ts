import { queryOptions, useQuery } from '@tanstack/react-query';
import { USER_ORDERS_QUERY_RETRIES } from '@parashop/shared/constants';
import type { Order } from '@parashop/shared/api-types';
import { apiFetch } from '@/lib/api-client';

/** An order as the history reads it: the customer history may list statuses the admin never sets. */
export type HistoryOrder = Omit<Order, 'status'> & { status: string };

/** SPEC section 7: the answer has `orders`, or is the list itself. */
export function normaliseUserOrders(body: unknown): HistoryOrder[] {
  if (Array.isArray(body)) return body as HistoryOrder[];
  if (body && typeof body === 'object') {
    const orders = (body as { orders?: unknown }).orders;
    if (Array.isArray(orders)) return orders as HistoryOrder[];
  }
  return [];
}

export async function fetchUserOrders(signal?: AbortSignal): Promise<HistoryOrder[]> {
  return normaliseUserOrders(await apiFetch<unknown>('/userorders', signal ? { signal } : {}));
}

export const userOrdersQueryOptions = () =>
  queryOptions({
    queryKey: ['userorders'] as const,
    queryFn: ({ signal }) => fetchUserOrders(signal),
    retry: USER_ORDERS_QUERY_RETRIES,
  });

/** GET /api/userorders with its 2 retries; only asked for a logged-in user. */
export function useUserOrders(enabled = true) {
  return useQuery({ ...userOrdersQueryOptions(), enabled });
}
