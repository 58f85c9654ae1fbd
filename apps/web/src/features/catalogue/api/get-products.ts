import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@parashop/shared/api-types';
import { apiFetch } from '../../../lib/api-client';

export const productsQueryKey = ['products'] as const;

/** GET /api/products (public). */
export function getProducts(signal?: AbortSignal): Promise<Product[]> {
  return apiFetch<Product[]>('/products', signal ? { signal } : {});
}

export const productsQueryOptions = () =>
  queryOptions({
    queryKey: productsQueryKey,
    queryFn: ({ signal }) => getProducts(signal),
  });

export function useProducts() {
  return useQuery(productsQueryOptions());
}
