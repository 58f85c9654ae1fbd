import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES } from '@parashop/shared/constants';
import type { Order } from '@parashop/shared/api-types';
import { Select } from '@/components/ui/select';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { isOrderStatus } from '../lib/order-filters';

/**
 * Any of the four statuses from any other (no client restriction, SPEC section 4); the change
 * shows at once and is undone if the server refuses it.
 */
export function OrderStatusSelect({ order }: { order: Pick<Order, 'id' | 'status' | 'order_number'> }) {
  const { t } = useTranslation('admin-orders');
  const update = useUpdateOrderStatus();

  return (
    <Select
      aria-label={t('table.changeStatusOf', { number: order.order_number })}
      value={order.status}
      className="h-9 min-w-36 py-1"
      options={ORDER_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
      onChange={(event) => {
        const status = event.target.value;
        if (isOrderStatus(status) && status !== order.status) update.mutate({ id: order.id, status });
      }}
    />
  );
}
