import { useTranslation } from 'react-i18next';
import { Play } from 'lucide-react';
import type { StopOutcome } from '@parashop/shared/constants';
import type { DeliveryRun, DeliveryStop } from '@parashop/shared/api-types';
import { Button } from '@/components/ui/button';
import { useNumberFormat } from '@/components/ui/number-format';
import { toast } from '@/components/ui/toast';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useStartRun } from '../api/start-run';
import type { QueueState } from '../lib/outcome-queue';
import { stopViews } from '../lib/stop-view';
import { StopCard } from './stop-card';

interface Props {
  run: DeliveryRun;
  queue: QueueState;
  onChoose: (stop: DeliveryStop, outcome: StopOutcome) => void;
  onDismissRefusal: (key: string) => void;
}

/** One run: its progress, Start run while it waits at the shop, and its stops in order. */
export function RunSection({ run, queue, onChoose, onDismissRefusal }: Props) {
  const { t } = useTranslation('rider');
  const { money } = useNumberFormat();
  const start = useStartRun();
  const { totals } = run;

  const onStart = () =>
    start.mutate(run.id, {
      onError: (error) =>
        toast.error(
          isApiError(error) && error.isNetworkError
            ? t('run.startOffline')
            : errorMessage(error, t('run.startFailed')),
        ),
    });

  return (
    <section aria-labelledby={`run-${run.id}-title`} className="flex flex-col gap-3">
      <div className="rounded-card bg-brand-950 p-4 text-white">
        <div className="flex items-baseline justify-between gap-2">
          <h2 id={`run-${run.id}-title`} className="text-base font-semibold">
            {t('run.title', { id: run.id })}
          </h2>
          <span className="text-xs text-brand-100">{t(`run.status.${run.status}`)}</span>
        </div>
        <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
          <div>
            <dt className="text-xs text-brand-100">{t('run.toCollect')}</dt>
            <dd className="font-bold tabular-nums" data-testid="run-to-collect">
              <bdi dir="ltr">{money(totals.to_collect, 'DH')}</bdi>
            </dd>
          </div>
          <div>
            <dt className="text-xs text-brand-100">{t('run.done')}</dt>
            <dd className="font-bold tabular-nums">
              <bdi dir="ltr">
                {t('run.doneCount', {
                  done: totals.delivered + totals.failed + totals.postponed,
                  all: run.stops.length,
                })}
              </bdi>
            </dd>
          </div>
          <div>
            <dt className="text-xs text-brand-100">{t('run.collected')}</dt>
            <dd className="font-bold tabular-nums">
              <bdi dir="ltr">{money(totals.collected, 'DH')}</bdi>
            </dd>
          </div>
        </dl>
        {run.status === 'handed_over' ? (
          <Button
            size="lg"
            variant="secondary"
            className="mt-3 h-12 w-full"
            onClick={onStart}
            isLoading={start.isPending}
          >
            <Play aria-hidden="true" className="h-5 w-5 rtl:rotate-180" />
            {t('run.start')}
          </Button>
        ) : null}
      </div>
      <ol className="flex flex-col gap-3">
        {stopViews(run, queue).map((view) => (
          <StopCard
            key={view.stop.id}
            view={view}
            onChoose={(outcome) => onChoose(view.stop, outcome)}
            onDismissRefusal={onDismissRefusal}
          />
        ))}
      </ol>
    </section>
  );
}
