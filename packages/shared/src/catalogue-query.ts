import type { Pack, Product } from './api-types';
import { PAGE_SIZES, type CatalogueSort } from './constants';
import type { AgeGroup, CatalogueFacets, Concern, SkinType } from './product-attributes';

/**
 * The storefront's server-side catalogue (`GET /api/catalogue`, `GET /api/catalogue/hero`): products
 * and packs in one filtered, sorted, paged list, so a shopper never downloads the whole catalogue.
 * Types and the query-string builder only (no zod here: the storefront's first load imports this);
 * the server's validation is `schemas/catalogue-query.ts`.
 */

/** The home page's type select (all, packages, special offers) plus `products` for the brand page. */
export const CATALOGUE_QUERY_TYPES = ['all', 'packs', 'offers', 'products'] as const;
export type CatalogueQueryType = (typeof CATALOGUE_QUERY_TYPES)[number];

export const CATALOGUE_PER_PAGE_DEFAULT = PAGE_SIZES.catalogue;
export const CATALOGUE_PER_PAGE_MAX = 100;
export { CATALOGUE_SEARCH_MAX } from './catalogue-search';

export interface CatalogueQuery {
  /** 1-based. */
  page?: number;
  per_page?: number;
  /** Words matched, accent- and case-insensitively and with typos tolerated, in item, category and brand names. */
  q?: string;
  category_id?: number;
  company_id?: number;
  /** Bounds on what the item costs now (offer price while an offer is active), in MAD, inclusive. */
  min_price?: number;
  max_price?: number;
  sort?: CatalogueSort;
  type?: CatalogueQueryType;
  /** Only items with stock above 0 (the default: the storefront shows nothing else). */
  in_stock?: boolean;
  /** Attribute filters (repeatable lists: values of one are ORed, different filters ANDed). */
  skin_type?: readonly SkinType[];
  concern?: readonly Concern[];
  age_group?: readonly AgeGroup[];
  /** Only products marked safe in pregnancy. */
  pregnancy_safe?: boolean;
}

export type CatalogueEntry = { kind: 'product'; item: Product } | { kind: 'pack'; item: Pack };

export interface PageMeta {
  page: number;
  per_page: number;
  total: number;
  /** At least 1, even when nothing matched. */
  last_page: number;
}

export interface CataloguePage {
  data: CatalogueEntry[];
  meta: PageMeta;
  facets: CatalogueFacets;
}

export type HeroBadge = 'offer' | 'popular' | 'pack';
export type HeroEntry = CatalogueEntry & { badge: HeroBadge };

/** What the hero carousel shows (SPEC section 2), in order. */
export interface CatalogueHero {
  data: HeroEntry[];
}

const DEFAULTS = {
  page: 1,
  per_page: CATALOGUE_PER_PAGE_DEFAULT,
  sort: 'featured',
  type: 'all',
  in_stock: true,
};

/**
 * The query string of a catalogue request, defaults left out and keys in a fixed order, so that the
 * same query always gives the same URL (one browser and server cache entry).
 */
export function catalogueSearchParams(query: CatalogueQuery): URLSearchParams {
  const params = new URLSearchParams();
  const q = query.q?.trim();
  if (q) params.set('q', q);
  if (query.category_id !== undefined) params.set('category_id', String(query.category_id));
  if (query.company_id !== undefined) params.set('company_id', String(query.company_id));
  if (query.min_price !== undefined) params.set('min_price', String(query.min_price));
  if (query.max_price !== undefined) params.set('max_price', String(query.max_price));
  for (const name of ['skin_type', 'concern', 'age_group'] as const) {
    for (const value of [...new Set(query[name] ?? [])].sort()) params.append(name, value);
  }
  if (query.pregnancy_safe) params.set('pregnancy_safe', 'true');
  if (query.type !== undefined && query.type !== DEFAULTS.type) params.set('type', query.type);
  if (query.sort !== undefined && query.sort !== DEFAULTS.sort) params.set('sort', query.sort);
  if (query.in_stock !== undefined && query.in_stock !== DEFAULTS.in_stock)
    params.set('in_stock', String(query.in_stock));
  if (query.per_page !== undefined && query.per_page !== DEFAULTS.per_page)
    params.set('per_page', String(query.per_page));
  if (query.page !== undefined && query.page !== DEFAULTS.page) params.set('page', String(query.page));
  return params;
}
