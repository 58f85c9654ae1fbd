import { useQuery } from '@tanstack/react-query';
import type { OrderReturns } from '@parashop/shared/schemas/order-returns';
import { apiFetch } from '@/lib/api-client';

/** GET /api/orders/{id}/returns (admin), fresh: the order's returns, one of which is printed. */
export function useOrderReturnsForPrint(orderId: number) {
  return useQuery({
    queryKey: ['admin', 'printed-returns', orderId],
    queryFn: ({ signal }) => apiFetch<OrderReturns>(`/orders/${orderId}/returns`, { signal }),
    enabled: Number.isInteger(orderId) && orderId > 0,
    staleTime: 0,
  });
}
