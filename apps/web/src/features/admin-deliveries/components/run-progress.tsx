import { useTranslation } from 'react-i18next';
import type { DeliveryRun } from '@parashop/shared/api-types';
import { useNumberFormat } from '@/components/ui/number-format';

/** A run's progress bar (delivered, failed, postponed, left) and its cash: collected of what is due. */
export function RunProgress({ run }: { run: DeliveryRun }) {
  const { t } = useTranslation('admin-deliveries');
  const { money } = useNumberFormat();
  const { totals } = run;
  const all = Math.max(1, totals.delivered + totals.failed + totals.postponed + totals.left);
  const parts = [
    { key: 'delivered', value: totals.delivered, className: 'bg-leaf-600' },
    { key: 'failed', value: totals.failed, className: 'bg-danger-600' },
    { key: 'postponed', value: totals.postponed, className: 'bg-amber-500' },
  ] as const;
  return (
    <div data-testid={`run-${run.id}-progress`}>
      <div className="flex h-2.5 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
        {parts.map((part) => (
          <span key={part.key} className={part.className} style={{ width: `${(part.value / all) * 100}%` }} />
        ))}
      </div>
      <p className="mt-1.5 flex flex-wrap gap-x-3 text-xs text-slate-700">
        <span>{t('progress.delivered', { count: totals.delivered })}</span>
        <span>{t('progress.failed', { count: totals.failed })}</span>
        <span>{t('progress.postponed', { count: totals.postponed })}</span>
        <span>{t('progress.left', { count: totals.left })}</span>
        <span className="ms-auto font-semibold tabular-nums">
          {t('progress.cash', {
            // Each amount kept left to right inside an Arabic sentence.
            collected: `\u2066${money(totals.collected, 'DH')}\u2069`,
            due: `\u2066${money(totals.to_collect, 'DH')}\u2069`,
          })}
        </span>
      </p>
    </div>
  );
}
