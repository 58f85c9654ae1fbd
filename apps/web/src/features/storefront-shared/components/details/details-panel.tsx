import { useState } from 'react';
import { Zap, ShoppingCart } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useAppSelector } from '@/store/hooks';
import { selectCartQuantity } from '@/store/selectors';
import { useCartActions } from '../../hooks/use-cart-actions';
import { useCategoryLabel } from '../../hooks/use-category-label';
import { toCartInput } from '../../lib/cart-input';
import { itemImages } from '@/lib/item-images';
import { itemPrice, type ShopItem } from '../../lib/item-pricing';
import { DiscountBadge } from '../discount-badge';
import { FavouriteButton } from '../favourite-button';
import { InStoreNote, soldInStoreOnly } from '../in-store-note';
import { PriceTag } from '../price-tag';
import { QuantityLimitNote } from '../quantity-limit-note';
import { QuantityStepper } from '../quantity-stepper';
import { StockNote } from '../stock-note';
import { ImageGallery } from './image-gallery';
import { PackContents } from './pack-contents';
import { useLocalised } from '@/i18n/use-localised';

/**
 * The inside of the detail modal. The quantity starts at the cart's quantity or 1 and stays within
 * 1..min(stock, the shop's per-line cap), saying why when it stops; the main button reads 'Update cart' once the item is in the cart; 'Buy now' puts the
 * quantity in the cart and goes to the cart page.
 */
export function DetailsPanel({ shopItem, onDone }: { shopItem: ShopItem; onDone: () => void }) {
  const { t } = useTranslation('storefront');
  const localised = useLocalised();
  const navigate = useNavigate();
  const categoryLabel = useCategoryLabel();
  const cart = useCartActions();
  const { item } = shopItem;
  const inCart = useAppSelector(selectCartQuantity(item.id, shopItem.kind === 'pack'));
  const limit = cart.limitOf(item.stock);
  const [quantity, setQuantity] = useState(Math.max(1, Math.min(inCart || 1, Math.max(limit.max, 1))));
  const price = itemPrice(shopItem);
  const soldOut = item.stock <= 0;

  const putInCart = () => cart.put(toCartInput(shopItem), quantity);

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <ImageGallery images={itemImages(shopItem)} alt={localised.name(item)} />
      <div className="flex min-w-0 flex-col gap-4">
        <div className="flex items-start justify-between gap-3">
          <div className="flex flex-wrap gap-2 text-xs font-medium">
            {shopItem.kind === 'product' ? (
              <>
                <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">
                  {shopItem.item.company?.name}
                </span>
                <span className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-700">
                  {categoryLabel(shopItem.item.category)}
                </span>
              </>
            ) : (
              <span className="rounded-full bg-brand-700 px-2.5 py-1 font-bold uppercase text-white">
                {t('badges.pack')}
              </span>
            )}
          </div>
          <FavouriteButton target={shopItem} />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <PriceTag price={price} size="lg" />
          <DiscountBadge percent={price.percentOff} className="text-sm" />
        </div>
        <StockNote stock={item.stock} className="text-sm" />
        {item.description ? (
          <p className="whitespace-pre-line text-sm leading-6 text-slate-700">
            {localised.description(item)}
          </p>
        ) : null}
        {shopItem.kind === 'pack' ? <PackContents pack={shopItem.item} /> : null}
        {soldInStoreOnly(shopItem) ? (
          <InStoreNote name={item.name} className="mt-auto" />
        ) : (
          <div className="sticky bottom-0 -mx-5 mt-auto flex flex-col gap-3 border-t border-line bg-surface px-5 pb-3 pt-4 md:static md:mx-0 md:px-0 md:pb-0">
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
            {/* Side by side when both labels fit on one line, one under the other otherwise. */}
            <div className="flex flex-wrap gap-2 [&>button]:flex-1 [&>button]:whitespace-nowrap [&_svg]:shrink-0">
              <Button
                size="lg"
                disabled={soldOut}
                icon={<ShoppingCart aria-hidden="true" className="h-5 w-5" />}
                onClick={() => {
                  putInCart();
                  onDone();
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
                  onDone();
                  void navigate('/shopping-cart');
                }}
              >
                {t('actions.buyNow')}
              </Button>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
