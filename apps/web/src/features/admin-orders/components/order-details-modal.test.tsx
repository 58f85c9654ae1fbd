import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order, OrderDetails } from '@parashop/shared/api-types';
import { renderWithProviders } from '@/test/render';
import { makeOrder } from '@/features/admin-kit/lib/test-orders';
import { mockApi, type ApiRoutes } from '@/features/admin-kit/lib/test-api';
import { OrderDetailsModal } from './order-details-modal';

const pending = makeOrder({
  id: 5,
  order_number: 'CMD-20261118-0005',
  name: 'Amina Tazi',
  confirmation_status: 'no_answer',
  confirmation_attempts: 1,
  possible_duplicate: true,
  invoice_number: null,
  invoiced_at: null,
});

const details = (order: Order, changes: Partial<OrderDetails> = {}): OrderDetails => ({
  ...order,
  phone_history: { orders: 3, delivered: 1, returned: 1, cancelled: 0 },
  contacts: [
    {
      id: 1,
      outcome: 'no_answer',
      note: 'Voicemail',
      call_back_at: null,
      created_at: '2026-11-18T10:00:00.000Z',
      staff_name: 'Salma Staff',
    },
  ],
  ...changes,
});

let routes: ApiRoutes;
const fetchMock = mockApi((url, init) => routes(url, init));

describe('order details: confirmation', { timeout: 20_000 }, () => {
  it('shows the confirmation, the phone history and each call, and records the next one', async () => {
    const user = userEvent.setup();
    let current = details(pending);
    routes = (url, init) => {
      if (url === '/api/orders/5/contacts' && init.method === 'POST') {
        current = details(pending, {
          confirmation_status: 'confirmed',
          contacts: [
            ...current.contacts,
            {
              id: 2,
              outcome: 'confirmed',
              note: null,
              call_back_at: null,
              created_at: '2026-11-18T11:00:00.000Z',
              staff_name: 'Shop Admin',
            },
          ],
        });
        return { status: 201, body: current };
      }
      if (url === '/api/orders/5') return { status: 200, body: current };
      return { status: 200, body: [] };
    };
    await renderWithProviders(<OrderDetailsModal order={pending} onClose={() => {}} />);
    const section = await screen.findByTestId('order-confirmation', {}, { timeout: 10_000 });
    expect(within(section).getByTestId('order-confirmation-status').textContent).toBe('No answer');
    expect(within(section).getByTestId('order-confirmation-attempts').textContent).toBe('1');
    expect(within(section).getByText('Possible duplicate')).toBeTruthy();
    expect(await within(section).findByText('This number has returned or cancelled orders')).toBeTruthy();
    expect(within(section).getByText('By Salma Staff')).toBeTruthy();
    expect(within(section).getByText('Voicemail')).toBeTruthy();

    await user.click(within(section).getByRole('button', { name: 'Confirmed' }));
    expect(await screen.findByText('Order CMD-20261118-0005: Confirmed')).toBeTruthy();
    await waitFor(() =>
      expect(within(section).getByTestId('order-confirmation-status').textContent).toBe('Confirmed'),
    );
    expect(within(section).getByText('By Shop Admin')).toBeTruthy();
    const post = fetchMock.mock.calls.find(
      ([url, init]) => url === '/api/orders/5/contacts' && init?.method === 'POST',
    );
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ outcome: 'confirmed' });
  });

  it('says when the shop cancelled the order itself, and offers no outcome once it is decided', async () => {
    const cancelled = makeOrder({ id: 6, status: 'cancelled', confirmation_status: 'unreachable' });
    routes = (url) =>
      url === '/api/orders/6'
        ? {
            status: 200,
            body: details(cancelled, {
              contacts: [
                {
                  id: 3,
                  outcome: 'timeout',
                  note: null,
                  call_back_at: null,
                  created_at: '2026-11-20T12:00:00.000Z',
                  staff_name: null,
                },
              ],
            }),
          }
        : { status: 200, body: [] };
    await renderWithProviders(<OrderDetailsModal order={cancelled} onClose={() => {}} />);
    expect(await screen.findByText('Cancelled automatically', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText(/Nobody confirmed this order in time/)).toBeTruthy();
    expect(screen.queryByRole('group', { name: /Outcome of the call/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Block this number' })).toBeNull();
  });

  it("shows a colleague's decision (409) as the server words it", async () => {
    const user = userEvent.setup();
    routes = (url, init) => {
      if (url === '/api/orders/5/contacts' && init.method === 'POST')
        return {
          status: 409,
          body: { message: 'This order is already cancelled: its confirmation can no longer change.' },
        };
      if (url === '/api/orders/5') return { status: 200, body: details(pending) };
      return { status: 200, body: [] };
    };
    await renderWithProviders(<OrderDetailsModal order={pending} onClose={() => {}} />);
    const section = await screen.findByTestId('order-confirmation', {}, { timeout: 10_000 });
    await within(section).findByText('By Salma Staff');
    await user.click(within(section).getByRole('button', { name: 'Confirmed' }));
    expect(
      await screen.findByText('This order is already cancelled: its confirmation can no longer change.'),
    ).toBeTruthy();
  });

  it('blocks the number of a fake order, and says when it is already blocked', async () => {
    const user = userEvent.setup();
    const fake = makeOrder({
      id: 7,
      order_number: 'CMD-20261118-0007',
      status: 'cancelled',
      confirmation_status: 'fake',
    });
    let blocked = false;
    routes = (url, init) => {
      if (url === '/api/blocked-phones' && init.method === 'POST') {
        if (blocked)
          return {
            status: 422,
            body: {
              message: 'This number is already blocked',
              errors: { phone_number: ['This number is already blocked'] },
            },
          };
        blocked = true;
        return {
          status: 201,
          body: { id: 1, phone_number: '0612345678', reason: 'x', created_at: '2026-11-18T12:00:00.000Z' },
        };
      }
      if (url === '/api/orders/7') return { status: 200, body: details(fake) };
      return { status: 200, body: [] };
    };
    await renderWithProviders(<OrderDetailsModal order={fake} onClose={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Block this number' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Block 0612345678' });
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveProperty(
      'value',
      'Fake order CMD-20261118-0007',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('0612345678 is blocked')).toBeTruthy();
    const post = fetchMock.mock.calls.find(
      ([url, init]) => url === '/api/blocked-phones' && init?.method === 'POST',
    );
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      phone_number: '0612345678',
      reason: 'Fake order CMD-20261118-0007',
    });

    await user.click(screen.getByRole('button', { name: 'Block this number' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Block 0612345678' })).getByRole('button', {
        name: 'Block',
      }),
    );
    expect(await screen.findByText('This number is already blocked')).toBeTruthy();
  });
});

