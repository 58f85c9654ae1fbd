import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CashDay } from '@parashop/shared/api-types';
import { FormField } from '@/components/ui/form-field';
import { useNumberFormat } from '@/components/ui/number-format';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { CashScreen, PeriodInput } from '@/features/admin-kit/components/cash-screen';
import { cashCsvUrl, useCashDays } from '../api/cash';
import { useRiders } from '../api/riders';
import { CashTable, Difference } from '../components/cash-table';
import { CloseDayModal } from '../components/close-day-modal';
import { periodRange, riderTotals, type CashPeriod } from '../lib/cash-period';
import { useShopToday } from '@/lib/shop-day';

const NAMESPACES = ['admin-deliveries', 'validation'];

/** /admin/cash: each rider's cash per day or per month, closing a day, differences in sight, CSV. */
export default function CashPage() {
  const { t, i18n } = useTranslation(NAMESPACES);
  const { money } = useNumberFormat();
  // The shop's day (as the server says it) until staff choose another day or a month.
  const today = useShopToday();
  const [chosen, setPeriod] = useState<CashPeriod | null>(null);
  const period = chosen ?? { kind: 'day', date: today };
  const [riderId, setRiderId] = useState('');
  const [closing, setClosing] = useState<CashDay | null>(null);
  const riders = useRiders();
  const filters = { ...periodRange(period), rider_id: riderId === '' ? null : Number(riderId) };
  const days = useCashDays(filters);
  const list = days.data ?? [];
  const totals = riderTotals(list);

  return (
    <CashScreen
      namespace="admin-deliveries"
      csvHref={cashCsvUrl(filters, i18n.language)}
      query={days}
      empty={list.length === 0}
      controls={
        <div className="flex flex-wrap items-end gap-3">
          <div
            role="group"
            aria-label={t('cash.period')}
            className="flex rounded-lg border border-line bg-surface p-1"
          >
            {(['day', 'month'] as const).map((kind) => (
              <button
                key={kind}
                type="button"
                aria-pressed={period.kind === kind}
                onClick={() =>
                  setPeriod(kind === 'day' ? { kind, date: today } : { kind, month: today.slice(0, 7) })
                }
                className={cn(
                  'h-9 rounded-md px-4 text-sm font-medium',
                  period.kind === kind ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-brand-50',
                )}
              >
                {t(kind === 'day' ? 'cash.perDay' : 'cash.perMonth')}
              </button>
            ))}
          </div>
          {period.kind === 'day' ? (
            <PeriodInput
              label={t('cash.day')}
              value={period.date}
              onChange={(date) => setPeriod({ kind: 'day', date })}
            />
          ) : (
            <PeriodInput
              label={t('cash.month')}
              type="month"
              value={period.month}
              onChange={(month) => setPeriod({ kind: 'month', month })}
            />
          )}
          <FormField label={t('cash.rider')} className="w-56">
            <Select
              value={riderId}
              onChange={(event) => setRiderId(event.target.value)}
              placeholder={t('cash.allRiders')}
              options={(riders.data ?? []).map((rider) => ({ value: rider.id, label: rider.name }))}
              className="h-11"
            />
          </FormField>
        </div>
      }
      after={closing ? <CloseDayModal day={closing} onClose={() => setClosing(null)} /> : null}
    >
      <>
        {period.kind === 'month' ? (
          <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" aria-label={t('cash.totals')}>
            {totals.map((total) => (
              <li
                key={total.rider.id}
                className="rounded-card border border-line bg-surface p-3 text-sm shadow-card"
              >
                <p className="break-anywhere font-semibold text-ink" dir="auto">
                  {total.rider.name}
                </p>
                <p className="text-slate-700">
                  {t('cash.expected')}{' '}
                  <bdi dir="ltr" className="font-semibold tabular-nums">
                    {money(total.expected, 'DH')}
                  </bdi>
                </p>
                <p className="text-slate-700">
                  {t('cash.difference')} <Difference value={total.difference} />
                </p>
                {total.open > 0 ? (
                  <p className="text-xs text-amber-800">{t('cash.openDays', { count: total.open })}</p>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        <CashTable days={list} onClose={setClosing} />
      </>
    </CashScreen>
  );
}
