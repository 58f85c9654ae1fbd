import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { OrderStatus } from '@parashop/shared/constants';
import { fromCentimes, toCentimes } from '@parashop/shared/money';
import type { OrderPage } from '@parashop/shared/schemas/admin-lists';
import { ordersQueryKey } from './get-orders';

const pagesKey = [...ordersQueryKey, 'page'] as const;

/**
 * Shows a status change at once in the cached pages of the orders screen; returns what puts them
 * back (the server refused the change).
 */
export function patchOrderPages(queryClient: QueryClient, change: { id: number; status: OrderStatus }) {
  const previous: Array<[QueryKey, OrderPage | undefined]> = queryClient.getQueriesData<OrderPage>({
    queryKey: pagesKey,
  });
  queryClient.setQueriesData<OrderPage>({ queryKey: pagesKey }, (page) => {
    const order = page?.data.find((candidate) => candidate.id === change.id);
    if (!page || !order || order.status === change.status) return page;
    // The stat cards move with it (the server's figures come with the refetch that follows).
    const stats = { ...page.stats };
    for (const [status, step] of [
      [order.status, -1],
      [change.status, 1],
    ] as const) {
      if (status === 'pending') stats.pending += step;
      if (status === 'delivered') {
        stats.delivered += step;
        stats.delivered_revenue = fromCentimes(
          toCentimes(stats.delivered_revenue) + step * toCentimes(order.total_order),
        );
      }
    }
    return {
      ...page,
      stats,
      data: page.data.map((row) => (row.id === change.id ? { ...row, status: change.status } : row)),
    };
  });
  return () => {
    for (const [key, data] of previous) queryClient.setQueryData(key, data);
  };
}
