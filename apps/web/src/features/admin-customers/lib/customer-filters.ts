import { CUSTOMERS_WEEK_START, DEFAULT_SHOP_TIMEZONE } from '@parashop/shared/constants';
import { startOfPeriod } from '@parashop/shared/dates';
import type { Customer } from '@parashop/shared/api-types';

/** The customers page's joined filter; its week starts on Monday (SPEC section 2). */
export const JOINED_FILTERS = ['all', 'today', 'week', 'month'] as const;
export type JoinedFilter = (typeof JOINED_FILTERS)[number];

export interface CustomerFilters {
  search: string;
  joined: JoinedFilter;
}

export const DEFAULT_CUSTOMER_FILTERS: CustomerFilters = { search: '', joined: 'all' };

/** Lower case, accents removed, so 'agadir' finds 'Agadïr' and 'hélène' finds 'Helene'. */
function normalizeText(value: string | null | undefined): string {
  return (value ?? '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** Search by name, e-mail, phone or city. A phone typed with spaces or dashes still matches. */
export function customerMatchesSearch(customer: Customer, search: string): boolean {
  const needle = normalizeText(search);
  if (!needle) return true;
  const fields = [customer.name, customer.email, customer.phone, customer.city];
  if (fields.some((field) => normalizeText(field).includes(needle))) return true;
  const compact = search.replace(/[\s().+-]/g, '');
  return /^\d+$/.test(compact) && (customer.phone ?? '').replace(/\D/g, '').includes(compact);
}

/** The first joining instant a filter keeps, in the shop's time zone; null keeps everyone. */
export function joinedFrom(filter: JoinedFilter, now: Date, timeZone = DEFAULT_SHOP_TIMEZONE): Date | null {
  return startOfPeriod(filter, now, timeZone, CUSTOMERS_WEEK_START);
}

export function filterCustomers(
  customers: readonly Customer[],
  filters: CustomerFilters,
  now: Date,
  timeZone = DEFAULT_SHOP_TIMEZONE,
): Customer[] {
  const from = joinedFrom(filters.joined, now, timeZone)?.getTime() ?? null;
  return customers.filter(
    (customer) =>
      (from === null || new Date(customer.joined_at).getTime() >= from) &&
      customerMatchesSearch(customer, filters.search),
  );
}
