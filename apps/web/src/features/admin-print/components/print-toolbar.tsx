import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Printer } from 'lucide-react';
import { Button, buttonClasses } from '@/components/ui/button';

/** The bar above a document on screen (never printed): back to the orders, choices, print. */
export function PrintToolbar({
  children,
  canPrint = true,
  backTo = '/admin/orders-dashboard',
  backLabel,
}: {
  children?: ReactNode;
  canPrint?: boolean;
  /** Where "back" leads: the orders, or the deliveries for a run sheet. */
  backTo?: string;
  backLabel?: string;
}) {
  const { t } = useTranslation('admin-print');
  return (
    <div className="sticky top-0 z-10 border-b border-line bg-surface/95 backdrop-blur print:hidden">
      <div className="mx-auto flex max-w-4xl flex-wrap items-center gap-2 px-4 py-3">
        <Link to={backTo} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4 rtl:rotate-180" />
          {backLabel ?? t('toolbar.back')}
        </Link>
        <div className="flex flex-1 flex-wrap items-center justify-end gap-2">
          {children}
          {canPrint ? (
            <Button size="sm" onClick={() => window.print()}>
              <Printer aria-hidden="true" className="h-4 w-4" />
              {t('toolbar.print')}
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** A two-or-three-way choice in the toolbar (paper size, invoice language). */
export function ToolbarChoice<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="flex items-center gap-1 rounded-lg border border-line p-0.5"
    >
      <span className="px-2 text-xs text-muted">{label}</span>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className={
            option.value === value
              ? 'rounded-md bg-brand-700 px-2.5 py-1 text-xs font-semibold text-white'
              : 'rounded-md px-2.5 py-1 text-xs font-medium text-ink hover:bg-brand-50'
          }
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
