import { describe, expect, it } from 'vitest';
import { catalogueSearchParams } from '@parashop/shared/catalogue-query';
import { DEFAULT_FILTERS, clampPriceRange, toCatalogueQuery, type CatalogueFilters } from './catalogue-query';

const filters = (overrides: Partial<CatalogueFilters>): CatalogueFilters => ({
  ...DEFAULT_FILTERS,
  ...overrides,
});
/** The query string the home page sends for these filters. */
const sent = (overrides: Partial<CatalogueFilters>, page = 1) =>
  catalogueSearchParams(toCatalogueQuery(filters(overrides), page)).toString();

describe('toCatalogueQuery', () => {
  it('sends nothing for the plain catalogue (featured, all types, first page of 8, in stock)', () => {
    expect(sent({})).toBe('');
  });

  it('sends every filter under the API names', () => {
    expect(
      sent(
        {
          search: 'creme',
          categoryId: 3,
          companyId: 7,
          minPrice: 100,
          maxPrice: 150,
          type: 'offers',
          sort: 'price_desc',
        },
        2,
      ),
    ).toBe(
      'q=creme&category_id=3&company_id=7&min_price=100&max_price=150&type=offers&sort=price_desc&page=2',
    );
  });

  it('leaves out the bounds that filter nothing: 0 and the slider top, which means "and above"', () => {
    expect(sent({ minPrice: 0, maxPrice: 1000 })).toBe('');
    expect(sent({ minPrice: 0, maxPrice: 999 })).toBe('max_price=999');
    expect(sent({ minPrice: 1000, maxPrice: 1000 })).toBe('min_price=1000');
    expect(sent({ minPrice: 0, maxPrice: 0 })).toBe('max_price=0');
  });

  it('trims the search and cuts it to the 100 characters the server takes', () => {
    expect(sent({ search: '   ' })).toBe('');
    expect(sent({ search: '  Hair care ' })).toBe('q=Hair+care');
    expect(toCatalogueQuery(filters({ search: 'a'.repeat(150) }), 1).q).toHaveLength(100);
  });

  it('never asks for a page before the first', () => {
    expect(toCatalogueQuery(DEFAULT_FILTERS, 0).page).toBe(1);
  });
});

describe('clampPriceRange', () => {
  it('keeps whole DHS between 0 and 1000 in order', () => {
    expect(clampPriceRange(-5, 1200)).toEqual([0, 1000]);
    expect(clampPriceRange(300.4, 299.6)).toEqual([300, 300]);
    expect(clampPriceRange(700, 200)).toEqual([200, 700]);
  });
});
