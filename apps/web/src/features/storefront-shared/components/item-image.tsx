import { useState } from 'react';
import { SmartImage, type SmartImageProps } from '@/components/ui/smart-image';

/**
 * A stored picture with a `srcset` (and its `sizes`). A browser draws a `srcset` candidate rather than
 * `src`, so once the picture fails the set is dropped and SmartImage's placeholder shows.
 */
export function ItemImage({ srcSet, sizes, onError, ...rest }: SmartImageProps) {
  const [failedSet, setFailedSet] = useState<string | null>(null);
  const usable = srcSet && srcSet !== failedSet ? srcSet : undefined;
  return (
    <SmartImage
      {...rest}
      srcSet={usable}
      sizes={usable ? sizes : undefined}
      onError={(event) => {
        if (usable) setFailedSet(usable);
        onError?.(event);
      }}
    />
  );
}
