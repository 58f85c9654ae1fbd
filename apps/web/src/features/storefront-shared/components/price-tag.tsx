import { useTranslation } from 'react-i18next';
import { formatMoney, type MoneyUnit } from '@parashop/shared';
import { cn } from '../../../lib/cn';
import type { ItemPrice } from '../lib/item-pricing';

const SIZES = { sm: 'text-base', md: 'text-lg', lg: 'text-2xl sm:text-3xl' } as const;

/** The price paid, and the regular price struck through when there is a saving. */
export function PriceTag({
  price,
  unit = 'DHS',
  size = 'md',
  className,
}: {
  price: ItemPrice;
  unit?: MoneyUnit;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const { t } = useTranslation('storefront');
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2 gap-y-0.5', className)}>
      <span className={cn('font-bold text-brand-800', SIZES[size])}>
        {price.regular !== null ? <span className="sr-only">{t('price.now')} </span> : null}
        {formatMoney(price.paid, unit)}
      </span>
      {price.regular !== null ? (
        <span className="text-sm text-muted line-through">
          <span className="sr-only">{t('price.was')} </span>
          {formatMoney(price.regular, unit)}
        </span>
      ) : null}
    </p>
  );
}
