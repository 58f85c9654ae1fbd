import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SalesPerProduct } from '@parashop/shared/api-types';
import { apiFetch } from '@/lib/api-client';
import { dashboardCache, dashboardQueryKey, withSignal } from './dashboard-cache';

/** GET /api/sales-per-product (admin): products and packs, best sellers first. */
export const salesPerProductQueryOptions = () =>
  queryOptions({
    queryKey: [...dashboardQueryKey, 'sales-per-product'] as const,
    queryFn: ({ signal }) => apiFetch<SalesPerProduct[]>('/sales-per-product', withSignal(signal)),
    ...dashboardCache,
  });

export function useSalesPerProduct() {
  return useQuery(salesPerProductQueryOptions());
}
