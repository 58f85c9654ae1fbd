import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Boxes, CalendarClock, Coins, TrendingDown, TrendingUp } from 'lucide-react';
import { Money } from '@/components/ui/money';
import { ordersListPath, productsListPath } from '@/lib/admin-list-urls';
import { cn } from '@/lib/cn';
import type { DashboardFigures } from '../lib/dashboard-figures';
import { formatGrowth } from '../lib/format-percent';

/** One label; it opens the list it counts (decision 177). */
function Label({
  icon,
  label,
  hint,
  to,
  children,
}: {
  icon: ReactNode;
  label: string;
  hint?: string;
  to: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className="flex items-center gap-3 rounded-xl border border-line bg-surface px-3 py-2.5 transition hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      {/* Without the icon on phones, the amounts fit half the screen's width. */}
      <span aria-hidden="true" className="hidden text-brand-600 sm:inline">
        {icon}
      </span>
      <dl className="min-w-0">
        <dt className="text-xs font-medium text-muted">{label}</dt>
        <dd className="font-semibold text-ink">{children}</dd>
        {hint ? <dd className="sr-only">{hint}</dd> : null}
      </dl>
    </Link>
  );
}

/** Total products, expiring soon, inventory value and monthly growth (SPEC section 2: labels). */
export function CatalogueLabels({ figures }: { figures: DashboardFigures }) {
  const { t, i18n } = useTranslation('admin-dashboard');
  const growth = figures.monthly_growth;
  const GrowthIcon = growth < 0 ? TrendingDown : TrendingUp;
  return (
    <div aria-label={t('labels.title')} role="group" className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Label icon={<Boxes className="h-5 w-5" />} label={t('labels.totalProducts')} to={productsListPath({})}>
        <span data-testid="dashboard-total-products">{figures.total_products}</span>
      </Label>
      <Label
        icon={<CalendarClock className="h-5 w-5" />}
        label={t('labels.expiringSoon')}
        hint={t('labels.expiringSoonHint')}
        to={productsListPath({ expiring: true })}
      >
        <span data-testid="dashboard-expiring-soon">{figures.expiring_soon}</span>
        <span className="ms-2 text-xs font-normal text-muted">
          {t('labels.expiringSoonProducts', { count: figures.expiring_soon_products })}
        </span>
      </Label>
      <Label
        icon={<Coins className="h-5 w-5" />}
        label={t('labels.inventoryValue')}
        to={productsListPath({})}
      >
        <Money amount={figures.inventory_value} unit="MAD" />
      </Label>
      <Label
        icon={<GrowthIcon className="h-5 w-5" />}
        label={t('labels.monthlyGrowth')}
        hint={t('labels.monthlyGrowthHint')}
        to={ordersListPath({ status: 'delivered', date: 'month' })}
      >
        <bdi dir="ltr" className={cn(growth > 0 && 'text-leaf-700', growth < 0 && 'text-danger-600')}>
          {formatGrowth(growth, i18n.language)}
        </bdi>
      </Label>
    </div>
  );
}
