import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const SIZES = { sm: 'h-4 w-4 border-2', md: 'h-6 w-6 border-2', lg: 'h-10 w-10 border-[3px]' } as const;

/** A decorative spinner: pair it with text, or use LoadingState which announces itself. */
export function Spinner({ size = 'md', className }: { size?: keyof typeof SIZES; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block animate-spin rounded-full border-current border-e-transparent text-brand-600',
        SIZES[size],
        className,
      )}
    />
  );
}

/** A centred spinner with a label read by screen readers (e.g. 'Loading products and packs...'). */
export function LoadingState({ label, className }: { label?: string; className?: string }) {
  const { t } = useTranslation('common');
  const text = label ?? t('status.loading');
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn('flex flex-col items-center justify-center gap-3 py-12', className)}
    >
      <Spinner size="lg" />
      <p className="text-sm text-muted">{text}</p>
    </div>
  );
}

/**
 * For places that must not suspend on translations (the very first paint, route guards). It fills
 * the screen, as the page that replaces it will, so nothing below it is seen moving.
 */
export function PageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-svh items-center justify-center">
      <Spinner size="lg" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
