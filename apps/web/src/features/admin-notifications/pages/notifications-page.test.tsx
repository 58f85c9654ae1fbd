import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notification } from '@parashop/shared/api-types';
import { answerJson, mockFetch, type JsonAnswer } from '@/test/fetch';
import { adminUser, renderRoute } from '@/test/render';

const list: Notification[] = [
  { id: 1, type: 'new_order', message: 'Amina Tazi', is_read: false, created_at: '2026-11-18T10:00:00.000Z' },
  {
    id: 2,
    type: 'low_stock',
    message: 'Vitamin C Serum',
    is_read: false,
    created_at: '2026-11-18T09:00:00.000Z',
  },
  {
    id: 3,
    type: 'out_of_stock',
    message: 'Sun Cream',
    is_read: true,
    created_at: '2026-11-18T08:00:00.000Z',
  },
];

const fetchMock = mockFetch();
const mockApi = (handler: (url: string, init: RequestInit) => JsonAnswer) =>
  fetchMock.mockImplementation(answerJson(handler));

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
});

const items = () => screen.getAllByTestId('notification-item');

// Rendering the whole route tree in jsdom is slow on the shared 2-core machines.
describe('notifications page', { timeout: 20_000 }, () => {
  it('lists notifications with the unread badge and filters them by read status and type', async () => {
    const user = userEvent.setup();
    mockApi(() => ({ status: 200, body: list }));
    await renderRoute('/admin/notifications', { user: adminUser });
    expect(await screen.findByText('New order from', { exact: false }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByTestId('notifications-unread').textContent).toBe('2 unread');
    expect(items()).toHaveLength(3);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Read status' }), 'unread');
    expect(items()).toHaveLength(2);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Read status' }), 'read');
    expect(items()).toHaveLength(1);
    expect(items()[0]?.textContent).toContain('Sun Cream is out of stock.');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Read status' }), 'all');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'low_stock');
    expect(items()).toHaveLength(1);
    expect(items()[0]?.textContent).toContain('Vitamin C Serum is running low on stock.');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Read status' }), 'read');
    expect(screen.getByText('No notification matches these filters.')).toBeTruthy();
  });

  it('marks one read and deletes one, lowering the badge and the bell at once', async () => {
    const user = userEvent.setup();
    let current = list;
    mockApi((url, init) => {
      const id = Number(/\/notifications\/(\d+)/.exec(url)?.[1]);
      if (init.method === 'PUT') {
        current = current.map((n) => (n.id === id ? { ...n, is_read: true } : n));
        return { status: 200, body: current.find((n) => n.id === id) };
      }
      if (init.method === 'DELETE') {
        current = current.filter((n) => n.id !== id);
        return { status: 200, body: { message: 'Notification deleted.' } };
      }
      return { status: 200, body: current };
    });
    await renderRoute('/admin/notifications', { user: adminUser });
    await screen.findByRole('link', { name: 'Notifications, 2 unread' }, { timeout: 10_000 });

    // The bell (in the layout) may show the count before the page shows its list.
    await user.click(await screen.findByRole('button', { name: 'Mark as read: New order: Amina Tazi' }));
    await waitFor(() => expect(screen.getByTestId('notifications-unread').textContent).toBe('1 unread'));
    expect(screen.getByRole('link', { name: 'Notifications, 1 unread' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/notifications/1',
      expect.objectContaining({ method: 'PUT' }),
    );

    await user.click(screen.getByRole('button', { name: 'Delete: Low stock: Vitamin C Serum' }));
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Notifications' })).queryByText(/Vitamin C Serum/),
    ).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/notifications/2',
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('says the notifications could not be loaded and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockApi(() =>
      fail ? { status: 503, body: { message: 'Service unavailable' } } : { status: 200, body: [] },
    );
    await renderRoute('/admin/notifications', { user: adminUser });
    expect(await screen.findByText('Error loading notifications', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Service unavailable')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No notifications')).toBeTruthy();
  });
});
