import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ORDER_FILTERS,
  filterOrders,
  itemCount,
  orderDateFrom,
  orderMatchesSearch,
  orderStats,
  type OrderFilters,
} from './order-filters';
import { makeOrder } from '@/features/admin-kit/lib/test-orders';

const ZONE = 'Africa/Casablanca'; // UTC+1 in November
// Wednesday 18 November 2026, 13:00 in Casablanca.
const NOW = new Date('2026-11-18T12:00:00.000Z');

const ids = (orders: { id: number }[]) => orders.map((order) => order.id);

describe('orders date filter (shop time zone, week from Sunday)', () => {
  it('starts today, this week and this month at local midnight', () => {
    expect(orderDateFrom('all', NOW, ZONE)).toBeNull();
    expect(orderDateFrom('today', NOW, ZONE)?.toISOString()).toBe('2026-11-17T23:00:00.000Z');
    // Sunday 15 November, 00:00 local.
    expect(orderDateFrom('week', NOW, ZONE)?.toISOString()).toBe('2026-11-14T23:00:00.000Z');
    expect(orderDateFrom('month', NOW, ZONE)?.toISOString()).toBe('2026-10-31T23:00:00.000Z');
  });

  it('keeps a Sunday order in this week and drops the Saturday before it', () => {
    const orders = [
      makeOrder({ id: 1, created_at: '2026-11-14T22:59:59.000Z' }), // Saturday 23:59:59 local
      makeOrder({ id: 2, created_at: '2026-11-14T23:00:00.000Z' }), // Sunday 00:00 local
      makeOrder({ id: 3, created_at: '2026-11-16T09:00:00.000Z' }), // Monday
      makeOrder({ id: 4, created_at: '2026-11-17T23:30:00.000Z' }), // today 00:30 local (still the 17th in UTC)
      makeOrder({ id: 5, created_at: '2026-10-31T22:30:00.000Z' }), // 31 October 23:30 local
      makeOrder({ id: 6, created_at: '2026-10-31T23:30:00.000Z' }), // 1 November 00:30 local
    ];
    const by = (date: 'all' | 'today' | 'week' | 'month') =>
      ids(filterOrders(orders, { ...DEFAULT_ORDER_FILTERS, date }, NOW, ZONE));
    expect(by('all')).toEqual([1, 2, 3, 4, 5, 6]);
    expect(by('today')).toEqual([4]);
    expect(by('week')).toEqual([2, 3, 4]);
    expect(by('month')).toEqual([1, 2, 3, 4, 6]);
  });

  it('on a Sunday, this week is that Sunday only', () => {
    const sunday = new Date('2026-11-15T10:00:00.000Z');
    expect(orderDateFrom('week', sunday, ZONE)?.toISOString()).toBe('2026-11-14T23:00:00.000Z');
  });
});

describe('orders search', () => {
  const order = makeOrder({
    id: 42,
    order_number: 'CMD-20261118-0042',
    name: 'Hélène Benali',
    phone_number: '0661234567',
  });

  it('finds by order number, customer name (any case, accents ignored) or phone', () => {
    expect(orderMatchesSearch(order, 'cmd-20261118-0042')).toBe(true);
    expect(orderMatchesSearch(order, '0042')).toBe(true);
    expect(orderMatchesSearch(order, 'helene')).toBe(true);
    expect(orderMatchesSearch(order, '  BENALI ')).toBe(true);
    expect(orderMatchesSearch(order, '0661234567')).toBe(true);
    expect(orderMatchesSearch(order, '066 123-45')).toBe(true);
    expect(orderMatchesSearch(order, '')).toBe(true);
  });

  it('does not match other fields or other values', () => {
    expect(orderMatchesSearch(order, 'Dakhla')).toBe(false); // city is not searched
    expect(orderMatchesSearch(order, 'Mohammed')).toBe(false); // address is not searched
    expect(orderMatchesSearch(order, '0700')).toBe(false);
    expect(orderMatchesSearch(order, 'Karim')).toBe(false);
  });
});

describe('orders filters together', () => {
  const orders = [
    makeOrder({ id: 1, status: 'pending', name: 'Amina' }),
    makeOrder({ id: 2, status: 'delivered', name: 'Amina' }),
    makeOrder({ id: 3, status: 'cancelled', name: 'Youssef' }),
    makeOrder({ id: 4, status: 'returned', name: 'Amina', created_at: '2026-09-01T10:00:00.000Z' }),
  ];

  it('combines status, search and date', () => {
    expect(
      ids(
        filterOrders(
          orders,
          { search: '', status: 'delivered', date: 'all', confirmation: 'all' },
          NOW,
          ZONE,
        ),
      ),
    ).toEqual([2]);
    expect(
      ids(
        filterOrders(orders, { search: 'amina', status: 'all', date: 'all', confirmation: 'all' }, NOW, ZONE),
      ),
    ).toEqual([1, 2, 4]);
    expect(
      ids(
        filterOrders(
          orders,
          { search: 'amina', status: 'all', date: 'month', confirmation: 'all' },
          NOW,
          ZONE,
        ),
      ),
    ).toEqual([1, 2]);
    expect(
      ids(
        filterOrders(
          orders,
          { search: 'amina', status: 'cancelled', date: 'all', confirmation: 'all' },
          NOW,
          ZONE,
        ),
      ),
    ).toEqual([]);
  });

  it('keeps the orders of one confirmation status', () => {
    const calls = [
      makeOrder({ id: 1, confirmation_status: 'unconfirmed' }),
      makeOrder({ id: 2, confirmation_status: 'fake', status: 'cancelled' }),
      makeOrder({ id: 3, confirmation_status: 'confirmed' }),
    ];
    const only = (confirmation: OrderFilters['confirmation']) =>
      ids(filterOrders(calls, { ...DEFAULT_ORDER_FILTERS, confirmation }, NOW, ZONE));
    expect(only('fake')).toEqual([2]);
    expect(only('confirmed')).toEqual([3]);
    expect(only('all')).toEqual([1, 2, 3]);
  });
});

describe('orders stat cards', () => {
  it('counts all, pending and delivered orders and sums delivered totals exactly', () => {
    const stats = orderStats([
      makeOrder({ id: 1, status: 'pending', total_order: 99.99 }),
      makeOrder({ id: 2, status: 'delivered', total_order: 0.1 }),
      makeOrder({ id: 3, status: 'delivered', total_order: 0.2 }),
      makeOrder({ id: 4, status: 'cancelled', total_order: 500 }),
    ]);
    expect(stats).toEqual({ total: 4, pending: 1, delivered: 2, deliveredRevenue: 30 });
  });

  it('counts the lines of an order', () => {
    const order = makeOrder({ id: 1 });
    expect(itemCount({ order_items: [...order.order_items, ...order.order_items] })).toBe(2);
  });
});
