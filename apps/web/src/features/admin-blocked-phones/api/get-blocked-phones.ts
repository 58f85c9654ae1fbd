import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlockedPhone } from '@parashop/shared/api-types';
import { apiFetch } from '@/lib/api-client';
import { blockedPhonesQueryKey } from '@/features/admin-confirmation-shared/api/create-blocked-phone';

/** GET /api/blocked-phones (admin). */
export function fetchBlockedPhones(signal?: AbortSignal): Promise<BlockedPhone[]> {
  return apiFetch<BlockedPhone[]>('/blocked-phones', signal ? { signal } : {});
}

export const blockedPhonesQueryOptions = () =>
  queryOptions({
    queryKey: blockedPhonesQueryKey,
    queryFn: ({ signal }) => fetchBlockedPhones(signal),
    // Colleagues block numbers from the orders screen too: every visit asks again.
    staleTime: 0,
  });

export function useBlockedPhones() {
  return useQuery(blockedPhonesQueryOptions());
}
