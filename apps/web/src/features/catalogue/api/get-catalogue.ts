import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  catalogueSearchParams,
  type CataloguePage,
  type CatalogueQuery,
} from '@parashop/shared/catalogue-query';
import { apiFetch, readOptions, type ApiTransport } from '@/lib/api-client';
import { catalogueQueryKey } from '@/lib/query-keys';

export { catalogueQueryKey };

/** The query string of a page; the same query always gives the same text (and one cache entry). */
export function catalogueSearch(query: CatalogueQuery): string {
  return catalogueSearchParams(query).toString();
}

/** GET /api/catalogue: one page of products and packs, filtered and sorted by the server. */
export function getCataloguePage(
  query: CatalogueQuery,
  signal?: AbortSignal,
  transport?: ApiTransport,
): Promise<CataloguePage> {
  const search = catalogueSearch(query);
  return apiFetch<CataloguePage>(
    search ? `/catalogue?${search}` : '/catalogue',
    readOptions(signal, transport),
  );
}

export const cataloguePageQueryOptions = (query: CatalogueQuery) =>
  queryOptions({
    queryKey: [...catalogueQueryKey, 'page', catalogueSearch(query)],
    queryFn: ({ signal }) => getCataloguePage(query, signal),
  });

/**
 * One page of the catalogue. While another page or filter loads, the page shown stays (marked
 * `isPlaceholderData`) instead of flashing a loading state; a component mounted afresh (another
 * brand) starts without one.
 */
export function useCataloguePage(query: CatalogueQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...cataloguePageQueryOptions(query), placeholderData: keepPreviousData, enabled });
}
