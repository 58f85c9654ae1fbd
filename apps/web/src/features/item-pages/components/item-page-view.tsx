import { useTranslation } from 'react-i18next';
import { itemPath } from '@parashop/shared/item-urls';
import { metaDescription, PAGE_TEXTS } from '@parashop/shared/page-texts';
import type { Language } from '@parashop/shared/constants';
import { itemImages } from '@/lib/item-images';
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
import { PackProducts } from './pack-products';

/**
 * The page of a loaded product or pack: gallery, labels linking to its brand and category, name,
 * price and saving, stock, quantity with add to cart and buy now, favourite, description and, for a
 * pack, its products each linking to its own page.
 */
export function ItemPageView({ shopItem }: { shopItem: ShopItem }) {
  const { t, i18n } = useTranslation('item-pages');
  const { item } = shopItem;
  const price = itemPrice(shopItem);
  const texts = PAGE_TEXTS[(i18n.language as Language) in PAGE_TEXTS ? (i18n.language as Language) : 'en'];
  usePageHead({
    title: item.name,
    description: metaDescription(
      item.description ||
        (shopItem.kind === 'product'
          ? texts.productDescription(item.name, shopItem.item.company.name)
          : texts.packDescription(item.name, shopItem.item.products.length)),
    ),
    path: itemPath(shopItem.kind, item),
  });

  return (
    <article className="flex flex-col gap-6" data-kind={shopItem.kind} data-id={item.id}>
      <ItemBreadcrumb shopItem={shopItem} />
      <div className="grid gap-6 md:grid-cols-2 md:gap-10">
        <div className="min-w-0">
          <ImageGallery images={itemImages(shopItem)} alt={item.name} />
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <div className="flex items-start justify-between gap-3">
            <ItemLabels shopItem={shopItem} />
            <FavouriteButton target={shopItem} />
          </div>
          <h1 className="text-2xl font-bold leading-tight text-ink sm:text-3xl">{item.name}</h1>
          <div className="flex flex-wrap items-center gap-3">
            <PriceTag price={price} size="lg" />
            <DiscountBadge percent={price.percentOff} className="text-sm" />
          </div>
          <StockNote stock={item.stock} className="text-sm" />
          {soldInStoreOnly(shopItem) ? (
            <InStoreNote name={item.name} />
          ) : (
            <ItemPurchase shopItem={shopItem} className="rounded-xl border border-line bg-surface p-4" />
          )}
          {item.description ? (
            <section aria-labelledby="item-description" className="flex flex-col gap-2">
              <h2 id="item-description" className="text-base font-semibold text-ink">
                {t('description')}
              </h2>
              {/* The shop's own text, in whatever language it was written: its punctuation follows it. */}
              <p dir="auto" className="whitespace-pre-line text-sm leading-6 text-slate-700 rtl:text-right">
                {item.description}
              </p>
            </section>
          ) : null}
          {shopItem.kind === 'pack' ? <PackProducts pack={shopItem.item} /> : null}
        </div>
      </div>
    </article>
  );
}
