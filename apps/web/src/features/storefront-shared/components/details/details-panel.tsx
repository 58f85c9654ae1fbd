import { useTranslation } from 'react-i18next';
import { useCategoryLabel } from '../../hooks/use-category-label';
import { itemImages } from '@/lib/item-images';
import { itemPrice, type ShopItem } from '../../lib/item-pricing';
import { DiscountBadge } from '../discount-badge';
import { FavouriteButton } from '../favourite-button';
import { InStoreNote, soldInStoreOnly } from '../in-store-note';
import { ItemPurchase } from '../item-purchase';
import { PriceTag } from '../price-tag';
import { StockNote } from '../stock-note';
import { ImageGallery } from './image-gallery';
import { PackContents } from './pack-contents';
import { useLocalised } from '@/i18n/use-localised';

/** The inside of the detail modal: pictures, labels, price, stock, description, and the purchase controls. */
export function DetailsPanel({ shopItem, onDone }: { shopItem: ShopItem; onDone: () => void }) {
  const { t } = useTranslation('storefront');
  const localised = useLocalised();
  const categoryLabel = useCategoryLabel();
  const { item } = shopItem;
  const price = itemPrice(shopItem);

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <ImageGallery images={itemImages(shopItem)} alt={localised.name(item)} />
      <div className="flex min-w-0 flex-col gap-4">
        <div className="flex items-start justify-between gap-3">
          <div className="flex flex-wrap gap-2 text-xs font-medium">
            {shopItem.kind === 'product' ? (
              <>
                <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">
                  {shopItem.item.company && localised.brand(shopItem.item.company)}
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
        {localised.description(item) ? (
          <p dir="auto" className="whitespace-pre-line text-sm leading-6 text-slate-700 rtl:text-right">
            {localised.description(item)}
          </p>
        ) : null}
        {shopItem.kind === 'pack' ? <PackContents pack={shopItem.item} /> : null}
        {soldInStoreOnly(shopItem) ? (
          <InStoreNote name={item.name} className="mt-auto" />
        ) : (
          <ItemPurchase
            shopItem={shopItem}
            onDone={onDone}
            className="sticky bottom-0 -mx-5 mt-auto border-t border-line bg-surface px-5 pb-3 pt-4 md:static md:mx-0 md:px-0 md:pb-0"
          />
        )}
      </div>
    </div>
  );
}
