import { queryOptions, useQuery } from '@tanstack/react-query';
import { USER_QUERY_RETRIES, USER_STALE_MS } from '@parashop/shared/constants';
import type { User } from '@parashop/shared/api-types';
import { apiFetch } from '@/lib/api-client';
import { userQueryKey } from '@/lib/auth/user-query';

/**
 * GET /api/me for the profile screen itself. It sits under the user's key, so saving the profile
 * refreshes it too, but its own failure shows 'Profile not found' instead of logging the admin out
 * (SPEC section 8 "Profile").
 */
export const adminProfileQueryOptions = () =>
  queryOptions({
    queryKey: [...userQueryKey, 'admin-profile'] as const,
    queryFn: ({ signal }) => apiFetch<User>('/me', { signal }),
    staleTime: USER_STALE_MS,
    retry: USER_QUERY_RETRIES,
  });

export function useAdminProfile() {
  return useQuery(adminProfileQueryOptions());
}
