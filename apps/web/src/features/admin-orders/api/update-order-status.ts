import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderStatus } from '@parashop/shared/constants';
import type { Order } from '@parashop/shared/api-types';
import { apiFetch } from '@/lib/api-client';
import { ordersQueryKey } from './get-orders';
import { patchOrderPages } from './order-page-cache';

/**
 * A status change moves stock, revenue and customers' totals: every back office list (keys under
 * 'admin') and the dashboard's figures are out of date afterwards, whatever their cache age.
 */
const AFFECTED_QUERY_PREFIXES = [['admin'], ['dashboard']] as const;

export interface UpdateOrderStatusInput {
  id: number;
  status: OrderStatus;
}

/** PATCH /api/orders/{id} with the new status. */
export function updateOrderStatus({ id, status }: UpdateOrderStatusInput): Promise<Order> {
  return apiFetch<Order>(`/orders/${id}`, { method: 'PATCH', body: { status } });
}

export function withStatus(orders: readonly Order[], { id, status }: UpdateOrderStatusInput): Order[] {
  return orders.map((order) => (order.id === id ? { ...order, status } : order));
}

/**
 * SPEC section 4 "Order status": the new status shows at once, is rolled back when the call fails
 * (the failure is only logged, per section 8), and the list is refetched after a success.
 */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: ordersQueryKey });
      const previous = queryClient.getQueryData<Order[]>(ordersQueryKey);
      if (previous) queryClient.setQueryData<Order[]>(ordersQueryKey, withStatus(previous, input));
      return { previous, restorePages: patchOrderPages(queryClient, input) };
    },
    onError: (error, input, context) => {
      if (context?.previous) queryClient.setQueryData(ordersQueryKey, context.previous);
      context?.restorePages();
      console.error(`Failed to change the status of order ${input.id} to ${input.status}`, error);
    },
    onSuccess: async () => {
      await Promise.all(
        AFFECTED_QUERY_PREFIXES.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
