import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Wallet } from 'lucide-react';
import type { CashDay } from '@parashop/shared/api-types';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField, TextInput } from '@/components/ui/form-field';
import { useNumberFormat } from '@/components/ui/number-format';
import { DownloadLink } from '@/components/ui/download-link';
import { PageHeader } from '@/components/ui/page-header';
import { queryState } from '@/components/ui/query-state';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { cashCsvUrl, useCashDays } from '../api/cash';
import { useRiders } from '../api/riders';
import { CashTable, Difference } from '../components/cash-table';
import { CloseDayModal } from '../components/close-day-modal';
import { periodRange, riderTotals, type CashPeriod } from '../lib/cash-period';
import { shopToday } from '../lib/shop-day';

const NAMESPACES = ['admin-deliveries', 'validation'];

/** /admin/cash: each rider's cash per day or per month, closing a day, differences in sight, CSV. */
export default function CashPage() {
  const { t, i18n } = useTranslation(NAMESPACES);
  const { money } = useNumberFormat();
  const today = shopToday();
  const [period, setPeriod] = useState<CashPeriod>({ kind: 'day', date: today });
  const [riderId, setRiderId] = useState('');
  const [closing, setClosing] = useState<CashDay | null>(null);
  const riders = useRiders();
  const filters = { ...periodRange(period), rider_id: riderId === '' ? null : Number(riderId) };
  const days = useCashDays(filters);
  const state = queryState(days, {
    loadingLabel: t('cash.loading'),
    error: { title: t('cash.loadFailed'), message: t('errors.retry') },
  });
  const list = days.data ?? [];
  const totals = riderTotals(list);

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('cash.title')}
        description={t('cash.subtitle')}
        actions={
          <DownloadLink href={cashCsvUrl(filters, i18n.language)} label={t('cash.csv')} className="h-11" />
        }
      />
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
          <FormField label={t('cash.day')} className="w-44">
            <TextInput
              type="date"
              value={period.date}
              onChange={(event) => event.target.value && setPeriod({ kind: 'day', date: event.target.value })}
              className="h-11"
            />
          </FormField>
        ) : (
          <FormField label={t('cash.month')} className="w-44">
            <TextInput
              type="month"
              value={period.month}
              onChange={(event) =>
                event.target.value && setPeriod({ kind: 'month', month: event.target.value })
              }
              className="h-11"
            />
          </FormField>
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
      {state ??
        (list.length === 0 ? (
          <EmptyState
            title={t('cash.empty')}
            description={t('cash.emptyHint')}
            icon={<Wallet className="h-7 w-7" />}
          />
        ) : (
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
        ))}
      {closing ? <CloseDayModal day={closing} onClose={() => setClosing(null)} /> : null}
    </div>
  );
}
