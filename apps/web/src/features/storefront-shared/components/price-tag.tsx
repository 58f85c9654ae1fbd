import { useTranslation } from 'react-i18next';
import { type MoneyUnit } from '@parashop/shared';
import { useNumberFormat } from '@/components/ui/number-format';
import { cn } from '@/lib/cn';
import type { ItemPrice } from '../lib/item-pricing';

const SIZES = { sm: 'text-base', md: 'text-lg', lg: 'text-2xl sm:text-3xl' } as const;

/** The price paid, and the regular price struck through when there is a saving. */
export function PriceTag({
  price,
  unit = 'DHS',
  size = 'md',
  stacked = false,
  className,
}: {
  price: ItemPrice;
  unit?: MoneyUnit;
  size?: keyof typeof SIZES;
  /**
   * The regular price on a line of its own under the price paid, that line kept even when empty:
   * every card then has the same height, whatever its price and the font (cards in a grid).
   */
  stacked?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('storefront');
  const { money } = useNumberFormat();
  return (
    <p
      className={cn(
        'flex gap-y-0.5',
        stacked ? 'min-h-[2.875rem] flex-col items-start' : 'flex-wrap items-baseline gap-x-2',
        className,
      )}
    >
      <span className={cn('font-bold text-brand-800', SIZES[size])}>
        {price.regular !== null ? <span className="sr-only">{t('price.now')} </span> : null}
        {money(price.paid, unit)}
      </span>
      {price.regular !== null ? (
        <span className="text-sm text-muted line-through">
          <span className="sr-only">{t('price.was')} </span>
          {money(price.regular, unit)}
        </span>
      ) : null}
    </p>
  );
}
