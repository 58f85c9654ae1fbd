import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CashDay } from '@parashop/shared/api-types';
import type { CashCloseInput } from '@parashop/shared';
import { apiFetch } from '@/lib/api-client';
import { cashDaysQueryKey } from './keys';

export interface CashFilters {
  from: string;
  to: string;
  rider_id: number | null;
}

function params(filters: CashFilters) {
  return { from: filters.from, to: filters.to, rider_id: filters.rider_id ?? undefined };
}

/** GET /api/rider-cash?from=&to=&rider_id= : one row per rider and day. */
export function fetchCashDays(filters: CashFilters, signal?: AbortSignal): Promise<CashDay[]> {
  return apiFetch<CashDay[]>('/rider-cash', { params: params(filters), ...(signal ? { signal } : {}) });
}

export const cashDaysQueryOptions = (filters: CashFilters) =>
  queryOptions({
    queryKey: [...cashDaysQueryKey, filters],
    queryFn: ({ signal }) => fetchCashDays(filters, signal),
    staleTime: 0,
  });

export function useCashDays(filters: CashFilters) {
  return useQuery(cashDaysQueryOptions(filters));
}

/** The CSV of the same rows, in the staff member's language like the other exports. */
export function cashCsvUrl(filters: CashFilters, lang: string): string {
  const query = new URLSearchParams({ from: filters.from, to: filters.to, lang });
  if (filters.rider_id !== null) query.set('rider_id', String(filters.rider_id));
  return `/api/rider-cash/export.csv?${query.toString()}`;
}

/** POST /api/rider-cash/{riderId}/{date}/close: counted cash, a note when it is not the expected one. */
export function useCloseCashDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ riderId, date, body }: { riderId: number; date: string; body: CashCloseInput }) =>
      apiFetch<CashDay>(`/rider-cash/${riderId}/${date}/close`, { method: 'POST', body }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: cashDaysQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
