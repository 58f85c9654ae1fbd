import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Pack } from '@parashop/shared/api-types';
import { apiFetch } from '@/lib/api-client';

/** Under 'admin': pack stock is derived from its products, which orders move. */
export const adminPacksQueryKey = ['admin', 'packs'] as const;

/** GET /api/packs: each pack with its products, derived stock and dates. */
export function fetchAdminPacks(signal?: AbortSignal): Promise<Pack[]> {
  return apiFetch<Pack[]>('/packs', signal ? { signal } : {});
}

export const adminPacksQueryOptions = () =>
  queryOptions({
    queryKey: adminPacksQueryKey,
    queryFn: ({ signal }) => fetchAdminPacks(signal),
  });

export function useAdminPacks() {
  return useQuery(adminPacksQueryOptions());
}
