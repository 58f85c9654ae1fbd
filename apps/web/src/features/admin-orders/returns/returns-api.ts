import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  OrderReturn,
  OrderReturnCreateInput,
  OrderReturns,
  ReturnStats,
} from '@parashop/shared/schemas/order-returns';
import { apiFetch } from '@/lib/api-client';

/** Under 'admin': a return refreshes the order's details and every back office list. */
export const orderReturnsQueryKey = (orderId: number) => ['admin', 'order-returns', orderId] as const;

/** GET /api/orders/{id}/returns (admin): the order's returns and what each line can still return. */
export function useOrderReturns(orderId: number | null) {
  return useQuery({
    queryKey: orderReturnsQueryKey(orderId ?? 0),
    queryFn: ({ signal }) => apiFetch<OrderReturns>(`/orders/${orderId}/returns`, { signal }),
    enabled: orderId !== null,
    staleTime: 0,
  });
}

/** POST /api/orders/{id}/returns. */
export function useRecordReturn(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderReturnCreateInput) =>
      apiFetch<OrderReturn>(`/orders/${orderId}/returns`, { method: 'POST', body }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]);
    },
  });
}

/** GET /api/order-returns/stats (admin): return rates of the last 30 days. */
export function useReturnStats() {
  return useQuery({
    queryKey: ['dashboard', 'returns'],
    queryFn: ({ signal }) => apiFetch<ReturnStats>('/order-returns/stats', { signal }),
  });
}

/** GET /api/userorders/returns: the returns of the signed-in customer's orders. */
export function useMyReturns(enabled = true) {
  return useQuery({
    queryKey: ['account', 'returns'],
    queryFn: ({ signal }) => apiFetch<{ returns: OrderReturn[] }>('/userorders/returns', { signal }),
    enabled,
  });
}
