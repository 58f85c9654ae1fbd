import { describe, expect, it } from 'vitest';
import { applyDocumentLanguage, areaOfPath, displayLanguage } from './language';

describe('displayLanguage (decision 001)', () => {
  it('shows English until the user chooses, although the stored default is fr', () => {
    expect(displayLanguage({ language: 'fr', languageChosen: false }, 'storefront')).toBe('en');
    expect(displayLanguage({ language: 'fr', languageChosen: false }, 'admin')).toBe('en');
  });

  it("shows the user's choice where the area offers it", () => {
    expect(displayLanguage({ language: 'fr', languageChosen: true }, 'storefront')).toBe('fr');
    expect(displayLanguage({ language: 'ar', languageChosen: true }, 'admin')).toBe('ar');
  });

  it('shows Arabic on the storefront too (decision 191)', () => {
    expect(displayLanguage({ language: 'ar', languageChosen: true }, 'storefront')).toBe('ar');
  });

  it('tells the back office from the storefront by path', () => {
    expect(areaOfPath('/admin')).toBe('admin');
    expect(areaOfPath('/admin/products')).toBe('admin');
    expect(areaOfPath('/administrator')).toBe('storefront');
    expect(areaOfPath('/')).toBe('storefront');
  });

  it('sets <html lang dir>, right to left for Arabic', () => {
    applyDocumentLanguage('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    applyDocumentLanguage('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
