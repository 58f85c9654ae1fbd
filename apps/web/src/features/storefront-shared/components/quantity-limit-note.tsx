import { cn } from '@/lib/cn';
import { useLimitText } from '../hooks/use-limit-text';

/**
 * Beside a quantity stepper that is not yet the cart's: empty while the quantity can rise, the
 * reason it cannot once it stops ('At most 10 per order', 'Only 3 left'), read out when it appears.
 */
export function QuantityLimitNote({
  stock,
  quantity,
  className,
}: {
  stock: number;
  quantity: number;
  className?: string;
}) {
  const text = useLimitText(stock, quantity);
  return (
    <p
      aria-live="polite"
      data-limit={text === null ? undefined : 'reached'}
      className={cn('text-xs font-medium text-amber-700', className)}
    >
      {text}
    </p>
  );
}
