import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PartyPopper, RefreshCw } from 'lucide-react';
import type { ConfirmationQueueEntry } from '@parashop/shared/api-types';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { queryState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { contactErrorMessage } from '@/features/admin-confirmation-shared/api/record-contact';
import { showContactRecorded } from '@/features/admin-confirmation-shared/components/contact-recorded-toast';
import type { ContactDecision } from '@/features/admin-confirmation-shared/components/outcome-panel';
import { useConfirmationQueue } from '../api/get-confirmation-queue';
import { useRecordQueueContact } from '../api/record-queue-contact';
import { QueueCard } from '../components/queue-card';
import { useNow } from '../lib/use-now';

// The outcome buttons' texts load with the queue, so the first card never waits on them.
const NAMESPACES = ['admin-confirmations', 'admin-confirmation-shared', 'validation'];
const AGE_REFRESH_MS = 60_000;

/** /admin/confirmations: the orders to call now, oldest first, one card each. */
export default function ConfirmationsPage() {
  const { t } = useTranslation(NAMESPACES);
  const queue = useConfirmationQueue();
  const record = useRecordQueueContact();
  const now = useNow(AGE_REFRESH_MS);

  const onRecord = useCallback(
    (entry: ConfirmationQueueEntry, decision: ContactDecision) => {
      record.mutate(
        { orderId: entry.id, ...decision },
        {
          onSuccess: (answer) => showContactRecorded(answer, decision.outcome),
          onError: (error) =>
            toast.error(contactErrorMessage(error, t('admin-confirmation-shared:notices.recordFailed'))),
        },
      );
    },
    [record, t],
  );

  const count = queue.data?.length ?? 0;
  const header = (
    <PageHeader
      title={t('title')}
      description={queue.data && count > 0 ? t('count', { count }) : t('subtitle')}
      actions={
        <Button
          variant="outline"
          className="h-11"
          onClick={() => void queue.refetch()}
          disabled={queue.isFetching}
          icon={
            <RefreshCw aria-hidden="true" className={cn('h-4 w-4', queue.isFetching && 'animate-spin')} />
          }
        >
          {t('refresh')}
        </Button>
      }
    />
  );

  const state = queryState(queue, {
    loadingLabel: t('loading'),
    error: {
      title: t('errors.loadTitle'),
      message: errorMessage(queue.error, t('errors.load')),
    },
  });
  return (
    <>
      {header}
      {state ?? (
        <>
          {count === 0 ? (
            <EmptyState
              className="rounded-card border border-line bg-surface shadow-card"
              icon={<PartyPopper aria-hidden="true" className="h-7 w-7" />}
              title={t('empty.title')}
              description={t('empty.description')}
            />
          ) : (
            <ol className="grid gap-4 xl:grid-cols-2" aria-label={t('listLabel')}>
              {(queue.data ?? []).map((entry) => (
                <QueueCard
                  key={entry.id}
                  entry={entry}
                  now={now}
                  isBusy={record.isPending && record.variables.orderId === entry.id}
                  onRecord={onRecord}
                />
              ))}
            </ol>
          )}
        </>
      )}
    </>
  );
}
