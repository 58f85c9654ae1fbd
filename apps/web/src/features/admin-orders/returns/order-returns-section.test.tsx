import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderReturn, OrderReturns } from '@parashop/shared/schemas/order-returns';
import { renderWithProviders } from '@/test/render';
import { testProduct } from '@/features/admin-kit/lib/test-products';
import { makeOrder } from '@/features/admin-kit/lib/test-orders';
import { mockApi, type ApiRoutes } from '@/features/admin-kit/lib/test-api';
import { OrderReturnsSection } from './order-returns-section';

let routes: ApiRoutes;
const fetchMock = mockApi((url, init) => routes(url, init));

const delivered = makeOrder({
  id: 7,
  status: 'delivered',
  invoice_number: '2026-000007',
  order_items: [
    {
      id: 70,
      quantity: 2,
      unit_price: 45,
      regular_unit_price: 45,
      total_price: 90,
      target_name: 'product',
      target_id: 1,
      target: { id: 1, name: 'Avène Cicalfate', image: null },
      lots: [],
    },
  ],
});

const created: OrderReturn = {
  id: 1,
  order_id: 7,
  order_number: delivered.order_number,
  credit_note_number: 'AV-2026-000001',
  created_at: '2026-11-20T10:00:00.000Z',
  refund_method: 'cash',
  lines_amount: 4500,
  delivery_refund: 0,
  refund_total: 4500,
  exchange_order: null,
  exchange_difference: null,
  note: null,
  staff_name: 'Shop Admin',
  lines: [
    {
      id: 1,
      order_item_id: 70,
      name: 'Avène Cicalfate',
      name_fr: null,
      name_ar: null,
      quantity: 1,
      reason: 'damaged',
      quarantined: true,
      unit_price: 4500,
      amount: 4500,
      lots: [],
    },
  ],
};

/** GET /api/orders/7/returns before any return: both units can come back. */
const nothingReturned: OrderReturns = {
  order_id: 7,
  status: 'delivered',
  invoice_number: '2026-000007',
  returns: [],
  lines: [{ order_item_id: 70, delivered: 2, returned: 0, returnable: 2 }],
};

