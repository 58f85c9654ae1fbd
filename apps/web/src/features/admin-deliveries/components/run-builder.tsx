import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDownAZ, Send } from 'lucide-react';
import { RUN_MAX_STOPS } from '@parashop/shared/constants';
import type { EligibleOrder, Rider } from '@parashop/shared/api-types';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useNumberFormat } from '@/components/ui/number-format';
import { queryState } from '@/components/ui/query-state';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toast';
import { useValidationMessage } from '@/i18n/validation';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCreateRun, useEligibleOrders, useHandOverRun } from '../api/runs';
import { byArea, refusedOrderIds } from '../lib/stop-order';
import { StopListEditor } from './stop-list-editor';

/**
 * Building a run: a rider, the day's eligible orders ticked into stops, their order (drag, arrows, or
 * by area), then saved as a draft or handed over at once.
 */
export function RunBuilder({ date, riders }: { date: string; riders: readonly Rider[] }) {
  const { t } = useTranslation('admin-deliveries');
  const text = useValidationMessage();
  const { money } = useNumberFormat();
  const eligible = useEligibleOrders();
  const create = useCreateRun();
  const handOver = useHandOverRun();
  const [riderId, setRiderId] = useState('');
  const [stops, setStops] = useState<EligibleOrder[]>([]);
  const [refused, setRefused] = useState<number[]>([]);
  const [riderError, setRiderError] = useState<string | undefined>();
  const active = riders.filter((rider) => !rider.disabled);
  const chosen = useMemo(() => new Set(stops.map((stop) => stop.id)), [stops]);
  const busy = create.isPending || handOver.isPending;

  const toggle = (order: EligibleOrder) =>
    setStops((current) =>
      chosen.has(order.id)
        ? current.filter((stop) => stop.id !== order.id)
        : current.length >= RUN_MAX_STOPS
          ? current
          : [...current, order],
    );

  const save = async (andHandOver: boolean) => {
    if (riderId === '') {
      setRiderError(text('validation.run.riderRequired'));
      return;
    }
    setRiderError(undefined);
    try {
      const run = await create.mutateAsync({
        rider_id: Number(riderId),
        date,
        order_ids: stops.map((stop) => stop.id),
      });
      if (andHandOver) await handOver.mutateAsync(run.id);
      toast.success(t(andHandOver ? 'build.handedOver' : 'build.saved', { count: stops.length }));
      setStops([]);
      setRefused([]);
    } catch (error) {
      const ids = isApiError(error) ? refusedOrderIds(error.body) : [];
      setRefused(ids);
      toast.error(errorMessage(error, t('build.failed')));
    } finally {
      void eligible.refetch();
    }
  };

  const state = queryState(eligible, {
    loadingLabel: t('build.loading'),
    error: { title: t('build.loadFailed'), message: t('errors.retry') },
  });
  const orders = eligible.data ?? [];
  const total = stops.reduce((sum, stop) => sum + stop.total, 0);

  return (
    <section
      aria-labelledby="build-title"
      className="rounded-card border border-line bg-surface p-4 shadow-card"
    >
      <h2 id="build-title" className="text-base font-semibold text-ink">
        {t('build.title')}
      </h2>
      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-3">
          <FormField label={t('build.rider')} error={riderError} required>
            <Select
              value={riderId}
              invalid={Boolean(riderError)}
              onChange={(event) => setRiderId(event.target.value)}
              placeholder={t('build.chooseRider')}
              options={active.map((rider) => ({ value: rider.id, label: rider.name }))}
              className="h-11"
            />
          </FormField>
          <h3 className="text-sm font-semibold text-ink">{t('build.eligible', { count: orders.length })}</h3>
          {state ??
            (orders.length === 0 ? (
              <p className="rounded-lg bg-canvas p-4 text-sm text-muted">{t('build.noOrders')}</p>
            ) : (
              <ul
                className="flex max-h-[28rem] flex-col gap-1 overflow-y-auto"
                aria-label={t('build.eligibleList')}
              >
                {orders.map((order) => (
                  <li key={order.id}>
                    <label className="flex cursor-pointer items-start gap-2 rounded-lg p-2 text-sm hover:bg-brand-50">
                      <input
                        type="checkbox"
                        className="mt-1 h-4 w-4 shrink-0 accent-brand-600"
                        checked={chosen.has(order.id)}
                        onChange={() => toggle(order)}
                        aria-label={t('build.pick', {
                          number: order.order_number,
                          name: order.customer_name,
                        })}
                      />
                      <span className="min-w-0 flex-1">
                        <span className="flex flex-wrap items-center gap-1">
                          <span className="break-anywhere font-medium text-ink" dir="auto">
                            {order.customer_name}
                          </span>
                          <span className="text-xs text-muted tabular-nums" dir="ltr">
                            {order.order_number}
                          </span>
                          {order.needs_staff ? <Badge tone="danger">{t('build.needsStaff')}</Badge> : null}
                          {order.failed_attempts > 0 && !order.needs_staff ? (
                            <Badge tone="warning">
                              {t('build.attempts', { count: order.failed_attempts })}
                            </Badge>
                          ) : null}
                          {refused.includes(order.id) ? (
                            <Badge tone="danger">{t('build.onOtherRun')}</Badge>
                          ) : null}
                        </span>
                        <span className="break-anywhere block text-xs text-muted" dir="auto">
                          {order.address}, {order.city}
                        </span>
                      </span>
                      <bdi dir="ltr" className="shrink-0 font-semibold whitespace-nowrap tabular-nums">
                        {money(order.total, 'DH')}
                      </bdi>
                    </label>
                  </li>
                ))}
              </ul>
            ))}
        </div>
        <div className="flex min-w-0 flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="flex-1 text-sm font-semibold text-ink">
              {t('build.stops', { count: stops.length, max: RUN_MAX_STOPS })}
            </h3>
            <Button
              variant="outline"
              size="sm"
              disabled={stops.length < 2}
              onClick={() => setStops((current) => byArea(current))}
              icon={<ArrowDownAZ aria-hidden="true" className="h-4 w-4" />}
            >
              {t('build.byArea')}
            </Button>
          </div>
          {stops.length === 0 ? (
            <p className="rounded-lg border border-dashed border-line p-4 text-sm text-muted">
              {t('build.noStops')}
            </p>
          ) : (
            <StopListEditor stops={stops} onChange={setStops} label={t('build.stopsList')} />
          )}
          <p className="text-sm text-slate-700">
            {t('build.total')}{' '}
            <bdi dir="ltr" className="font-semibold tabular-nums">
              {money(total, 'DH')}
            </bdi>
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              className="h-11"
              disabled={stops.length === 0 || busy}
              onClick={() => void save(false)}
            >
              {t('build.saveDraft')}
            </Button>
            <Button
              className="h-11"
              disabled={stops.length === 0}
              isLoading={busy}
              onClick={() => void save(true)}
              icon={<Send aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />}
            >
              {t('build.handOver')}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
