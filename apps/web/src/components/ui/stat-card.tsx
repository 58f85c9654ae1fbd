import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type StatTone = 'brand' | 'success' | 'warning' | 'danger' | 'info' | 'neutral';

const ICON_TONES: Record<StatTone, string> = {
  brand: 'bg-brand-50 text-brand-700',
  success: 'bg-leaf-50 text-leaf-700',
  warning: 'bg-warning-50 text-warning-600',
  danger: 'bg-danger-50 text-danger-600',
  info: 'bg-info-50 text-info-600',
  neutral: 'bg-slate-100 text-slate-600',
};

export interface StatCardProps {
  label: string;
  value: ReactNode;
  /** A second line under the value, e.g. 'Delivered: 3'. */
  hint?: ReactNode;
  icon?: ReactNode;
  tone?: StatTone;
  className?: string;
  /** Set when the figure is the answer of a test or a screen reader would want it named. */
  testId?: string;
}

/**
 * One figure with its label (stat cards of the orders, products and dashboard screens).
 * The value is a <dd> of its label's <dt>, so the pair is read together.
 */
export function StatCard({ label, value, hint, icon, tone = 'brand', className, testId }: StatCardProps) {
  return (
    <div
      className={cn(
        'flex items-start gap-3 rounded-card border border-line bg-surface p-3 shadow-card sm:p-4',
        className,
      )}
      data-testid={testId}
    >
      {icon ? (
        <span
          aria-hidden="true"
          className={cn(
            'hidden h-10 w-10 shrink-0 items-center justify-center rounded-xl sm:flex',
            ICON_TONES[tone],
          )}
        >
          {icon}
        </span>
      ) : null}
      <dl className="min-w-0 flex-1">
        {/* A label longer than the card wraps between words ("Chiffre d'affaires / du jour"), never cut. */}
        <dt className="break-words text-sm font-medium text-muted">{label}</dt>
        {/* An amount wider than the card wraps before its unit ("2,519.10 / MAD"), never past the edge. */}
        <dd className="mt-1 text-xl font-bold tracking-tight text-ink tabular-nums sm:text-2xl [&_bdi]:whitespace-normal">
          {value}
        </dd>
        {hint ? <dd className="mt-0.5 text-xs text-muted">{hint}</dd> : null}
      </dl>
    </div>
  );
}

// Four small figures sit two by two even on a phone; three wide ones stack there.
const GRID_COLUMNS = {
  2: 'grid-cols-2',
  3: 'sm:grid-cols-2 xl:grid-cols-3',
  4: 'grid-cols-2 xl:grid-cols-4',
} as const;

/** A responsive grid of StatCards, `columns` wide on laptops. */
export function StatGrid({
  children,
  columns = 4,
  className,
}: {
  children: ReactNode;
  columns?: keyof typeof GRID_COLUMNS;
  className?: string;
}) {
  return <div className={cn('grid gap-4', GRID_COLUMNS[columns], className)}>{children}</div>;
}
