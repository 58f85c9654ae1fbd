import { Eye, ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { SmartImage } from '../../../components/ui/smart-image';
import { cn } from '../../../lib/cn';
import { useAppDispatch } from '../../../store/hooks';
import { showPackDetails, showProductDetails } from '../../../store/ui-slice';
import { DiscountBadge } from '../../storefront-shared/components/discount-badge';
import { PriceTag } from '../../storefront-shared/components/price-tag';
import { useCartActions } from '../../storefront-shared/hooks/use-cart-actions';
import { toCartInput } from '../../storefront-shared/lib/cart-input';
import { itemImages } from '../../storefront-shared/lib/item-images';
import { itemPrice, type ShopItem } from '../../storefront-shared/lib/item-pricing';
import type { HeroBadge } from '../lib/hero-slides';

const BADGE_STYLES: Record<HeroBadge, string> = {
  offer: 'bg-rose-600 text-white',
  popular: 'bg-amber-400 text-amber-950',
  pack: 'bg-brand-700 text-white',
};

const BACKGROUNDS: Record<HeroBadge, string> = {
  offer: 'from-rose-50 via-white to-brand-50',
  popular: 'from-amber-50 via-white to-brand-50',
  pack: 'from-brand-100 via-white to-leaf-50',
};

/** One hero slide: badge, name, price, details and add-to-cart, and the item's picture. */
export function HeroSlide({
  shopItem,
  badge,
  eager,
}: {
  shopItem: ShopItem;
  badge: HeroBadge;
  eager: boolean;
}) {
  const { t } = useTranslation('storefront');
  const dispatch = useAppDispatch();
  const cart = useCartActions();
  const price = itemPrice(shopItem);
  const { item } = shopItem;
  const subtitle =
    shopItem.kind === 'product'
      ? shopItem.item.company?.name
      : t('badges.packItems', { count: shopItem.item.products.length });
  const open = () =>
    dispatch(
      shopItem.kind === 'product' ? showProductDetails(shopItem.item) : showPackDetails(shopItem.item),
    );

  return (
    <div
      className={cn(
        'grid h-full items-center gap-4 bg-gradient-to-br px-6 pb-16 pt-6 sm:grid-cols-[1.1fr_1fr] sm:px-16 sm:py-12 lg:px-20',
        BACKGROUNDS[badge],
      )}
    >
      <div className="order-2 flex flex-col items-start gap-3 sm:order-1">
        <div className="flex flex-wrap items-center gap-2">
          <span
            className={cn(
              'rounded-full px-3 py-1 text-xs font-extrabold uppercase tracking-widest shadow-sm',
              BADGE_STYLES[badge],
            )}
          >
            {t(`hero.badges.${badge}`)}
          </span>
          <DiscountBadge percent={price.percentOff} className="px-2.5 py-1" />
        </div>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{subtitle}</p>
        <h3 className="line-clamp-2 text-2xl font-extrabold leading-tight tracking-tight text-ink sm:text-4xl">
          {item.name}
        </h3>
        <p className="line-clamp-2 max-w-lg text-sm text-slate-600 sm:text-base">{item.description}</p>
        <PriceTag price={price} size="lg" />
        <div className="flex flex-wrap gap-2 pt-1">
          <Button
            size="lg"
            onClick={() => cart.add(toCartInput(shopItem))}
            icon={<ShoppingCart aria-hidden="true" className="h-5 w-5" />}
            aria-label={t('actions.addNamedToCart', { name: item.name })}
          >
            {t('actions.addToCart')}
          </Button>
          <Button
            size="lg"
            variant="outline"
            onClick={open}
            icon={<Eye aria-hidden="true" className="h-5 w-5" />}
            aria-label={t('actions.detailsOf', { name: item.name })}
          >
            {t('actions.details')}
          </Button>
        </div>
      </div>
      <button
        type="button"
        onClick={open}
        tabIndex={-1}
        aria-hidden="true"
        className="order-1 mx-auto aspect-square w-40 cursor-pointer sm:order-2 sm:w-full sm:max-w-80"
      >
        <SmartImage
          src={itemImages(shopItem)[0]}
          alt=""
          width={480}
          height={480}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          className="h-full w-full rounded-3xl bg-white object-contain p-4 shadow-xl ring-1 ring-black/5"
        />
      </button>
    </div>
  );
}
