import { createInstance, type i18n as I18n, type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@parashop/shared/constants';
import { ar } from '@parashop/shared/messages/ar';
import { en } from '@parashop/shared/messages/en';
import { fr } from '@parashop/shared/messages/fr';
import { VALIDATION_NAMESPACE } from './backend';
import { i18nOptions } from './index';

/** Every namespace of every language, read at start-up: the server renders without waiting for files. */
const files = import.meta.glob<{ default: ResourceLanguage[string] }>('../locales/*/*.json', { eager: true });
const validation: Record<Language, ResourceLanguage[string]> = { en, fr, ar };

const resources: Resource = {};
for (const language of LANGUAGES) resources[language] = { [VALIDATION_NAMESPACE]: validation[language] };
for (const [path, module] of Object.entries(files)) {
  const [, language = '', namespace = ''] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  const bundle = resources[language];
  if (bundle) bundle[namespace] = module.default;
}

/**
 * An i18next instance for one server render, in one language, with every text in memory (no
 * backend: `t` never waits). The namespaces the tree used are in `reportNamespaces` afterwards:
 * the page tells the browser to load those before it hydrates.
 */
export function createServerI18n(language: Language): I18n {
  const instance = createInstance();
  const languages = language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE];
  const own: Resource = {};
  for (const name of languages) own[name] = resources[name] ?? {};
  void instance.use(initReactI18next).init({
    ...i18nOptions(language, []),
    resources: own,
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}
