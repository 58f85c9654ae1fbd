import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertTriangle, ReceiptText, ShoppingCart, Wallet } from 'lucide-react';
import { Money } from '@/components/ui/money';
import { StatGrid } from '@/components/ui/stat-card';
import { ordersListPath, productsListPath } from '@/lib/admin-list-urls';
import { StatCards } from '@/features/admin-kit/components/stat-cards';
import type { DashboardFigures } from '../lib/dashboard-figures';

const PART_LINK =
  'inline-flex min-h-11 items-baseline gap-1 rounded-lg underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';

type Part = { value: number; label: string; testId: string; to: string };

/** Two figures in one card: '5 today · 2 delivered', each opening its own filtered list. */
function Pair({ first, second }: { first: Part; second: Part }) {
  const part = ({ value, label, testId, to }: Part): ReactNode => (
    <Link to={to} className={`${PART_LINK} whitespace-nowrap`}>
      <span data-testid={testId}>{value}</span>{' '}
      <span className="text-sm font-medium text-muted">{label}</span>
    </Link>
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

/**
 * Today's revenue in MAD (delivered orders) with today's ordered value beside it, orders today /
 * delivered, stock alerts low / out. Each figure opens the list it counts.
 */
export function SummaryCards({ figures }: { figures: DashboardFigures }) {
  const { t } = useTranslation('admin-dashboard');
  return (
    <StatGrid columns={4} className="mb-6">
      <StatCards
        figures={[
          {
            testId: 'dashboard-revenue-today',
            label: t('cards.revenueToday'),
            value: <Money amount={figures.total_revenue} unit="MAD" />,
            hint: t('cards.revenueTodayHint'),
            icon: Wallet,
            to: ordersListPath({ status: 'delivered', date: 'today' }),
          },
          {
            testId: 'dashboard-ordered-today',
            label: t('cards.orderedToday'),
            value: <Money amount={figures.today_ordered_value} unit="MAD" />,
            hint: t('cards.orderedTodayHint'),
            tone: 'neutral',
            icon: ReceiptText,
            to: ordersListPath({ date: 'today' }),
          },
          {
            label: t('cards.ordersToday'),
            tone: 'info',
            icon: ShoppingCart,
            value: (
              <Pair
                first={{
                  value: figures.today_orders.today_orders,
                  label: t('cards.ordersTodayLabel'),
                  testId: 'dashboard-orders-today',
                  to: ordersListPath({ date: 'today' }),
                }}
                second={{
                  value: figures.today_orders.delivered_today,
                  label: t('cards.deliveredLabel'),
                  testId: 'dashboard-delivered-today',
                  to: ordersListPath({ status: 'delivered', date: 'today' }),
                }}
              />
            ),
          },
          {
            label: t('cards.stockAlerts'),
            tone: 'warning',
            icon: AlertTriangle,
            value: (
              <Pair
                first={{
                  value: figures.stock_alert.low_stock_products,
                  label: t('cards.lowStockLabel'),
                  testId: 'dashboard-low-stock',
                  to: productsListPath({ stock: 'low-stock' }),
                }}
                second={{
                  value: figures.stock_alert.out_of_stock_products,
                  label: t('cards.outOfStockLabel'),
                  testId: 'dashboard-out-of-stock',
                  to: productsListPath({ stock: 'out-of-stock' }),
                }}
              />
            ),
          },
        ]}
      />
    </StatGrid>
  );
}
