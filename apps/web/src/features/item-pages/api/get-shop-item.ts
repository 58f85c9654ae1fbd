import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Pack, Product } from '@parashop/shared/api-types';
import type { ItemKind } from '@parashop/shared/item-urls';
import { ApiError, apiFetch, readOptions, type ApiTransport } from '@/lib/api-client';
import { catalogueQueryKey } from '@/lib/query-keys';
import type { ShopItem } from '@/features/storefront-shared/lib/item-pricing';

/** GET /api/products/:id or GET /api/packs/:id (public), as the storefront's `ShopItem`. */
export async function getShopItem(
  kind: ItemKind,
  id: number,
  signal?: AbortSignal,
  transport?: ApiTransport,
): Promise<ShopItem> {
  const init = readOptions(signal, transport);
  if (kind === 'product') return { kind, item: await apiFetch<Product>(`/products/${id}`, init) };
  return { kind, item: await apiFetch<Pack>(`/packs/${id}`, init) };
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** Under the catalogue's key: an order or a catalogue change that refreshes the cards refreshes it too. */
export const shopItemQueryOptions = (kind: ItemKind, id: number) =>
  queryOptions({
    queryKey: [...catalogueQueryKey, 'item', kind, id] as const,
    queryFn: ({ signal }) => getShopItem(kind, id, signal),
    // An unknown item stays unknown: no retries before the not-found state.
    retry: (failures, error) => !isNotFound(error) && failures < 2,
  });

export function useShopItem(kind: ItemKind, id: number | null) {
  return useQuery({ ...shopItemQueryOptions(kind, id ?? 0), enabled: id !== null });
}
