import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@parashop/shared/constants';
import { AREA_LANGUAGES, type AppArea } from '@/i18n/language';
import { useAppDispatch } from '@/store/hooks';
import { setLanguage } from '@/store/ui-slice';
import { cn } from '@/lib/cn';
import { isPlainClick } from '@/lib/plain-click';

/** What each button shows: the code in Latin letters, Arabic by its own first letter. */
const SHORT_LABELS: Record<Language, string> = { en: 'EN', fr: 'FR', ar: 'ع' };

/**
 * The languages an area offers. Choosing one stores it (and marks the language as chosen); the
 * layout's useAreaLanguage then applies it. In the storefront each is a link to the page's address
 * in that language (`?lang=fr`, which the server renders): it works before the page's script has
 * run, or without it (decision 220); once the app is here a click switches in place. The back office
 * is built in the browser: toggle buttons.
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
  const location = useLocation();
  const asLinks = area === 'storefront';
  const hrefOf = (language: Language) => {
    const next = new URLSearchParams(location.search);
    next.set('lang', language);
    return `${location.pathname}?${next.toString()}`;
  };
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
        const className = cn(
          'rounded-md px-2.5 py-1 text-xs font-semibold transition-colors',
          active ? 'bg-surface text-brand-800 shadow-sm' : 'text-brand-700 hover:bg-brand-100',
        );
        const label = (
          <>
            <span aria-hidden="true">{SHORT_LABELS[language]}</span>
            <span className="sr-only">{t(`language.${language}`)}</span>
          </>
        );
        if (asLinks) {
          return (
            <a
              key={language}
              href={hrefOf(language)}
              lang={language}
              hrefLang={language}
              aria-current={active ? 'true' : undefined}
              title={t(`language.${language}`)}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                choose(language);
              }}
              className={cn(className, 'inline-block')}
            >
              {label}
            </a>
          );
        }
        return (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={active}
            title={t(`language.${language}`)}
            onClick={() => choose(language)}
            className={className}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}
