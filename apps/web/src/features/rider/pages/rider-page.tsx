import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bike } from 'lucide-react';
import type { StopOutcome } from '@parashop/shared/constants';
import type { DeliveryStop } from '@parashop/shared/api-types';
import type { StopOutcomeInput } from '@parashop/shared';
import { EmptyState } from '@/components/ui/empty-state';
import { queryState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRiderRuns } from '../api/get-rider-runs';
import { CashDeclare } from '../components/cash-declare';
import { ConnectionBanner } from '../components/connection-banner';
import { OutcomeSheet, type ReportResult } from '../components/outcome-sheet';
import { RunSection } from '../components/run-section';
import { browserShopDay } from '@/lib/shop-day';
import { collectedToday } from '../lib/stop-view';
import { useOnline } from '../lib/use-online';
import { useOutcomeQueue } from '../lib/use-outcome-queue';

/**
 * /rider: the rider's day on their phone (issue 29, decisions 245-246). The runs are kept on the phone
 * and each outcome waits there, with its key, until the server has it.
 */
export default function RiderPage({ userId }: { userId: number }) {
  const { t } = useTranslation('rider');
  useDocumentTitle(t('title'));
  const runs = useRiderRuns(userId);
  const online = useOnline();
  const { queue, state } = useOutcomeQueue(userId, runs.data !== undefined);
  const [sending, setSending] = useState(false);
  const [choice, setChoice] = useState<{ stop: DeliveryStop; outcome: StopOutcome } | null>(null);
  const today = runs.data?.date ?? browserShopDay();

  const sendNow = async () => {
    setSending(true);
    await queue.flush();
    setSending(false);
  };

  const report = async (stop: DeliveryStop, runId: number, body: StopOutcomeInput): Promise<ReportResult> => {
    queue.enqueue({ key: body.key, runId, stopId: stop.id, body, queuedAt: new Date().toISOString() });
    const results = await queue.flush();
    const mine = results.find((result) => result.key === body.key);
    if (mine?.status === 'refused') {
      // Shown in the open sheet, where the rider corrects it.
      queue.dismiss(body.key);
      return mine.refusal;
    }
    if (mine?.status === 'sent') {
      toast.success(t(`saved.${body.outcome}`));
      return 'sent';
    }
    toast.info(t('saved.waiting'));
    return 'waiting';
  };

  const header = (
    <div className="flex items-center gap-2">
      <Bike aria-hidden="true" className="h-6 w-6 text-brand-700" />
      <h1 className="text-xl font-bold text-ink">{t('title')}</h1>
    </div>
  );
  const pendingState = queryState(runs, {
    loadingLabel: t('loading'),
    error: { title: t('errors.loadTitle'), message: t('errors.load') },
  });
  const day = runs.data;
  const runOfChoice = choice
    ? day?.runs.find((run) => run.stops.some((stop) => stop.id === choice.stop.id))
    : undefined;

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4">
      {header}
      <ConnectionBanner
        online={online}
        waiting={state.pending.length}
        savedAt={day?.fromPhone ? day.savedAt : null}
        onSend={() => void sendNow()}
        sending={sending}
      />
      {pendingState ??
        (day && day.runs.length === 0 ? (
          <EmptyState
            title={t('empty.title')}
            description={t('empty.text')}
            icon={<Bike className="h-8 w-8" />}
          />
        ) : (
          day?.runs.map((run) => (
            <RunSection
              key={run.id}
              run={run}
              queue={state}
              onChoose={(stop, outcome) => setChoice({ stop, outcome })}
              onDismissRefusal={queue.dismiss}
            />
          ))
        ))}
      {day && day.runs.length > 0 ? (
        <CashDeclare
          key={`${day.date}-${collectedToday(day.runs, state)}`}
          date={day.date}
          collected={collectedToday(day.runs, state)}
          online={online}
        />
      ) : null}
      {choice && runOfChoice ? (
        <OutcomeSheet
          stop={choice.stop}
          outcome={choice.outcome}
          today={today}
          onClose={() => setChoice(null)}
          onReport={(body) => report(choice.stop, runOfChoice.id, body)}
        />
      ) : null}
    </div>
  );
}
