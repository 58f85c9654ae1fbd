import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@parashop/shared/api-types';
import { apiFetch, readOptions, type ApiTransport } from '@/lib/api-client';

export const categoriesQueryKey = ['categories'] as const;

/** GET /api/categories (public). */
export function getCategories(signal?: AbortSignal, transport?: ApiTransport): Promise<Category[]> {
  return apiFetch<Category[]>('/categories', readOptions(signal, transport));
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: categoriesQueryKey,
    queryFn: ({ signal }) => getCategories(signal),
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
