import {
  PAGE_SIZES,
  PRICE_FILTER_MAX,
  PRICE_FILTER_MIN,
  type CatalogueSort,
  type CatalogueType,
} from '@parashop/shared';
import { effectivePrice, isOnOffer, type CatalogueItem } from './catalogue-item';

/**
 * The catalogue's filter, sort and paging rules, in one pure module: the home page applies them to
 * the full lists today; a server-side version can replace `queryCatalogue` without touching the UI.
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
}

export const DEFAULT_FILTERS: CatalogueFilters = {
  search: '',
  categoryId: null,
  companyId: null,
  minPrice: PRICE_FILTER_MIN,
  maxPrice: PRICE_FILTER_MAX,
  type: 'all',
  sort: 'featured',
};

export interface CataloguePage<T> {
  items: T[];
  /** 1-based, clamped to the pages that exist. */
  page: number;
  pageCount: number;
  total: number;
}

/** Lower-case and strip accents so "creme" finds "Crème". */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

export function matchesSearch(item: CatalogueItem, search: string): boolean {
  const needle = normalizeText(search);
  if (!needle) return true;
  return [item.name, ...item.categoryNames, ...item.companyNames].some((text) =>
    normalizeText(text).includes(needle),
  );
}

function matchesPrice(item: CatalogueItem, minPrice: number, maxPrice: number): boolean {
  const price = effectivePrice(item);
  if (price < minPrice * 100) return false;
  return maxPrice >= PRICE_FILTER_MAX || price <= maxPrice * 100;
}

function matchesType(item: CatalogueItem, type: CatalogueType): boolean {
  if (type === 'packs') return item.kind === 'pack';
  if (type === 'offers') return isOnOffer(item);
  return true;
}

/** Only items in stock are ever shown. */
export function filterCatalogue<T extends CatalogueItem>(
  items: readonly T[],
  filters: CatalogueFilters,
): T[] {
  return items.filter(
    (item) =>
      item.stock > 0 &&
      matchesType(item, filters.type) &&
      (filters.categoryId === null || item.categoryIds.includes(filters.categoryId)) &&
      (filters.companyId === null || item.companyIds.includes(filters.companyId)) &&
      matchesPrice(item, filters.minPrice, filters.maxPrice) &&
      matchesSearch(item, filters.search),
  );
}

const nameCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * "Featured" puts current offers first and otherwise keeps the catalogue's own order; the other sorts
 * break ties by name so the order is stable whatever the input order.
 */
export function sortCatalogue<T extends CatalogueItem>(items: readonly T[], sort: CatalogueSort): T[] {
  const indexed = items.map((item, index) => ({ item, index }));
  const byName = (a: T, b: T) => nameCollator.compare(a.name, b.name);
  const compare: Record<
    CatalogueSort,
    (a: { item: T; index: number }, b: { item: T; index: number }) => number
  > = {
    featured: (a, b) => Number(isOnOffer(b.item)) - Number(isOnOffer(a.item)) || a.index - b.index,
    price_asc: (a, b) => effectivePrice(a.item) - effectivePrice(b.item) || byName(a.item, b.item),
    price_desc: (a, b) => effectivePrice(b.item) - effectivePrice(a.item) || byName(a.item, b.item),
    name_asc: (a, b) => byName(a.item, b.item) || a.index - b.index,
    name_desc: (a, b) => byName(b.item, a.item) || a.index - b.index,
  };
  return indexed.sort(compare[sort]).map(({ item }) => item);
}

export function pageCount(total: number, pageSize: number = PAGE_SIZES.catalogue): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function paginate<T>(
  items: readonly T[],
  page: number,
  pageSize: number = PAGE_SIZES.catalogue,
): CataloguePage<T> {
  const pages = pageCount(items.length, pageSize);
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  const start = (current - 1) * pageSize;
  return {
    items: items.slice(start, start + pageSize),
    page: current,
    pageCount: pages,
    total: items.length,
  };
}

/** Filter, then sort, then cut out one page. */
export function queryCatalogue<T extends CatalogueItem>(
  items: readonly T[],
  filters: CatalogueFilters,
  page: number,
  pageSize: number = PAGE_SIZES.catalogue,
): CataloguePage<T> {
  return paginate(sortCatalogue(filterCatalogue(items, filters), filters.sort), page, pageSize);
}

/** Keeps a price range inside 0..1000 whole DHS with min <= max. */
export function clampPriceRange(min: number, max: number): [number, number] {
  const clamp = (value: number) => Math.min(PRICE_FILTER_MAX, Math.max(PRICE_FILTER_MIN, Math.round(value)));
  const low = clamp(min);
  const high = clamp(max);
  return low <= high ? [low, high] : [high, low];
}
