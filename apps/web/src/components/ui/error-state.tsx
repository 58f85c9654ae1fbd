import type { ReactNode } from 'react';
import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Button } from './button';

export interface ErrorStateProps {
  title?: string;
  message?: string;
  onRetry?: () => void;
  retryLabel?: string;
  isRetrying?: boolean;
  className?: string;
  children?: ReactNode;
}

/** A failed load: what went wrong and a retry button (e.g. 'Error Loading Favorites'). */
export function ErrorState({
  title,
  message,
  onRetry,
  retryLabel,
  isRetrying,
  className,
  children,
}: ErrorStateProps) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className={cn('flex flex-col items-center gap-3 px-4 py-12 text-center', className)}>
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-danger-50 text-danger-600">
        <AlertTriangle aria-hidden="true" className="h-6 w-6" />
      </span>
      {title ? <h2 className="text-lg font-semibold">{title}</h2> : null}
      <p className="max-w-md text-sm text-muted">{message ?? t('errors.generic')}</p>
      {children}
      {onRetry ? (
        <Button variant="outline" onClick={onRetry} isLoading={isRetrying ?? false}>
          {retryLabel ?? t('actions.retry')}
        </Button>
      ) : null}
    </div>
  );
}
