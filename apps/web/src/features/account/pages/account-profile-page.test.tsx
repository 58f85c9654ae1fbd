import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@parashop/shared/api-types';
import { adminUser, customerUser, renderRoute } from '@/test/render';
import { fakeApi } from '@/features/account-shared/testing/fake-api';
import '@/features/account-shared/testing/patience';

afterEach(() => vi.unstubAllGlobals());

function order(id: number, status: string, total = 120): Order {
  return {
    id,
    order_number: `CMD-2026110${id}-000${id}`,
    status: status as Order['status'],
    created_at: `2026-11-0${id}T10:00:00.000Z`,
    name: 'Salma',
    phone_number: '0612345678',
    address: '1 Rue Test',
    city: 'Dakhla',
    delivery_area_id: 1,
    subtotal: total - 10,
    delivery_fee: 10,
    delivery_discount: 0,
    total_order: total,
    user_id: 2,
    confirmation_status: 'unconfirmed',
    confirmation_attempts: 0,
    call_back_at: null,
    possible_duplicate: false,
    invoice_number: null,
    invoiced_at: null,
    order_items: [
      {
        id: id * 10,
        quantity: 2,
        unit_price: 55,
        total_price: 110,
        target_name: 'product',
        target_id: 5,
        target: { id: 5, name: `Cream ${id}`, image: null },
        lots: [],
      },
    ],
  };
}

describe('/account-profile', () => {
  it('welcomes a guest with sign-in and register links', async () => {
    fakeApi({});
    await renderRoute('/account-profile');
    expect(await screen.findByText('Please log in to access this section')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in', hidden: false }).getAttribute('href')).toBe('/login');
    expect(
      screen
        .getAllByRole('link', { name: 'Create an account' })
        .some((link) => link.getAttribute('href') === '/register'),
    ).toBe(true);
  });

  it('sends an admin to the back-office profile', async () => {
    fakeApi({});
    const { router } = await renderRoute('/account-profile', { user: adminUser });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/admin-profile'));
  });

  it('shows the profile with the member-since date and the delivered-orders count', async () => {
    fakeApi({
      'GET /userorders': () => ({
        status: 200,
        body: { orders: [order(1, 'delivered'), order(2, 'pending'), order(3, 'delivered')] },
      }),
    });
    await renderRoute('/account-profile', { user: customerUser });
    expect(await screen.findByText('salma@gmail.com')).toBeTruthy();
    expect(screen.getByText('February 1, 2026')).toBeTruthy();
    const delivered = screen.getByText('Delivered orders').parentElement!;
    await waitFor(() => expect(within(delivered).getByText('2')).toBeTruthy());
  });

  it('edits the profile and shows a taken e-mail on its field', async () => {
    const { calls } = fakeApi({
      'GET /userorders': () => ({ status: 200, body: [] }),
      'PUT /update-user-info': () => ({
        status: 422,
        body: {
          message: 'This email is already registered.',
          errors: { email: ['This email is already registered.'] },
        },
      }),
    });
    await renderRoute('/account-profile', { user: customerUser });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const email = await screen.findByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'taken@gmail.com');
    // A new address asks for the current password (review finding 4).
    await user.type(await screen.findByLabelText('Current password'), 'my-password');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This email is already registered.')).toBeTruthy();
    expect(calls.find((call) => call.path === '/update-user-info')?.body).toEqual({
      full_name: 'Salma Customer',
      email: 'taken@gmail.com',
      city: 'Dakhla',
      current_password: 'my-password',
    });
  });

  it("shows in the customer's language what the shop changed in an order during the call", async () => {
    const changed = { ...order(1, 'pending', 160), version: 3 };
    const untouched = { ...order(2, 'pending'), version: 1 };
    const { calls } = fakeApi({
      'GET /userorders': () => ({ status: 200, body: { orders: [changed, untouched] } }),
      'GET /userorders/changes': () => ({
        status: 200,
        body: {
          changes: [
            {
              order_id: 1,
              version: 2,
              created_at: '2026-11-02T10:00:00.000Z',
              changes: {
                fields: [{ field: 'address', before: '1 Rue Test', after: 'Hay Al Matar, 7' }],
                lines: [
                  {
                    target_name: 'product',
                    target_id: 5,
                    name: 'Cream 1',
                    name_fr: 'Crème 1',
                    name_ar: null,
                    before: { quantity: 1, unit_price: 5500 },
                    after: { quantity: 2, unit_price: 5500 },
                  },
                ],
                totals: {
                  before: { subtotal: 5500, delivery_fee: 1000, delivery_discount: 0, total: 6500 },
                  after: { subtotal: 11000, delivery_fee: 1000, delivery_discount: 0, total: 12000 },
                },
              },
            },
          ],
        },
      }),
    });
    await renderRoute('/account-profile', { user: customerUser });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Orders' }));
    await user.click(await screen.findByRole('button', { name: /CMD-20261102-0002/ }));
    expect(screen.queryByTestId('account-order-changes')).toBeNull();
    expect(calls.some((call) => call.path === '/userorders/changes')).toBe(false);

    await user.click(screen.getByRole('button', { name: /CMD-20261101-0001/ }));
    const note = await screen.findByTestId('account-order-changes');
    expect(within(note).getByRole('heading', { name: 'Changed with the shop' })).toBeTruthy();
    expect(note.textContent).toContain('total 65.00 DH → 120.00 DH');
    expect(note.textContent).toContain('Cream 1: quantity 1 → 2');
    expect(note.textContent).toContain('Hay Al Matar, 7');
    expect(note.textContent).not.toContain('staff');
  });

  it('lists the orders, expands one, and gives each status its own look', async () => {
    fakeApi({
      'GET /userorders': () => ({
        status: 200,
        body: [order(1, 'delivered'), order(2, 'panding'), order(3, 'shipped')],
      }),
    });
    await renderRoute('/account-profile', { user: customerUser });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Orders' }));
    const first = await screen.findByRole('button', { name: /CMD-20261101-0001/ });
    expect(screen.getByText('Pending')).toBeTruthy();
    expect(screen.getByText('Shipped')).toBeTruthy();
    expect(first.getAttribute('aria-expanded')).toBe('false');
    await user.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Cream 1')).toBeTruthy();
  });

  it('shows an empty history', async () => {
    fakeApi({ 'GET /userorders': () => ({ status: 200, body: { orders: [] } }) });
    await renderRoute('/account-profile', { user: customerUser });
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Orders' }));
    expect(await screen.findByText('No orders yet')).toBeTruthy();
  });

  it('asks before signing out, then clears the session and goes home', async () => {
    const { calls } = fakeApi({
      'GET /userorders': () => ({ status: 200, body: [] }),
      'POST /logout': () => ({ status: 500 }),
    });
    const { router } = await renderRoute('/account-profile', { user: customerUser });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Settings' }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to sign out?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    // Even a failed logout call clears the local session (SPEC section 4).
    await waitFor(() => expect(window.localStorage.getItem('islogged')).toBe('false'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.some((call) => call.method === 'POST' && call.path === '/logout')).toBe(true);
  });
});
