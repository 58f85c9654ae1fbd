import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';

type JsonModule = { default: ResourceKey };

/**
 * Feature namespaces: src/locales/<language>/<namespace>.json, each its own lazy chunk. The map of
 * the back office screens' namespaces (`admin-*`) is a lazy chunk of its own (./back-office-locales),
 * so the first load of every page carries only the names of the storefront's, the rider's and the
 * back office frame's files (decision 290).
 */
const localeFiles = import.meta.glob<JsonModule>(['../locales/*/*.json', '!../locales/*/admin-*.json']);
const BACK_OFFICE_PREFIX = 'admin-';

/**
 * The `validation` namespace is the message table of @parashop/shared, one lazy chunk per language.
 * Its keys are flat ('validation.pack.nameRequired'); i18next finds flat keys that contain dots.
 */
const validationTables: Record<string, () => Promise<ResourceKey>> = {
  en: () => import('@parashop/shared/messages/en').then((module) => module.en),
  fr: () => import('@parashop/shared/messages/fr').then((module) => module.fr),
  ar: () => import('@parashop/shared/messages/ar').then((module) => module.ar),
};

export const VALIDATION_NAMESPACE = 'validation';

async function loadValidation(language: string): Promise<ResourceKey> {
  const load = validationTables[language];
  return load ? load() : {};
}

export async function loadNamespace(language: string, namespace: string): Promise<ResourceKey> {
  if (namespace === VALIDATION_NAMESPACE) return loadValidation(language);
  const path = `../locales/${language}/${namespace}.json`;
  const loader = namespace.startsWith(BACK_OFFICE_PREFIX)
    ? (await import('./back-office-locales')).backOfficeLocaleFiles[path]
    : localeFiles[path];
  // A namespace not translated into this language yet falls back to English through fallbackLng.
  if (!loader) return {};
  return (await loader()).default;
}

export const lazyLocalesBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    loadNamespace(language, namespace).then(
      (data) => callback(null, data),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
