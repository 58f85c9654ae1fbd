import { useId, type MouseEvent, type ReactNode } from 'react';
import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectCartQuantity } from '@/store/selectors';
import { showPackDetails, showProductDetails } from '@/store/ui-slice';
import { THUMBNAIL_WIDTH, itemImages } from '@/lib/item-images';
import { isPlainClick } from '@/lib/plain-click';
import { itemPrice, type ShopItem } from '../lib/item-pricing';
import { CartControl } from './cart-control';
import { DiscountBadge } from './discount-badge';
import { InStoreNote, soldInStoreOnly } from './in-store-note';
import { ItemImage } from './item-image';
import { PriceTag } from './price-tag';
import { RotatingImage } from './rotating-image';
import { StockNote } from './stock-note';
import { useLocalised } from '@/i18n/use-localised';

/**
 * How wide a card's picture is drawn (`sizes`): the card less its 12 px padding, in the grids of 2
 * columns, 3 from 768 px and 4 from 1280 px, inside the page's 1280 px with 16 px margins.
 */
export const CARD_IMAGE_SIZES = {
  /** A grid across the page (brand page, favourites). */
  fullWidth:
    '(min-width: 1280px) 276px, (min-width: 768px) calc((100vw - 136px) / 3), (min-width: 640px) calc((100vw - 96px) / 2), calc((100vw - 92px) / 2)',
  /** Beside the 260 px filter column from 1024 px (home catalogue). */
  besideFilters:
    '(min-width: 1280px) 205px, (min-width: 1024px) calc((100vw - 420px) / 3), (min-width: 768px) calc((100vw - 136px) / 3), (min-width: 640px) calc((100vw - 96px) / 2), calc((100vw - 92px) / 2)',
} as const;

/**
 * A product or pack in a grid: picture (a pack's pictures rotate), badges, brand or pack label, name,
 * price, details and the cart control. `corner` is the top-right action (favourite heart or remove).
 */
export function ItemCard({
  shopItem,
  corner,
  eager = false,
  packCountBadge = false,
  imageSizes = CARD_IMAGE_SIZES.fullWidth,
}: {
  shopItem: ShopItem;
  corner?: ReactNode;
  /** Adds a badge with the number of products in a pack (favourites grid). */
  packCountBadge?: boolean;
  /** Cards seen without scrolling load their picture at once; the rest when scrolled near. */
  eager?: boolean;
  /** The `sizes` of the picture, from the grid the card sits in. */
  imageSizes?: string;
}) {
  const { t } = useTranslation('storefront');
  const localised = useLocalised();
  const dispatch = useAppDispatch();
  const titleId = useId();
  const price = itemPrice(shopItem);
  const images = itemImages(shopItem);
  const inCart = useAppSelector(selectCartQuantity(shopItem.item.id, shopItem.kind === 'pack'));
  const open = () =>
    dispatch(
      shopItem.kind === 'product' ? showProductDetails(shopItem.item) : showPackDetails(shopItem.item),
    );
  // The picture and the name are links to the item's page (before the script is ready, without it,
  // Ctrl/Meta or middle click, long press); a plain click once the app is here opens the quick view.
  const href = localised.path(shopItem.kind, shopItem.item);
  const openInPlace = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    open();
  };
  const label =
    shopItem.kind === 'product'
      ? shopItem.item.company && localised.brand(shopItem.item.company)
      : t('badges.packItems', { count: shopItem.item.products.length });

  const details = (
    <Button
      variant="outline"
      size="icon"
      onClick={open}
      className="h-9 w-9 shrink-0"
      aria-label={t('actions.detailsOf', { name: localised.name(shopItem.item) })}
      title={t('actions.details')}
    >
      <Eye aria-hidden="true" className="h-4 w-4" />
    </Button>
  );

  // A card out of view is not laid out or painted until it comes near (content-visibility): the
  // server's page lays out its first screen only, and hydration's layout skips the rows below it
  // (decision 319). It keeps a card's height meanwhile, then the height it last had.
  return (
    <article
      aria-labelledby={titleId}
      data-kind={shopItem.kind}
      data-id={shopItem.item.id}
      className="group flex w-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card transition [contain-intrinsic-size:auto_26rem] [content-visibility:auto] hover:-translate-y-0.5 hover:shadow-lg"
    >
      <div className="relative aspect-square overflow-hidden bg-white">
        <a
          href={href}
          onClick={openInPlace}
          tabIndex={-1}
          aria-hidden="true"
          className="block h-full w-full cursor-pointer p-3"
        >
          {shopItem.kind === 'pack' ? (
            <RotatingImage
              images={images}
              alt=""
              width={THUMBNAIL_WIDTH}
              height={THUMBNAIL_WIDTH}
              sizes={imageSizes}
              eager={eager}
              className="object-contain"
            />
          ) : (
            <ItemImage
              image={images[0]}
              sizes={imageSizes}
              alt=""
              width={THUMBNAIL_WIDTH}
              height={THUMBNAIL_WIDTH}
              loading={eager ? 'eager' : 'lazy'}
              className="h-full w-full object-contain transition-transform duration-300 group-hover:scale-105"
            />
          )}
        </a>
        <div className="pointer-events-none absolute start-2 top-2 flex flex-col items-start gap-1">
          <DiscountBadge percent={price.percentOff} />
          {shopItem.kind === 'pack' ? (
            <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-white shadow-sm">
              {t('badges.pack')}
            </span>
          ) : null}
          {shopItem.kind === 'pack' && packCountBadge ? (
            <span className="rounded-full bg-white/95 px-2 py-0.5 text-xs font-semibold text-brand-800 shadow-sm ring-1 ring-brand-200">
              {t('badges.packCount', { count: shopItem.item.products.length })}
            </span>
          ) : null}
        </div>
        {corner ? <div className="absolute end-2 top-2">{corner}</div> : null}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-4">
        <p className="truncate text-xs font-medium uppercase tracking-wide text-brand-700">{label}</p>
        <h3 id={titleId} className="min-h-[2.5rem] text-sm font-semibold leading-5 text-ink sm:text-[15px]">
          {/* Clamped inside the link: a clamp on the heading does not reach into it. */}
          <a
            href={href}
            onClick={openInPlace}
            className="block cursor-pointer text-start hover:text-brand-700"
          >
            <span dir="auto" className="line-clamp-2 rtl:text-right">
              {localised.name(shopItem.item)}
            </span>
          </a>
        </h3>
        <PriceTag price={price} size="sm" stacked />
        <StockNote stock={shopItem.item.stock} quantity={inCart} />
        {soldInStoreOnly(shopItem) ? (
          <InStoreNote
            name={localised.name(shopItem.item)}
            compact
            leading={details}
            className="mt-auto pt-2"
          />
        ) : (
          <div className="mt-auto flex items-center gap-2 pt-2">
            {details}
            <div className="min-w-0 flex-1">
              <CartControl shopItem={shopItem} fullWidth />
            </div>
          </div>
        )}
      </div>
    </article>
  );
}
