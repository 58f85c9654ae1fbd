import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDetails } from '@parashop/shared/api-types';
import { apiFetch } from '@/lib/api-client';

/** Under 'admin': a call or a status change anywhere refreshes the open details too. */
export const orderDetailsQueryKey = (id: number) => ['admin', 'order', id] as const;

/** GET /api/orders/{id} (admin): the order with its calls and its phone's history. */
export function fetchOrderDetails(id: number, signal?: AbortSignal): Promise<OrderDetails> {
  return apiFetch<OrderDetails>(`/orders/${id}`, signal ? { signal } : {});
}

export const orderDetailsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: orderDetailsQueryKey(id),
    queryFn: ({ signal }) => fetchOrderDetails(id, signal),
    // A colleague may have called the customer since: each opening asks again.
    staleTime: 0,
  });

export function useOrderDetails(id: number | null) {
  return useQuery({ ...orderDetailsQueryOptions(id ?? 0), enabled: id !== null });
}
