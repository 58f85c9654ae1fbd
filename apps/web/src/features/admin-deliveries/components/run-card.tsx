import { useTranslation } from 'react-i18next';
import { AlertTriangle, Lock, Printer, Send, Trash2 } from 'lucide-react';
import type { DeliveryRun, DeliveryStop } from '@parashop/shared/api-types';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { DateTime } from '@/components/ui/date-time';
import { useNumberFormat } from '@/components/ui/number-format';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { STOP_STATE_TONES } from '@/lib/stop-state-tones';
import { useConfirmedMutation } from '@/features/admin-kit/hooks/use-confirmed-mutation';
import { runSheetPath, useDeleteRun, useHandOverRun, useUnlockStop } from '../api/runs';
import { RunProgress } from './run-progress';

/** One run of the day: its rider, live progress, stops, and what staff can do with it. */
export function RunCard({ run }: { run: DeliveryRun }) {
  const { t, i18n } = useTranslation('admin-deliveries');
  const { money } = useNumberFormat();
  const confirmThen = useConfirmedMutation();
  const handOver = useHandOverRun();
  const remove = useDeleteRun();
  const unlock = useUnlockStop();
  const stops = [...run.stops].sort((a, b) => a.position - b.position);

  const onHandOver = () =>
    handOver.mutate(run.id, {
      onSuccess: () => toast.success(t('run.handedOver', { name: run.rider.name })),
      onError: (error) => toast.error(errorMessage(error, t('run.failed'))),
    });
  const onDelete = () =>
    confirmThen(
      { title: t('run.deleteTitle'), message: t('run.deleteText'), confirmLabel: t('run.delete') },
      remove.mutate,
      run.id,
      { success: () => t('run.deleted'), failure: (error) => errorMessage(error, t('run.failed')) },
    );
  const onUnlock = (stop: DeliveryStop) =>
    unlock.mutate(
      { runId: run.id, stopId: stop.id },
      {
        onSuccess: () => toast.success(t('run.unlocked', { number: stop.order.order_number })),
        onError: (error) => toast.error(errorMessage(error, t('run.failed'))),
      },
    );

  return (
    <article
      aria-labelledby={`run-${run.id}-title`}
      className="flex min-w-0 flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-card"
      data-testid={`run-${run.id}`}
    >
      <header className="flex flex-wrap items-start gap-2">
        <div className="min-w-0 flex-1">
          <h3 id={`run-${run.id}-title`} className="break-anywhere font-semibold text-ink" dir="auto">
            {t('run.title', { id: run.id, name: run.rider.name })}
          </h3>
          <p className="text-xs text-muted">
            {run.started_at ? (
              <>
                {t('run.startedAt')} <DateTime value={run.started_at} style="time" />
              </>
            ) : run.handed_over_at ? (
              <>
                {t('run.handedOverAt')} <DateTime value={run.handed_over_at} style="time" />
              </>
            ) : (
              t('run.draftHint')
            )}
          </p>
        </div>
        <Badge tone={run.status === 'finished' ? 'success' : run.status === 'draft' ? 'neutral' : 'info'}>
          {t(`run.status.${run.status}`)}
        </Badge>
      </header>
      <RunProgress run={run} />
      <ol className="flex flex-col divide-y divide-line text-sm">
        {stops.map((stop) => (
          <li
            key={stop.id}
            className="flex flex-wrap items-center gap-x-2 gap-y-1 py-2"
            data-testid={`run-stop-${stop.id}`}
          >
            <span className="w-5 shrink-0 text-center font-bold tabular-nums text-brand-800">
              {stop.position}
            </span>
            <span className="min-w-0 flex-1">
              <span className="break-anywhere block font-medium text-ink" dir="auto">
                {stop.order.customer_name}
              </span>
              <span className="block text-xs text-muted tabular-nums" dir="ltr">
                {stop.order.order_number}
              </span>
              {stop.reason ? (
                <span className="break-anywhere block text-xs text-danger-700">
                  {t(`reasons.${stop.reason}`)}
                  {stop.note ? ` · ${stop.note}` : ''}
                </span>
              ) : null}
              {stop.amount_reason ? (
                <span className="break-anywhere block text-xs text-amber-800">{stop.amount_reason}</span>
              ) : null}
              {stop.postponed_to ? (
                <span className="block text-xs text-muted">
                  {t('run.postponedTo', { date: stop.postponed_to })}
                </span>
              ) : null}
            </span>
            <span className="shrink-0 text-end whitespace-nowrap tabular-nums" dir="ltr">
              {stop.state === 'delivered' && stop.collected !== null ? (
                <span
                  className={
                    stop.collected !== stop.order.total ? 'font-semibold text-amber-800' : 'font-semibold'
                  }
                >
                  {money(stop.collected, 'DH')}
                </span>
              ) : (
                money(stop.order.total, 'DH')
              )}
            </span>
            <Badge tone={STOP_STATE_TONES[stop.state]}>{t(`states.${stop.state}`)}</Badge>
            {stop.needs_staff ? (
              <Badge tone="danger">
                <AlertTriangle aria-hidden="true" className="h-3 w-3" />
                {t('run.needsStaff')}
              </Badge>
            ) : null}
            {stop.code_locked ? (
              <Button
                size="sm"
                variant="outline"
                onClick={() => onUnlock(stop)}
                isLoading={unlock.isPending}
                icon={<Lock aria-hidden="true" className="h-3.5 w-3.5" />}
              >
                {t('run.unlock')}
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
      <footer className="flex flex-wrap gap-2 border-t border-line pt-3">
        <a
          href={runSheetPath(run.id, i18n.language)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
        >
          <Printer aria-hidden="true" className="h-4 w-4" />
          {t('run.print')}
        </a>
        {run.status === 'draft' ? (
          <>
            <Button
              size="sm"
              onClick={onHandOver}
              isLoading={handOver.isPending}
              icon={<Send aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />}
            >
              {t('run.handOver')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className="text-danger-700"
              onClick={() => void onDelete()}
              icon={<Trash2 aria-hidden="true" className="h-4 w-4" />}
            >
              {t('run.delete')}
            </Button>
          </>
        ) : null}
      </footer>
    </article>
  );
}
