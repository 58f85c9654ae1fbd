/**
 * Addresses of back-office lists opened already filtered (decision 177): the dashboard's cards and
 * the notifications link here; each list reads its own parameters (admin-orders and admin-products'
 * `lib/url-filters.ts`).
 */

import { isLanguage } from '@parashop/shared/constants';
import { listSearch, type ListParam } from './list-search';

const withQuery = (path: string, entries: [string, ListParam][]): string => `${path}${listSearch(entries)}`;

/** `/admin/orders-dashboard?status=delivered&date=today`; `order` opens that order's details. */
export function ordersListPath(filters: {
  status?: 'pending' | 'delivered' | 'returned' | 'cancelled';
  date?: 'today' | 'week' | 'month';
  search?: string;
  order?: number;
}): string {
  return withQuery('/admin/orders-dashboard', [
    ['status', filters.status],
    ['date', filters.date],
    ['q', filters.search],
    ['order', filters.order],
  ]);
}

/** `/admin/products?stock=low-stock` or `?expiring=1`. */
export function productsListPath(filters: {
  stock?: 'low-stock' | 'out-of-stock';
  expiring?: boolean;
}): string {
  return withQuery('/admin/products', [
    ['stock', filters.stock],
    ['expiring', filters.expiring],
  ]);
}

/**
 * A CSV export's address in the staff member's language (decision 206): the file's headers, statuses,
 * separator and decimal mark follow it. `search` is the list's query string (`?q=…` or empty).
 */
export function exportUrl(path: string, search: string, language: string | undefined): string {
  const base = (language ?? 'en').slice(0, 2);
  const lang = isLanguage(base) ? base : 'en';
  return `${path}${search}${search ? '&' : '?'}lang=${lang}`;
}
