import type { MouseEvent } from 'react';
import { Eye, ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { HeroBadge } from '@parashop/shared/catalogue-query';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { isPlainClick } from '@/lib/plain-click';
import { useAppDispatch } from '@/store/hooks';
import { showPackDetails, showProductDetails } from '@/store/ui-slice';
import { DiscountBadge } from '@/features/storefront-shared/components/discount-badge';
import { ItemImage } from '@/features/storefront-shared/components/item-image';
import { PriceTag } from '@/features/storefront-shared/components/price-tag';
import { useCartActions } from '@/features/storefront-shared/hooks/use-cart-actions';
import { toCartInput } from '@/features/storefront-shared/lib/cart-input';
import { THUMBNAIL_WIDTH, itemImages } from '@/lib/item-images';
import { itemPrice, type ShopItem } from '@/features/storefront-shared/lib/item-pricing';
import { useLocalised } from '@/i18n/use-localised';

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

// The picture's drawn width: 160 px box (128 px inside its padding) on phones, up to 320 (288) beside the text.
const PICTURE_SIZES = '(min-width: 768px) 288px, 128px';
// Phones: a compact button; from 768 px the large one.
const ACTION = 'whitespace-nowrap md:h-12 md:gap-2 md:px-6 md:text-base';

/**
 * One hero slide: badge, name, price, details and add-to-cart, and the item's picture. Every line
 * has a fixed number of lines (the name and the description two each) so that a slide always fits
 * the hero's fixed height.
 */
export function HeroSlide({
  shopItem,
  badge,
  eager,
}: {
  shopItem: ShopItem;
  badge: HeroBadge;
  /** The first slide: its picture is the page's largest paint, fetched at once and first. */
  eager: boolean;
}) {
  const { t } = useTranslation('storefront');
  const localised = useLocalised();
  const dispatch = useAppDispatch();
  const cart = useCartActions();
  const price = itemPrice(shopItem);
  const { item } = shopItem;
  const picture = itemImages(shopItem)[0];
  const subtitle =
    shopItem.kind === 'product'
      ? shopItem.item.company && localised.brand(shopItem.item.company)
      : t('badges.packItems', { count: shopItem.item.products.length });
  // The details and the picture are links to the item's page (before the script is ready, without
  // it, or opened in a new tab); a plain click once the app is here opens the quick view (decision 220).
  const href = localised.path(shopItem.kind, shopItem.item);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    dispatch(
      shopItem.kind === 'product' ? showProductDetails(shopItem.item) : showPackDetails(shopItem.item),
    );
  };

  return (
    <div
      className={cn(
        'grid h-full content-center items-center gap-4 bg-gradient-to-br px-6 pb-16 pt-6 md:grid-cols-[1.1fr_1fr] md:px-16 md:py-12 lg:px-20',
        BACKGROUNDS[badge],
      )}
    >
      <div className="order-2 flex min-w-0 flex-col items-start gap-3 md:order-1">
        <div className="flex items-center gap-2">
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
        <p className="h-5 max-w-full truncate text-sm font-semibold uppercase tracking-wide text-brand-700">
          {subtitle}
        </p>
        {/* Catalogue texts keep their own direction (an English name on the Arabic page ends with its period). */}
        <h2
          dir="auto"
          className="line-clamp-2 min-h-[2lh] max-w-full text-2xl font-extrabold leading-tight tracking-tight text-ink md:text-4xl rtl:text-right"
        >
          {localised.name(item)}
        </h2>
        <p
          dir="auto"
          className="line-clamp-2 min-h-[2lh] max-w-lg text-sm text-slate-600 md:text-base rtl:text-right"
        >
          {localised.description(item)}
        </p>
        <PriceTag price={price} size="lg" />
        <div className="flex gap-2 pt-1">
          <button
            type="button"
            onClick={() => cart.add(toCartInput(shopItem))}
            className={buttonClasses({ size: 'md', className: cn(ACTION, 'min-w-0 shrink') })}
          >
            <ShoppingCart aria-hidden="true" className="h-5 w-5 shrink-0" />
            <span className="truncate">{t('actions.addToCart')}</span>
          </button>
          <a
            href={href}
            onClick={open}
            role="button"
            aria-label={t('actions.detailsOf', { name: localised.name(item) })}
            className={buttonClasses({ variant: 'outline', size: 'md', className: cn(ACTION, 'shrink-0') })}
          >
            <Eye aria-hidden="true" className="h-5 w-5" />
            {/* A phone shows the eye alone; the name above says which item it opens. */}
            <span className="sr-only lg:not-sr-only">{t('actions.details')}</span>
          </a>
        </div>
      </div>
      <a
        href={href}
        onClick={open}
        tabIndex={-1}
        aria-hidden="true"
        className="order-1 mx-auto block aspect-square w-40 cursor-pointer md:order-2 md:w-full md:max-w-80"
      >
        <ItemImage
          image={picture}
          sizes={PICTURE_SIZES}
          alt=""
          width={THUMBNAIL_WIDTH}
          height={THUMBNAIL_WIDTH}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          className="h-full w-full rounded-3xl bg-white object-contain p-4 shadow-xl ring-1 ring-black/5"
        />
      </a>
    </div>
  );
}
