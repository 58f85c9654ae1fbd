import { useTranslation } from 'react-i18next';
import { Check, Clock, CloudOff, Lock, MapPin, MessageCircle, Phone, X } from 'lucide-react';
import type { StopOutcome } from '@parashop/shared/constants';
import { formatPhone, isolatedPhone } from '@parashop/shared/phone';
import { Button } from '@/components/ui/button';
import { useNumberFormat } from '@/components/ui/number-format';
import { cn } from '@/lib/cn';
import { mapLink, onMyWayLink, telLink } from '../lib/stop-links';
import { canReport, type StopView } from '../lib/stop-view';
import { StopStateBadge } from './stop-state-badge';

interface Props {
  view: StopView;
  onChoose: (outcome: StopOutcome) => void;
  onDismissRefusal: (key: string) => void;
}

const ACTION =
  'inline-flex h-12 min-w-0 flex-1 items-center justify-center gap-1.5 rounded-lg border border-line bg-surface px-2 text-sm font-medium hover:bg-brand-50';

/** One stop: who, where, what to collect, the ways to reach them, and one tap per outcome. */
export function StopCard({ view, onChoose, onDismissRefusal }: Props) {
  const { t, i18n } = useTranslation('rider');
  // "I am on my way" in the language the customer ordered in, whatever the rider reads.
  const { t: customerT } = useTranslation('rider', { lng: view.stop.order.language });
  const { money } = useNumberFormat();
  const { stop, waiting, refused } = view;
  const { order } = stop;
  const shownPhone = i18n.dir() === 'rtl' ? isolatedPhone(order.phone) : formatPhone(order.phone);
  const whatsapp = onMyWayLink(
    order.phone,
    customerT('onMyWay', { name: order.customer_name, number: order.order_number }),
  );
  const open = stop.state === 'assigned' || stop.state === 'out';

  return (
    <li
      className={cn(
        'rounded-card border bg-surface p-4 shadow-card',
        open ? 'border-line' : 'border-transparent bg-canvas opacity-90',
      )}
      data-testid={`stop-${stop.id}`}
      aria-labelledby={`stop-${stop.id}-title`}
    >
      <div className="flex items-start gap-3">
        <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800 tabular-nums">
          {stop.position}
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={`stop-${stop.id}-title`} className="break-anywhere font-semibold text-ink">
            {order.customer_name}
          </h3>
          <p className="text-xs text-muted tabular-nums" dir="ltr">
            {order.order_number}
          </p>
        </div>
        <div className="text-end">
          <p className="text-lg font-bold whitespace-nowrap text-ink tabular-nums" data-testid="stop-amount">
            <bdi dir="ltr">{money(order.total, 'DH')}</bdi>
          </p>
          <StopStateBadge view={view} />
        </div>
      </div>

      <a
        href={mapLink(order.address, order.city)}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-3 flex items-start gap-2 rounded-lg p-2 text-sm text-brand-800 hover:bg-brand-50"
      >
        <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        <span className="break-anywhere">
          {order.address}, {order.city}
          <span className="sr-only"> ({t('stop.openMap')})</span>
        </span>
      </a>
      {order.items.length > 0 ? (
        <p className="break-anywhere px-2 text-xs text-muted">
          {order.items
            .map((item) => t('stop.item', { quantity: item.quantity, name: item.name }))
            .join(' · ')}
        </p>
      ) : null}
      {order.failed_attempts > 0 ? (
        <p className="mt-1 px-2 text-xs font-medium text-amber-700">
          {t('stop.attempts', { count: order.failed_attempts })}
        </p>
      ) : null}

      {open ? (
        <div className="mt-3 flex gap-2">
          <a href={telLink(order.phone)} className={cn(ACTION, 'text-ink')}>
            <Phone aria-hidden="true" className="h-4 w-4 shrink-0" />
            <span className="whitespace-nowrap tabular-nums" dir="ltr">
              {shownPhone}
            </span>
            <span className="sr-only">{t('stop.call', { name: order.customer_name })}</span>
          </a>
          {whatsapp ? (
            <a
              href={whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              className={cn(ACTION, 'text-leaf-700')}
            >
              <MessageCircle aria-hidden="true" className="h-4 w-4 shrink-0" />
              <span className="truncate">{t('stop.onMyWay')}</span>
            </a>
          ) : null}
        </div>
      ) : null}

      {waiting ? (
        <p
          role="status"
          className="mt-3 flex items-center gap-2 rounded-lg bg-warning-50 p-3 text-sm font-medium text-amber-800"
          data-testid="stop-waiting"
        >
          <CloudOff aria-hidden="true" className="h-4 w-4 shrink-0" />
          {t(`waiting.${waiting.body.outcome}`)}
        </p>
      ) : null}
      {refused ? (
        <div role="alert" className="mt-3 rounded-lg bg-danger-50 p-3 text-sm text-danger-700">
          <p className="font-medium">{t('refused.title')}</p>
          <p className="break-anywhere">
            {refused.reason === 'code_wrong'
              ? t('code.wrong', { count: refused.triesLeft ?? 0 })
              : refused.message}
          </p>
          <button
            type="button"
            className="mt-1 text-xs font-semibold underline"
            onClick={() => onDismissRefusal(refused.key)}
          >
            {t('refused.dismiss')}
          </button>
        </div>
      ) : null}
      {stop.code_locked && open ? (
        <p className="mt-3 flex items-center gap-2 rounded-lg bg-danger-50 p-3 text-sm font-medium text-danger-700">
          <Lock aria-hidden="true" className="h-4 w-4 shrink-0" />
          {t('code.locked')}
        </p>
      ) : null}

      {canReport(view) ? (
        <div className="mt-3 grid grid-cols-3 gap-2">
          <Button
            size="lg"
            className="h-14 flex-col gap-0.5 px-1 text-xs"
            onClick={() => onChoose('delivered')}
          >
            <Check aria-hidden="true" className="h-5 w-5" />
            {t('actions.delivered')}
          </Button>
          <Button
            size="lg"
            variant="outline"
            className="h-14 flex-col gap-0.5 px-1 text-xs text-danger-700"
            onClick={() => onChoose('failed')}
          >
            <X aria-hidden="true" className="h-5 w-5" />
            {t('actions.failed')}
          </Button>
          <Button
            size="lg"
            variant="outline"
            className="h-14 flex-col gap-0.5 px-1 text-xs"
            onClick={() => onChoose('postponed')}
          >
            <Clock aria-hidden="true" className="h-5 w-5" />
            {t('actions.postponed')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
