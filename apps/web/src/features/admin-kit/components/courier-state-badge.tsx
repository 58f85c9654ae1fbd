import { useTranslation } from 'react-i18next';
import type { CourierParcelView } from '@parashop/shared';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const TONES: Record<CourierParcelView['delivery_state'], BadgeTone> = {
  waiting: 'neutral',
  out: 'info',
  delivered: 'success',
  failed: 'danger',
  postponed: 'warning',
  cancelled: 'danger',
  returned: 'neutral',
};

/**
 * A parcel's state in the shop's words (the couriers screen and an order's courier panel): "being sent"
 * while the courier's answer is not known, "refused" when it refused the parcel, unless it was cancelled
 * since.
 */
export function CourierStateBadge({ parcel }: { parcel: CourierParcelView }) {
  const { t } = useTranslation('admin-couriers');
  if (parcel.state === 'sending') return <Badge tone="warning">{t('state.sending')}</Badge>;
  if (parcel.state === 'refused' && parcel.delivery_state !== 'cancelled')
    return <Badge tone="danger">{t('state.refused')}</Badge>;
  return <Badge tone={TONES[parcel.delivery_state]}>{t(`state.${parcel.delivery_state}`)}</Badge>;
}
