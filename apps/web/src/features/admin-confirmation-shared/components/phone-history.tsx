import { useTranslation } from 'react-i18next';
import { AlertTriangle } from 'lucide-react';
import type { PhoneHistory } from '@parashop/shared/api-types';
import { cn } from '@/lib/cn';
import { NAMESPACE } from '../lib/outcomes';

const FIGURES = ['orders', 'delivered', 'returned', 'cancelled'] as const;

/** Every order placed with the phone (this one included); returns or cancellations show in amber. */
export function PhoneHistoryFigures({ history, className }: { history: PhoneHistory; className?: string }) {
  const { t } = useTranslation(NAMESPACE);
  const warn = history.returned > 0 || history.cancelled > 0;
  return (
    <section
      aria-label={t('history.title')}
      data-testid="phone-history"
      data-warning={warn || undefined}
      className={cn(
        'rounded-xl p-2',
        warn ? 'bg-warning-50 ring-1 ring-inset ring-amber-200' : 'bg-canvas',
        className,
      )}
    >
      <dl className="grid grid-cols-4 gap-1 text-center">
        {FIGURES.map((figure) => (
          <div key={figure} className="min-w-0">
            <dt className="truncate text-[11px] font-medium text-muted">{t(`history.${figure}`)}</dt>
            <dd
              className={cn(
                'text-base font-bold tabular-nums text-ink',
                warn && (figure === 'returned' || figure === 'cancelled') && history[figure] > 0
                  ? 'text-warning-600'
                  : null,
              )}
              data-testid={`phone-history-${figure}`}
            >
              {history[figure]}
            </dd>
          </div>
        ))}
      </dl>
      {warn ? (
        <p className="mt-1 flex items-center justify-center gap-1 text-xs font-medium text-warning-600">
          <AlertTriangle aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
          {t('history.warning')}
        </p>
      ) : null}
    </section>
  );
}
