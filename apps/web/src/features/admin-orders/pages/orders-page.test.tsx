import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notification, Order } from '@parashop/shared/api-types';
import { adminUser, renderRoute } from '@/test/render';
import { DEFAULT_ORDER_FILTERS, filterOrders, orderStats, type OrderFilters } from '../lib/order-filters';
import { makeOrder } from '@/features/admin-kit/lib/test-orders';
import { mockApi, type ApiAnswer, type ApiRoutes } from '@/features/admin-kit/lib/test-api';

const orders: Order[] = [
  makeOrder({
    id: 1,
    order_number: 'CMD-20261118-0001',
    name: 'Amina Tazi',
    status: 'pending',
    total_order: 110,
  }),
  makeOrder({
    id: 2,
    order_number: 'CMD-20261118-0002',
    name: 'Youssef Benali',
    status: 'delivered',
    total_order: 250.5,
  }),
  makeOrder({
    id: 3,
    order_number: 'CMD-20261118-0003',
    name: 'Karim Alaoui',
    status: 'cancelled',
    total_order: 99,
  }),
];
const notifications: Notification[] = [
  { id: 1, type: 'new_order', message: 'Amina Tazi', is_read: false, created_at: '2026-11-18T10:00:00.000Z' },
  { id: 2, type: 'low_stock', message: 'Serum', is_read: false, created_at: '2026-11-18T09:00:00.000Z' },
  { id: 3, type: 'new_order', message: 'Karim', is_read: true, created_at: '2026-11-18T08:00:00.000Z' },
];

let routes: ApiRoutes;
const fetchMock = mockApi((url, init) => routes(url, init));

/** GET /api/orders?page=… as the server answers it, over `orders`. */
function orderPage(url: string) {
  const query = new URL(url, 'http://localhost').searchParams;
  const filters: OrderFilters = {
    ...DEFAULT_ORDER_FILTERS,
    search: query.get('q') ?? '',
    status: (query.get('status') ?? 'all') as OrderFilters['status'],
  };
  const matching = filterOrders(orders, filters, new Date());
  const perPage = Number(query.get('per_page') ?? 10);
  const page = Number(query.get('page'));
  const stats = orderStats(orders);
  return {
    data: matching.slice((page - 1) * perPage, page * perPage),
    total: matching.length,
    page,
    per_page: perPage,
    stats: {
      total: stats.total,
      pending: stats.pending,
      delivered: stats.delivered,
      delivered_revenue: stats.deliveredRevenue / 100,
    },
  };
}

const api =
  (patch: (init: RequestInit) => ApiAnswer): ApiRoutes =>
  (url, init) => {
    if (url.startsWith('/api/orders/') && init.method === 'PATCH') return patch(init);
    if (url.startsWith('/api/orders')) return { status: 200, body: orderPage(url) };
    if (url.startsWith('/api/notifications')) return { status: 200, body: notifications };
    return { status: 404, body: { message: 'Not found' } };
  };

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const rowOf = (name: string) =>
  screen.getByRole('cell', { name: new RegExp(name) }).closest('tr') as HTMLElement;

// Rendering the whole route tree in jsdom is slow on the shared 2-core machines.
describe('orders page', { timeout: 20_000 }, () => {
  it('shows the stat cards, the rows and the unread count on the bell', async () => {
    routes = api(() => ({ status: 200, body: orders[0] }));
    await renderRoute('/admin/orders-dashboard', { user: adminUser });
    expect(
      await screen.findByRole('heading', { name: 'Orders management' }, { timeout: 10_000 }),
    ).toBeTruthy();
    await screen.findByText('CMD-20261118-0001');
    expect(within(screen.getByTestId('orders-stat-total')).getByText('3')).toBeTruthy();
    expect(within(screen.getByTestId('orders-stat-revenue')).getByText('250.50 DH')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeTruthy();
  });

  it('filters by status and searches by name on the server', async () => {
    const user = userEvent.setup();
    routes = api(() => ({ status: 200, body: orders[0] }));
    await renderRoute('/admin/orders-dashboard', { user: adminUser });
    await screen.findByText('CMD-20261118-0001', {}, { timeout: 10_000 });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'delivered');
    expect(await screen.findByText('Youssef Benali')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'all');
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'karim');
    expect(await screen.findByText('Karim Alaoui')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));

    await user.clear(screen.getByRole('searchbox', { name: 'Search orders' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'nobody');
    expect(await screen.findByText('No orders match your search.')).toBeTruthy();
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked).toContain('/api/orders?q=nobody&page=1&per_page=10');
    // The search asks once typing pauses, not once per key.
    expect(asked.filter((url) => url.includes('q=nob'))).toHaveLength(1);
  });

  it('shows a status change at once and rolls it back when the server refuses', async () => {
    const user = userEvent.setup();
    let release: (value: ApiAnswer) => void = () => {};
    // The PATCH answers 500 only when the test lets it, so the optimistic state can be seen first.
    routes = (url, init) =>
      url.startsWith('/api/orders/') && init.method === 'PATCH'
        ? new Promise<ApiAnswer>((resolve) => (release = resolve))
        : api(() => ({ status: 500, body: {} }))(url, init);
    await renderRoute('/admin/orders-dashboard', { user: adminUser });
    await screen.findByText('CMD-20261118-0001', {}, { timeout: 10_000 });

    const select = within(rowOf('Amina Tazi')).getByRole('combobox', {
      name: 'Change the status of order CMD-20261118-0001',
    }) as HTMLSelectElement;
    await user.selectOptions(select, 'delivered');
    await waitFor(() =>
      expect(within(rowOf('Amina Tazi')).getByText('Delivered', { selector: 'span' })).toBeTruthy(),
    );
    expect(within(screen.getByTestId('orders-stat-delivered')).getByText('2')).toBeTruthy();

    release({ status: 500, body: { message: 'Something went wrong. Please try again.' } });
    await waitFor(() => expect(select.value).toBe('pending'));
    expect(within(rowOf('Amina Tazi')).getByText('Pending', { selector: 'span' })).toBeTruthy();
    expect(within(screen.getByTestId('orders-stat-delivered')).getByText('1')).toBeTruthy();
    expect(console.error).toHaveBeenCalled();
    const patch = fetchMock.mock.calls.find(
      ([url, init]) => url === '/api/orders/1' && init?.method === 'PATCH',
    );
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ status: 'delivered' });
  });

  it('says why an order with a live courier parcel cannot be cancelled', async () => {
    const user = userEvent.setup();
    const message = 'This order has a parcel with the courier: cancel the parcel first.';
    routes = api(() => ({ status: 409, body: { message, reason: 'parcel_live' } }));
    await renderRoute('/admin/orders-dashboard', { user: adminUser });
    await screen.findByText('CMD-20261118-0001', {}, { timeout: 10_000 });
    const select = within(rowOf('Amina Tazi')).getByRole('combobox', {
      name: 'Change the status of order CMD-20261118-0001',
    }) as HTMLSelectElement;
    await user.selectOptions(select, 'cancelled');
    await user.click(await screen.findByRole('button', { name: 'Cancel the order' }));
    expect(await screen.findByText(message)).toBeTruthy();
    await waitFor(() => expect(select.value).toBe('pending'));
  });

  it('says why the orders could not be loaded', async () => {
    routes = (url) =>
      url.startsWith('/api/orders')
        ? { status: 403, body: { message: 'This action is unauthorized.' } }
        : { status: 200, body: [] };
    await renderRoute('/admin/orders-dashboard', { user: adminUser });
    expect(await screen.findByText('Failed to load orders', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Error loading orders: This action is unauthorized.')).toBeTruthy();
  });
});
