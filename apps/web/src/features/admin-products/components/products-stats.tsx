import { useTranslation } from 'react-i18next';
import { AlertTriangle, Package, PackageX } from 'lucide-react';
import { StatCards } from '@/features/admin-kit/components/stat-cards';
import type { ProductStats } from '../lib/product-filters';

/** Total, low stock and out of stock, over every product (not only the filtered ones). */
export function ProductsStats({ stats }: { stats: ProductStats }) {
  const { t } = useTranslation('admin-products');
  return (
    // Two by two on phones and tablets (the total across the top), three in a row on laptops.
    <div className="mb-6 grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3">
      <StatCards
        figures={[
          {
            testId: 'products-stat-total',
            className: 'col-span-2 xl:col-span-1',
            label: t('stats.total'),
            value: stats.total,
            icon: Package,
          },
          {
            testId: 'products-stat-low',
            label: t('stats.lowStock'),
            value: stats.lowStock,
            hint: t('stats.lowStockHint'),
            tone: 'warning',
            icon: AlertTriangle,
          },
          {
            testId: 'products-stat-out',
            label: t('stats.outOfStock'),
            value: stats.outOfStock,
            hint: t('stats.outOfStockHint'),
            tone: 'danger',
            icon: PackageX,
          },
        ]}
      />
    </div>
  );
}
