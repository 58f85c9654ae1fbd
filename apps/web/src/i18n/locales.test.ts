import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { lazyLocalesBackend } from './backend';
import { AREA_NAMESPACES, i18nOptions } from './index';

type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<{ default: Tree }>('../locales/*/*.json');

function namespacesOf(language: string): string[] {
  const prefix = `../locales/${language}/`;
  return Object.keys(files)
    .filter((path) => path.startsWith(prefix))
    .map((path) => path.slice(prefix.length, -'.json'.length))
    .sort();
}

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, child]) =>
    typeof child === 'object' ? keys(child, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

// Plural forms differ per language (Arabic has six): compare the keys without their plural suffix.
const base = (list: string[]) =>
  [...new Set(list.map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();

const load = async (language: string, namespace: string) =>
  (await files[`../locales/${language}/${namespace}.json`]!()).default;

describe('locale files', () => {
  // French pages load no English file (no fallback language), so French must hold every key.
  it('French has every namespace and every key of English', async () => {
    expect(namespacesOf('fr')).toEqual(namespacesOf('en'));
    for (const namespace of namespacesOf('en')) {
      const en = base(keys(await load('en', namespace)));
      expect(base(keys(await load('fr', namespace))), `fr/${namespace}`).toEqual(en);
    }
  });

  it('Arabic, on the storefront and in the back office, has every namespace and key of English', async () => {
    expect(namespacesOf('ar')).toEqual(namespacesOf('en'));
    for (const namespace of namespacesOf('ar')) {
      const en = base(keys(await load('en', namespace)));
      expect(base(keys(await load('ar', namespace))), `ar/${namespace}`).toEqual(en);
    }
  });
});

describe('what a first page loads', () => {
  async function start(language: 'en' | 'fr' | 'ar', namespaces: readonly string[]) {
    const instance = createInstance();
    await instance.use(lazyLocalesBackend).init(i18nOptions(language, namespaces));
    const loaded = Object.keys(files)
      .map((path) => path.replace('../locales/', '').replace('.json', ''))
      .filter((entry) => {
        const [lng, ns] = entry.split('/') as [string, string];
        return instance.hasResourceBundle(lng, ns);
      });
    return { instance, loaded: loaded.sort() };
  }

  it('a French storefront page loads the French texts of its first screen, nothing else', async () => {
    const { instance, loaded } = await start('fr', AREA_NAMESPACES.storefront);
    expect(loaded).toEqual(['fr/common', 'fr/favourites', 'fr/storefront']);
    expect(instance.t('notFound.title')).toBe('Page introuvable');
  });

  it('an English storefront page loads the English ones only', async () => {
    const { loaded } = await start('en', AREA_NAMESPACES.storefront);
    expect(loaded).toEqual(['en/common', 'en/favourites', 'en/storefront']);
  });

  it('the Arabic back office falls back to English where Arabic has no text', async () => {
    const { instance, loaded } = await start('ar', AREA_NAMESPACES.admin);
    expect(loaded).toEqual(['ar/admin', 'ar/common', 'en/admin', 'en/common']);
    await instance.loadNamespaces('storefront');
    expect(instance.t('banner.freeDelivery', { ns: 'storefront', amount: 500 })).not.toBe(
      'banner.freeDelivery',
    );
  });
});
