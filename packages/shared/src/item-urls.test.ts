import { describe, expect, it } from 'vitest';
import { isClientRoute, isItemSlug, itemPath, itemShareUrl, parseItemSegment, slugify } from './item-urls';

describe('item addresses', () => {
  it('makes a lower-case ASCII slug with accents folded', () => {
    expect(slugify('Crème Hydratante « Été » 50 ml')).toBe('creme-hydratante-ete-50-ml');
    expect(slugify("L'Œil de Bœuf & Co.")).toBe('l-oeil-de-boeuf-co');
    expect(slugify('  --Huile  Prodigieuse--  ')).toBe('huile-prodigieuse');
    expect(slugify('زيت الأرغان')).toBe('item');
    expect(slugify('a'.repeat(200))).toHaveLength(80);
  });

  it('builds product and pack paths', () => {
    expect(itemPath('product', { id: 12, name: 'Sérum Éclat' })).toBe('/products/12-serum-eclat');
    expect(itemPath('pack', { id: 3, name: 'Routine visage' })).toBe('/packs/3-routine-visage');
  });

  it('writes the slug in the page language: French in fr, French (else the main name) in ar', () => {
    const cream = { id: 12, name: 'Moisturising Cream', name_fr: 'Crème hydratante', name_ar: 'كريم مرطب' };
    expect(itemPath('product', cream, 'en')).toBe('/products/12-moisturising-cream');
    expect(itemPath('product', cream, 'fr')).toBe('/products/12-creme-hydratante');
    expect(itemPath('product', cream, 'fr-FR')).toBe('/products/12-creme-hydratante');
    expect(itemPath('product', cream, 'ar')).toBe('/products/12-creme-hydratante');
    expect(itemPath('product', cream)).toBe('/products/12-moisturising-cream');
    const untranslated = { id: 4, name: 'Argan Oil', name_fr: null, name_ar: 'زيت الأرغان' };
    expect(itemPath('pack', untranslated, 'fr')).toBe('/packs/4-argan-oil');
    expect(itemPath('pack', untranslated, 'ar')).toBe('/packs/4-argan-oil');
    expect(isItemSlug(cream, 'creme-hydratante')).toBe(true);
    expect(isItemSlug(cream, 'moisturising-cream')).toBe(true);
    expect(isItemSlug(cream, 'old-name')).toBe(false);
  });

  it('makes a share link with the slug and the language of the page', () => {
    const cream = { id: 12, name: 'Moisturising Cream', name_fr: 'Crème hydratante' };
    expect(itemShareUrl('https://shop.ma/', 'product', cream, 'fr')).toBe(
      'https://shop.ma/products/12-creme-hydratante?lang=fr',
    );
    expect(itemShareUrl('https://shop.ma', 'product', cream, 'ar')).toBe(
      'https://shop.ma/products/12-creme-hydratante?lang=ar',
    );
  });

  it('reads the id and slug of a page segment', () => {
    expect(parseItemSegment('12-serum-eclat')).toEqual({ id: 12, slug: 'serum-eclat' });
    expect(parseItemSegment('12')).toEqual({ id: 12, slug: '' });
    for (const bad of ['', 'abc', '0-x', '-12', '012', '99999999999'])
      expect(parseItemSegment(bad)).toBeNull();
  });

  it('knows the client routes, trailing slash or not', () => {
    expect(isClientRoute('/products/1-a/')).toBe(true);
    expect(isClientRoute('/admin/anything/deep')).toBe(true);
    expect(isClientRoute('/products')).toBe(false);
    expect(isClientRoute('/unknown')).toBe(false);
  });
});
