import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { subscribeLoggedFlagFromOtherTabs } from '../auth-flag';
import { useAppDispatch } from '@/store/hooks';
import { setFavoritesCount } from '@/store/ui-slice';

/**
 * A logout in another tab (the flag there turning non-true) logs this tab out too (SPEC section 4):
 * cached user data is dropped; guarded screens then send the visitor away on their own.
 */
export function AuthSync() {
  const queryClient = useQueryClient();
  const dispatch = useAppDispatch();

  useEffect(
    () =>
      subscribeLoggedFlagFromOtherTabs((isLogged) => {
        if (isLogged) return;
        queryClient.clear();
        dispatch(setFavoritesCount(0));
      }),
    [queryClient, dispatch],
  );

  return null;
}
