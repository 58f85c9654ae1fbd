import type { ResourceKey } from 'i18next';

/**
 * The back office screens' own namespaces (src/locales/<language>/admin-*.json), each its own lazy
 * chunk. This map is a chunk of its own too, loaded with the first of them (src/i18n/backend.ts):
 * its 54 file names stay out of the storefront's first load.
 */
export const backOfficeLocaleFiles = import.meta.glob<{ default: ResourceKey }>('../locales/*/admin-*.json');
