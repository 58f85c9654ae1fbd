import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertTriangle, ShoppingCart, Wallet } from 'lucide-react';
import { Money } from '@/components/ui/money';
import { StatCard, StatGrid } from '@/components/ui/stat-card';
import type { DashboardFigures } from '../lib/dashboard-figures';

/** Two figures in one card: '5 today · 2 delivered'. */
function Pair({
  first,
  second,
}: {
  first: { value: number; label: string; testId: string };
  second: { value: number; label: string; testId: string };
}) {
  const part = ({ value, label, testId }: { value: number; label: string; testId: string }): ReactNode => (
    <span className="whitespace-nowrap">
      <span data-testid={testId}>{value}</span>{' '}
      <span className="text-sm font-medium text-muted">{label}</span>
    </span>
  );
  return (
    <span className="flex flex-wrap items-baseline gap-x-2">
      {part(first)}
      <span aria-hidden="true" className="text-base text-slate-300">
        /
      </span>
      {part(second)}
    </span>
  );
}

/** Today's revenue in MAD, orders today / delivered, stock alerts low / out. */
export function SummaryCards({ figures }: { figures: DashboardFigures }) {
  const { t } = useTranslation('admin-dashboard');
  return (
    <StatGrid columns={3} className="mb-6">
      <StatCard
        testId="dashboard-revenue-today"
        label={t('cards.revenueToday')}
        value={<Money amount={figures.total_revenue} unit="MAD" />}
        hint={t('cards.revenueTodayHint')}
        icon={<Wallet className="h-5 w-5" />}
      />
      <StatCard
        label={t('cards.ordersToday')}
        tone="info"
        icon={<ShoppingCart className="h-5 w-5" />}
        value={
          <Pair
            first={{
              value: figures.today_orders.today_orders,
              label: t('cards.ordersTodayLabel'),
              testId: 'dashboard-orders-today',
            }}
            second={{
              value: figures.today_orders.delivered_today,
              label: t('cards.deliveredLabel'),
              testId: 'dashboard-delivered-today',
            }}
          />
        }
      />
      <StatCard
        label={t('cards.stockAlerts')}
        tone="warning"
        icon={<AlertTriangle className="h-5 w-5" />}
        value={
          <Pair
            first={{
              value: figures.stock_alert.low_stock_products,
              label: t('cards.lowStockLabel'),
              testId: 'dashboard-low-stock',
            }}
            second={{
              value: figures.stock_alert.out_of_stock_products,
              label: t('cards.outOfStockLabel'),
              testId: 'dashboard-out-of-stock',
            }}
          />
        }
      />
    </StatGrid>
  );
}
