import { useState } from 'react';
import { ShoppingCart, Zap } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useAppSelector } from '@/store/hooks';
import { selectCartQuantity } from '@/store/selectors';
import { cn } from '@/lib/cn';
import { useCartActions } from '../hooks/use-cart-actions';
import { toCartInput } from '../lib/cart-input';
import type { ShopItem } from '../lib/item-pricing';
import { QuantityLimitNote } from './quantity-limit-note';
import { QuantityStepper } from './quantity-stepper';
import { useLocalised } from '@/i18n/use-localised';

/**
 * Quantity, add to cart and buy now, for the detail modal and the item page: the quantity starts at
 * the cart's or 1 and stays within 1..min(stock, the per-line cap), saying why when it stops; 'Update
 * cart' once in the cart; 'Buy now' puts the quantity in the cart and goes to the cart page. `onDone`
 * runs after either (the modal closes).
 */
export function ItemPurchase({
  shopItem,
  onDone,
  className,
}: {
  shopItem: ShopItem;
  onDone?: () => void;
  className?: string;
}) {
  const { t } = useTranslation('storefront');
  const navigate = useNavigate();
  const cart = useCartActions();
  const localised = useLocalised();
  const { item } = shopItem;
  const inCart = useAppSelector(selectCartQuantity(item.id, shopItem.kind === 'pack'));
  const limit = cart.limitOf(item.stock);
  const [quantity, setQuantity] = useState(Math.max(1, Math.min(inCart || 1, Math.max(limit.max, 1))));
  const soldOut = item.stock <= 0;
  const putInCart = () => cart.put(toCartInput(shopItem), quantity);

  return (
    <div className={cn('flex flex-col gap-3', className)}>
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <span className="text-sm font-medium text-slate-700">{t('quantity.label')}</span>
          <QuantityLimitNote stock={item.stock} quantity={quantity} />
        </div>
        <QuantityStepper
          size="md"
          value={quantity}
          name={localised.name(item)}
          onDecrease={() => setQuantity((value) => Math.max(1, value - 1))}
          onIncrease={() => setQuantity((value) => Math.min(limit.max, value + 1))}
          decreaseDisabled={quantity <= 1}
          increaseDisabled={soldOut || quantity >= limit.max}
        />
      </div>
      {/* Side by side when both labels fit on one line, one under the other otherwise. */}
      <div className="flex flex-wrap gap-2 [&>button]:flex-1 [&>button]:whitespace-nowrap [&_svg]:shrink-0">
        <Button
          size="lg"
          disabled={soldOut}
          icon={<ShoppingCart aria-hidden="true" className="h-5 w-5" />}
          onClick={() => {
            putInCart();
            onDone?.();
          }}
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
            onDone?.();
            void navigate('/shopping-cart');
          }}
        >
          {t('actions.buyNow')}
        </Button>
      </div>
      {/* The cart lives in the browser: without the page's script nothing can be put in it (decision 220). */}
      <noscript>
        <p data-needs-script className="rounded-lg bg-warning-50 px-3 py-2 text-sm text-ink">
          {t('actions.needsScript')}
        </p>
      </noscript>
    </div>
  );
}
