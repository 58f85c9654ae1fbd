import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Upload } from 'lucide-react';
import type { CourierCashLine } from '@parashop/shared';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField, TextArea } from '@/components/ui/form-field';
import { useNumberFormat } from '@/components/ui/number-format';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useShopToday } from '@/lib/shop-day';
import { CashScreen, PeriodInput } from '@/features/admin-kit/components/cash-screen';
import { courierCashCsvUrl, useCourierCash, useCouriers, useSaveRemittance } from '../api/couriers';

const TONES: Record<CourierCashLine['result'], BadgeTone> = {
  paid: 'success',
  missing: 'danger',
  short: 'danger',
  fee_differs: 'warning',
  not_due: 'neutral',
  unknown_parcel: 'warning',
};

/** /admin/courier-cash: the couriers' parcels of a period against what they paid back; import, CSV. */
export default function CourierCashPage() {
  const { t, i18n } = useTranslation('admin-couriers');
  const { money } = useNumberFormat();
  // The shop's month so far, until staff choose other days (the day as the server says it).
  const today = useShopToday();
  const [chosen, setFilters] = useState<{ from: string; to: string } | null>(null);
  const filters = chosen ?? { from: `${today.slice(0, 7)}-01`, to: today };
  const cash = useCourierCash(filters);
  const couriers = useCouriers();
  const save = useSaveRemittance();
  const [csv, setCsv] = useState('');
  const lines = cash.data?.lines ?? [];
  const amount = (value: number | null) =>
    value === null ? (
      <span className="text-muted">—</span>
    ) : (
      <bdi dir="ltr" className="whitespace-nowrap">
        {money(value, 'DH')}
      </bdi>
    );
  const courier = couriers.data?.[0]?.id ?? '';

  const importCsv = () => {
    save.mutate(
      { courier, csv },
      {
        onSuccess: (answer) => {
          toast.success(t('cash.imported', { count: answer.saved }));
          setCsv('');
        },
      },
    );
  };

  return (
    <CashScreen
      namespace="admin-couriers"
      csvHref={courierCashCsvUrl(filters, i18n.language)}
      query={cash}
      empty={lines.length === 0}
      controls={
        <>
          <div className="flex flex-wrap items-end gap-3">
            <PeriodInput
              label={t('cash.from')}
              value={filters.from}
              onChange={(from) => setFilters({ ...filters, from })}
            />
            <PeriodInput
              label={t('cash.to')}
              value={filters.to}
              onChange={(to) => setFilters({ ...filters, to })}
            />
          </div>
          {courier ? (
            <details className="rounded-card border border-line bg-surface p-3 shadow-card">
              <summary className="cursor-pointer text-sm font-semibold">{t('cash.importTitle')}</summary>
              <div className="mt-3 flex flex-col gap-3">
                <p className="text-xs text-muted">{t('cash.importHint')}</p>
                <FormField label={t('cash.file')}>
                  <input
                    type="file"
                    accept=".csv,text/csv"
                    className="text-sm"
                    onChange={(event) => {
                      const file = event.target.files?.[0];
                      if (file) void file.text().then(setCsv);
                    }}
                  />
                </FormField>
                <FormField
                  label={t('cash.csvText')}
                  error={save.isError ? errorMessage(save.error, t('cash.importFailed')) : undefined}
                >
                  <TextArea value={csv} onChange={(event) => setCsv(event.target.value)} rows={5} dir="ltr" />
                </FormField>
                <div>
                  <Button onClick={importCsv} disabled={csv.trim() === '' || save.isPending}>
                    <Upload aria-hidden="true" className="h-4 w-4" />
                    {t('cash.import')}
                  </Button>
                </div>
              </div>
            </details>
          ) : null}
        </>
      }
    >
      <>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-label={t('cash.totals')}>
          {(
            [
              ['expected', cash.data?.totals.expected ?? 0],
              ['remitted', cash.data?.totals.remitted ?? 0],
              ['missing', cash.data?.totals.missing ?? 0],
              ['short', cash.data?.totals.short ?? 0],
            ] as const
          ).map(([key, value]) => (
            <div key={key} className="rounded-card border border-line bg-surface p-3 text-sm shadow-card">
              <dt className="text-muted">{t(`cash.total.${key}`)}</dt>
              <dd className="font-semibold tabular-nums">
                <bdi dir="ltr">{money(value, 'DH')}</bdi>
              </dd>
            </div>
          ))}
        </dl>
        <div
          aria-hidden="true"
          className="hidden gap-x-4 px-3 text-xs font-semibold text-muted md:grid md:grid-cols-[minmax(0,1fr)_repeat(4,7.5rem)_8rem]"
        >
          <span>{t('cash.parcel')}</span>
          <span className="text-end">{t('cash.expected')}</span>
          <span className="text-end">{t('cash.remitted')}</span>
          <span className="text-end">{t('cash.quotedFee')}</span>
          <span className="text-end">{t('cash.feeCharged')}</span>
          <span />
        </div>
        <ul className="flex flex-col gap-2" aria-label={t('cash.lines')}>
          {lines.map((line) => (
            <li
              key={`${line.courier}-${line.code}`}
              data-testid={`courier-cash-${line.order_number ?? line.code}`}
              className="grid grid-cols-2 items-center gap-x-4 gap-y-1 rounded-card border border-line bg-surface p-3 text-sm shadow-card md:grid-cols-[minmax(0,1fr)_repeat(4,7.5rem)_8rem]"
            >
              <span className="col-span-2 min-w-0 md:col-span-1">
                <bdi dir="ltr" className="font-semibold">
                  {line.order_number ?? '—'}
                </bdi>{' '}
                <bdi dir="ltr" className="text-xs text-muted">
                  {line.code}
                </bdi>
                {line.delivery_state ? (
                  <span className="block text-xs text-muted">{t(`state.${line.delivery_state}`)}</span>
                ) : null}
              </span>
              <span className="md:text-end">
                <span className="text-xs text-muted md:hidden">{t('cash.expected')} </span>
                {amount(line.expected)}
              </span>
              <span className="md:text-end">
                <span className="text-xs text-muted md:hidden">{t('cash.remitted')} </span>
                {amount(line.remitted)}
              </span>
              <span className="md:text-end">
                <span className="text-xs text-muted md:hidden">{t('cash.quotedFee')} </span>
                {amount(line.quoted_fee)}
              </span>
              <span className="md:text-end">
                <span className="text-xs text-muted md:hidden">{t('cash.feeCharged')} </span>
                {amount(line.remitted_fee)}
              </span>
              <span className="col-span-2 flex justify-end md:col-span-1">
                <Badge tone={TONES[line.result]}>{t(`cash.result.${line.result}`)}</Badge>
              </span>
            </li>
          ))}
        </ul>
      </>
    </CashScreen>
  );
}
