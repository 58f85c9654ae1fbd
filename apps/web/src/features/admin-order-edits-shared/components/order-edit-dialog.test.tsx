import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order, OrderEditResult } from '@parashop/shared/api-types';
import { answerJson, mockFetch, type JsonAnswer } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { EditOrderButton } from './edit-order-button';

const order: Order = {
  id: 7,
  order_number: 'CMD-20261128-0007',
  status: 'pending',
  created_at: '2026-11-28T12:00:00.000Z',
  name: 'Amina Tazi',
  phone_number: '0612345678',
  address: '1 Avenue Mohammed V',
  city: 'Dakhla',
  delivery_area_id: 1,
  subtotal: 90,
  delivery_fee: 10,
  delivery_discount: 0,
  total_order: 100,
  user_id: null,
  confirmation_status: 'unconfirmed',
  confirmation_attempts: 0,
  call_back_at: null,
  possible_duplicate: false,
  invoice_number: null,
  invoiced_at: null,
  version: 3,
  order_items: [
    {
      id: 70,
      quantity: 1,
      unit_price: 40,
      total_price: 40,
      target_name: 'product',
      target_id: 1,
      target: { id: 1, name: 'Cicalfate', image: null },
      lots: [],
    },
    {
      id: 71,
      quantity: 2,
      unit_price: 25,
      total_price: 50,
      target_name: 'product',
      target_id: 2,
      target: { id: 2, name: 'Thermal Water', image: null },
      lots: [],
    },
  ],
};

const result = (dryRun: boolean): OrderEditResult => ({
  dry_run: dryRun,
  order: { ...order, contacts: [], phone_history: { orders: 1, delivered: 0, returned: 0, cancelled: 0 } },
  changes: {
    fields: [],
    lines: [
      {
        target_name: 'product',
        target_id: 2,
        name: 'Thermal Water',
        name_fr: null,
        name_ar: null,
        before: { quantity: 2, unit_price: 2500 },
        after: null,
      },
    ],
    totals: {
      before: { subtotal: 9000, delivery_fee: 1000, delivery_discount: 0, total: 10000 },
      after: { subtotal: 4000, delivery_fee: 1000, delivery_discount: 0, total: 5000 },
    },
  },
});

let routes: (url: string, init: RequestInit) => JsonAnswer;
const bodies: unknown[] = [];

mockFetch(
  answerJson((url, init) => {
    if (init.body) bodies.push(JSON.parse(String(init.body)));
    return routes(url, init);
  }),
);

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
  bodies.length = 0;
});

describe('the order edit dialog', { timeout: 20_000 }, () => {
  it('removes a line, shows the old and new totals from the dry run, then saves with the version read', async () => {
    const user = userEvent.setup();
    routes = (url, init) => {
      if (url === '/api/orders/7/edit' && init.method === 'POST') {
        const dryRun = (JSON.parse(String(init.body)) as { dry_run?: boolean }).dry_run === true;
        return { status: 200, body: result(dryRun) };
      }
      return { status: 200, body: [] };
    };
    renderWithProviders(<EditOrderButton order={order} />);
    await user.click(await screen.findByRole('button', { name: 'Change order CMD-20261128-0007' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change order CMD-20261128-0007' });
    expect(within(dialog).getAllByTestId('edit-line')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Remove Thermal Water' }));
    expect(within(dialog).getAllByTestId('edit-line')).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Review changes' }));
    const total = await within(dialog).findByTestId('edit-totals-total');
    expect(within(total).getByTestId('before').textContent).toContain('100.00');
    expect(within(total).getByTestId('after').textContent).toContain('50.00');
    expect(within(dialog).getByTestId('edit-changes').textContent).toContain('Thermal Water: removed (2)');
    expect(bodies[0]).toMatchObject({
      version: 3,
      dry_run: true,
      items: [{ target_name: 'product', target_id: 1, quantity: 1 }],
    });

    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies[1]).toMatchObject({ version: 3, dry_run: false });
  });

  it('an order changed meanwhile: the conflict is said, nothing else happens; no line left: nothing to review', async () => {
    const user = userEvent.setup();
    routes = () => ({
      status: 409,
      body: { message: 'This order changed since you opened it.', reason: 'version_conflict', version: 4 },
    });
    renderWithProviders(<EditOrderButton order={order} />);
    await user.click(await screen.findByRole('button', { name: 'Change order CMD-20261128-0007' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Review changes' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('open the order again');

    await user.click(within(dialog).getByRole('button', { name: 'Remove Cicalfate' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove Thermal Water' }));
    expect(within(dialog).getByRole('status').textContent).toContain('cancel it instead');
    expect(within(dialog).getByRole('button', { name: 'Review changes' })).toHaveProperty('disabled', true);
  });

  it('shows nothing for an order that is no longer pending', () => {
    renderWithProviders(<EditOrderButton order={{ ...order, status: 'delivered' }} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
