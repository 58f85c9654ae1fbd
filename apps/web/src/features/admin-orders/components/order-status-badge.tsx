import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@parashop/shared/constants';
import { Badge, type BadgeTone } from '@/components/ui/badge';

export const ORDER_STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  pending: 'warning',
  delivered: 'success',
  returned: 'info',
  cancelled: 'danger',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('admin-orders');
  return <Badge tone={ORDER_STATUS_TONES[status] ?? 'neutral'}>{t(`status.${status}`)}</Badge>;
}
