import { useTranslation } from 'react-i18next';
import { Boxes } from 'lucide-react';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/spinner';
import { formatDateTime } from '@/components/ui/date-time';
import { errorMessage } from '@/lib/api-client';
import { useProductLots } from '../api/product-lots';
import { useShopToday } from '@/lib/shop-day';
import { calendarDate, lotsSummary } from '../lib/lots';
import { LotReceiveForm } from './lot-receive-form';
import { LotRow } from './lot-row';

/**
 * The lots of a product on its edit screen (docs/decisions/130-product-lots.md): what is in stock
 * and what ships next, each lot (edit, delete), and "Receive stock". Once a product has lots, its
 * stock is the units of its lots not yet expired.
 */
export function ProductLotsPanel({ productId, stock }: { productId: number; stock: number }) {
  const { t, i18n } = useTranslation('admin-lots');
  const lots = useProductLots(productId);
  // A lot expiring today still sells today: the shop's day, as the server says it.
  const today = useShopToday();

  let body;
  if (lots.isPending) body = <LoadingState label={t('loading')} className="py-6" />;
  else if (lots.isError)
    body = (
      <ErrorState
        title={t('errors.loadTitle')}
        message={errorMessage(lots.error, t('errors.loadTitle'))}
        onRetry={() => void lots.refetch()}
        isRetrying={lots.isFetching}
        className="py-6"
      />
    );
  else if (lots.data.length === 0) body = <p className="py-4 text-sm text-muted">{t('empty')}</p>;
  else {
    const summary = lotsSummary(lots.data, today);
    body = (
      <>
        <dl className="grid grid-cols-2 gap-3 py-3 text-sm" aria-live="polite">
          <div className="rounded-lg bg-canvas p-3">
            <dt className="text-xs text-muted">{t('summary.stock')}</dt>
            <dd className="text-lg font-semibold tabular-nums text-ink" data-testid="lots-stock">
              {summary.units}
            </dd>
          </div>
          <div className="rounded-lg bg-canvas p-3">
            <dt className="text-xs text-muted">{t('summary.nextExpiry')}</dt>
            <dd className="text-lg font-semibold tabular-nums text-ink" data-testid="lots-next-expiry">
              {summary.nextExpiry
                ? formatDateTime(calendarDate(summary.nextExpiry), i18n.language, 'date', 'UTC')
                : t('summary.none')}
            </dd>
          </div>
        </dl>
        <ul className="divide-y divide-line" aria-label={t('listLabel')}>
          {lots.data.map((lot) => (
            <LotRow key={`${lot.id}-${lot.quantity}-${lot.expiry_date}`} lot={lot} today={today} />
          ))}
        </ul>
      </>
    );
  }

  return (
    <section
      aria-labelledby="product-lots-title"
      className="mt-6 rounded-card border border-line bg-surface p-4 shadow-card sm:p-6"
    >
      <div className="flex items-start gap-3">
        <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Boxes aria-hidden="true" className="h-5 w-5" />
        </span>
        <div className="min-w-0">
          <h2 id="product-lots-title" className="font-semibold text-ink">
            {t('title')}
          </h2>
          <p className="text-sm text-muted">{t('subtitle')}</p>
        </div>
      </div>
      {body}
      <LotReceiveForm
        productId={productId}
        today={today}
        // The first lot of a product with units on the shelf asks what becomes of them (decision 213).
        unlottedUnits={lots.data && lots.data.length === 0 ? stock : 0}
      />
    </section>
  );
}
