import type { ReactNode } from 'react';

/** One label and value line of the order details (a <dt>/<dd> pair inside a <dl>). */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1.5 text-sm">
      <dt className="shrink-0 text-muted">{label}</dt>
      <dd className="min-w-0 text-end font-medium text-ink [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}
