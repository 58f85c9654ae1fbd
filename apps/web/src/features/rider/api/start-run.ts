import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliveryRun } from '@parashop/shared/api-types';
import { apiFetch } from '@/lib/api-client';
import { riderRunsQueryKey } from './get-rider-runs';

/** POST /api/rider/runs/{id}/start: the run leaves the shop, its stops go `out`. */
export function startRun(runId: number): Promise<DeliveryRun> {
  return apiFetch<DeliveryRun>(`/rider/runs/${runId}/start`, { method: 'POST' });
}

export function useStartRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startRun,
    onSettled: () => queryClient.invalidateQueries({ queryKey: riderRunsQueryKey }),
  });
}
