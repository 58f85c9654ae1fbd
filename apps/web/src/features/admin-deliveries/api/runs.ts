import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeliveryRun, EligibleOrder } from '@parashop/shared/api-types';
import type { RunCreateInput } from '@parashop/shared';
import { apiFetch } from '@/lib/api-client';
import { eligibleOrdersQueryKey, runsQueryKey } from './keys';

/** GET /api/delivery-runs?date= : the runs of a day with their stops and totals. */
export function fetchRuns(date: string, signal?: AbortSignal): Promise<DeliveryRun[]> {
  return apiFetch<DeliveryRun[]>('/delivery-runs', { params: { date }, ...(signal ? { signal } : {}) });
}

export const runsQueryOptions = (date: string) =>
  queryOptions({
    queryKey: [...runsQueryKey, 'day', date],
    queryFn: ({ signal }) => fetchRuns(date, signal),
    // The live stream refreshes it on each outcome; a slow poll covers a stream that is down.
    staleTime: 0,
    refetchInterval: 60_000,
  });

export function useRuns(date: string) {
  return useQuery(runsQueryOptions(date));
}

/** GET /api/delivery-runs/eligible-orders: confirmed, pending Dakhla orders on no open run. */
export function fetchEligibleOrders(signal?: AbortSignal): Promise<EligibleOrder[]> {
  return apiFetch<EligibleOrder[]>('/delivery-runs/eligible-orders', signal ? { signal } : {});
}

export function useEligibleOrders() {
  return useQuery({
    queryKey: eligibleOrdersQueryKey,
    queryFn: ({ signal }) => fetchEligibleOrders(signal),
    staleTime: 0,
  });
}

function useRunMutation<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // The runs of the day and the orders left to place both change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: runsQueryKey }),
  });
}

/** POST /api/delivery-runs (201): a draft run; 409 `order_on_open_run` / `order_not_eligible` names the orders. */
export function useCreateRun() {
  return useRunMutation((body: RunCreateInput) =>
    apiFetch<DeliveryRun>('/delivery-runs', { method: 'POST', body }),
  );
}

/** PATCH /api/delivery-runs/{id}: the draft's stops, added, removed or reordered. */
export function useUpdateRun() {
  return useRunMutation(({ id, order_ids }: { id: number; order_ids: number[] }) =>
    apiFetch<DeliveryRun>(`/delivery-runs/${id}`, { method: 'PATCH', body: { order_ids } }),
  );
}

/** POST /api/delivery-runs/{id}/hand-over: draft -> handed_over (the rider sees it). */
export function useHandOverRun() {
  return useRunMutation((id: number) =>
    apiFetch<DeliveryRun>(`/delivery-runs/${id}/hand-over`, { method: 'POST' }),
  );
}

/** DELETE /api/delivery-runs/{id} (draft only): its orders are free again. */
export function useDeleteRun() {
  return useRunMutation((id: number) => apiFetch<void>(`/delivery-runs/${id}`, { method: 'DELETE' }));
}

/** POST /api/delivery-runs/{runId}/stops/{stopId}/unlock: a stop locked by wrong codes opens again. */
export function useUnlockStop() {
  return useRunMutation(({ runId, stopId }: { runId: number; stopId: number }) =>
    apiFetch<DeliveryRun>(`/delivery-runs/${runId}/stops/${stopId}/unlock`, { method: 'POST' }),
  );
}

/** The printable A4 run sheet (features/admin-print), in the language asked. */
export function runSheetPath(runId: number, lang: string): string {
  return `/admin/deliveries/runs/${runId}/sheet?lang=${encodeURIComponent(lang)}`;
}
