import { useEffect, useState } from 'react';
import { PACK_IMAGE_FADE_MS, PACK_IMAGE_ROTATION_MS } from '@parashop/shared/constants';
import { SmartImage } from '../../../components/ui/smart-image';
import { cn } from '../../../lib/cn';

/**
 * A pack's pictures shown in turn: a new one every 5 seconds, cross-faded over 1 second (SPEC
 * section 2). A single picture simply stays.
 */
export function RotatingImage({
  images,
  alt,
  width,
  height,
  eager = false,
  className,
}: {
  images: readonly string[];
  alt: string;
  width: number;
  height: number;
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
      <SmartImage
        src={images[0]}
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
        <SmartImage
          key={image}
          src={image}
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
