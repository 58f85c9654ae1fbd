import { useTranslation } from 'react-i18next';
import { usePublicSettings } from '@/lib/public-settings';
import { lineLimit } from '@/store/line-limit';

/**
 * Why a quantity cannot go up any more, or null while it can: 'At most 10 per order' at the shop's
 * per-line cap, 'Only 3 left' when the stock runs out first.
 */
export function useLimitText(stock: number, quantity: number): string | null {
  const { t } = useTranslation('storefront');
  const limit = lineLimit(stock, usePublicSettings().order_max_units_per_line);
  if (quantity <= 0 || limit.max <= 0 || quantity < limit.max) return null;
  return limit.reason === 'perOrder'
    ? t('quantity.maxPerOrder', { count: limit.max })
    : t('stock.onlyLeft', { count: limit.max });
}
