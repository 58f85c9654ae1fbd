import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { lineTotal, toCentimes } from '@parashop/shared';
import { useNumberFormat } from '@/components/ui/number-format';
import { SmartImage } from '@/components/ui/smart-image';
import { useLocalised } from '@/i18n/use-localised';
import type { CartItem } from '@/store/cart-slice';
import { QuantityStepper } from '@/features/storefront-shared/components/quantity-stepper';
import { StockNote } from '@/features/storefront-shared/components/stock-note';
import { useCartActions } from '@/features/storefront-shared/hooks/use-cart-actions';
import { useCategoryLabel } from '@/features/storefront-shared/hooks/use-category-label';
import { thumbnailPath } from '@/lib/item-images';

/**
 * One cart line: picture, name, unit price, quantity (decrease disabled at 1, increase disabled at
 * the stock, SPEC section 2 "Cart step", or at the shop's per-line cap, with the reason shown under
 * the name), line total and remove.
 */
export function CartLineRow({ line }: { line: CartItem }) {
  const { t } = useTranslation('cart');
  const { money } = useNumberFormat();
  const cart = useCartActions();
  const categoryLabel = useCategoryLabel();
  const localised = useLocalised();
  // The name in the language shown (decision 207), whatever language the line was added in.
  const name = localised.name(line);
  const key = {
    id: line.id,
    isPack: line.isPack,
    name: line.name,
    name_fr: line.name_fr,
    name_ar: line.name_ar,
  };
  const unit = toCentimes(line.price);
  const regular = line.original_price ? toCentimes(line.original_price) : unit;

  return (
    <li
      className="flex gap-3 py-4 sm:gap-4"
      data-line={`${line.isPack ? 'pack' : 'product'}-${line.id}`}
      aria-label={name}
    >
      <SmartImage
        src={thumbnailPath(line.image)}
        alt=""
        width={88}
        height={88}
        className="h-20 w-20 shrink-0 rounded-xl border border-line bg-white object-contain p-1 sm:h-22 sm:w-22"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <div className="min-w-0 flex-1">
          <p className="text-xs font-medium uppercase tracking-wide text-brand-700">
            {line.isPack ? t('line.pack') : categoryLabel(line.category)}
          </p>
          <p className="line-clamp-2 font-semibold text-ink">{name}</p>
          <p className="text-sm text-muted">
            {t('line.unitPrice', { price: money(unit, 'DH') })}
            {regular > unit ? <span className="ms-2 line-through">{money(regular, 'DH')}</span> : null}
          </p>
          <StockNote stock={line.stock} quantity={line.quantity} />
        </div>
        {/* 44 px targets (issue 25 item 7): on a phone the line total wraps below rather than squeeze them. */}
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 sm:flex-nowrap sm:justify-end">
          <QuantityStepper
            size="md"
            value={line.quantity}
            name={name}
            onDecrease={() => cart.decrease(key)}
            onIncrease={() => cart.increase(key)}
            decreaseDisabled={line.quantity <= 1}
            increaseDisabled={line.quantity >= cart.limitOf(line.stock).max}
          />
          <p className="whitespace-nowrap text-end font-bold tabular-nums text-ink sm:min-w-28">
            <span className="sr-only">{t('line.total')} </span>
            {money(lineTotal(unit, line.quantity), 'DH')}
          </p>
          <button
            type="button"
            onClick={() => cart.remove(line)}
            aria-label={t('line.remove', { name })}
            className="flex h-11 w-11 shrink-0 cursor-pointer items-center justify-center rounded-lg text-slate-500 hover:bg-danger-50 hover:text-danger-600"
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
      </div>
    </li>
  );
}
