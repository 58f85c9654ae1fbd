import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CourierCash, CourierParcelView, CourierSummary } from '@parashop/shared';
import { apiFetch } from '@/lib/api-client';

/** The couriers' reads and writes (docs/decisions/270-couriers.md). */

export const couriersKey = ['admin', 'couriers'] as const;
const parcelsKey = [...couriersKey, 'parcels'] as const;
const cashKey = [...couriersKey, 'cash'] as const;

export function useCouriers() {
  return useQuery({
    queryKey: [...couriersKey, 'list'],
    queryFn: ({ signal }) => apiFetch<CourierSummary[]>('/couriers', { signal }),
    staleTime: 5 * 60_000,
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: parcelsKey });
    void queryClient.invalidateQueries({ queryKey: cashKey });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'order'] });
  };
}

/** Several orders' labels as one PDF, in this order (GET /courier-parcels/labels, decision 270). */
export function labelsUrl(orderIds: readonly number[]): string {
  return `/api/courier-parcels/labels?orders=${orderIds.join(',')}`;
}

export function useCourierParcels(attention: boolean) {
  return useQuery({
    queryKey: [...parcelsKey, attention],
    queryFn: ({ signal }) =>
      apiFetch<CourierParcelView[]>('/courier-parcels', {
        params: { attention: attention ? 'true' : undefined },
        signal,
      }),
    staleTime: 0,
  });
}

export function useSyncNow() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => apiFetch<{ polled: number }>('/courier-parcels/sync', { method: 'POST' }),
    onSettled: invalidate,
  });
}

export interface CourierCashFilters {
  from: string;
  to: string;
}

export function useCourierCash(filters: CourierCashFilters) {
  return useQuery({
    queryKey: [...cashKey, filters],
    queryFn: ({ signal }) => apiFetch<CourierCash>('/courier-cash', { params: { ...filters }, signal }),
    staleTime: 0,
  });
}

export function courierCashCsvUrl(filters: CourierCashFilters, lang: string): string {
  return `/api/courier-cash/export.csv?${new URLSearchParams({ ...filters, lang }).toString()}`;
}

export function useSaveRemittance() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: { courier: string; csv: string }) =>
      apiFetch<{ saved: number }>('/courier-cash/remittances', { method: 'POST', body }),
    onSettled: invalidate,
  });
}
