import {
  HERO_MAX_OFFERS,
  HERO_POPULAR_PACKS,
  HERO_POPULAR_PRODUCTS,
  discountPercent,
  fromCentimes,
} from '@parashop/shared';
import { isOnOffer, type CatalogueItem } from './catalogue-item';

export type HeroBadge = 'offer' | 'popular' | 'pack';

export interface HeroSlide<T extends CatalogueItem = CatalogueItem> {
  item: T;
  badge: HeroBadge;
}

function byClicks<T extends CatalogueItem>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.clicks - a.clicks || a.id - b.id);
}

function discountOf(item: CatalogueItem): number {
  return item.offerPrice === null
    ? 0
    : discountPercent(fromCentimes(item.price), fromCentimes(item.offerPrice));
}

/**
 * What the hero shows (SPEC section 2): when any in-stock product has an offer price, up to 8 of them
 * (largest discount first) badged OFFER; otherwise the 4 most-clicked products without an offer
 * (POPULAR) followed by the 4 most-clicked packs (PACK). Out-of-stock items never appear.
 */
export function heroSlides<T extends CatalogueItem>(items: readonly T[]): HeroSlide<T>[] {
  const inStock = items.filter((item) => item.stock > 0);
  const products = inStock.filter((item) => item.kind === 'product');
  const offers = products.filter(isOnOffer);
  if (offers.length > 0) {
    return [...offers]
      .sort((a, b) => discountOf(b) - discountOf(a) || b.clicks - a.clicks || a.id - b.id)
      .slice(0, HERO_MAX_OFFERS)
      .map((item) => ({ item, badge: 'offer' }));
  }
  const popular = byClicks(products.filter((item) => !isOnOffer(item))).slice(0, HERO_POPULAR_PRODUCTS);
  const packs = byClicks(inStock.filter((item) => item.kind === 'pack')).slice(0, HERO_POPULAR_PACKS);
  return [
    ...popular.map((item) => ({ item, badge: 'popular' as const })),
    ...packs.map((item) => ({ item, badge: 'pack' as const })),
  ];
}
