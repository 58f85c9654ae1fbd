import { FavouriteButton } from '../../storefront-shared/components/favourite-button';
import { ItemCard } from '../../storefront-shared/components/item-card';
import { itemKey, type ShopItem } from '../../storefront-shared/lib/item-pricing';

/** Cards with the favourite heart; the first row loads its pictures at once. */
export function ItemGrid({ items, eagerCount = 4 }: { items: readonly ShopItem[]; eagerCount?: number }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">
      {items.map((shopItem, index) => (
        <li key={itemKey(shopItem)} className="flex">
          <ItemCard
            shopItem={shopItem}
            eager={index < eagerCount}
            corner={<FavouriteButton target={shopItem} />}
          />
        </li>
      ))}
    </ul>
  );
}
