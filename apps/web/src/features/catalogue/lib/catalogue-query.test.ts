import { describe, expect, it } from 'vitest';
import { toCatalogueItems } from './catalogue-item';
import {
  DEFAULT_FILTERS,
  clampPriceRange,
  filterCatalogue,
  paginate,
  queryCatalogue,
  sortCatalogue,
  type CatalogueFilters,
} from './catalogue-query';
import { pack, product } from './test-fixtures';

const items = toCatalogueItems(
  [
    product({ id: 1, name: 'Crème Hydratante', price: 120, category_id: 1, company_id: 1 }),
    product({
      id: 2,
      name: 'Shampooing Doux',
      price: 80,
      category_id: 2,
      category: { name: 'Hair care' },
      company_id: 2,
      company: { name: 'Klorane' },
    }),
    product({
      id: 3,
      name: 'Vitamin C',
      price: 200,
      offer_price: 150,
      category_id: 3,
      category: { name: 'Supplements' },
    }),
    product({ id: 4, name: 'Sold out serum', price: 90, stock: 0 }),
    product({ id: 5, name: 'argan oil', price: 1500, company_id: 2, company: { name: 'Klorane' } }),
  ],
  [
    pack({ id: 1, name: 'Hair Routine', price: 150, products: [{ id: 2 }] }),
    pack({ id: 2, name: 'Empty stock pack', stock: 0, products: [{ id: 1 }] }),
  ],
);

const names = (list: { name: string }[]) => list.map((item) => item.name);
const filters = (overrides: Partial<CatalogueFilters>): CatalogueFilters => ({
  ...DEFAULT_FILTERS,
  ...overrides,
});

describe('filterCatalogue', () => {
  it('never shows an item without stock', () => {
    const shown = names(filterCatalogue(items, DEFAULT_FILTERS));
    expect(shown).not.toContain('Sold out serum');
    expect(shown).not.toContain('Empty stock pack');
    expect(shown).toHaveLength(5);
  });

  it('filters by category and brand, packs through their products', () => {
    expect(names(filterCatalogue(items, filters({ categoryId: 2 })))).toEqual([
      'Shampooing Doux',
      'Hair Routine',
    ]);
    expect(names(filterCatalogue(items, filters({ companyId: 2 })))).toEqual([
      'Shampooing Doux',
      'argan oil',
      'Hair Routine',
    ]);
    expect(filterCatalogue(items, filters({ categoryId: 2, companyId: 1 }))).toEqual([]);
  });

  it('filters by the price the shopper pays, bounds included, the top of the slider unbounded', () => {
    expect(names(filterCatalogue(items, filters({ minPrice: 120, maxPrice: 150 })))).toEqual([
      'Crème Hydratante',
      'Vitamin C',
      'Hair Routine',
    ]);
    expect(names(filterCatalogue(items, filters({ minPrice: 151, maxPrice: 199 })))).toEqual([]);
    expect(names(filterCatalogue(items, filters({ minPrice: 1000 })))).toEqual(['argan oil']);
    expect(names(filterCatalogue(items, filters({ maxPrice: 999 })))).not.toContain('argan oil');
  });

  it('filters by type: packages or special offers', () => {
    expect(names(filterCatalogue(items, filters({ type: 'packs' })))).toEqual(['Hair Routine']);
    expect(names(filterCatalogue(items, filters({ type: 'offers' })))).toEqual(['Vitamin C']);
  });

  it('searches name, category and brand, ignoring case and accents', () => {
    expect(names(filterCatalogue(items, filters({ search: 'creme' })))).toEqual(['Crème Hydratante']);
    expect(names(filterCatalogue(items, filters({ search: '  SUPPLEMENTS ' })))).toEqual(['Vitamin C']);
    expect(names(filterCatalogue(items, filters({ search: 'klorane' })))).toEqual([
      'Shampooing Doux',
      'argan oil',
      'Hair Routine',
    ]);
    expect(filterCatalogue(items, filters({ search: 'nothing like this' }))).toEqual([]);
  });
});

describe('sortCatalogue', () => {
  const shown = filterCatalogue(items, DEFAULT_FILTERS);

  it('featured: offers first, then the catalogue order', () => {
    expect(names(sortCatalogue(shown, 'featured'))).toEqual([
      'Vitamin C',
      'Crème Hydratante',
      'Shampooing Doux',
      'argan oil',
      'Hair Routine',
    ]);
  });

  it('sorts by the price paid, both ways', () => {
    expect(names(sortCatalogue(shown, 'price_asc'))).toEqual([
      'Shampooing Doux',
      'Crème Hydratante',
      'Hair Routine',
      'Vitamin C',
      'argan oil',
    ]);
    expect(names(sortCatalogue(shown, 'price_desc'))).toEqual([
      'argan oil',
      'Hair Routine',
      'Vitamin C',
      'Crème Hydratante',
      'Shampooing Doux',
    ]);
  });

  it('sorts by name a-z and z-a without regard to case', () => {
    expect(names(sortCatalogue(shown, 'name_asc'))).toEqual([
      'argan oil',
      'Crème Hydratante',
      'Hair Routine',
      'Shampooing Doux',
      'Vitamin C',
    ]);
    expect(names(sortCatalogue(shown, 'name_desc'))).toEqual([
      'Vitamin C',
      'Shampooing Doux',
      'Hair Routine',
      'Crème Hydratante',
      'argan oil',
    ]);
  });

  it('does not change its input', () => {
    const before = names(shown);
    sortCatalogue(shown, 'name_desc');
    expect(names(shown)).toEqual(before);
  });
});

describe('paginate', () => {
  const twenty = Array.from({ length: 20 }, (_, index) => index + 1);

  it('cuts pages of 8', () => {
    expect(paginate(twenty, 1)).toEqual({
      items: [1, 2, 3, 4, 5, 6, 7, 8],
      page: 1,
      pageCount: 3,
      total: 20,
    });
    expect(paginate(twenty, 3).items).toEqual([17, 18, 19, 20]);
  });

  it('clamps the page into the pages that exist', () => {
    expect(paginate(twenty, 9).page).toBe(3);
    expect(paginate(twenty, 0).page).toBe(1);
    expect(paginate([], 2)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
  });

  it('queryCatalogue filters, sorts, then pages', () => {
    const result = queryCatalogue(items, filters({ sort: 'name_asc' }), 1, 2);
    expect(names(result.items)).toEqual(['argan oil', 'Crème Hydratante']);
    expect(result.total).toBe(5);
    expect(result.pageCount).toBe(3);
  });
});

describe('clampPriceRange', () => {
  it('keeps whole DHS between 0 and 1000 in order', () => {
    expect(clampPriceRange(-5, 1200)).toEqual([0, 1000]);
    expect(clampPriceRange(300.4, 299.6)).toEqual([300, 300]);
    expect(clampPriceRange(700, 200)).toEqual([200, 700]);
  });
});
