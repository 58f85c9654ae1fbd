import { fromCentimes } from '@parashop/shared';
import type { CartItemInput } from '@/store/cart-slice';
import { itemImages } from '@/lib/item-images';
import { itemPrice, type ShopItem } from './item-pricing';

/**
 * The cart line of a product or pack. `price` is what the server will charge now (an active offer's
 * price for a product); `original_price` the regular price, for the summary's discount.
 */
export function toCartInput(shopItem: ShopItem): CartItemInput {
  const price = itemPrice(shopItem);
  const { item } = shopItem;
  return {
    id: item.id,
    isPack: shopItem.kind === 'pack',
    name: item.name,
    // Every language's name (decision 207): the cart and the toasts follow the language shown.
    name_fr: item.name_fr ?? null,
    name_ar: item.name_ar ?? null,
    price: fromCentimes(price.paid),
    original_price: fromCentimes(price.regular ?? price.paid),
    offer_price: item.offer_price,
    image: itemImages(shopItem)[0] ?? null,
    category:
      shopItem.kind === 'product'
        ? {
            name: shopItem.item.category.name,
            name_fr: shopItem.item.category.name_fr ?? null,
            name_ar: shopItem.item.category.name_ar ?? null,
          }
        : null,
    stock: item.stock,
  };
}
