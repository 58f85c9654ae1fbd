import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SalesPeriod } from '@parashop/shared/constants';
import type { SalesPerCategory } from '@parashop/shared/api-types';
import { apiFetch } from '@/lib/api-client';
import { dashboardCache, dashboardQueryKey, withSignal } from './dashboard-cache';

/** GET /api/sales-per-categories?period= (admin). */
export const salesPerCategoriesQueryOptions = (period: SalesPeriod) =>
  queryOptions({
    queryKey: [...dashboardQueryKey, 'sales-per-categories', period] as const,
    queryFn: ({ signal }) =>
      apiFetch<SalesPerCategory[]>('/sales-per-categories', { params: { period }, ...withSignal(signal) }),
    ...dashboardCache,
  });

/** Keeps the previous period's bars on screen while another period loads. */
export function useSalesPerCategories(period: SalesPeriod) {
  return useQuery({ ...salesPerCategoriesQueryOptions(period), placeholderData: keepPreviousData });
}
