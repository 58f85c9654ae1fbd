import { useEffect, useState } from 'react';
import { PACK_IMAGE_FADE_MS, PACK_IMAGE_ROTATION_MS } from '@parashop/shared/constants';
import { cn } from '@/lib/cn';
import { ItemImage } from './item-image';

/**
 * A pack's pictures shown in turn: a new one every 5 seconds, cross-faded over 1 second (SPEC
 * section 2). A single picture simply stays. `images` are stored paths; their thumbnails are shown.
 */
export function RotatingImage({
  images,
  alt,
  width,
  height,
  sizes,
  eager = false,
  className,
}: {
  images: readonly string[];
  alt: string;
  width: number;
  height: number;
  /** How wide the picture is drawn (the `sizes` attribute). */
  sizes: string;
  eager?: boolean;
  className?: string;
}) {
  const [index, setIndex] = useState(0);
  const count = images.length;

  useEffect(() => {
    if (count <= 1) return;
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % count),
      PACK_IMAGE_ROTATION_MS,
    );
    return () => window.clearInterval(timer);
  }, [count]);

  if (count <= 1) {
    return (
      <ItemImage
        image={images[0]}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        className={cn('h-full w-full', className)}
      />
    );
  }

  return (
    <div className="relative h-full w-full" data-rotating-images={count}>
      {images.map((image, position) => (
        <ItemImage
          key={image}
          image={image}
          sizes={sizes}
          alt={position === index % count ? alt : ''}
          aria-hidden={position === index % count ? undefined : true}
          width={width}
          height={height}
          loading={eager && position === 0 ? 'eager' : 'lazy'}
          style={{ transitionDuration: `${PACK_IMAGE_FADE_MS}ms` }}
          className={cn(
            'absolute inset-0 h-full w-full transition-opacity ease-in-out',
            position === index % count ? 'opacity-100' : 'opacity-0',
            className,
          )}
        />
      ))}
    </div>
  );
}
