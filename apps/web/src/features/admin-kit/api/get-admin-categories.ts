import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@parashop/shared/api-types';
import { apiFetch } from '@/lib/api-client';
import { sortCategories } from '../lib/names';

export const adminCategoriesQueryKey = ['admin', 'categories'] as const;

/** GET /api/categories, in the shop's order (sortOrder, then name). */
export async function fetchAdminCategories(signal?: AbortSignal): Promise<Category[]> {
  const categories = await apiFetch<Category[]>('/categories', signal ? { signal } : {});
  return sortCategories(categories);
}

export const adminCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: adminCategoriesQueryKey,
    queryFn: ({ signal }) => fetchAdminCategories(signal),
  });

export function useAdminCategories() {
  return useQuery(adminCategoriesQueryOptions());
}
