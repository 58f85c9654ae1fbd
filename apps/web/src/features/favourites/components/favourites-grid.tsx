import type { FavouritesResponse } from '@parashop/shared/api-types';
import { ItemCard } from '@/features/storefront-shared/components/item-card';
import { itemKey, type ShopItem } from '@/features/storefront-shared/lib/item-pricing';
import { RemoveFavouriteButton } from './remove-favourite-button';

export function favouriteItems(data: FavouritesResponse): ShopItem[] {
  return [
    ...data.products.map((entry) => ({ kind: 'product' as const, item: entry.target })),
    ...data.packs.map((entry) => ({ kind: 'pack' as const, item: entry.target })),
  ];
}

/** Favourite products and packs, each with remove, details and the cart control. */
export function FavouritesGrid({ items }: { items: readonly ShopItem[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">
      {items.map((shopItem, index) => (
        <li key={itemKey(shopItem)} className="flex">
          <ItemCard
            shopItem={shopItem}
            eager={index < 4}
            packCountBadge
            corner={<RemoveFavouriteButton target={shopItem} />}
          />
        </li>
      ))}
    </ul>
  );
}
