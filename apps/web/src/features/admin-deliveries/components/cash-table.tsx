import { useTranslation } from 'react-i18next';
import type { CashDay } from '@parashop/shared/api-types';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useNumberFormat } from '@/components/ui/number-format';
import { cn } from '@/lib/cn';

/** A signed amount: red when cash is missing, amber when there is more than expected. */
export function Difference({ value }: { value: number | null }) {
  const { money } = useNumberFormat();
  if (value === null) return <span className="text-muted">—</span>;
  return (
    <bdi
      dir="ltr"
      className={cn(
        'font-semibold tabular-nums',
        value < 0 && 'text-danger-700',
        value > 0 && 'text-amber-800',
      )}
    >
      {value > 0 ? '+' : ''}
      {money(value, 'DH')}
    </bdi>
  );
}

/** One row per rider and day: expected, declared, counted, difference, and Close (or Change). */
export function CashTable({ days, onClose }: { days: readonly CashDay[]; onClose: (day: CashDay) => void }) {
  const { t } = useTranslation('admin-deliveries');
  const { money } = useNumberFormat();
  const amount = (value: number | null) =>
    value === null ? <span className="text-muted">—</span> : <bdi dir="ltr">{money(value, 'DH')}</bdi>;
  return (
    <div className="flex flex-col gap-2">
      <div
        aria-hidden="true"
        className="hidden gap-x-4 px-3 text-xs font-semibold text-muted md:grid md:grid-cols-[8rem_minmax(0,1fr)_repeat(4,7.5rem)_9rem]"
      >
        <span>{t('cash.day')}</span>
        <span>{t('cash.rider')}</span>
        <span className="text-end">{t('cash.expected')}</span>
        <span className="text-end">{t('cash.declared')}</span>
        <span className="text-end">{t('cash.counted')}</span>
        <span className="text-end">{t('cash.difference')}</span>
        <span />
      </div>
      <ul className="flex flex-col gap-2" aria-label={t('cash.days')}>
        {days.map((day) => (
          <li
            key={`${day.rider.id}-${day.date}`}
            className="grid grid-cols-2 items-center gap-x-4 gap-y-1 rounded-card border border-line bg-surface p-3 text-sm shadow-card md:grid-cols-[8rem_minmax(0,1fr)_repeat(4,7.5rem)_9rem]"
            data-testid={`cash-${day.rider.id}-${day.date}`}
          >
            <span className="tabular-nums text-slate-700">{day.date}</span>
            <span className="break-anywhere min-w-0 font-medium text-ink" dir="auto">
              {day.rider.name}
              <span className="block text-xs font-normal text-muted">
                {t('cash.deliveredCount', { count: day.delivered })}
              </span>
            </span>
            <span className="md:text-end">
              <span className="text-xs text-muted md:hidden">{t('cash.expected')} </span>
              <span className="tabular-nums">{amount(day.expected)}</span>
            </span>
            <span className="md:text-end">
              <span className="text-xs text-muted md:hidden">{t('cash.declared')} </span>
              <span className="tabular-nums">{amount(day.declared)}</span>
            </span>
            <span className="md:text-end">
              <span className="text-xs text-muted md:hidden">{t('cash.counted')} </span>
              <span className="tabular-nums">{amount(day.counted)}</span>
            </span>
            <span className="md:text-end" data-testid="cash-difference">
              <span className="text-xs text-muted md:hidden">{t('cash.difference')} </span>
              <Difference value={day.difference} />
            </span>
            <span className="col-span-2 flex flex-wrap items-center justify-end gap-2 md:col-span-1">
              {day.closed_at ? (
                <Badge tone="success">{t('cash.closedBadge')}</Badge>
              ) : (
                <Badge tone="warning">{t('cash.open')}</Badge>
              )}
              <Button size="sm" variant={day.closed_at ? 'ghost' : 'primary'} onClick={() => onClose(day)}>
                {t(day.closed_at ? 'cash.change' : 'cash.close')}
              </Button>
            </span>
            {day.note ? (
              <span className="break-anywhere col-span-2 text-xs text-slate-700 md:col-span-7" dir="auto">
                {t('cash.noteLabel')} {day.note}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
