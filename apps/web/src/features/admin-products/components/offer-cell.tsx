import { useTranslation } from 'react-i18next';
import { discountPercent, offerState } from '@parashop/shared/pricing';
import type { Product } from '@parashop/shared/api-types';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/components/ui/date-time';
import { Money } from '@/components/ui/money';

/** An offer day ('YYYY-MM-DD') in the reader's language; a calendar day has no time zone. */
function formatDay(day: string, language: string): string {
  return formatDateTime(`${day}T12:00:00Z`, language, 'date', 'UTC') || day;
}

/** The offer column: price, percent off, dates, and 'Expired' outside the dates (SPEC section 4). */
export function OfferCell({ product }: { product: Product }) {
  const { t, i18n } = useTranslation('admin-products');
  const { offer } = product;
  if (!offer) return <span className="whitespace-nowrap text-muted">{t('offerCell.none')}</span>;
  const state = offerState(product);
  const percent = discountPercent(product.price, offer.offer_price);
  return (
    <div className="flex min-w-36 flex-col items-start gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <Money
          amount={offer.offer_price}
          unit="DH"
          className={
            state === 'active' ? 'font-semibold text-brand-700' : 'font-semibold text-muted line-through'
          }
        />
        <Badge tone={state === 'active' ? 'success' : 'neutral'}>
          {t('offerCell.percentOff', { percent })}
        </Badge>
      </div>
      <p className="text-xs text-muted">
        {t('offerCell.dates', {
          start: formatDay(offer.start_date, i18n.language),
          end: formatDay(offer.end_date, i18n.language),
        })}
      </p>
      {state === 'expired' ? <Badge tone="danger">{t('offerCell.expired')}</Badge> : null}
    </div>
  );
}
