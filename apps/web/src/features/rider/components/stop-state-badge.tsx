import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { useNumberFormat } from '@/components/ui/number-format';
import { STOP_STATE_TONES } from '@/lib/stop-state-tones';
import type { StopView } from '../lib/stop-view';

/** The stop's state, with what was collected or why it failed once reported. */
export function StopStateBadge({ view }: { view: StopView }) {
  const { t } = useTranslation('rider');
  const { money } = useNumberFormat();
  const { stop } = view;
  return (
    <div className="mt-1 flex flex-col items-end gap-0.5">
      <Badge tone={STOP_STATE_TONES[stop.state]}>{t(`states.${stop.state}`)}</Badge>
      {stop.state === 'delivered' && stop.collected !== null && stop.collected !== stop.order.total ? (
        <span className="text-xs text-muted tabular-nums">
          {t('stop.collected', { amount: `\u2066${money(stop.collected, 'DH')}\u2069` })}
        </span>
      ) : null}
      {stop.state === 'failed' && stop.reason ? (
        <span className="text-xs text-muted">{t(`reasons.${stop.reason}`)}</span>
      ) : null}
      {stop.state === 'postponed' && stop.postponed_to ? (
        <span className="text-xs text-muted tabular-nums">{stop.postponed_to}</span>
      ) : null}
    </div>
  );
}
