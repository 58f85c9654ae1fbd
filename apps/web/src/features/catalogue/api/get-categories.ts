import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@parashop/shared/api-types';
import { apiFetch } from '@/lib/api-client';

export const categoriesQueryKey = ['categories'] as const;

/** GET /api/categories (public). */
export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiFetch<Category[]>('/categories', signal ? { signal } : {});
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: categoriesQueryKey,
    queryFn: ({ signal }) => getCategories(signal),
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
