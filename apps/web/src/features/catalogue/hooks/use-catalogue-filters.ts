import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  CATALOGUE_SORTS,
  CATALOGUE_TYPES,
  PRICE_FILTER_MAX,
  PRICE_FILTER_MIN,
  type CatalogueSort,
  type CatalogueType,
} from '@parashop/shared/constants';
import { AGE_GROUPS, CONCERNS, SKIN_TYPES } from '@parashop/shared/product-attributes';
import { DEFAULT_FILTERS, clampPriceRange, type CatalogueFilters } from '../lib/catalogue-query';

/** URL names of the filters: a filtered catalogue can be shared, reloaded and navigated back to. */
export const PARAM = {
  search: 'q',
  categoryId: 'category',
  companyId: 'brand',
  minPrice: 'min',
  maxPrice: 'max',
  type: 'type',
  sort: 'sort',
  page: 'page',
  skinTypes: 'skin_type',
  concerns: 'concern',
  ageGroups: 'age_group',
  pregnancySafe: 'pregnancy_safe',
} as const;

/** The known values of a repeated parameter, each once, in the list's order. */
function listOf<T extends string>(params: URLSearchParams, name: string, allowed: readonly T[]): T[] {
  const given = new Set(params.getAll(name));
  return allowed.filter((value) => given.has(value));
}

export function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

export function filtersFromParams(params: URLSearchParams): CatalogueFilters & { page: number } {
  const min = positiveInt(params.get(PARAM.minPrice)) ?? PRICE_FILTER_MIN;
  const max =
    params.get(PARAM.maxPrice) === '0' ? 0 : (positiveInt(params.get(PARAM.maxPrice)) ?? PRICE_FILTER_MAX);
  const [minPrice, maxPrice] = clampPriceRange(min, max);
  return {
    search: params.get(PARAM.search) ?? '',
    categoryId: positiveInt(params.get(PARAM.categoryId)),
    companyId: positiveInt(params.get(PARAM.companyId)),
    minPrice,
    maxPrice,
    type: oneOf<CatalogueType>(params.get(PARAM.type), CATALOGUE_TYPES, DEFAULT_FILTERS.type),
    sort: oneOf<CatalogueSort>(params.get(PARAM.sort), CATALOGUE_SORTS, DEFAULT_FILTERS.sort),
    skinTypes: listOf(params, PARAM.skinTypes, SKIN_TYPES),
    concerns: listOf(params, PARAM.concerns, CONCERNS),
    ageGroups: listOf(params, PARAM.ageGroups, AGE_GROUPS),
    pregnancySafe: params.get(PARAM.pregnancySafe) === 'true',
    page: positiveInt(params.get(PARAM.page)) ?? 1,
  };
}

/** Writes only what differs from the defaults, so a plain catalogue keeps a plain URL. */
export function paramsFromFilters(filters: CatalogueFilters & { page: number }): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set(PARAM.search, filters.search);
  if (filters.categoryId !== null) params.set(PARAM.categoryId, String(filters.categoryId));
  if (filters.companyId !== null) params.set(PARAM.companyId, String(filters.companyId));
  if (filters.minPrice !== PRICE_FILTER_MIN) params.set(PARAM.minPrice, String(filters.minPrice));
  if (filters.maxPrice !== PRICE_FILTER_MAX) params.set(PARAM.maxPrice, String(filters.maxPrice));
  if (filters.type !== DEFAULT_FILTERS.type) params.set(PARAM.type, filters.type);
  if (filters.sort !== DEFAULT_FILTERS.sort) params.set(PARAM.sort, filters.sort);
  for (const value of filters.skinTypes) params.append(PARAM.skinTypes, value);
  for (const value of filters.concerns) params.append(PARAM.concerns, value);
  for (const value of filters.ageGroups) params.append(PARAM.ageGroups, value);
  if (filters.pregnancySafe) params.set(PARAM.pregnancySafe, 'true');
  if (filters.page > 1) params.set(PARAM.page, String(filters.page));
  return params;
}

/**
 * The filters a GET form keeps as hidden fields while it changes the others (`omit`, by URL name):
 * sent without the page's script, it asks for the address the app would make (decision 220).
 */
export function keptParams(filters: CatalogueFilters, omit: readonly string[]): URLSearchParams {
  const params = paramsFromFilters({ ...filters, page: 1 });
  for (const name of omit) params.delete(name);
  return params;
}

/** The URL names of the attribute filters a checkbox sets. */
export const FACET_PARAMS = {
  skinTypes: PARAM.skinTypes,
  concerns: PARAM.concerns,
  ageGroups: PARAM.ageGroups,
  pregnancySafe: PARAM.pregnancySafe,
} as const;

/**
 * The catalogue's filters, held in the URL. Changing a filter goes back to page 1; the history is
 * replaced, not pushed, so Back leaves the page instead of undoing each slider step.
 *
 * The router renders a new address as a transition, so typing can hold it back: a search committed
 * right after "Reset filters" would otherwise be built on the filters still on screen and bring them
 * back. Each change is therefore built on the last address asked for, until the router has shown it;
 * an address nobody here asked for (Back, the header's search) is taken as it comes.
 */
export function useCatalogueFilters({
  onAsk,
}: {
  /**
   * Told each address asked for, before the router renders it: the catalogue starts loading its page
   * at the tap, not once the new address has rendered (seconds on a slow phone).
   */
  onAsk?: (target: URLSearchParams) => void;
} = {}) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => filtersFromParams(params), [params]);
  const asked = useRef<string[]>([]);

  useEffect(() => {
    const shown = asked.current.indexOf(params.toString());
    asked.current = shown === -1 ? [] : asked.current.slice(shown + 1);
  }, [params]);

  const go = useCallback(
    (next: (latest: URLSearchParams) => URLSearchParams, options: { replace: boolean }) => {
      const pending = asked.current.at(-1);
      const target = next(pending === undefined ? params : new URLSearchParams(pending));
      asked.current = [...asked.current, target.toString()];
      onAsk?.(target);
      setParams(target, { replace: options.replace, preventScrollReset: true });
    },
    [params, setParams, onAsk],
  );

  const update = useCallback(
    (changes: Partial<CatalogueFilters>) =>
      go((latest) => paramsFromFilters({ ...filtersFromParams(latest), ...changes, page: 1 }), {
        replace: true,
      }),
    [go],
  );

  /** A new history entry, so Back returns to the previous page; `replace` corrects the URL instead. */
  const setPage = useCallback(
    (page: number, options: { replace?: boolean } = {}) =>
      go((latest) => paramsFromFilters({ ...filtersFromParams(latest), page }), {
        replace: options.replace ?? false,
      }),
    [go],
  );

  const reset = useCallback(() => go(() => new URLSearchParams(), { replace: true }), [go]);

  return { filters: state, page: state.page, update, setPage, reset };
}
