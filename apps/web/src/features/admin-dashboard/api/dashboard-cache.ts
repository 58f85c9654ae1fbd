import { DASHBOARD_STALE_MS } from '@parashop/shared/constants';

/** Every dashboard query sits under this key (an order status change invalidates it). */
export const dashboardQueryKey = ['dashboard'] as const;

/** SPEC section 7: dashboard data cached 5 minutes, not refetched when the window regains focus. */
export const dashboardCache = { staleTime: DASHBOARD_STALE_MS, refetchOnWindowFocus: false } as const;

export const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});
