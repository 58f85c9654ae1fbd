import { queryOptions } from '@tanstack/react-query';
import { USER_QUERY_RETRIES, USER_STALE_MS } from '@parashop/shared/constants';
import type { User } from '@parashop/shared/api-types';
import { ApiError, apiFetch } from '../api-client';
import { setLoggedFlag } from '../auth-flag';

export const userQueryKey = ['me'] as const;

/**
 * GET /api/me. A 401 is silent (SPEC section 7): the session is gone, so the logged-in flag goes
 * false and the user is null instead of an error.
 */
export async function fetchMe(signal?: AbortSignal): Promise<User | null> {
  try {
    return await apiFetch<User>('/me', signal ? { signal } : {});
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      setLoggedFlag(false);
      return null;
    }
    throw error;
  }
}

export const userQueryOptions = () =>
  queryOptions({
    queryKey: userQueryKey,
    queryFn: ({ signal }) => fetchMe(signal),
    staleTime: USER_STALE_MS,
    retry: USER_QUERY_RETRIES,
  });
