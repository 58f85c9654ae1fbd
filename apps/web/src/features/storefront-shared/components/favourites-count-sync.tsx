import { useEffect } from 'react';
import { useUser } from '@/lib/auth/use-user';
import { useAppDispatch } from '@/store/hooks';
import { setFavoritesCount } from '@/store/ui-slice';
import { favouriteCount, useFavourites } from '../api/get-favourites';

/** Keeps the header's favourites count (ui.favoritesCount) equal to the list the server holds. */
export function FavouritesCountSync() {
  const dispatch = useAppDispatch();
  const { isLogged } = useUser();
  const { data } = useFavourites();

  useEffect(() => {
    if (!isLogged) dispatch(setFavoritesCount(0));
    else if (data) dispatch(setFavoritesCount(favouriteCount(data)));
  }, [dispatch, isLogged, data]);

  return null;
}
