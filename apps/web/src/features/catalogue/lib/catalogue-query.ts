import { CATALOGUE_SEARCH_MAX, type CatalogueQuery } from '@parashop/shared/catalogue-query';
import {
  PRICE_FILTER_MAX,
  PRICE_FILTER_MIN,
  type CatalogueSort,
  type CatalogueType,
} from '@parashop/shared/constants';
import type { AgeGroup, Concern, SkinType } from '@parashop/shared/product-attributes';

/**
 * The home catalogue's filters as the page holds them (in the URL, see use-catalogue-filters), and
 * their translation into a `GET /api/catalogue` query: the server filters, sorts and pages (only
 * items in stock, SPEC section 2), the page shows what it answers.
 */
export interface CatalogueFilters {
  search: string;
  categoryId: number | null;
  companyId: number | null;
  /** Whole DHS, inclusive. */
  minPrice: number;
  /** Whole DHS, inclusive; the slider's top value means "no upper bound". */
  maxPrice: number;
  type: CatalogueType;
  sort: CatalogueSort;
  /** Attribute filters (issue 15): values of one ORed, different ones ANDed. */
  skinTypes: SkinType[];
  concerns: Concern[];
  ageGroups: AgeGroup[];
  pregnancySafe: boolean;
}

export { CATALOGUE_ACTION } from './catalogue-action';

export const DEFAULT_FILTERS: CatalogueFilters = {
  search: '',
  categoryId: null,
  companyId: null,
  minPrice: PRICE_FILTER_MIN,
  maxPrice: PRICE_FILTER_MAX,
  type: 'all',
  sort: 'featured',
  skinTypes: [],
  concerns: [],
  ageGroups: [],
  pregnancySafe: false,
};

/** How many filters the shopper set (the phone's Filters button shows it); search, type and sort aside. */
export function activeFilterCount(filters: CatalogueFilters): number {
  return (
    (filters.categoryId !== null ? 1 : 0) +
    (filters.companyId !== null ? 1 : 0) +
    (filters.minPrice > PRICE_FILTER_MIN || filters.maxPrice < PRICE_FILTER_MAX ? 1 : 0) +
    filters.skinTypes.length +
    filters.concerns.length +
    filters.ageGroups.length +
    (filters.pregnancySafe ? 1 : 0)
  );
}

/** The search as the server takes it: trimmed, at most 100 characters. */
export function searchText(search: string): string {
  return search.trim().slice(0, CATALOGUE_SEARCH_MAX).trim();
}

/** Cards per page of a brand (a row of 2, 3 and 4 columns alike). */
export const BRAND_PAGE_SIZE = 24;

/** The server query of a brand page: its products in stock by name, `?q=` and `?page=` of its address. */
export function brandPageQuery(brandId: number | null, search: string, page: number): CatalogueQuery {
  return {
    type: 'products',
    company_id: brandId ?? undefined,
    q: searchText(search),
    sort: 'name_asc',
    page,
    per_page: BRAND_PAGE_SIZE,
  };
}

/**
 * The server query of one page of the home catalogue. Bounds that filter nothing are left out (the
 * slider's 0 and its top, which means "and above"), so the plain catalogue is one cached URL.
 */
export function toCatalogueQuery(filters: CatalogueFilters, page: number): CatalogueQuery {
  const query: CatalogueQuery = { type: filters.type, sort: filters.sort, page: Math.max(1, page) };
  const search = searchText(filters.search);
  if (search) query.q = search;
  if (filters.categoryId !== null) query.category_id = filters.categoryId;
  if (filters.companyId !== null) query.company_id = filters.companyId;
  if (filters.minPrice > PRICE_FILTER_MIN) query.min_price = filters.minPrice;
  if (filters.maxPrice < PRICE_FILTER_MAX) query.max_price = filters.maxPrice;
  if (filters.skinTypes.length > 0) query.skin_type = filters.skinTypes;
  if (filters.concerns.length > 0) query.concern = filters.concerns;
  if (filters.ageGroups.length > 0) query.age_group = filters.ageGroups;
  if (filters.pregnancySafe) query.pregnancy_safe = true;
  return query;
}

/** Keeps a price range inside 0..1000 whole DHS with min <= max. */
export function clampPriceRange(min: number, max: number): [number, number] {
  const clamp = (value: number) => Math.min(PRICE_FILTER_MAX, Math.max(PRICE_FILTER_MIN, Math.round(value)));
  const low = clamp(min);
  const high = clamp(max);
  return low <= high ? [low, high] : [high, low];
}
