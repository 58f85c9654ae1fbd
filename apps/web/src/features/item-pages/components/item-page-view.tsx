import { useTranslation } from 'react-i18next';
import { metaDescription, PAGE_TEXTS } from '@parashop/shared/page-texts';
import type { Language } from '@parashop/shared/constants';
import { itemImages } from '@/lib/item-images';
import { useLocalised } from '@/i18n/use-localised';
import { usePageHead } from '@/lib/use-page-head';
import { ImageGallery } from '@/features/storefront-shared/components/details/image-gallery';
import { DiscountBadge } from '@/features/storefront-shared/components/discount-badge';
import { FavouriteButton } from '@/features/storefront-shared/components/favourite-button';
import { PriceTag } from '@/features/storefront-shared/components/price-tag';
import { StockNote } from '@/features/storefront-shared/components/stock-note';
import { itemPrice, type ShopItem } from '@/features/storefront-shared/lib/item-pricing';
import { ItemBreadcrumb } from './item-breadcrumb';
import { ItemLabels } from './item-labels';
import { InStoreNote, soldInStoreOnly } from '@/features/storefront-shared/components/in-store-note';
import { ItemPurchase } from '@/features/storefront-shared/components/item-purchase';
import { ShareItem } from '@/features/storefront-shared/components/share-item';
import { PackProducts } from './pack-products';

/**
 * The page of a loaded product or pack: gallery, labels linking to its brand and category, name,
 * price and saving, stock, quantity with add to cart and buy now, favourite, share, description and,
 * for a pack, its products each linking to its own page.
 */
export function ItemPageView({ shopItem }: { shopItem: ShopItem }) {
  const { t, i18n } = useTranslation('item-pages');
  const { item } = shopItem;
  const localised = useLocalised();
  const name = localised.name(item);
  const description = localised.description(item);
  const price = itemPrice(shopItem);
  const texts = PAGE_TEXTS[(i18n.language as Language) in PAGE_TEXTS ? (i18n.language as Language) : 'en'];
  usePageHead({
    title: name,
    description: metaDescription(
      description ||
        (shopItem.kind === 'product'
          ? texts.productDescription(name, localised.brand(shopItem.item.company))
          : texts.packDescription(name, shopItem.item.products.length)),
    ),
    path: localised.path(shopItem.kind, item),
  });

  return (
    // On a phone the picture is shorter and the rows tighter, so that the name, the price and the cart
    // button are on the first screen with the picture, above the bottom navigation.
    <article className="flex flex-col gap-4 md:gap-6" data-kind={shopItem.kind} data-id={item.id}>
      <ItemBreadcrumb shopItem={shopItem} />
      <div className="grid gap-4 md:grid-cols-2 md:gap-10">
        <div className="min-w-0">
          <ImageGallery images={itemImages(shopItem)} alt={name} />
        </div>
        <div className="flex min-w-0 flex-col gap-3 md:gap-4">
          <div className="flex items-start justify-between gap-3">
            <ItemLabels shopItem={shopItem} />
            <FavouriteButton target={shopItem} />
          </div>
          <h1
            dir="auto"
            className="break-words text-xl font-bold leading-tight text-ink sm:text-3xl rtl:text-right"
          >
            {name}
          </h1>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <PriceTag price={price} size="lg" />
            <DiscountBadge percent={price.percentOff} className="text-sm" />
            <StockNote stock={item.stock} className="basis-full text-sm max-md:basis-auto" />
          </div>
          {soldInStoreOnly(shopItem) ? (
            <InStoreNote name={name} />
          ) : (
            <ItemPurchase
              shopItem={shopItem}
              className="rounded-xl border border-line bg-surface p-3 md:p-4"
            />
          )}
          <ShareItem shopItem={shopItem} />
          {description ? (
            <section aria-labelledby="item-description" className="flex flex-col gap-2">
              <h2 id="item-description" className="text-base font-semibold text-ink">
                {t('description')}
              </h2>
              {/* The shop's own text, in whatever language it was written: its punctuation follows it. */}
              <p dir="auto" className="whitespace-pre-line text-sm leading-6 text-slate-700 rtl:text-right">
                {description}
              </p>
            </section>
          ) : null}
          {shopItem.kind === 'pack' ? <PackProducts pack={shopItem.item} /> : null}
        </div>
      </div>
    </article>
  );
}
