import { FavouriteButton } from '@/features/storefront-shared/components/favourite-button';
import { CARD_IMAGE_SIZES, ItemCard } from '@/features/storefront-shared/components/item-card';
import { ItemCardSkeleton } from '@/features/storefront-shared/components/item-card-skeleton';
import { itemKey, type ShopItem } from '@/features/storefront-shared/lib/item-pricing';

export const ITEM_GRID_CLASSES = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4';

/**
 * Cards with the favourite heart. `eagerCount` cards load their picture at once (those seen without
 * scrolling), the others as they come near; `imageSizes` says how wide the pictures are drawn.
 */
export function ItemGrid({
  items,
  eagerCount = 0,
  imageSizes = CARD_IMAGE_SIZES.fullWidth,
}: {
  items: readonly ShopItem[];
  eagerCount?: number;
  imageSizes?: string;
}) {
  return (
    <ul className={ITEM_GRID_CLASSES}>
      {items.map((shopItem, index) => (
        <li key={itemKey(shopItem)} className="flex">
          <ItemCard
            shopItem={shopItem}
            eager={index < eagerCount}
            imageSizes={imageSizes}
            corner={<FavouriteButton target={shopItem} />}
          />
        </li>
      ))}
    </ul>
  );
}

/** The grid's place while its first page loads: as many card shapes as a page holds. */
export function ItemGridSkeleton({ count }: { count: number }) {
  return (
    <ul aria-hidden="true" className={ITEM_GRID_CLASSES}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="flex">
          <ItemCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
