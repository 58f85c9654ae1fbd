import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@parashop/shared/constants';
import { AREA_LANGUAGES, type AppArea } from '@/i18n/language';
import { useAppDispatch } from '@/store/hooks';
import { setLanguage } from '@/store/ui-slice';
import { cn } from '@/lib/cn';

/** What each button shows: the code in Latin letters, Arabic by its own first letter. */
const SHORT_LABELS: Record<Language, string> = { en: 'EN', fr: 'FR', ar: 'ع' };

/**
 * The languages an area offers, as a group of toggle buttons. Choosing one stores it (and marks
 * the language as chosen); the layout's useAreaLanguage then applies it.
 */
export function LanguageSwitch({
  area,
  current,
  className,
}: {
  area: AppArea;
  current: Language;
  className?: string;
}) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const choose = (language: Language) => {
    dispatch(setLanguage(language));
    // An address that names its language (`?lang=`) follows the choice, so a reload keeps it.
    if (params.has('lang')) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('lang', language);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    }
  };

  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={cn('inline-flex rounded-lg bg-brand-50 p-0.5', className)}
    >
      {AREA_LANGUAGES[area].map((language) => {
        const active = language === current;
        return (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={active}
            title={t(`language.${language}`)}
            onClick={() => choose(language)}
            className={cn(
              'rounded-md px-2.5 py-1 text-xs font-semibold transition-colors',
              active ? 'bg-surface text-brand-800 shadow-sm' : 'text-brand-700 hover:bg-brand-100',
            )}
          >
            <span aria-hidden="true">{SHORT_LABELS[language]}</span>
            <span className="sr-only">{t(`language.${language}`)}</span>
          </button>
        );
      })}
    </div>
  );
}
