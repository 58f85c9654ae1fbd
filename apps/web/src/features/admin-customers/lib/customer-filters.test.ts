import { describe, expect, it } from 'vitest';
import type { Customer } from '@parashop/shared/api-types';
import {
  DEFAULT_CUSTOMER_FILTERS,
  customerMatchesSearch,
  filterCustomers,
  joinedFrom,
} from './customer-filters';

const ZONE = 'Africa/Casablanca'; // UTC+1 in November
// Wednesday 18 November 2026, 13:00 in Casablanca.
const NOW = new Date('2026-11-18T12:00:00.000Z');

function customer(overrides: Partial<Customer> & Pick<Customer, 'id'>): Customer {
  return {
    name: 'Customer',
    email: `customer${overrides.id}@gmail.com`,
    phone: null,
    city: 'Dakhla',
    total_orders: 0,
    total_spent: 0,
    average_spent: 0,
    joined_at: '2026-11-18T09:00:00.000Z',
    last_order: null,
    ...overrides,
  };
}

const ids = (customers: Customer[]) => customers.map((c) => c.id);

describe('customers joined filter (shop time zone, week from Monday)', () => {
  it('starts the week on Monday, unlike the orders page', () => {
    // Monday 16 November, 00:00 local.
    expect(joinedFrom('week', NOW, ZONE)?.toISOString()).toBe('2026-11-15T23:00:00.000Z');
    expect(joinedFrom('today', NOW, ZONE)?.toISOString()).toBe('2026-11-17T23:00:00.000Z');
    expect(joinedFrom('month', NOW, ZONE)?.toISOString()).toBe('2026-10-31T23:00:00.000Z');
    expect(joinedFrom('all', NOW, ZONE)).toBeNull();
  });

  it('drops someone who joined on Sunday from this week, keeps Monday', () => {
    const customers = [
      customer({ id: 1, joined_at: '2026-11-15T12:00:00.000Z' }), // Sunday
      customer({ id: 2, joined_at: '2026-11-15T23:00:00.000Z' }), // Monday 00:00 local
      customer({ id: 3, joined_at: '2026-11-18T08:00:00.000Z' }), // today
      customer({ id: 4, joined_at: '2026-10-20T08:00:00.000Z' }), // last month
    ];
    const by = (joined: 'all' | 'today' | 'week' | 'month') =>
      ids(filterCustomers(customers, { ...DEFAULT_CUSTOMER_FILTERS, joined }, NOW, ZONE));
    expect(by('all')).toEqual([1, 2, 3, 4]);
    expect(by('today')).toEqual([3]);
    expect(by('week')).toEqual([2, 3]);
    expect(by('month')).toEqual([1, 2, 3]);
  });

  it('on a Sunday, this week began the Monday before', () => {
    const sunday = new Date('2026-11-22T10:00:00.000Z');
    expect(joinedFrom('week', sunday, ZONE)?.toISOString()).toBe('2026-11-15T23:00:00.000Z');
  });
});

describe('customers search', () => {
  const salma = customer({
    id: 1,
    name: 'Salma El Idrissi',
    email: 'salma.idrissi@gmail.com',
    phone: '0612345678',
    city: 'Laâyoune',
  });

  it('finds by name, e-mail, phone or city, in any case and without accents', () => {
    expect(customerMatchesSearch(salma, 'salma')).toBe(true);
    expect(customerMatchesSearch(salma, 'IDRISSI@GMAIL')).toBe(true);
    expect(customerMatchesSearch(salma, '061234')).toBe(true);
    expect(customerMatchesSearch(salma, '06 12 34')).toBe(true);
    expect(customerMatchesSearch(salma, 'laayoune')).toBe(true);
    expect(customerMatchesSearch(salma, ' ')).toBe(true);
  });

  it('misses other values, and a customer without phone is not found by digits', () => {
    expect(customerMatchesSearch(salma, 'Agadir')).toBe(false);
    expect(customerMatchesSearch(salma, '0700')).toBe(false);
    expect(customerMatchesSearch(customer({ id: 2, phone: null }), '06')).toBe(false);
  });

  it('combines the search with the joined filter', () => {
    const list = [salma, customer({ id: 2, name: 'Salma B', joined_at: '2026-09-01T10:00:00.000Z' })];
    expect(ids(filterCustomers(list, { search: 'salma', joined: 'all' }, NOW, ZONE))).toEqual([1, 2]);
    expect(ids(filterCustomers(list, { search: 'salma', joined: 'month' }, NOW, ZONE))).toEqual([1]);
  });
});
