import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Pack } from '@parashop/shared/api-types';
import { apiFetch } from '../../../lib/api-client';

export const packsQueryKey = ['packs'] as const;

/** GET /api/packs (public). */
export function getPacks(signal?: AbortSignal): Promise<Pack[]> {
  return apiFetch<Pack[]>('/packs', signal ? { signal } : {});
}

export const packsQueryOptions = () =>
  queryOptions({
    queryKey: packsQueryKey,
    queryFn: ({ signal }) => getPacks(signal),
  });

export function usePacks() {
  return useQuery(packsQueryOptions());
}
