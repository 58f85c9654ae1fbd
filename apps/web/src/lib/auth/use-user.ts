import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ROLE_ADMIN } from '@parashop/shared/constants';
import type { User } from '@parashop/shared/api-types';
import { setLoggedFlag } from '../auth-flag';
import { useLoggedFlag } from './use-logged-flag';
import { userQueryOptions } from './user-query';

export interface UserState {
  /** The signed-in user, or null for a guest (or while unknown: see isLoading). */
  user: User | null;
  /** True while the flag says logged in and GET /api/me has not answered yet. */
  isLoading: boolean;
  isLogged: boolean;
  isAdmin: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/**
 * The current user for every screen. GET /api/me runs only while the `islogged` flag is true
 * (SPEC section 4 "Login"); when it fails after its retry the flag is set to false.
 */
export function useUser(): UserState {
  const isLogged = useLoggedFlag();
  const query = useQuery({ ...userQueryOptions(), enabled: isLogged });

  useEffect(() => {
    if (isLogged && query.isError) setLoggedFlag(false);
  }, [isLogged, query.isError]);

  const user = isLogged ? (query.data ?? null) : null;
  return {
    user,
    isLoading: isLogged && query.isPending,
    isLogged,
    isAdmin: user?.role_id === ROLE_ADMIN,
    error: query.error,
    refetch: query.refetch,
  };
}
