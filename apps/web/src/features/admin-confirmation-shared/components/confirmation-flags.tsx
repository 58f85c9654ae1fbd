import { useTranslation } from 'react-i18next';
import { CopyCheck, PhoneCall, PhoneMissed } from 'lucide-react';
import type { Order } from '@parashop/shared/api-types';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/components/ui/date-time';
import { NAMESPACE } from '../lib/outcomes';

type FlagsOrder = Pick<Order, 'possible_duplicate' | 'confirmation_attempts' | 'call_back_at'>;

/** Possible duplicate, the attempts so far and the call-back time, each shown only when it says something. */
export function ConfirmationFlags({ order }: { order: FlagsOrder }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  if (!order.possible_duplicate && order.confirmation_attempts === 0 && !order.call_back_at) return null;
  return (
    <div className="flex flex-wrap gap-1.5">
      {order.possible_duplicate ? (
        <span title={t('flags.possibleDuplicateHint')} data-testid="possible-duplicate">
          <Badge tone="danger">
            <CopyCheck aria-hidden="true" className="h-3.5 w-3.5" />
            {t('flags.possibleDuplicate')}
          </Badge>
        </span>
      ) : null}
      {order.confirmation_attempts > 0 ? (
        <Badge tone="neutral">
          <PhoneMissed aria-hidden="true" className="h-3.5 w-3.5" />
          <span data-testid="confirmation-attempts">
            {t('flags.attempts', { count: order.confirmation_attempts })}
          </span>
        </Badge>
      ) : null}
      {order.call_back_at ? (
        <Badge tone="info">
          <PhoneCall aria-hidden="true" className="h-3.5 w-3.5" />
          {t('flags.callBackAt', { time: formatDateTime(order.call_back_at, i18n.language) })}
        </Badge>
      ) : null}
    </div>
  );
}
