import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useLocalised } from '@/i18n/use-localised';
import { useAppSelector } from '@/store/hooks';
import { selectCartQuantity } from '@/store/selectors';
import { useCartActions } from '../hooks/use-cart-actions';
import { toCartInput } from '../lib/cart-input';
import type { ShopItem } from '../lib/item-pricing';
import { QuantityStepper } from './quantity-stepper';

/**
 * A card's cart control: 'Add to cart' while the item is not in the cart, then − quantity + (the
 * decrease at 1 takes the line out again; the increase stops at min(stock, the per-line cap), and
 * the card's stock note says why).
 */
export function CartControl({ shopItem, fullWidth = false }: { shopItem: ShopItem; fullWidth?: boolean }) {
  const { t } = useTranslation('storefront');
  const { item } = shopItem;
  const isPack = shopItem.kind === 'pack';
  const quantity = useAppSelector(selectCartQuantity(item.id, isPack));
  const cart = useCartActions();
  const localised = useLocalised();
  const key = { id: item.id, isPack, name: item.name, name_fr: item.name_fr, name_ar: item.name_ar };
  const name = localised.name(item);

  if (quantity === 0) {
    const soldOut = item.stock <= 0;
    return (
      <Button
        size="sm"
        fullWidth={fullWidth}
        disabled={soldOut}
        onClick={() => cart.add(toCartInput(shopItem))}
        icon={<ShoppingCart aria-hidden="true" className="h-4 w-4" />}
        aria-label={t('actions.addNamedToCart', { name })}
      >
        {soldOut ? (
          t('stock.outOfStock')
        ) : (
          <>
            {/* Cards are narrow: a short label on phones, and one that fits a card (cardAdd) above. */}
            <span className="sm:hidden">{t('actions.add')}</span>
            <span className="hidden whitespace-nowrap sm:inline">{t('actions.cardAdd')}</span>
          </>
        )}
      </Button>
    );
  }

  return (
    <QuantityStepper
      value={quantity}
      name={name}
      onDecrease={() => cart.decrease(key)}
      onIncrease={() => cart.increase(key)}
      increaseDisabled={quantity >= cart.limitOf(item.stock).max}
      className={fullWidth ? 'w-full justify-between' : undefined}
    />
  );
}
