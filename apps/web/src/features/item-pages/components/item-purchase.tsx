import { useState } from 'react';
import { ShoppingCart, Zap } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useAppSelector } from '@/store/hooks';
import { selectCartQuantity } from '@/store/selectors';
import { useCartActions } from '@/features/storefront-shared/hooks/use-cart-actions';
import { toCartInput } from '@/features/storefront-shared/lib/cart-input';
import type { ShopItem } from '@/features/storefront-shared/lib/item-pricing';
import { QuantityLimitNote } from '@/features/storefront-shared/components/quantity-limit-note';
import { QuantityStepper } from '@/features/storefront-shared/components/quantity-stepper';

/**
 * Quantity, add to cart and buy now, with the detail modal's rules: the quantity starts at the
 * cart's or 1 and stays within 1..min(stock, the per-line cap); 'Update cart' once in the cart.
 */
export function ItemPurchase({ shopItem }: { shopItem: ShopItem }) {
  const { t } = useTranslation('storefront');
  const navigate = useNavigate();
  const cart = useCartActions();
  const { item } = shopItem;
  const inCart = useAppSelector(selectCartQuantity(item.id, shopItem.kind === 'pack'));
  const limit = cart.limitOf(item.stock);
  const [quantity, setQuantity] = useState(Math.max(1, Math.min(inCart || 1, Math.max(limit.max, 1))));
  const soldOut = item.stock <= 0;
  const putInCart = () => cart.put(toCartInput(shopItem), quantity);

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4">
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <span className="text-sm font-medium text-slate-700">{t('quantity.label')}</span>
          <QuantityLimitNote stock={item.stock} quantity={quantity} />
        </div>
        <QuantityStepper
          size="md"
          value={quantity}
          name={item.name}
          onDecrease={() => setQuantity((value) => Math.max(1, value - 1))}
          onIncrease={() => setQuantity((value) => Math.min(limit.max, value + 1))}
          decreaseDisabled={quantity <= 1}
          increaseDisabled={soldOut || quantity >= limit.max}
        />
      </div>
      <div className="flex flex-wrap gap-2 [&>button]:flex-1 [&>button]:whitespace-nowrap [&_svg]:shrink-0">
        <Button
          size="lg"
          disabled={soldOut}
          icon={<ShoppingCart aria-hidden="true" className="h-5 w-5" />}
          onClick={putInCart}
        >
          {inCart > 0 ? t('actions.updateCart') : t('actions.addToCart')}
        </Button>
        <Button
          size="lg"
          variant="secondary"
          disabled={soldOut}
          icon={<Zap aria-hidden="true" className="h-5 w-5" />}
          onClick={() => {
            putInCart();
            void navigate('/shopping-cart');
          }}
        >
          {t('actions.buyNow')}
        </Button>
      </div>
    </div>
  );
}
