import { PackageOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import type { useUserOrders } from '../api/user-orders';
import { OrderCard } from './order-card';

/** The order history: loading, error with retry, empty, then the expandable orders (newest first). */
export function OrdersTab({ query }: { query: ReturnType<typeof useUserOrders> }) {
  const { t } = useTranslation('account');
  if (query.isPending) return <LoadingState label={t('orders.loading')} />;
  if (query.isError) {
    return (
      <ErrorState
        title={t('orders.loadFailed')}
        message={t('orders.loadError', { message: errorMessage(query.error, t('orders.loadFailed')) })}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  if (query.data.length === 0) {
    return (
      <EmptyState
        icon={<PackageOpen aria-hidden="true" className="h-7 w-7" />}
        title={t('orders.empty')}
        description={t('orders.emptyHint')}
        action={
          <Link to="/" className={buttonClasses({ variant: 'primary' })}>
            {t('orders.startShopping')}
          </Link>
        }
      />
    );
  }
  const orders = [...query.data].sort((a, b) => b.created_at.localeCompare(a.created_at));
  return (
    <ul className="flex flex-col gap-3">
      {orders.map((order) => (
        <OrderCard key={order.id} order={order} />
      ))}
    </ul>
  );
}
