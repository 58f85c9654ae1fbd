import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FavouritesResponse, FavouriteToggleResponse } from '@parashop/shared/api-types';
import { LOGIN_PROMPT_TOAST_MS } from '@parashop/shared/constants';
import { toast } from '@/components/ui/toast';
import { apiFetch } from '@/lib/api-client';
import { useUser } from '@/lib/auth/use-user';
import { useAppDispatch } from '@/store/hooks';
import { setFavoritesCount } from '@/store/ui-slice';
import { favouriteCount, favouritesQueryKey, isFavourite, type FavouriteTarget } from './get-favourites';

export function toggleFavourite(target: FavouriteTarget, adding: boolean): Promise<FavouriteToggleResponse> {
  // Adding sends the item along (SPEC section 7); a removal sends only its type and id.
  const body = adding
    ? { type: target.kind, id: target.item.id, item: target.item }
    : { type: target.kind, id: target.item.id };
  return apiFetch<FavouriteToggleResponse>('/favourites/toggle', { method: 'POST', body });
}

/** The list as it will be once the toggle is done: what the screen shows at once. */
export function applyToggle(
  data: FavouritesResponse,
  target: FavouriteTarget,
  adding: boolean,
): FavouritesResponse {
  const id = target.item.id;
  if (target.kind === 'product') {
    const rest = data.products.filter((entry) => entry.target_id !== id);
    return { ...data, products: adding ? [...rest, { id: -id, target_id: id, target: target.item }] : rest };
  }
  const rest = data.packs.filter((entry) => entry.target_id !== id);
  return { ...data, packs: adding ? [...rest, { id: -id, target_id: id, target: target.item }] : rest };
}

const EMPTY: FavouritesResponse = { products: [], packs: [] };

/**
 * POST /api/favourites/toggle, applied optimistically (SPEC section 4 "Favourite"): the heart and the
 * header count change at once, are rolled back if the call fails, and the list is refetched either
 * way. A guest gets the 3-second 'Please log in to manage favorites.' instead.
 */
export function useToggleFavourite() {
  const { t } = useTranslation('favourites');
  const { isLogged } = useUser();
  const queryClient = useQueryClient();
  const dispatch = useAppDispatch();

  const mutation = useMutation({
    mutationFn: ({ target, adding }: { target: FavouriteTarget; adding: boolean }) =>
      toggleFavourite(target, adding),
    onMutate: async ({ target, adding }) => {
      await queryClient.cancelQueries({ queryKey: favouritesQueryKey });
      const previous = queryClient.getQueryData<FavouritesResponse>(favouritesQueryKey);
      const next = applyToggle(previous ?? EMPTY, target, adding);
      queryClient.setQueryData(favouritesQueryKey, next);
      dispatch(setFavoritesCount(favouriteCount(next)));
      return { previous };
    },
    onError: (_error, { adding }, context) => {
      queryClient.setQueryData(favouritesQueryKey, context?.previous);
      dispatch(setFavoritesCount(favouriteCount(context?.previous)));
      toast.error(t(adding ? 'errors.addFailed' : 'errors.removeFailed'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouritesQueryKey }),
  });

  const toggle = (target: FavouriteTarget) => {
    if (!isLogged) {
      toast.info(t('loginPrompt'), { autoClose: LOGIN_PROMPT_TOAST_MS, toastId: 'favourites-login' });
      return;
    }
    const data = queryClient.getQueryData<FavouritesResponse>(favouritesQueryKey);
    mutation.mutate({ target, adding: !isFavourite(data, target.kind, target.item.id) });
  };

  return { toggle, isPending: mutation.isPending };
}