describe('the returns of an order', { timeout: 20_000 }, () => {
  it('records a return of one damaged unit: refused lines say why, the refund shows, the credit note lists', async () => {
    const user = userEvent.setup();
    let state = nothingReturned;
    routes = (url, init) => {
      if (url === '/api/orders/7/returns' && init.method === 'POST') {
        state = {
          ...state,
          returns: [created],
          lines: [{ order_item_id: 70, delivered: 2, returned: 1, returnable: 1 }],
        };
        return { status: 201, body: created };
      }
      if (url === '/api/orders/7/returns') return { status: 200, body: state };
      return { status: 200, body: [] };
    };
    await renderWithProviders(<OrderReturnsSection order={delivered} />);
    expect(
      await screen.findByText('No return recorded for this order.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Record a return' }));
    const dialog = await screen.findByRole('dialog', {
      name: `Record a return of order ${delivered.order_number}`,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Record the return' }));
    expect(within(dialog).getByText('Set at least one unit to return.')).toBeTruthy();

    await user.type(within(dialog).getByLabelText('Units returned'), '3');
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'damaged');
    await user.selectOptions(within(dialog).getByLabelText(/Refund paid/), 'cash');
    await user.click(within(dialog).getByRole('button', { name: 'Record the return' }));
    expect(within(dialog).getByText('Can return: 2', { selector: '[role="alert"]' })).toBeTruthy();

    await user.clear(within(dialog).getByLabelText('Units returned'));
    await user.type(within(dialog).getByLabelText('Units returned'), '1');
    expect(within(dialog).getByTestId('return-refund').textContent).toContain('45.00');
    await user.click(within(dialog).getByRole('button', { name: 'Record the return' }));
    expect(await screen.findByText('Return recorded: credit note AV-2026-000001')).toBeTruthy();
    const post = fetchMock.mock.calls.find(
      ([url, init]) => url === '/api/orders/7/returns' && init?.method === 'POST',
    );
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      lines: [{ order_item_id: 70, quantity: 1, reason: 'damaged' }],
      refund_method: 'cash',
      note: null,
    });
    const entry = await screen.findByTestId('order-return');
    expect(within(entry).getByText('AV-2026-000001')).toBeTruthy();
    expect(within(entry).getByText('quarantined')).toBeTruthy();
    expect(within(entry).getByRole('link', { name: 'Credit note (AR)' }).getAttribute('href')).toBe(
      '/admin/orders/7/credit-notes/1?lang=ar',
    );
  });

  it('sends products instead: picked by name in the catalogue, out of stock refused, the difference shown live', async () => {
    const user = userEvent.setup();
    const state = nothingReturned;
    routes = (url, init) => {
      if (url === '/api/orders/7/returns' && init.method === 'POST') return { status: 201, body: created };
      if (url === '/api/orders/7/returns') return { status: 200, body: state };
      if (url === '/api/products')
        return {
          status: 200,
          body: [
            testProduct({ id: 5, name: 'Bioderma Sensibio', price: 60, stock: 4 }),
            testProduct({ id: 6, name: 'Bioderma Atoderm', price: 80, stock: 0 }),
            testProduct({ id: 8, name: 'Bioderma Shop only', stock: 9, sale_mode: 'in_store_only' }),
          ],
        };
      return { status: 200, body: [] };
    };
    await renderWithProviders(<OrderReturnsSection order={delivered} />);
    await user.click(await screen.findByRole('button', { name: 'Record a return' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', {
      name: `Record a return of order ${delivered.order_number}`,
    });
    await user.type(within(dialog).getByLabelText('Units returned'), '1');
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'wrong_item');
    await user.selectOptions(within(dialog).getByLabelText(/Refund paid/), 'cash');
    await user.click(within(dialog).getByRole('button', { name: 'Add a product' }));
    await user.click(within(dialog).getByRole('button', { name: 'Record the return' }));
    expect(within(dialog).getByText('Choose a product or a pack.')).toBeTruthy();

    await user.type(within(dialog).getByLabelText('Product or pack'), 'bioderma');
    const sensibio = await within(dialog).findByRole('button', { name: /Bioderma Sensibio/ });
    expect(sensibio.textContent).toContain('60.00');
    expect(sensibio.textContent).toContain('In stock: 4');
    const atoderm = within(dialog).getByRole('button', { name: /Bioderma Atoderm/ });
    expect(atoderm.textContent).toContain('Out of stock');
    expect((atoderm as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).queryByRole('button', { name: /Shop only/ })).toBeNull();
    await user.click(sensibio);
    expect(within(dialog).getByTestId('exchange-difference').textContent).toContain(
      'To collect from the customer: 15.00',
    );
    await user.clear(within(dialog).getByLabelText('Units'));
    await user.type(within(dialog).getByLabelText('Units'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Record the return' }));
    expect(within(dialog).getByText('In stock: 4', { selector: '[role="alert"]' })).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('Units'));
    await user.type(within(dialog).getByLabelText('Units'), '2');
    expect(within(dialog).getByTestId('exchange-difference').textContent).toContain(
      'To collect from the customer: 75.00',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Record the return' }));
    expect(await screen.findByText('Return recorded: credit note AV-2026-000001')).toBeTruthy();
    const post = fetchMock.mock.calls.find(
      ([url, init]) => url === '/api/orders/7/returns' && init?.method === 'POST',
    );
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      lines: [{ order_item_id: 70, quantity: 1, reason: 'wrong_item' }],
      exchange_items: [{ target_name: 'product', target_id: 5, quantity: 2 }],
    });
  });

  it('says so when the returns cannot be loaded, and asks nothing of an order not delivered', async () => {
    routes = () => ({ status: 500, body: { message: 'down' } });
    await renderWithProviders(<OrderReturnsSection order={delivered} />);
    expect(await screen.findByText('The returns could not be loaded', {}, { timeout: 10_000 })).toBeTruthy();
  });
});
