import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FavouritesResponse, Pack, Product } from '@parashop/shared/api-types';
import { apiFetch } from '@/lib/api-client';
import { useUser } from '@/lib/auth/use-user';

export const favouritesQueryKey = ['favourites'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The list may come nested under `items` (SPEC section 3 "Favourites response"). */
export function normaliseFavourites(body: unknown): FavouritesResponse {
  const source = isRecord(body) && isRecord(body.items) ? body.items : body;
  if (!isRecord(source)) return { products: [], packs: [] };
  return {
    products: Array.isArray(source.products) ? (source.products as FavouritesResponse['products']) : [],
    packs: Array.isArray(source.packs) ? (source.packs as FavouritesResponse['packs']) : [],
  };
}

export async function getFavourites(signal?: AbortSignal): Promise<FavouritesResponse> {
  return normaliseFavourites(await apiFetch<unknown>('/favourites', signal ? { signal } : {}));
}

export const favouritesQueryOptions = () =>
  queryOptions({
    queryKey: favouritesQueryKey,
    queryFn: ({ signal }) => getFavourites(signal),
  });

/** GET /api/favourites, only for a logged-in shopper (guests have none). */
export function useFavourites() {
  const { isLogged } = useUser();
  return useQuery({ ...favouritesQueryOptions(), enabled: isLogged });
}

export function favouriteCount(data: FavouritesResponse | undefined): number {
  return data ? data.products.length + data.packs.length : 0;
}

export function isFavourite(
  data: FavouritesResponse | undefined,
  kind: 'product' | 'pack',
  id: number,
): boolean {
  if (!data) return false;
  const list: { target_id: number }[] = kind === 'product' ? data.products : data.packs;
  return list.some((entry) => entry.target_id === id);
}

export type FavouriteTarget = { kind: 'product'; item: Product } | { kind: 'pack'; item: Pack };
