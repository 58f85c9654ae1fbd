import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Ban } from 'lucide-react';
import type { Order, OrderDetails } from '@parashop/shared/api-types';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DateTime } from '@/components/ui/date-time';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { contactErrorMessage } from '@/features/admin-confirmation-shared/api/record-contact';
import { showContactRecorded } from '@/features/admin-confirmation-shared/components/contact-recorded-toast';
import {
  BlockPhoneModal,
  type BlockPhoneTarget,
} from '@/features/admin-confirmation-shared/components/block-phone-modal';
import { ConfirmationStatusBadge } from '@/features/admin-confirmation-shared/components/confirmation-status-badge';
import {
  OutcomePanel,
  type ContactDecision,
} from '@/features/admin-confirmation-shared/components/outcome-panel';
import { PhoneHistoryFigures } from '@/features/admin-confirmation-shared/components/phone-history';
import { WhatsappButton } from '@/features/admin-confirmation-shared/components/whatsapp-button';
import { isBlockable } from '@/features/admin-confirmation-shared/lib/outcomes';
import { useRecordOrderContact } from '../api/record-order-contact';
import { ContactHistory } from './contact-history';
import { Detail } from './detail-row';

export interface OrderConfirmationSectionProps {
  order: Order;
  /** GET /orders/{id}: the calls and the phone's history (the rest shows from the list meanwhile). */
  details: UseQueryResult<OrderDetails>;
}

/**
 * The confirmation side of an order: where the calls stand, the phone's past, the outcome buttons
 * while the order is pending, WhatsApp, blocking a number that placed a fake or refused order, and
 * the calls so far.
 */
export function OrderConfirmationSection({ order, details }: OrderConfirmationSectionProps) {
  const { t } = useTranslation(['admin-orders', 'admin-confirmation-shared']);
  const record = useRecordOrderContact();
  const [blocking, setBlocking] = useState<BlockPhoneTarget | null>(null);

  const onRecord = (decision: ContactDecision) => {
    record.mutate(
      { orderId: order.id, ...decision },
      {
        onSuccess: (answer) => showContactRecorded(answer, decision.outcome),
        onError: (error) =>
          toast.error(contactErrorMessage(error, t('admin-confirmation-shared:notices.recordFailed'))),
      },
    );
  };

  const blockReason =
    order.confirmation_status === 'fake'
      ? 'admin-confirmation-shared:block.reasonFake'
      : 'admin-confirmation-shared:block.reasonRefused';

  return (
    <section
      aria-labelledby="order-details-confirmation"
      className="flex flex-col gap-3 rounded-xl border border-line p-3"
      data-testid="order-confirmation"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="order-details-confirmation" className="text-sm font-semibold">
          {t('details.confirmation')}
        </h3>
        <span data-testid="order-confirmation-status">
          <ConfirmationStatusBadge status={order.confirmation_status} />
        </span>
      </div>
      <dl className="divide-y divide-line">
        <Detail label={t('details.attempts')}>
          <span data-testid="order-confirmation-attempts">{order.confirmation_attempts}</span>
        </Detail>
        {order.call_back_at ? (
          <Detail label={t('details.callBackAt')}>
            <DateTime value={order.call_back_at} />
          </Detail>
        ) : null}
        {order.possible_duplicate ? (
          <Detail label={t('details.possibleDuplicate')}>
            <Badge tone="danger">{t('admin-confirmation-shared:flags.possibleDuplicate')}</Badge>
          </Detail>
        ) : null}
      </dl>
      <div className="flex flex-col gap-2 sm:flex-row">
        <WhatsappButton order={order} className="sm:flex-1" />
        {isBlockable(order.confirmation_status) ? (
          <Button
            variant="outline"
            className="h-11 text-danger-700 hover:border-red-200 hover:bg-danger-50"
            icon={<Ban aria-hidden="true" className="h-4 w-4" />}
            onClick={() =>
              setBlocking({
                key: `${order.id}-${Date.now()}`,
                phone: order.phone_number,
                reason: t(blockReason, { number: order.order_number }),
              })
            }
          >
            {t('admin-confirmation-shared:block.button')}
          </Button>
        ) : null}
      </div>
      {details.isPending ? (
        <LoadingState className="py-4" label={t('details.loadingCalls')} />
      ) : details.isError ? (
        <ErrorState
          className="py-4"
          message={errorMessage(details.error, t('details.callsFailed'))}
          onRetry={() => void details.refetch()}
          isRetrying={details.isFetching}
        />
      ) : (
        <>
          <PhoneHistoryFigures history={details.data.phone_history} />
          {order.status === 'pending' ? (
            <OutcomePanel
              // A fresh panel (no note left over) after each recorded call.
              key={details.data.contacts.length}
              orderNumber={order.order_number}
              onRecord={onRecord}
              isBusy={record.isPending}
            />
          ) : null}
          <ContactHistory contacts={details.data.contacts} />
        </>
      )}
      <BlockPhoneModal target={blocking} onClose={() => setBlocking(null)} />
    </section>
  );
}
