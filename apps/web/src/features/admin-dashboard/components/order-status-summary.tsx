import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ordersListPath } from '@/lib/admin-list-urls';
import {
  OVERVIEW_STATUSES,
  overviewTotals,
  type DashboardFigures,
  type OverviewStatus,
} from '../lib/dashboard-figures';
import { STATUS_COLORS } from './order-status-colors';
import { Panel } from './panel';

const OrderStatusChart = lazy(() => import('./order-status-chart'));

/** The orders list's status for a tile (the overview spells it 'canceled'). */
const LIST_STATUS = {
  pending: 'pending',
  delivered: 'delivered',
  returned: 'returned',
  canceled: 'cancelled',
} as const;

/**
 * The four tiles pending, delivered, returned, canceled, with a donut of their proportions. Each
 * tile opens the orders list filtered on its status (decision 177).
 */
export function OrderStatusSummary({ figures }: { figures: DashboardFigures }) {
  const { t } = useTranslation('admin-dashboard');
  const totals = overviewTotals(figures.orders_overview);
  const labels = Object.fromEntries(
    OVERVIEW_STATUSES.map((status) => [status, t(`orderStatus.${status}`)]),
  ) as Record<OverviewStatus, string>;
  const any = OVERVIEW_STATUSES.some((status) => totals[status] > 0);

  return (
    <Panel title={t('orderStatus.title')}>
      <div className="flex flex-col items-center gap-5 sm:flex-row">
        {any ? (
          <Suspense
            fallback={<div aria-hidden="true" className="h-44 w-44 shrink-0 rounded-full bg-brand-50" />}
          >
            <OrderStatusChart totals={totals} labels={labels} />
          </Suspense>
        ) : null}
        <dl className="grid w-full flex-1 grid-cols-2 gap-3">
          {OVERVIEW_STATUSES.map((status) => (
            <div
              key={status}
              className="relative rounded-xl border border-line p-3 transition hover:border-brand-300 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-brand-600"
              data-testid={`dashboard-status-${status}`}
            >
              <dt className="flex items-center gap-2 text-sm text-muted">
                <span
                  aria-hidden="true"
                  className="h-2.5 w-2.5 rounded-full"
                  style={{ backgroundColor: STATUS_COLORS[status] }}
                />
                <Link
                  to={ordersListPath({ status: LIST_STATUS[status] })}
                  className="after:absolute after:inset-0 focus-visible:outline-none"
                >
                  {labels[status]}
                </Link>
              </dt>
              <dd
                className="mt-1 text-2xl font-bold tabular-nums text-ink"
                data-testid={`dashboard-status-${status}-total`}
              >
                {totals[status]}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      {!any ? <p className="mt-3 text-center text-sm text-muted">{t('orderStatus.noOrders')}</p> : null}
    </Panel>
  );
}
