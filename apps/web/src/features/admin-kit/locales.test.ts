import { describe, expect, it } from 'vitest';

const NAMESPACES = ['admin-products', 'admin-categories', 'admin-companies', 'admin-packs'] as const;

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, child]) =>
    typeof child === 'object' ? keys(child, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

// Plural forms differ per language (Arabic has six): compare the keys without their plural suffix.
const base = (list: string[]) =>
  [...new Set(list.map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();

const load = (language: string, namespace: string) =>
  import(`../../locales/${language}/${namespace}.json`).then((module: { default: Tree }) => module.default);

describe('catalogue back office texts', () => {
  for (const namespace of NAMESPACES) {
    it(`${namespace} has every English key in French and Arabic, none left empty`, async () => {
      const en = await load('en', namespace);
      for (const language of ['fr', 'ar']) {
        const other = await load(language, namespace);
        expect(base(keys(other)), `${language}/${namespace}`).toEqual(base(keys(en)));
        const values = keys(other).map((key) =>
          key.split('.').reduce<Tree | string>((node, part) => (node as Tree)[part]!, other),
        );
        expect(values.every((value) => typeof value === 'string' && value.trim() !== '')).toBe(true);
      }
    });
  }

  it('has the Arabic plural forms wherever English counts', async () => {
    for (const namespace of NAMESPACES) {
      const en = keys(await load('en', namespace)).filter((key) => key.endsWith('_other'));
      const ar = new Set(keys(await load('ar', namespace)));
      for (const key of en) {
        const stem = key.slice(0, -'_other'.length);
        for (const form of ['zero', 'one', 'two', 'few', 'many', 'other']) {
          expect(ar.has(`${stem}_${form}`), `ar/${namespace} ${stem}_${form}`).toBe(true);
        }
      }
    }
  });
});
