import type { Pack, Product } from '@parashop/shared/api-types';
import type { ShopItem } from './item-pricing';

/**
 * The API stores each upload as `<x>.webp` (large) and `<x>-thumb.webp` (thumbnail, 400 px); cards
 * load the thumbnail. Paths in another format (seeded or external) are used as they are.
 */
export function thumbnailPath(image: string | null | undefined): string | null {
  if (!image) return null;
  return image.endsWith('.webp') && !image.endsWith('-thumb.webp')
    ? `${image.slice(0, -'.webp'.length)}-thumb.webp`
    : image;
}

function unique(paths: readonly (string | null | undefined)[]): string[] {
  return [...new Set(paths.filter((path): path is string => Boolean(path)))];
}

export function packImages(pack: Pack): string[] {
  return unique([...(pack.images ?? []), ...(pack.products ?? []).map((product) => product.image)]);
}

export function productImages(product: Product): string[] {
  return unique([product.image]);
}

/** Every picture of an item, large size, in order. */
export function itemImages(shopItem: ShopItem): string[] {
  return shopItem.kind === 'product' ? productImages(shopItem.item) : packImages(shopItem.item);
}
