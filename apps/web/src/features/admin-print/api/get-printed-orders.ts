import { useQueries } from '@tanstack/react-query';
import type { OrderDetails } from '@parashop/shared/api-types';
import { apiFetch } from '@/lib/api-client';

/** GET /api/orders/{id} (admin) for each order of a print job, fresh (a status may have changed). */
function fetchOrder(id: number, signal?: AbortSignal): Promise<OrderDetails> {
  return apiFetch<OrderDetails>(`/orders/${id}`, signal ? { signal } : {});
}

export function usePrintedOrders(ids: readonly number[]) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: ['admin', 'printed-order', id] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchOrder(id, signal),
      staleTime: 0,
    })),
  });
}
