import type { ReactNode } from 'react';
import { AlertOctagon, AlertTriangle } from 'lucide-react';
import { cn } from '@/lib/cn';

const TONES = {
  danger: { box: 'border-red-200 bg-danger-50 text-danger-700', Icon: AlertOctagon },
  warning: { box: 'border-amber-200 bg-warning-50 text-amber-800', Icon: AlertTriangle },
} as const;

/**
 * The notice above a list whose deletes reach further than the row (SPEC section 8 "Warnings"):
 * deleting a product empties it from packs, a category or brand takes its products with it.
 */
export function WarningBanner({
  tone = 'warning',
  title,
  children,
  className,
}: {
  tone?: keyof typeof TONES;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const { box, Icon } = TONES[tone];
  return (
    <aside
      aria-label={title}
      className={cn('mb-6 flex items-start gap-3 rounded-card border px-4 py-3 text-sm', box, className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <div className="min-w-0">
        <p className="font-semibold">{title}</p>
        <p className="mt-0.5 opacity-90">{children}</p>
      </div>
    </aside>
  );
}
