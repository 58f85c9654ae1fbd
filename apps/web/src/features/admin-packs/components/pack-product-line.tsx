import type { ReactNode } from 'react';
import type { PackProduct } from '@parashop/shared/api-types';
import { Money } from '@/components/ui/money';
import { SmartImage } from '@/components/ui/smart-image';
import { cn } from '@/lib/cn';
import { thumbnailPath } from '@/lib/item-images';

/**
 * One product of a pack in a list: its thumbnail, its name (a long one wraps) and its price, then
 * `children` (the form's remove button). In the form (`compact`) the line is smaller, the name at most
 * two lines and the price muted.
 */
export function PackProductLine({
  product,
  name,
  compact = false,
  children,
}: {
  product: PackProduct;
  /** The product's name as the list shows it. */
  name: string;
  compact?: boolean;
  children?: ReactNode;
}) {
  const size = compact ? 36 : 40;
  return (
    <li className="flex items-center gap-3 px-3 py-2">
      <SmartImage
        src={thumbnailPath(product.image)}
        alt=""
        width={size}
        height={size}
        className={cn(compact ? 'h-9 w-9' : 'h-10 w-10', 'shrink-0 rounded-md object-cover ring-1 ring-line')}
      />
      <span
        dir="auto"
        className={cn(compact && 'line-clamp-2', 'min-w-0 flex-1 text-sm [overflow-wrap:anywhere]')}
      >
        {name}
      </span>
      <Money amount={product.price} unit="DH" className={cn('text-sm', compact && 'text-muted')} />
      {children}
    </li>
  );
}
