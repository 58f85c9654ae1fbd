import i18n, { type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@parashop/shared/constants';
import { lazyLocalesBackend } from './backend';
import { applyDocumentLanguage, type AppArea } from './language';

export const DEFAULT_NAMESPACE = 'common';

/**
 * What each area's first screen needs before it can show anything: the frame's texts (header,
 * menus, footer) and, on the storefront, the favourite button of every card, which would otherwise
 * suspend the page again once the cards arrive.
 */
export const AREA_NAMESPACES: Record<AppArea, readonly string[]> = {
  storefront: [DEFAULT_NAMESPACE, 'storefront', 'favourites'],
  admin: [DEFAULT_NAMESPACE, 'admin'],
  rider: [DEFAULT_NAMESPACE, 'rider'],
};

/**
 * i18next's settings. English and French hold every key (src/i18n/locales.test.ts), so neither
 * falls back to another language, and a French page downloads no English file. Arabic holds every
 * key too and falls back to English only for a key added since (a name it does not translate yet).
 */
export function i18nOptions(language: Language, namespaces: readonly string[]): InitOptions {
  return {
    lng: language,
    // Ask for the texts at once, not a task later: the first paint waits for them.
    initAsync: false,
    fallbackLng: { ar: [DEFAULT_LANGUAGE], default: [] },
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    ns: [...namespaces],
    defaultNS: DEFAULT_NAMESPACE,
    fallbackNS: DEFAULT_NAMESPACE,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true },
  };
}

let initialisation: Promise<unknown> | null = null;

/**
 * Starts i18next once, in the language the first screen is shown in, loading together the
 * namespaces that screen needs (AREA_NAMESPACES) instead of one after the other as they render.
 */
export function initI18n(
  language: Language = DEFAULT_LANGUAGE,
  namespaces: readonly string[] = [DEFAULT_NAMESPACE],
): Promise<unknown> {
  if (!initialisation) {
    applyDocumentLanguage(language);
    initialisation = i18n
      .use(lazyLocalesBackend)
      .use(initReactI18next)
      .init(i18nOptions(language, namespaces));
  }
  return initialisation;
}

/** Switches the shown language and keeps `<html lang dir>` in step. */
export async function changeDisplayLanguage(language: Language): Promise<void> {
  applyDocumentLanguage(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

export { i18n };
