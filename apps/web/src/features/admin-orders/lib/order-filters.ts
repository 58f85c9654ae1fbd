import {
  CONFIRMATION_STATUSES,
  DEFAULT_SHOP_TIMEZONE,
  ORDERS_WEEK_START,
  ORDER_STATUSES,
  type OrderStatus,
} from '@parashop/shared/constants';
import { startOfPeriod } from '@parashop/shared/dates';
import { phoneSearchPatterns } from '@parashop/shared/phone';
import { sumCentimes, toCentimes } from '@parashop/shared/money';
import type { Order } from '@parashop/shared/api-types';

export const ORDER_STATUS_FILTERS = ['all', ...ORDER_STATUSES] as const;
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];

/** The orders page's date filter; its week starts on Sunday (SPEC section 2). */
export const ORDER_DATE_FILTERS = ['all', 'today', 'week', 'month'] as const;
export type OrderDateFilter = (typeof ORDER_DATE_FILTERS)[number];

/** The confirmation filter: every order, or those of one confirmation status (issue 14). */
export const ORDER_CONFIRMATION_FILTERS = ['all', ...CONFIRMATION_STATUSES] as const;
export type OrderConfirmationFilter = (typeof ORDER_CONFIRMATION_FILTERS)[number];

export interface OrderFilters {
  search: string;
  status: OrderStatusFilter;
  date: OrderDateFilter;
  confirmation: OrderConfirmationFilter;
}

export const DEFAULT_ORDER_FILTERS: OrderFilters = {
  search: '',
  status: 'all',
  date: 'all',
  confirmation: 'all',
};

/** Lower case, accents removed, so 'hélène' finds 'Helene'. */
export function normalizeText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** Digits only, so '06 12-34' finds '0612345678'. */
function digits(value: string): string {
  return value.replace(/\D/g, '');
}

/** Search by order number, customer name or phone number. */
export function orderMatchesSearch(order: Order, search: string): boolean {
  const needle = normalizeText(search);
  if (!needle) return true;
  if (normalizeText(order.order_number).includes(needle)) return true;
  if (normalizeText(order.name).includes(needle)) return true;
  // A phone typed with spaces, dashes, +212 or Arabic digits ('06 12-34', '٠٦١٢') still finds '0612345678'.
  const patterns = phoneSearchPatterns(search) ?? [];
  if (patterns.some((pattern) => digits(order.phone_number).includes(pattern))) return true;
  return normalizeText(order.phone_number).includes(needle);
}

/** The first instant a date filter keeps, in the shop's time zone; null keeps everything. */
export function orderDateFrom(
  filter: OrderDateFilter,
  now: Date,
  timeZone = DEFAULT_SHOP_TIMEZONE,
): Date | null {
  return startOfPeriod(filter, now, timeZone, ORDERS_WEEK_START);
}

export function filterOrders(
  orders: readonly Order[],
  filters: OrderFilters,
  now: Date,
  timeZone = DEFAULT_SHOP_TIMEZONE,
): Order[] {
  const from = orderDateFrom(filters.date, now, timeZone)?.getTime() ?? null;
  return orders.filter(
    (order) =>
      (filters.status === 'all' || order.status === filters.status) &&
      (filters.confirmation === 'all' || order.confirmation_status === filters.confirmation) &&
      (from === null || new Date(order.created_at).getTime() >= from) &&
      orderMatchesSearch(order, filters.search),
  );
}

export interface OrderStats {
  total: number;
  pending: number;
  delivered: number;
  /** Revenue of delivered orders, in centimes. */
  deliveredRevenue: number;
}

/** The four stat cards, over every order (not only the filtered ones). */
export function orderStats(orders: readonly Order[]): OrderStats {
  const delivered = orders.filter((order) => order.status === 'delivered');
  return {
    total: orders.length,
    pending: orders.filter((order) => order.status === 'pending').length,
    delivered: delivered.length,
    deliveredRevenue: sumCentimes(delivered.map((order) => toCentimes(order.total_order))),
  };
}

/** Number of lines of an order (a pack counts as one item). */
export function itemCount(order: Pick<Order, 'order_items'>): number {
  return order.order_items.length;
}

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}
