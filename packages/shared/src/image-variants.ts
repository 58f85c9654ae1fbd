/**
 * The responsive variants the server makes of every catalogue picture (apps/api/src/lib/images.ts)
 * and the names it stores them under, so that the web app's `srcset` asks for exactly those.
 */

/** Widths in px; a picture narrower than a width is stored at its own width under that name. */
export const IMAGE_VARIANT_WIDTHS = [160, 320, 640, 1024] as const;
/** Best first: browsers take the first `<source>` whose type they decode. */
export const IMAGE_VARIANT_FORMATS = ['avif', 'webp'] as const;

export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];
export type ImageVariantFormat = (typeof IMAGE_VARIANT_FORMATS)[number];

/** Whether a stored path is an upload's large picture, the one variants are made of (`<x>.webp`). */
export function hasImageVariants(image: string): boolean {
  return (
    image.endsWith('.webp') && !image.endsWith('-thumb.webp') && !/^(?:https?:|data:|blob:|\/)/i.test(image)
  );
}

/** `products/ab12.webp`, 320, 'avif' -> `products/ab12-w320.avif`. */
export function imageVariantPath(
  image: string,
  width: ImageVariantWidth,
  format: ImageVariantFormat,
): string {
  const base = image.endsWith('.webp') ? image.slice(0, -'.webp'.length) : image;
  return `${base}-w${width}.${format}`;
}
