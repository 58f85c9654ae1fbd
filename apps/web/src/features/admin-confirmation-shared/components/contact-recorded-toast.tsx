import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { OrderDetails } from '@parashop/shared/api-types';
import type { ContactOutcome } from '@parashop/shared/constants';
import { toast } from '@/components/ui/toast';
import { contactErrorMessage, refreshAfterContact } from '../api/record-contact';
import { undoContact } from '../api/undo-contact';
import { NAMESPACE } from '../lib/outcomes';

/** How long the "Undo" of a call that cancelled an order stays offered, as for a status change (decision 175). */
export const CONTACT_UNDO_MS = 5000;

/**
 * The toast after a call was recorded: "Order CMD-…: Fake". When that call cancelled the order it
 * offers "Undo" (decision 211), which takes the call back on the server: the order is pending again
 * with its stock; a refusal (the order changed meanwhile) is told as the server words it.
 */
function ContactRecordedToast({ order, outcome }: { order: OrderDetails; outcome: ContactOutcome }) {
  const { t } = useTranslation(NAMESPACE);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const contact = order.contacts.at(-1);
  const text = t('notices.recorded', { number: order.order_number, outcome: t(`outcomes.${outcome}`) });
  if (order.status !== 'cancelled' || !contact) return <span>{text}</span>;
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1" data-testid="contact-toast">
      <span className="min-w-0 flex-[1_1_12rem]">
        {text} {t('notices.cancelled')}
      </span>
      <button
        type="button"
        disabled={busy}
        className="min-h-11 shrink-0 cursor-pointer rounded-lg px-3 font-semibold text-brand-700 underline-offset-2 hover:underline disabled:opacity-60"
        onClick={() => {
          setBusy(true);
          undoContact({ orderId: order.id, contactId: contact.id })
            .then(
              () => toast.info(t('notices.undone', { number: order.order_number })),
              (error: unknown) =>
                toast.error(
                  contactErrorMessage(error, t('notices.undoFailed', { number: order.order_number })),
                ),
            )
            .finally(() => {
              setBusy(false);
              // The queue, the lists, the open details and the dashboard read the order again.
              void refreshAfterContact(queryClient);
            });
        }}
      >
        {t('notices.undo')}
      </button>
    </div>
  );
}

/** Tells staff a call was recorded; a call that cancelled the order gets "Undo" for a few seconds. */
export function showContactRecorded(order: OrderDetails, outcome: ContactOutcome): void {
  const content = <ContactRecordedToast order={order} outcome={outcome} />;
  if (order.status === 'cancelled') toast.success(content, { autoClose: CONTACT_UNDO_MS });
  else toast.success(content);
}
