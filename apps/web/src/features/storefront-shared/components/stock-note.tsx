import { useTranslation } from 'react-i18next';
import { stockStatus } from '@parashop/shared';
import { cn } from '@/lib/cn';

/** 'Only 3 left' for low stock (1 to 5), 'Out of stock' at 0, 'In stock' otherwise. */
export function StockNote({ stock, className }: { stock: number; className?: string }) {
  const { t } = useTranslation('storefront');
  const status = stockStatus(stock);
  return (
    <p
      className={cn(
        'text-xs font-medium',
        status === 'in_stock' && 'text-leaf-700',
        status === 'low_stock' && 'text-amber-700',
        status === 'out_of_stock' && 'text-danger-600',
        className,
      )}
    >
      {status === 'low_stock'
        ? t('stock.onlyLeft', { count: stock })
        : t(status === 'in_stock' ? 'stock.inStock' : 'stock.outOfStock')}
    </p>
  );
}
