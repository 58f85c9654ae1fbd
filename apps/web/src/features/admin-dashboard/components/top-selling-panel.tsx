import { useTranslation } from 'react-i18next';
import { Layers, Trophy } from 'lucide-react';
import type { SalesPerProduct } from '@parashop/shared/api-types';
import { EmptyState } from '@/components/ui/empty-state';
import { Money } from '@/components/ui/money';
import { SmartImage } from '@/components/ui/smart-image';
import { useLocalised } from '@/i18n/use-localised';
import { topSelling } from '../lib/dashboard-figures';

function TopSellingRow({ item, rank }: { item: SalesPerProduct; rank: number }) {
  const { t } = useTranslation('admin-dashboard');
  const name = useLocalised().name(item);
  return (
    // On phones the revenue goes under the name (third column, second row) so the name keeps its room.
    <li
      className="grid grid-cols-[auto_auto_minmax(0,1fr)] items-center gap-x-3 gap-y-1 py-3 sm:grid-cols-[auto_auto_minmax(0,1fr)_auto]"
      data-testid="top-selling-item"
    >
      <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white">
        <span className="sr-only">{t('topSelling.rank')} </span>
        {rank}
      </span>
      {item.target_name === 'product' ? (
        <SmartImage
          src={item.image}
          alt=""
          width={44}
          height={44}
          className="h-11 w-11 shrink-0 rounded-lg border border-line object-cover"
        />
      ) : (
        <span
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700"
          title={t('topSelling.pack')}
        >
          <Layers aria-hidden="true" className="h-5 w-5" />
          <span className="sr-only">{t('topSelling.pack')}</span>
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p dir="auto" className="line-clamp-2 font-medium text-ink [overflow-wrap:anywhere]" title={name}>
          {name}
        </p>
        <p className="text-xs text-muted">
          {t('topSelling.unitsCount', { count: item.total_quantity_sold })} ·{' '}
          <span className="sr-only">{t('topSelling.unitPrice')}: </span>
          <Money amount={item.price} unit="MAD" />
        </p>
      </div>
      <div className="col-start-3 flex items-baseline gap-2 sm:col-start-auto sm:block sm:text-end">
        <p className="text-xs text-muted">{t('topSelling.revenue')}</p>
        <Money amount={item.total_revenue} unit="MAD" className="font-semibold text-brand-800" />
      </div>
    </li>
  );
}

/** The five best sellers: rank, image (products only), name, units sold, unit price, revenue. */
export function TopSellingList({ rows }: { rows: readonly SalesPerProduct[] }) {
  const { t } = useTranslation('admin-dashboard');
  const top = topSelling(rows);
  if (top.length === 0) {
    return (
      <EmptyState
        className="py-8"
        icon={<Trophy aria-hidden="true" className="h-7 w-7" />}
        title={t('topSelling.empty')}
        description={t('topSelling.emptyHint')}
      />
    );
  }
  return (
    <ol className="divide-y divide-line">
      {top.map((item, index) => (
        <TopSellingRow key={`${item.target_name}-${item.target_id}`} item={item} rank={index + 1} />
      ))}
    </ol>
  );
}
