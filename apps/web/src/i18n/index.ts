import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@parashop/shared/constants';
import { lazyLocalesBackend } from './backend';
import { applyDocumentLanguage } from './language';

export const DEFAULT_NAMESPACE = 'common';

let initialisation: Promise<unknown> | null = null;

/** Starts i18next once, in the language the first screen is shown in. */
export function initI18n(language: Language = DEFAULT_LANGUAGE): Promise<unknown> {
  if (!initialisation) {
    applyDocumentLanguage(language);
    initialisation = i18n
      .use(lazyLocalesBackend)
      .use(initReactI18next)
      .init({
        lng: language,
        fallbackLng: DEFAULT_LANGUAGE,
        supportedLngs: [...LANGUAGES],
        load: 'languageOnly',
        ns: [DEFAULT_NAMESPACE],
        defaultNS: DEFAULT_NAMESPACE,
        fallbackNS: DEFAULT_NAMESPACE,
        interpolation: { escapeValue: false },
        returnNull: false,
        react: { useSuspense: true },
      });
  }
  return initialisation;
}

/** Switches the shown language and keeps `<html lang dir>` in step. */
export async function changeDisplayLanguage(language: Language): Promise<void> {
  applyDocumentLanguage(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

export { i18n };
