import type { DeliveryStop } from '@parashop/shared/api-types';
import type { BadgeTone } from '@/components/ui/badge';

/** The badge tone of a delivery stop's state: the same on the run cards of the back office and the rider's app. */
export const STOP_STATE_TONES: Record<DeliveryStop['state'], BadgeTone> = {
  assigned: 'neutral',
  out: 'info',
  delivered: 'success',
  failed: 'danger',
  postponed: 'warning',
};
