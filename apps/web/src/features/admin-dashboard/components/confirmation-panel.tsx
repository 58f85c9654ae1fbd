import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRight, PhoneCall } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { DashboardFigures } from '../lib/dashboard-figures';
import { formatRate } from '../lib/format-percent';
import { Panel } from './panel';

const RATES = ['confirmation_rate', 'delivery_rate', 'return_rate'] as const;
type Rate = (typeof RATES)[number];

function RateTile({
  label,
  hint,
  children,
  testId,
}: {
  label: string;
  hint: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <div className="flex min-w-0 flex-col rounded-xl bg-canvas p-3">
      <dt className="text-xs font-medium text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums text-ink" data-testid={testId}>
        {children}
      </dd>
      <dd className="mt-0.5 text-xs text-muted">{hint}</dd>
    </div>
  );
}

/** The orders waiting for a call (a way into the queue), and the confirmation rates of the last 30 days. */
export function ConfirmationPanel({ figures }: { figures: DashboardFigures }) {
  const { t, i18n } = useTranslation('admin-dashboard');
  const waiting = figures.to_confirm;
  const rates = figures.confirmation_rates;
  return (
    <Panel title={t('confirmation.title')} className="mb-6">
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <Link
          to="/admin/confirmations"
          data-testid="dashboard-to-confirm"
          className={cn(
            'group flex min-h-11 items-center gap-3 rounded-xl p-3 ring-1 ring-inset transition-colors',
            waiting > 0
              ? 'bg-warning-50 ring-amber-200 hover:bg-amber-100'
              : 'bg-leaf-50 ring-leaf-100 hover:bg-leaf-100',
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              'flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-surface',
              waiting > 0 ? 'text-warning-600' : 'text-leaf-700',
            )}
          >
            <PhoneCall className="h-5 w-5" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block text-xs font-medium text-muted">{t('confirmation.toConfirm')}</span>
            <span
              className="block text-2xl font-bold tabular-nums text-ink"
              data-testid="dashboard-to-confirm-count"
            >
              {waiting}
            </span>
            <span className="block text-xs font-medium text-brand-700 group-hover:underline">
              {t('confirmation.open')}
            </span>
          </span>
          <ChevronRight aria-hidden="true" className="h-5 w-5 shrink-0 text-muted rtl:rotate-180" />
        </Link>
        <dl className="contents">
          {RATES.map((rate: Rate) => (
            <RateTile
              key={rate}
              label={t(`confirmation.${rate}`)}
              hint={t(`confirmation.${rate}Hint`)}
              testId={`dashboard-${rate.replace('_', '-')}`}
            >
              <bdi dir="ltr">{formatRate(rates[rate], i18n.language)}</bdi>
            </RateTile>
          ))}
        </dl>
      </div>
      <p className="mt-3 text-xs text-muted">
        {t('confirmation.period', { count: rates.decided })}
        {RATES.some((rate) => rates[rate] === null) ? ` ${t('confirmation.noData')}` : null}
      </p>
    </Panel>
  );
}
