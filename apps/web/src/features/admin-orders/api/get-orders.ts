import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@parashop/shared/api-types';
import type { OrderListFilters, OrderPage } from '@parashop/shared/schemas/admin-lists';
import { apiFetch } from '@/lib/api-client';
import { listSearch } from '@/lib/list-search';

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

export interface OrderPageParams extends OrderListFilters {
  page: number;
  per_page: number;
}

/** The query string of the orders screen's filters (defaults left out), for the page and the export. */
export function orderListSearch(params: Partial<OrderPageParams>): string {
  return listSearch({ ...params });
}

/** Paged reads sit under ordersQueryKey: whatever refreshes the orders refreshes them too. */
export const orderPageQueryKey = (params: OrderPageParams) => [...ordersQueryKey, 'page', params] as const;

/** GET /api/orders?page=… : one page, the total under the filters and the stat cards. */
export function fetchOrderPage(params: OrderPageParams, signal?: AbortSignal): Promise<OrderPage> {
  return apiFetch<OrderPage>(`/orders${orderListSearch(params)}`, signal ? { signal } : {});
}

export function useOrderPage(params: OrderPageParams) {
  return useQuery({
    queryKey: orderPageQueryKey(params),
    queryFn: ({ signal }) => fetchOrderPage(params, signal),
    staleTime: 0,
    // The previous page stays on screen while the next one loads (no flash of the loading state).
    placeholderData: keepPreviousData,
  });
}
