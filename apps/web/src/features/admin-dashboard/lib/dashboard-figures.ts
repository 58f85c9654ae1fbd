import { TOP_SELLING_COUNT } from '@parashop/shared/constants';
import { sumCentimes, toCentimes } from '@parashop/shared/money';
import type { DashboardStatistic, SalesPerCategory, SalesPerProduct } from '@parashop/shared/api-types';

/** The four tiles of the order status summary, in the order SPEC section 2 lists them. */
export const OVERVIEW_STATUSES = ['pending', 'delivered', 'returned', 'canceled'] as const;
export type OverviewStatus = (typeof OVERVIEW_STATUSES)[number];

/**
 * Totals per tile from `orders_overview`. The server spells the cancelled tile 'canceled'
 * (SPEC section 4); the other spelling is accepted too. Missing statuses count 0.
 */
export function overviewTotals(
  overview: DashboardStatistic['orders_overview'],
): Record<OverviewStatus, number> {
  const totals: Record<OverviewStatus, number> = { pending: 0, delivered: 0, returned: 0, canceled: 0 };
  for (const { status, total } of overview) {
    const key = status === 'cancelled' ? 'canceled' : status;
    if ((OVERVIEW_STATUSES as readonly string[]).includes(key))
      totals[key as OverviewStatus] += Number(total) || 0;
  }
  return totals;
}

/** The first five of the best sellers (the server sends them best first). */
export function topSelling(rows: readonly SalesPerProduct[]): SalesPerProduct[] {
  return rows.slice(0, TOP_SELLING_COUNT);
}

export interface CategoryShare extends SalesPerCategory {
  /** Share of the period's total revenue, 0..1 (0 for every category when the total is 0). */
  share: number;
}

/** Each category's share of the total revenue of the listed categories, computed in centimes. */
export function categoryShares(rows: readonly SalesPerCategory[]): {
  rows: CategoryShare[];
  totalCentimes: number;
} {
  const revenues = rows.map((row) => toCentimes(row.total_revenue));
  const totalCentimes = sumCentimes(revenues);
  return {
    totalCentimes,
    rows: rows.map((row, index) => ({
      ...row,
      share: totalCentimes > 0 ? (revenues[index] ?? 0) / totalCentimes : 0,
    })),
  };
}

/** The dashboard's figures (`expiring_soon`: units in lots expiring within EXPIRY_ALERT_DAYS, decision 130). */
export type DashboardFigures = DashboardStatistic;
