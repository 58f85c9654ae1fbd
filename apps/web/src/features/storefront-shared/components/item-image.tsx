import { useState } from 'react';
import { SmartImage, type SmartImageProps } from '@/components/ui/smart-image';
import { thumbnailPath, variantSrcSet } from '@/lib/item-images';

export type ItemImageProps = Omit<SmartImageProps, 'src' | 'srcSet'> & {
  /** The stored path of the picture (its large size), as the API gives it. */
  image: string | null | undefined;
  /** How wide the picture is drawn (the `sizes` attribute): the browser picks the variant from it. */
  sizes: string;
};

/**
 * A catalogue picture from its responsive variants: AVIF where the browser decodes it, WebP otherwise
 * (the `img`'s own `srcset`), each at the smallest width sharp for `sizes` on the screen; the
 * thumbnail is the plain `src`. A browser draws a `srcset` candidate rather than `src`, so once a
 * variant fails the sets are dropped: the thumbnail shows, and SmartImage's placeholder if that fails too.
 */
export function ItemImage({ image, sizes, onError, ...rest }: ItemImageProps) {
  const [failedImage, setFailedImage] = useState<string | null>(null);
  const avif = failedImage === image ? undefined : variantSrcSet(image, 'avif');
  const webp = failedImage === image ? undefined : variantSrcSet(image, 'webp');
  const picture = (
    <SmartImage
      {...rest}
      src={thumbnailPath(image)}
      srcSet={webp}
      sizes={webp ? sizes : undefined}
      onError={(event) => {
        if (webp) setFailedImage(image ?? null);
        onError?.(event);
      }}
    />
  );
  if (!avif) return picture;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      {picture}
    </picture>
  );
}
