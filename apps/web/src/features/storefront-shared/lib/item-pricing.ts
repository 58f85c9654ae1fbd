import { discountPercent, fromCentimes, toCentimes } from '@parashop/shared';
import type { Pack, Product } from '@parashop/shared/api-types';

export type ShopItem = { kind: 'product'; item: Product } | { kind: 'pack'; item: Pack };

export interface ItemPrice {
  /** What the shopper pays now (centimes). */
  paid: number;
  /** The struck-through price when there is a saving (centimes), else null. */
  regular: number | null;
  /** Percent off, rounded (SPEC section 9), 0 without a saving. */
  percentOff: number;
}

function priceFrom(paid: number, regular: number): ItemPrice {
  if (regular <= paid) return { paid, regular: null, percentOff: 0 };
  return { paid, regular, percentOff: discountPercent(fromCentimes(regular), fromCentimes(paid)) };
}

/**
 * A product costs its offer price while an offer is active (the API sends offer_price only then);
 * a pack costs its price, shown against the sum of its products' prices (original_price).
 */
export function itemPrice(shopItem: ShopItem): ItemPrice {
  if (shopItem.kind === 'product') {
    const { price, offer_price } = shopItem.item;
    const regular = toCentimes(price);
    return priceFrom(offer_price === null ? regular : toCentimes(offer_price), regular);
  }
  const { price, offer_price, original_price } = shopItem.item;
  const paid = toCentimes(offer_price ?? price);
  return priceFrom(paid, Math.max(toCentimes(original_price ?? price), toCentimes(price)));
}

export function itemKey(shopItem: ShopItem): string {
  return `${shopItem.kind}-${shopItem.item.id}`;
}
