import { describe, expect, it } from 'vitest';
import { isClientRoute, itemPath, parseItemSegment, slugify } from './item-urls';

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
