import { useState, type ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_IMAGE, storageUrl } from '@/lib/storage-url';
import { cn } from '@/lib/cn';

export interface SmartImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  /** A stored relative path (`products/1/large.webp`), an absolute URL, or a blob:/data: preview. */
  src: string | null | undefined;
  alt: string;
  width?: number;
  height?: number;
}

/**
 * An image that never shows a broken icon: a missing path or a failed load falls back to the
 * placeholder (SPEC section 8 "Other"). Lazy-loaded and async-decoded by default.
 */
export function SmartImage({
  src,
  alt,
  loading = 'lazy',
  decoding = 'async',
  className,
  onError,
  ...rest
}: SmartImageProps) {
  const wanted = storageUrl(src);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = failedSrc === wanted ? PLACEHOLDER_IMAGE : wanted;

  return (
    <img
      {...rest}
      src={shown}
      alt={alt}
      loading={loading}
      decoding={decoding}
      className={cn(shown === PLACEHOLDER_IMAGE && 'bg-brand-50 object-contain', className)}
      onError={(event) => {
        if (shown !== PLACEHOLDER_IMAGE) setFailedSrc(wanted);
        onError?.(event);
      }}
    />
  );
}
