import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CourierDistrictView,
  CourierParcelView,
  CourierSendValues,
  CourierSummary,
} from '@parashop/shared';
import { ApiError, apiFetch } from '@/lib/api-client';

/** An order's parcel with a courier (docs/decisions/270-couriers.md): send, follow, receive back. */

const couriersKey = ['admin', 'couriers'] as const;
const parcelKey = (orderId: number) => [...couriersKey, 'order', orderId] as const;

export function useCouriers() {
  return useQuery({
    queryKey: [...couriersKey, 'list'],
    queryFn: ({ signal }) => apiFetch<CourierSummary[]>('/couriers', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useDistricts(courier: string | null) {
  return useQuery({
    queryKey: [...couriersKey, 'districts', courier],
    queryFn: ({ signal }) =>
      apiFetch<CourierDistrictView[]>(`/couriers/${encodeURIComponent(courier ?? '')}/districts`, { signal }),
    enabled: courier !== null && courier !== '',
    staleTime: 60 * 60_000,
  });
}

/** The order's parcel, or null when it has none (404). */
export function useOrderParcel(orderId: number | null) {
  return useQuery({
    queryKey: parcelKey(orderId ?? 0),
    queryFn: async ({ signal }) => {
      try {
        return await apiFetch<CourierParcelView>(`/orders/${orderId}/courier-parcel`, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: orderId !== null,
    staleTime: 0,
  });
}

function useInvalidate(orderId: number) {
  const queryClient = useQueryClient();
  return () => {
    // The parcel, the couriers' lists and cash, and the orders (a return changes the order).
    void queryClient.invalidateQueries({ queryKey: couriersKey });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'order', orderId] });
  };
}

export function useSendParcel(orderId: number) {
  const invalidate = useInvalidate(orderId);
  return useMutation({
    mutationFn: (body: CourierSendValues) =>
      apiFetch<CourierParcelView>(`/orders/${orderId}/courier-parcel`, { method: 'POST', body }),
    onSettled: invalidate,
  });
}

export function useReceiveBack(orderId: number) {
  const invalidate = useInvalidate(orderId);
  return useMutation({
    mutationFn: () =>
      apiFetch<CourierParcelView>(`/orders/${orderId}/courier-parcel/received`, { method: 'POST' }),
    onSettled: invalidate,
  });
}

export function useCancelParcel(orderId: number) {
  const invalidate = useInvalidate(orderId);
  return useMutation({
    mutationFn: () =>
      apiFetch<CourierParcelView>(`/orders/${orderId}/courier-parcel/cancel`, { method: 'POST' }),
    onSettled: invalidate,
  });
}
