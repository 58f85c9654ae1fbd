import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/cn';

export interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Buttons at the end of the header row (refresh, add...). */
  actions?: ReactNode;
  className?: string;
}

/** A screen's h1 (also the browser tab title) with optional description and actions. */
export function PageHeader({ title, description, actions, className }: PageHeaderProps) {
  useDocumentTitle(title);
  return (
    <div className={cn('mb-6 flex flex-wrap items-end justify-between gap-4', className)}>
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
        {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}
