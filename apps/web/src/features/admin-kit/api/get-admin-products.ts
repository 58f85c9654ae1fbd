import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@parashop/shared/api-types';
import { apiFetch } from '@/lib/api-client';

/** Under 'admin': an order status change (stock moves) marks it stale with the other admin lists. */
export const adminProductsQueryKey = ['admin', 'products'] as const;

/** GET /api/products: every product with its category, brand and offer (newest first). */
export function fetchAdminProducts(signal?: AbortSignal): Promise<Product[]> {
  return apiFetch<Product[]>('/products', signal ? { signal } : {});
}

export const adminProductsQueryOptions = () =>
  queryOptions({
    queryKey: adminProductsQueryKey,
    queryFn: ({ signal }) => fetchAdminProducts(signal),
  });

export function useAdminProducts() {
  return useQuery(adminProductsQueryOptions());
}