describe('order details: how the total was made', { timeout: 20_000 }, () => {
  const item = pending.order_items[0]!;
  const onOffer = makeOrder({
    id: 7,
    subtotal: 235,
    delivery_fee: 10,
    total_order: 245,
    order_items: [
      { ...item, id: 71, quantity: 2, unit_price: 99.9, regular_unit_price: 120, total_price: 199.8 },
      {
        ...item,
        id: 72,
        quantity: 1,
        unit_price: 35.2,
        regular_unit_price: 35.2,
        total_price: 35.2,
        target: { id: 2, name: 'Uriage Eau Thermale', image: null },
      },
    ],
  });

  it('strikes the regular price of a line bought on offer and shows the offer savings before the subtotal', async () => {
    routes = (url) =>
      url === '/api/orders/7' ? { status: 200, body: details(onOffer) } : { status: 200, body: [] };
    await renderWithProviders(<OrderDetailsModal order={onOffer} onClose={() => {}} />);

    // The modal's code and texts may still be loading (a spinner) when this test runs first.
    const struck = await screen.findAllByTestId('regular-unit-price', {}, { timeout: 10_000 });
    expect(struck).toHaveLength(1);
    expect(struck[0]?.textContent).toMatch(/120\.00/);
    expect(struck[0]?.tagName).toBe('S');

    const savings = screen.getByText('Offer savings');
    const savingsRow = savings.closest('div') as HTMLElement;
    // (120 - 99.90) × 2
    expect(savingsRow.textContent).toMatch(/−\s*40\.20/);
    const labels = [...savingsRow.parentElement!.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(labels).toEqual(['Items at regular price', 'Offer savings', 'Subtotal', 'Delivery fee', 'Total']);
    // 120 × 2 + 35.20: the subtotal before the offers, as the cart showed it.
    const regularRow = screen.getByText('Items at regular price').closest('div') as HTMLElement;
    expect(regularRow.textContent).toMatch(/275\.20/);
  });

  it('shows no saving for an order placed before regular prices were kept, nor for one without offers', async () => {
    routes = (url) =>
      url === '/api/orders/5' ? { status: 200, body: details(pending) } : { status: 200, body: [] };
    await renderWithProviders(<OrderDetailsModal order={pending} onClose={() => {}} />);
    // Judged once the totals are there, not while the modal's code and texts still load.
    const subtotal = await within(await screen.findByRole('dialog', {}, { timeout: 10_000 })).findByText(
      'Subtotal',
      {},
      { timeout: 10_000 },
    );
    expect(subtotal).toBeTruthy();
    expect(screen.queryByText('Offer savings')).toBeNull();
    expect(screen.queryByText('Items at regular price')).toBeNull();
    expect(screen.queryByTestId('regular-unit-price')).toBeNull();
  });
});
