import type { Pack, Product } from '@parashop/shared/api-types';
import {
  IMAGE_VARIANT_WIDTHS,
  hasImageVariants,
  imageVariantPath,
  type ImageVariantFormat,
} from '@parashop/shared/image-variants';
import { storageUrl } from './storage-url';

/**
 * The API stores each upload as `<x>.webp` (large, at most 1200 px), `<x>-thumb.webp` (thumbnail,
 * at most 400 px) and responsive variants `<x>-w<160|320|640|1024>.<avif|webp>`
 * (apps/api/src/lib/images.ts); pictures are drawn from the variants through `srcset` and `sizes`,
 * the thumbnail being the plain `src`. Paths in another format (external) are used as they are.
 */
/** A product or a pack, as the storefront's cards hold them (`ShopItem`). */
export type ImagedItem = { kind: 'product'; item: Product } | { kind: 'pack'; item: Pack };

export const THUMBNAIL_WIDTH = 400;
export const LARGE_WIDTH = 1200;

const hasVariants = hasImageVariants;

export function thumbnailPath(image: string | null | undefined): string | null {
  if (!image) return null;
  return hasVariants(image) ? `${image.slice(0, -'.webp'.length)}-thumb.webp` : image;
}

/**
 * `srcset` of a picture in one format: every variant with its width, so that `sizes` (how wide the
 * picture is drawn) lets the browser fetch the smallest one sharp on its screen. Undefined for a path
 * without variants (the plain `src` is used).
 */
export function variantSrcSet(
  image: string | null | undefined,
  format: ImageVariantFormat,
): string | undefined {
  if (!image || !hasVariants(image)) return undefined;
  return IMAGE_VARIANT_WIDTHS.map(
    (width) => `${storageUrl(imageVariantPath(image, width, format))} ${width}w`,
  ).join(', ');
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
