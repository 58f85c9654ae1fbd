import { useTranslation } from 'react-i18next';
import { CheckCircle2, Clock, ShoppingBag, Wallet } from 'lucide-react';
import { fromCentimes } from '@parashop/shared/money';
import { Money } from '@/components/ui/money';
import { StatGrid } from '@/components/ui/stat-card';
import { StatCards } from '@/features/admin-kit/components/stat-cards';
import type { OrderStats } from '../lib/order-filters';

export function OrdersStats({ stats }: { stats: OrderStats }) {
  const { t } = useTranslation('admin-orders');
  return (
    <StatGrid className="mb-6">
      <StatCards
        figures={[
          { testId: 'orders-stat-total', label: t('stats.total'), value: stats.total, icon: ShoppingBag },
          {
            testId: 'orders-stat-pending',
            label: t('stats.pending'),
            value: stats.pending,
            tone: 'warning',
            icon: Clock,
          },
          {
            testId: 'orders-stat-delivered',
            label: t('stats.delivered'),
            value: stats.delivered,
            tone: 'success',
            icon: CheckCircle2,
          },
          {
            testId: 'orders-stat-revenue',
            label: t('stats.revenue'),
            value: <Money amount={fromCentimes(stats.deliveredRevenue)} unit="DH" />,
            hint: t('stats.revenueHint'),
            tone: 'info',
            icon: Wallet,
          },
        ]}
      />
    </StatGrid>
  );
}
