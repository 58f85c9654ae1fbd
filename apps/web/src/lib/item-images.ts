import type { Pack, Product } from '@parashop/shared/api-types';
import { storageUrl } from './storage-url';

/**
 * The API stores each upload as `<x>.webp` (large, at most 1200 px) and `<x>-thumb.webp` (thumbnail,
 * at most 400 px; apps/api/src/lib/images.ts); cards load the thumbnail. Paths in another format
 * (seeded or external) are used as they are.
 */
/** A product or a pack, as the storefront's cards hold them (`ShopItem`). */
export type ImagedItem = { kind: 'product'; item: Product } | { kind: 'pack'; item: Pack };

export const THUMBNAIL_WIDTH = 400;
export const LARGE_WIDTH = 1200;

function hasVariants(image: string): boolean {
  return image.endsWith('.webp') && !image.endsWith('-thumb.webp');
}

export function thumbnailPath(image: string | null | undefined): string | null {
  if (!image) return null;
  return hasVariants(image) ? `${image.slice(0, -'.webp'.length)}-thumb.webp` : image;
}

/**
 * `srcset` of a picture shown small: the thumbnail with its width, so that `sizes` tells the browser
 * how large it is drawn. Undefined without a thumbnail variant (the plain `src` is used).
 */
export function thumbnailSrcSet(image: string | null | undefined): string | undefined {
  if (!image || !hasVariants(image)) return undefined;
  return `${storageUrl(thumbnailPath(image))} ${THUMBNAIL_WIDTH}w`;
}

/**
 * `srcset` of a picture that may be drawn large (the hero): the thumbnail where it is sharp enough,
 * the large variant on wider slots and denser screens.
 */
export function responsiveSrcSet(image: string | null | undefined): string | undefined {
  if (!image || !hasVariants(image)) return undefined;
  return `${storageUrl(thumbnailPath(image))} ${THUMBNAIL_WIDTH}w, ${storageUrl(image)} ${LARGE_WIDTH}w`;
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
export function itemImages(shopItem: ImagedItem): string[] {
  return shopItem.kind === 'product' ? productImages(shopItem.item) : packImages(shopItem.item);
}
