import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiFetch } from '../api-client';
import { setLoggedFlag } from '../auth-flag';
import { useAppDispatch } from '@/store/hooks';
import { setFavoritesCount } from '@/store/ui-slice';
import { clearCheckoutDraft } from '../checkout-draft';

/**
 * POST /api/logout, then clear the local session whatever the answer (SPEC section 4: a failed
 * logout call still clears it): flag false, caches emptied, favourites count reset, then navigate.
 * The storefront goes to '/', the back office passes `{ redirectTo: '/login' }`.
 */
export function useLogout({ redirectTo = '/' }: { redirectTo?: string } = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();

  return useMutation({
    mutationFn: () => apiFetch<unknown>('/logout', { method: 'POST' }),
    onSettled: () => {
      setLoggedFlag(false);
      queryClient.clear();
      // The checkout details typed on this device leave with the account (decision 212).
      clearCheckoutDraft();
      dispatch(setFavoritesCount(0));
      void navigate(redirectTo, { replace: true });
    },
  });
}
