import { useTranslation } from 'react-i18next';
import { Tag } from 'lucide-react';
import type { Product } from '@parashop/shared/api-types';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/components/ui/date-time';
import { calendarDate } from '../lib/lots';

export interface NextExpiryCellProps {
  product: Product;
  /** The product holds a lot expiring within EXPIRY_ALERT_DAYS. */
  expiring: boolean;
  /** Opens the offer form prefilled for this product (one click). */
  onPrepareOffer: (product: Product) => void;
}

/** The products table's "Nearest expiry": the date that ships next and, when it is soon, an offer in one click. */
export function NextExpiryCell({ product, expiring, onPrepareOffer }: NextExpiryCellProps) {
  const { t, i18n } = useTranslation('admin-lots');
  if (!product.next_expiry) return <span className="text-muted">{t('list.noExpiry')}</span>;
  const date = formatDateTime(calendarDate(product.next_expiry), i18n.language, 'date', 'UTC');
  return (
    <div className="flex flex-col items-start gap-1">
      {expiring ? (
        <>
          <Badge tone="warning" className="whitespace-nowrap tabular-nums">
            <span className="sr-only">{t('list.expiringSoon')}: </span>
            {date}
          </Badge>
          <button
            type="button"
            onClick={() => onPrepareOffer(product)}
            aria-label={t('list.prepareOfferFor', { name: product.name, date })}
            className="inline-flex items-center gap-1 rounded-md text-xs font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <Tag aria-hidden="true" className="h-3.5 w-3.5" />
            {t('list.prepareOffer')}
          </button>
        </>
      ) : (
        <span className="whitespace-nowrap text-sm tabular-nums text-ink">{date}</span>
      )}
    </div>
  );
}
