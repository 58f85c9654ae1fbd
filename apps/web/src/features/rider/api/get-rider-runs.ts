import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryRun } from '@parashop/shared/api-types';
import { apiFetch, isApiError } from '@/lib/api-client';
import { loadSavedDay, saveDay, type RiderDay } from '../lib/saved-day';

export const riderRunsQueryKey = ['rider', 'runs'] as const;

/**
 * GET /api/rider/runs (today in the shop's time zone): the rider's runs with their stops. Each answer
 * is kept on the phone; when the network is down the kept day is shown instead (decision 246).
 */
export async function fetchRiderDay(
  storage: Storage | null,
  userId: number,
  signal?: AbortSignal,
): Promise<RiderDay> {
  try {
    const runs = await apiFetch<DeliveryRun[]>('/rider/runs', signal ? { signal } : {});
    return saveDay(storage, userId, runs);
  } catch (error) {
    const saved = isApiError(error) && error.isNetworkError ? loadSavedDay(storage, userId) : null;
    if (saved) return { ...saved, fromPhone: true };
    throw error;
  }
}

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export const riderRunsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [...riderRunsQueryKey, userId],
    queryFn: ({ signal }) => fetchRiderDay(browserStorage(), userId, signal),
    // Asked even while the phone says it is offline: the answer then comes from the phone.
    networkMode: 'always',
    staleTime: 15_000,
    refetchInterval: 60_000,
  });

export function useRiderRuns(userId: number) {
  return useQuery(riderRunsQueryOptions(userId));
}
