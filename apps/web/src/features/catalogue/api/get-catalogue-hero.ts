import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogueHero } from '@parashop/shared/catalogue-query';
import { apiFetch, readOptions, type ApiTransport } from '@/lib/api-client';
import { catalogueQueryKey } from './get-catalogue';

/** GET /api/catalogue/hero: the carousel's items, chosen by the server (SPEC section 2 "Hero"). */
export function getCatalogueHero(signal?: AbortSignal, transport?: ApiTransport): Promise<CatalogueHero> {
  return apiFetch<CatalogueHero>('/catalogue/hero', readOptions(signal, transport));
}

export const catalogueHeroQueryOptions = () =>
  queryOptions({
    queryKey: [...catalogueQueryKey, 'hero'],
    queryFn: ({ signal }) => getCatalogueHero(signal),
  });

export function useCatalogueHero() {
  return useQuery(catalogueHeroQueryOptions());
}
