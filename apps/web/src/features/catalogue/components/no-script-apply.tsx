import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/**
 * The submit button of a filter form, shown only where the page's script does not run (a select or a
 * checkbox applies itself once the app is here; without it, this sends the form: decision 220).
 */
export function NoScriptApply({ className }: { className?: string }) {
  const { t } = useTranslation('storefront');
  return (
    <noscript>
      <button
        type="submit"
        className={cn(
          'inline-flex h-10 items-center justify-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800',
          className,
        )}
      >
        {t('filters.apply')}
      </button>
    </noscript>
  );
}
