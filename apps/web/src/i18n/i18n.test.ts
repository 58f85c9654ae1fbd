import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from './index';

describe('i18n resources', () => {
  it('loads the common namespace lazily in each language', async () => {
    await initI18n('en');
    await i18n.loadLanguages(['fr', 'ar']);
    expect(i18n.getFixedT('en', 'common')('notFound.title')).toBe('Page Not Found');
    expect(i18n.getFixedT('fr', 'common')('notFound.title')).toBe('Page introuvable');
    expect(i18n.getFixedT('ar', 'common')('notFound.title')).toBe('الصفحة غير موجودة');
  });

  it('builds the validation namespace from the shared messages (flat keys)', async () => {
    await initI18n('en');
    await i18n.loadNamespaces('validation');
    await i18n.loadLanguages('fr');
    expect(i18n.getFixedT('en', 'validation')('validation.email.required')).toBe('Email is required');
    expect(i18n.getFixedT('fr', 'validation')('validation.email.required')).not.toBe(
      'validation.email.required',
    );
    expect(i18n.getFixedT('fr', 'validation')('validation.email.required')).not.toBe('Email is required');
  });

  it('every common key exists in French and Arabic', async () => {
    const load = (language: string) =>
      import(`../locales/${language}/common.json`).then((m: { default: object }) => m.default);
    const keys = (value: object, prefix = ''): string[] =>
      Object.entries(value).flatMap(([key, child]) =>
        typeof child === 'object' && child !== null
          ? keys(child as object, `${prefix}${key}.`)
          : [`${prefix}${key}`],
      );
    // Plural forms differ per language (Arabic has six): compare the keys without their plural suffix.
    const base = (list: string[]) =>
      [...new Set(list.map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();
    const en = base(keys(await load('en')));
    expect(base(keys(await load('fr')))).toEqual(en);
    expect(base(keys(await load('ar')))).toEqual(en);
  });
});
