import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Clock, MapPin, Phone } from 'lucide-react';
import { formatPhone, nationalPhone } from '@parashop/shared/phone';
import type { ConfirmationQueueEntry } from '@parashop/shared/api-types';
import { buttonClasses } from '@/components/ui/button';
import { Money } from '@/components/ui/money';
import { ConfirmationFlags } from '@/features/admin-confirmation-shared/components/confirmation-flags';
import { ConfirmationStatusBadge } from '@/features/admin-confirmation-shared/components/confirmation-status-badge';
import {
  OutcomePanel,
  type ContactDecision,
} from '@/features/admin-confirmation-shared/components/outcome-panel';
import { PhoneHistoryFigures } from '@/features/admin-confirmation-shared/components/phone-history';
import { WhatsappButton } from '@/features/admin-confirmation-shared/components/whatsapp-button';
import { relativeAge } from '../lib/relative-age';
import { useLocalised } from '@/i18n/use-localised';
// Order edits (decision 260).
import { EditOrderButton } from '@/features/admin-order-edits-shared/components/edit-order-button';

/** A `tel:` target the phone's dialler understands (spaces and dots dropped). */
function telHref(phone: string): string {
  return `tel:${nationalPhone(phone) ?? phone.replace(/[^\d+]/g, '')}`;
}

export interface QueueCardProps {
  entry: ConfirmationQueueEntry;
  now: Date;
  /** A call of this order is on its way to the server (a no answer keeps the card on screen). */
  isBusy?: boolean;
  onRecord: (entry: ConfirmationQueueEntry, decision: ContactDecision) => void;
}

/** One order to call: who, how to reach them, their history, what to collect, and the outcome buttons. */
export function QueueCard({ entry, now, isBusy = false, onRecord }: QueueCardProps) {
  const { t, i18n } = useTranslation('admin-confirmations');
  const localised = useLocalised();
  const titleId = useId();
  return (
    <li>
      <article
        aria-labelledby={titleId}
        data-testid="queue-card"
        data-order-number={entry.order_number}
        className="flex h-full flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-card"
      >
        <header className="flex flex-wrap items-center justify-between gap-2">
          <bdi dir="ltr" className="font-mono text-xs font-semibold text-brand-800">
            {entry.order_number}
          </bdi>
          <span className="flex items-center gap-2">
            <span className="flex items-center gap-1 text-xs text-muted">
              <Clock aria-hidden="true" className="h-3.5 w-3.5" />
              <time dateTime={entry.created_at}>{relativeAge(entry.created_at, now, i18n.language)}</time>
            </span>
            <ConfirmationStatusBadge status={entry.confirmation_status} />
          </span>
        </header>
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold text-ink [overflow-wrap:anywhere]">
            <bdi>{entry.name}</bdi>
          </h2>
          <p className="mt-0.5 flex items-start gap-1 text-sm text-muted [overflow-wrap:anywhere]">
            <MapPin aria-hidden="true" className="mt-0.5 h-3.5 w-3.5 shrink-0" />
            <span className="min-w-0">
              <span className="sr-only">{t('card.address')}: </span>
              {/* One isolate: a Latin address and its city keep their order on an Arabic screen. */}
              <bdi>{`${entry.address}, ${entry.city}`}</bdi>
            </span>
          </p>
        </div>
        <ConfirmationFlags order={entry} />
        <div className="grid gap-2 sm:grid-cols-2">
          <a
            href={telHref(entry.phone_number)}
            className={buttonClasses({ variant: 'secondary', className: 'h-11 min-w-0 text-base' })}
            aria-label={t('card.call', { phone: entry.phone_number })}
            data-testid="tel-link"
          >
            <Phone aria-hidden="true" className="h-4 w-4 shrink-0" />
            <bdi dir="ltr" className="truncate">
              <bdi dir="ltr">{formatPhone(entry.phone_number)}</bdi>
            </bdi>
          </a>
          <WhatsappButton order={entry} />
        </div>
        <PhoneHistoryFigures history={entry.phone_history} />
        <section aria-label={t('card.items')}>
          <ul className="divide-y divide-line text-sm">
            {entry.order_items.map((item) => (
              <li key={item.id} className="flex items-baseline justify-between gap-3 py-1.5">
                <span className="min-w-0 [overflow-wrap:anywhere]">
                  <span className="font-semibold tabular-nums">{item.quantity} ×</span>{' '}
                  <bdi>{localised.name(item.target)}</bdi>
                </span>
                <Money amount={item.total_price} unit="DH" className="text-muted" />
              </li>
            ))}
          </ul>
          <p className="mt-1 flex items-baseline justify-between gap-3 border-t border-line pt-2">
            <span className="text-sm font-medium text-muted">{t('card.toCollect')}</span>
            <Money amount={entry.total_order} unit="DH" className="text-lg font-bold text-brand-800" />
          </p>
          {/* Order edits (decision 260): what the customer changes during the call. */}
          <EditOrderButton order={entry} className="mt-2" />
        </section>
        <OutcomePanel
          // A fresh panel (no note left over) once a no answer is counted.
          key={entry.confirmation_attempts}
          className="mt-auto border-t border-line pt-3"
          orderNumber={entry.order_number}
          onRecord={(decision) => onRecord(entry, decision)}
          isBusy={isBusy}
        />
      </article>
    </li>
  );
}
