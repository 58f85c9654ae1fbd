import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@parashop/shared/api-types';
import { apiFetch } from '@/lib/api-client';

export const ordersQueryKey = ['admin', 'orders'] as const;

/** GET /api/orders (admin): every order, newest first. */
export function fetchOrders(signal?: AbortSignal): Promise<Order[]> {
  return apiFetch<Order[]>('/orders', signal ? { signal } : {});
}

export const ordersQueryOptions = () =>
  queryOptions({
    queryKey: ordersQueryKey,
    queryFn: ({ signal }) => fetchOrders(signal),
    // New orders arrive all the time (the bell says so): every visit to the screen asks again,
    // showing the cached list meanwhile.
    staleTime: 0,
  });

export function useOrders() {
  return useQuery(ordersQueryOptions());
}
