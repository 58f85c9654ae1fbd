import {
  DEFAULT_ORDER_FILTERS,
  ORDER_DATE_FILTERS,
  ORDER_STATUS_FILTERS,
  type OrderFilters,
} from './order-filters';

const pick = <T extends string>(allowed: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

/**
 * The orders list's first filters from its address, e.g. `?status=delivered&date=today` (the
 * dashboard's cards link there, decision 177). Unknown values fall back to "all".
 */
export function orderFiltersFromSearch(search: string): OrderFilters {
  const params = new URLSearchParams(search);
  return {
    ...DEFAULT_ORDER_FILTERS,
    status: pick(ORDER_STATUS_FILTERS, params.get('status'), DEFAULT_ORDER_FILTERS.status),
    date: pick(ORDER_DATE_FILTERS, params.get('date'), DEFAULT_ORDER_FILTERS.date),
    search: params.get('q') ?? DEFAULT_ORDER_FILTERS.search,
  };
}

/** The order whose details `?order=ID` opens (a notification's link), or null. */
export function orderIdFromSearch(search: string): number | null {
  const id = Number(new URLSearchParams(search).get('order'));
  return Number.isInteger(id) && id > 0 ? id : null;
}
