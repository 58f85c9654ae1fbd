import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { DashboardFigures } from '../lib/dashboard-figures';
import { dashboardCache, dashboardQueryKey, withSignal } from './dashboard-cache';

/** GET /api/dashboard_statistic (admin). */
export const dashboardStatisticQueryOptions = () =>
  queryOptions({
    queryKey: [...dashboardQueryKey, 'statistic'] as const,
    queryFn: ({ signal }) => apiFetch<DashboardFigures>('/dashboard_statistic', withSignal(signal)),
    ...dashboardCache,
  });

export function useDashboardStatistic() {
  return useQuery(dashboardStatisticQueryOptions());
}
