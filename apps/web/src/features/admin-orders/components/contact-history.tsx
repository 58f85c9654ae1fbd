import { useTranslation } from 'react-i18next';
import type { OrderContact } from '@parashop/shared/api-types';
import { TIMEOUT_CONTACT_OUTCOME } from '@parashop/shared/constants';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { DateTime, formatDateTime } from '@/components/ui/date-time';
import { CONFIRMATION_STATUS_TONES } from '@/features/admin-confirmation-shared/lib/outcomes';

function outcomeTone(outcome: OrderContact['outcome']): BadgeTone {
  return outcome === TIMEOUT_CONTACT_OUTCOME ? 'neutral' : CONFIRMATION_STATUS_TONES[outcome];
}

function ContactEntry({ contact }: { contact: OrderContact }) {
  const { t, i18n } = useTranslation(['admin-orders', 'admin-confirmation-shared']);
  const isTimeout = contact.outcome === TIMEOUT_CONTACT_OUTCOME;
  return (
    <li className="flex flex-col gap-1 py-2.5" data-testid="contact-entry" data-outcome={contact.outcome}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Badge tone={outcomeTone(contact.outcome)}>
          {t(`admin-confirmation-shared:outcomes.${contact.outcome}`)}
        </Badge>
        <DateTime value={contact.created_at} className="text-xs text-muted" />
      </div>
      <p className="text-xs text-muted">
        {isTimeout
          ? t('contacts.timeout')
          : t('contacts.by', { name: contact.staff_name ?? t('contacts.unknownStaff') })}
      </p>
      {contact.call_back_at ? (
        <p className="text-sm text-ink">
          {t('contacts.callBackAt', { time: formatDateTime(contact.call_back_at, i18n.language) })}
        </p>
      ) : null}
      {contact.note ? (
        <p className="rounded-lg bg-canvas px-2.5 py-1.5 text-sm text-ink [overflow-wrap:anywhere]">
          <span className="sr-only">{t('contacts.note')}: </span>
          <bdi>{contact.note}</bdi>
        </p>
      ) : null}
    </li>
  );
}

/** The calls recorded on an order, oldest first; `timeout` says the shop cancelled it on its own. */
export function ContactHistory({ contacts }: { contacts: readonly OrderContact[] }) {
  const { t } = useTranslation('admin-orders');
  return (
    <section aria-labelledby="order-details-contacts">
      <h4 id="order-details-contacts" className="text-sm font-semibold">
        {t('contacts.title')}
      </h4>
      {contacts.length === 0 ? (
        <p className="py-2 text-sm text-muted">{t('contacts.none')}</p>
      ) : (
        <ol className="divide-y divide-line" data-testid="contact-history">
          {contacts.map((contact) => (
            <ContactEntry key={contact.id} contact={contact} />
          ))}
        </ol>
      )}
    </section>
  );
}
