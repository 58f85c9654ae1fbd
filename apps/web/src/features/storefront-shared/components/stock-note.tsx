import { useTranslation } from 'react-i18next';
import { stockStatus } from '@parashop/shared';
import { cn } from '@/lib/cn';
import { useLimitText } from '../hooks/use-limit-text';

/**
 * 'Only 3 left' for low stock (1 to 5), 'Out of stock' at 0, 'In stock' otherwise. Given the
 * quantity in the cart, it says instead why the quantity stops once it has reached its limit
 * ('At most 10 per order', 'Only 8 left'), and reads the change out.
 */
export function StockNote({
  stock,
  quantity,
  className,
}: {
  stock: number;
  quantity?: number;
  className?: string;
}) {
  const { t } = useTranslation('storefront');
  const limitText = useLimitText(stock, quantity ?? 0);
  const status = stockStatus(stock);
  return (
    <p
      aria-live={quantity === undefined ? undefined : 'polite'}
      data-limit={limitText === null ? undefined : 'reached'}
      className={cn(
        'text-xs font-medium',
        limitText === null && status === 'in_stock' && 'text-leaf-700',
        (limitText !== null || status === 'low_stock') && 'text-amber-700',
        limitText === null && status === 'out_of_stock' && 'text-danger-600',
        className,
      )}
    >
      {limitText ??
        (status === 'low_stock'
          ? t('stock.onlyLeft', { count: stock })
          : t(status === 'in_stock' ? 'stock.inStock' : 'stock.outOfStock'))}
    </p>
  );
}
