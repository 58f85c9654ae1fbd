import { z } from 'zod';
import {
  CONFIRMATION_STATUSES,
  ORDER_PAGE_SIZES,
  ORDER_STATUSES,
  LANGUAGES,
  PAGE_SIZES,
  type ConfirmationStatus,
  type OrderStatus,
} from '../constants';
import type { Customer, Order } from '../api-types';

/**
 * The query of the back office's server-side lists (GET /api/orders, GET /api/customers and their
 * `export.csv`): `page` asks for the paged answer; the filters are the screens' own
 * (docs/decisions/180-server-side-lists.md).
 */

export const LIST_PERIODS = ['all', 'today', 'week', 'month'] as const;
export type ListPeriod = (typeof LIST_PERIODS)[number];

/** Longest search text accepted (a name, an e-mail, an order number or a phone fits well within). */
export const LIST_SEARCH_MAX = 100;

export const LIST_PAGE_MESSAGE = 'The page must be a whole number from 1.';
export const ORDER_PER_PAGE_MESSAGE = `The number of rows per page must be one of: ${ORDER_PAGE_SIZES.join(', ')}.`;
export const CUSTOMER_PER_PAGE_MESSAGE = `The number of rows per page must be ${PAGE_SIZES.customers}.`;
export const LIST_SEARCH_MESSAGE = `The search may not be longer than ${LIST_SEARCH_MAX} characters.`;
export const ORDER_STATUS_FILTER_MESSAGE = `The status must be one of: all, ${ORDER_STATUSES.join(', ')}.`;
export const CONFIRMATION_FILTER_MESSAGE = `The confirmation must be one of: all, ${CONFIRMATION_STATUSES.join(', ')}.`;
export const LIST_PERIOD_MESSAGE = `The period must be one of: ${LIST_PERIODS.join(', ')}.`;
export const JOINED_PERIOD_MESSAGE = `The joined filter must be one of: ${LIST_PERIODS.join(', ')}.`;

const page = z
  .string({ error: LIST_PAGE_MESSAGE })
  .regex(/^[1-9]\d{0,5}$/, { error: LIST_PAGE_MESSAGE })
  .transform(Number)
  .optional();

const search = z
  .string({ error: LIST_SEARCH_MESSAGE })
  .max(LIST_SEARCH_MAX, { error: LIST_SEARCH_MESSAGE })
  // A NUL cannot be in a PostgreSQL text: it matches nothing a staff member types, so it is dropped.
  .transform((value) => value.replaceAll('\u0000', '').trim())
  .default('');

export const orderListQuerySchema = z.object({
  page,
  per_page: z
    .enum(ORDER_PAGE_SIZES.map((size) => String(size)) as [string, ...string[]], {
      error: ORDER_PER_PAGE_MESSAGE,
    })
    .transform(Number)
    .default(PAGE_SIZES.orders),
  q: search,
  status: z.enum(['all', ...ORDER_STATUSES], { error: ORDER_STATUS_FILTER_MESSAGE }).default('all'),
  period: z.enum(LIST_PERIODS, { error: LIST_PERIOD_MESSAGE }).default('all'),
  confirmation: z
    .enum(['all', ...CONFIRMATION_STATUSES], { error: CONFIRMATION_FILTER_MESSAGE })
    .default('all'),
});
export type OrderListQuery = z.output<typeof orderListQuerySchema>;

export const customerListQuerySchema = z.object({
  page,
  per_page: z
    .enum([String(PAGE_SIZES.customers)], { error: CUSTOMER_PER_PAGE_MESSAGE })
    .transform(Number)
    .default(PAGE_SIZES.customers),
  q: search,
  joined: z.enum(LIST_PERIODS, { error: JOINED_PERIOD_MESSAGE }).default('all'),
});
export type CustomerListQuery = z.output<typeof customerListQuerySchema>;

/**
 * The CSV exports take the lists' filters and the staff member's language (decision 206): headers,
 * statuses, separator and decimal mark follow it. Missing: the language cookie, then Accept-Language.
 */
const exportLanguage = z.enum(LANGUAGES, { error: 'lang must be one of: en, fr, ar' }).optional();
export const orderExportQuerySchema = orderListQuerySchema.extend({ lang: exportLanguage });
export const customerExportQuerySchema = customerListQuerySchema.extend({ lang: exportLanguage });

/** The filters of one list, as the screens send them (no paging). */
export interface OrderListFilters {
  q: string;
  status: 'all' | OrderStatus;
  period: ListPeriod;
  confirmation: 'all' | ConfirmationStatus;
}
export interface CustomerListFilters {
  q: string;
  joined: ListPeriod;
}

/** The stat cards of the orders screen, over every order (not only the filtered ones). */
export interface OrderListStats {
  total: number;
  pending: number;
  delivered: number;
  /** Revenue of delivered orders, in dirhams. */
  delivered_revenue: number;
}

/** The count card of the customers screen, over every customer. */
export interface CustomerListStats {
  total: number;
}

export interface ListPage<Row, Stats> {
  data: Row[];
  /** Rows matching the filters (every page). */
  total: number;
  page: number;
  per_page: number;
  stats: Stats;
}
export type OrderPage = ListPage<Order, OrderListStats>;
export type CustomerPage = ListPage<Customer, CustomerListStats>;
