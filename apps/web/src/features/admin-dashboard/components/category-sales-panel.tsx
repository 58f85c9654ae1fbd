import { useTranslation } from 'react-i18next';
import { localisedName } from '@parashop/shared/localised';
import { SALES_PERIODS, type SalesPeriod } from '@parashop/shared/constants';
import { fromCentimes } from '@parashop/shared/money';
import { ErrorState } from '@/components/ui/error-state';
import { Money } from '@/components/ui/money';
import { LoadingState } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import type { useSalesPerCategories } from '../api/get-sales-per-categories';
import { categoryShares, type CategoryShare } from '../lib/dashboard-figures';
import { formatShare } from '../lib/format-percent';
import { Panel } from './panel';

function PeriodFilter({
  period,
  onChange,
}: {
  period: SalesPeriod;
  onChange: (period: SalesPeriod) => void;
}) {
  const { t } = useTranslation('admin-dashboard');
  return (
    <div
      role="group"
      aria-label={t('categories.period')}
      className="inline-flex flex-wrap rounded-lg bg-brand-50 p-0.5"
    >
      {SALES_PERIODS.map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={value === period}
          onClick={() => onChange(value)}
          className={cn(
            'rounded-md px-2.5 py-1 text-xs font-semibold transition-colors',
            value === period ? 'bg-surface text-brand-800 shadow-sm' : 'text-brand-700 hover:bg-brand-100',
          )}
        >
          {t(`categories.periods.${value}`)}
        </button>
      ))}
    </div>
  );
}

function CategoryRow({ row }: { row: CategoryShare }) {
  const { t, i18n } = useTranslation('admin-dashboard');
  const percent = formatShare(row.share, i18n.language);
  return (
    <li className="py-2.5" data-testid="category-sales-row">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 text-sm">
        <span dir="auto" className="min-w-0 font-medium text-ink [overflow-wrap:anywhere]">
          {localisedName(
            { name: row.category_name, name_fr: row.category_name_fr, name_ar: row.category_name_ar },
            i18n.language,
          )}
        </span>
        <span className="flex items-baseline gap-3">
          <span className="text-xs text-muted">
            {t('categories.units', { count: row.total_quantity_sold })}
          </span>
          <Money amount={row.total_revenue} unit="MAD" className="font-semibold" />
        </span>
      </div>
      <div className="mt-1.5 flex items-center gap-2">
        <div
          role="img"
          aria-label={t('categories.shareOf', { percent })}
          className="h-2.5 flex-1 overflow-hidden rounded-full bg-brand-50"
        >
          <div
            className="h-full rounded-full bg-brand-500"
            style={{ width: `${Math.max(0, Math.min(1, row.share)) * 100}%` }}
          />
        </div>
        <bdi
          dir="ltr"
          aria-hidden="true"
          className="w-14 shrink-0 text-end text-xs font-semibold tabular-nums text-slate-600"
        >
          {percent}
        </bdi>
      </div>
    </li>
  );
}

/** Per category: name, revenue, units sold and its share of the period's revenue as a bar. */
export interface CategorySalesPanelProps {
  period: SalesPeriod;
  onPeriodChange: (period: SalesPeriod) => void;
  sales: ReturnType<typeof useSalesPerCategories>;
}

export function CategorySalesPanel({ period, onPeriodChange, sales }: CategorySalesPanelProps) {
  const { t } = useTranslation('admin-dashboard');
  const shares = sales.data ? categoryShares(sales.data) : null;

  return (
    <Panel title={t('categories.title')} actions={<PeriodFilter period={period} onChange={onPeriodChange} />}>
      {sales.isPending ? (
        <LoadingState className="py-8" />
      ) : sales.isError || !shares ? (
        <ErrorState className="py-8" message={t('errors.section')} onRetry={() => void sales.refetch()} />
      ) : shares.rows.length === 0 ? (
        <p className="py-8 text-center text-sm text-muted">{t('categories.empty')}</p>
      ) : (
        <div className={cn('transition-opacity', sales.isPlaceholderData && 'opacity-60')}>
          <ul className="divide-y divide-line">
            {shares.rows.map((row) => (
              <CategoryRow key={row.category_id} row={row} />
            ))}
          </ul>
          <p className="mt-2 flex justify-between border-t border-line pt-2 text-sm font-semibold">
            <span>{t('categories.total')}</span>
            <Money amount={fromCentimes(shares.totalCentimes)} unit="MAD" />
          </p>
          <p className="mt-1 text-xs text-muted" data-testid="category-sales-total-hint">
            {t('categories.totalHint')}
          </p>
        </div>
      )}
    </Panel>
  );
}
