import { createElement, type ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS } from '../lib/catalogue-query';
import { filtersFromParams, paramsFromFilters, useCatalogueFilters } from './use-catalogue-filters';

const read = (search: string) => filtersFromParams(new URLSearchParams(search));

describe('the catalogue filters in the URL', () => {
  it('reads q, category, brand, min, max, type, sort and page', () => {
    expect(read('q=creme&category=2&brand=5&min=100&max=150&type=packs&sort=name_desc&page=3')).toEqual({
      search: 'creme',
      categoryId: 2,
      companyId: 5,
      minPrice: 100,
      maxPrice: 150,
      type: 'packs',
      sort: 'name_desc',
      skinTypes: [],
      concerns: [],
      ageGroups: [],
      pregnancySafe: false,
      page: 3,
    });
  });

  it('reads the repeated attribute filters, known values only, and writes them back the same', () => {
    const filters = read(
      'skin_type=oily&skin_type=dry&skin_type=scaly&concern=acne&age_group=baby&pregnancy_safe=true',
    );
    expect(filters).toMatchObject({
      skinTypes: ['dry', 'oily'],
      concerns: ['acne'],
      ageGroups: ['baby'],
      pregnancySafe: true,
    });
    const params = paramsFromFilters(filters);
    expect(params.toString()).toBe(
      'skin_type=dry&skin_type=oily&concern=acne&age_group=baby&pregnancy_safe=true',
    );
    expect(filtersFromParams(params)).toEqual(filters);
  });

  it('falls back to the defaults for missing or malformed values', () => {
    expect(read('category=x&brand=-1&min=abc&type=services&sort=cheapest&page=0')).toEqual({
      ...DEFAULT_FILTERS,
      page: 1,
    });
  });

  it('keeps the price range inside 0..1000 and in order', () => {
    expect(read('min=700&max=200')).toMatchObject({ minPrice: 200, maxPrice: 700 });
    expect(read('max=5000')).toMatchObject({ minPrice: 0, maxPrice: 1000 });
    expect(read('max=0')).toMatchObject({ minPrice: 0, maxPrice: 0 });
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(paramsFromFilters({ ...DEFAULT_FILTERS, page: 1 }).toString()).toBe('');
    const filters = {
      ...DEFAULT_FILTERS,
      search: 'serum',
      categoryId: 4,
      maxPrice: 300,
      sort: 'price_asc' as const,
      page: 2,
    };
    const params = paramsFromFilters(filters);
    expect(params.toString()).toBe('q=serum&category=4&max=300&sort=price_asc&page=2');
    expect(filtersFromParams(params)).toEqual(filters);
  });
});

describe('useCatalogueFilters', () => {
  const renderFilters = (entry: string) =>
    renderHook(() => ({ filters: useCatalogueFilters(), location: useLocation() }), {
      wrapper: ({ children }: { children: ReactNode }) =>
        createElement(MemoryRouter, { initialEntries: [entry] }, children),
    });

  it('builds a change made before the router shows the last one on that last one', () => {
    const { result } = renderFilters('/?category=4&brand=5&sort=price_asc');
    // "Reset filters", then a search, from the same screen: the reset is not undone.
    const { reset, update } = result.current.filters;
    act(() => {
      reset();
      update({ search: 'shampoo' });
    });
    expect(result.current.location.search).toBe('?q=shampoo');
    expect(result.current.filters.filters).toMatchObject({
      search: 'shampoo',
      categoryId: null,
      companyId: null,
    });
  });

  it('keeps each change on top of the others, and a page after a filter', () => {
    const { result } = renderFilters('/?sort=price_asc');
    const { update, setPage } = result.current.filters;
    act(() => {
      update({ categoryId: 4 });
      update({ companyId: 5 });
      setPage(2);
    });
    expect(result.current.location.search).toBe('?category=4&brand=5&sort=price_asc&page=2');
    act(() => result.current.filters.update({ search: 'gel' }));
    expect(result.current.location.search).toBe('?q=gel&category=4&brand=5&sort=price_asc');
  });
});
