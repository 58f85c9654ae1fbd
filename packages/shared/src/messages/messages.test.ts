import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../constants';
import { en, isMessageKey, messages, nestedMessages, translateMessage } from './index';

const keys = Object.keys(en);

describe('message tables', () => {
  it('have a non-empty text for every key in every language, and nothing else', () => {
    for (const lang of LANGUAGES) {
      expect(Object.keys(messages[lang]).sort()).toEqual([...keys].sort());
      for (const key of keys)
        expect(messages[lang][key as keyof typeof en].trim(), `${lang} ${key}`).not.toBe('');
    }
  });

  it('translate French and Arabic rather than copy English', () => {
    const copied = (lang: 'fr' | 'ar') =>
      keys.filter(
        (key) =>
          messages[lang][key as keyof typeof en] === en[key as keyof typeof en] &&
          !key.startsWith('validation.resetPassword.'),
      );
    expect(copied('fr')).toEqual([]);
    expect(copied('ar')).toEqual([]);
  });

  it('keep the reset and change-password page messages Arabic in every language', () => {
    const resetKeys = keys.filter((key) => key.startsWith('validation.resetPassword.'));
    expect(resetKeys).toContain('validation.resetPassword.fillAllFields');
    for (const lang of LANGUAGES) {
      for (const key of resetKeys) expect(translateMessage(key, lang)).toMatch(/^[\u0600-\u06FF\s\d]+$/);
    }
    expect(translateMessage('validation.resetPassword.fillAllFields', 'en')).toBe('يرجى ملء جميع الحقول');
  });

  it("quote the specification's English word for word", () => {
    expect(en['validation.pack.nameRequired']).toBe('Pack name is required');
    expect(en['validation.pack.nameMin']).toBe('Pack name must be at least 2 characters');
    expect(en['validation.pack.nameMax']).toBe('Pack name cannot exceed 100 characters');
    expect(en['validation.pack.descriptionRequired']).toBe('Description is required');
    expect(en['validation.pack.descriptionMax']).toBe('Description cannot exceed 500 characters');
    expect(en['validation.pack.priceRequired']).toBe('Price is required');
    expect(en['validation.pack.pricePositive']).toBe('Price must be a positive number');
    expect(en['validation.pack.priceMax']).toBe('Price cannot exceed 10,000');
    expect(en['validation.pack.productsRequired']).toBe('Please select at least one product');
    expect(en['validation.offer.requiredFields']).toBe('Please fill all required fields');
    expect(en['validation.offer.endBeforeStart']).toBe('End date must be after or equal to start date');
    expect(en['validation.offer.pricePositive']).toBe('Offer price must be greater than 0');
    expect(en['validation.offer.priceAboveOriginal']).toBe('Offer price must be less than original price');
    expect(en['validation.email.required']).toBe('Email is required');
    expect(en['validation.email.invalid']).toBe('Invalid email address');
    expect(en['validation.password.required']).toBe('Password is required');
    expect(en['validation.password.min']).toBe('Password must be at least 6 characters');
    expect(en['validation.password.mismatch']).toBe('Passwords do not match');
    expect(en['validation.email.gmail']).toBe('Email must be a valid Gmail address');
    expect(en['validation.verify.codeIncomplete']).toBe('Please enter the full verification code');
    expect(en['validation.verify.noUser']).toBe('No user found for verification.');
    expect(en['validation.image.notImage']).toBe('Please select an image file');
    expect(en['errors.generic']).toBe('Something went wrong. Please try again.');
  });
});

describe('translateMessage', () => {
  it('gives the text of a key in a language', () => {
    expect(translateMessage('validation.pack.nameRequired')).toBe('Pack name is required');
    expect(translateMessage('validation.pack.nameRequired', 'fr')).toBe('Le nom du pack est obligatoire');
    expect(translateMessage('validation.pack.nameRequired', 'ar')).toBe('اسم الباقة مطلوب');
  });

  it('falls back to English for an unknown language, then to the key itself', () => {
    expect(translateMessage('validation.pack.nameRequired', 'de')).toBe('Pack name is required');
    expect(translateMessage('Some server text')).toBe('Some server text');
    expect(isMessageKey('validation.pack.nameRequired')).toBe(true);
    expect(isMessageKey('toString')).toBe(false);
    expect(translateMessage('toString')).toBe('toString');
  });

  it('fills placeholders', () => {
    expect(translateMessage('errors.outOfStock', 'en', { name: 'Avène' })).toBe(
      'Not enough stock for Avène.',
    );
    expect(translateMessage('errors.outOfStock', 'fr', { other: 1 })).toBe(
      'Stock insuffisant pour {{name}}.',
    );
  });
});

describe('nestedMessages', () => {
  it('splits keys on dots for i18next', () => {
    const tree = nestedMessages('en') as { validation: { pack: Record<string, string> } };
    expect(tree.validation.pack.nameRequired).toBe('Pack name is required');
    // No key may also be the prefix of another, or a text would be lost in the tree.
    const leaves = (node: unknown): number =>
      typeof node === 'string'
        ? 1
        : Object.values(node as object).reduce((sum: number, child) => sum + leaves(child), 0);
    for (const lang of LANGUAGES) expect(leaves(nestedMessages(lang))).toBe(keys.length);
  });
});

describe('schemas', () => {
  it('use only keys that have texts', () => {
    const dir = fileURLToPath(new URL('../schemas', import.meta.url));
    const used = new Set<string>();
    for (const file of readdirSync(dir).filter(
      (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
    )) {
      for (const match of readFileSync(join(dir, file), 'utf8').matchAll(
        /'((?:validation|errors|notices)\.[\w.]+)'/g,
      )) {
        if (match[1]) used.add(match[1]);
      }
    }
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((key) => !isMessageKey(key))).toEqual([]);
  });
});
