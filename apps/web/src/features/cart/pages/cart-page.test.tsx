import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartItem } from '@/store/cart-slice';
import { initialUiState } from '@/store/ui-slice';
import { renderRoute } from '@/test/render';

const line = (overrides: Partial<CartItem>): CartItem => ({
  id: 1,
  isPack: false,
  name: 'Hydrating Cream',
  quantity: 1,
  price: 120,
  original_price: 150,
  image: null,
  category: { name: 'Skincare' },
  stock: 3,
  ...overrides,
});

function renderCart(items: CartItem[]) {
  return renderRoute('/shopping-cart', {
    preloadedState: {
      cart: { cartItems: items, cartAmount: items.length },
      ui: { ...initialUiState, languageChosen: true, language: 'en' },
    },
  });
}

function expectText(element: Element | ChildNode | null | undefined, text: string) {
  expect(element?.textContent ?? '').toContain(text);
}

type FetchCall = { url: string; init: RequestInit };

function mockFetch(respond: (call: FetchCall) => { status: number; body: unknown }) {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = { url, init };
      calls.push(call);
      const { status, body } = respond(call);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

// Whole pages render here (router, lazy chunks and texts, forms): on a busy machine they take longer
// than the default waits.
configure({ asyncUtilTimeout: 5000 });
beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function fillInfo(user: ReturnType<typeof userEvent.setup>, area: string | null = '1') {
  await user.type(await screen.findByLabelText(/Full name/, undefined, { timeout: 5000 }), 'Amina Benali');
  await user.type(screen.getByLabelText(/Phone number/), '0612345678');
  await user.type(screen.getByLabelText(/^City/), 'Dakhla');
  await user.type(screen.getByLabelText(/^Address/), '12 Rue Al Massira');
  if (area) await user.selectOptions(screen.getByLabelText(/Delivery area/), area);
}

describe('cart step', { timeout: 20_000 }, () => {
  it('shows the empty cart with a start-shopping link', async () => {
    await renderCart([]);
    // The first render of the run loads the lazy page and its texts.
    expect(
      await screen.findByRole('heading', { name: 'Your cart is empty' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/');
  });

  it('disables decrease at 1 and increase at the stock; remove deletes the line', async () => {
    const user = userEvent.setup();
    const { store } = await renderCart([line({ quantity: 1, stock: 2 })]);
    const row = await screen.findByRole('listitem', { name: 'Hydrating Cream' });
    const decrease = within(row).getByRole('button', { name: 'Decrease quantity' });
    const increase = within(row).getByRole('button', { name: 'Increase quantity' });
    expect((decrease as HTMLButtonElement).disabled).toBe(true);
    expect((increase as HTMLButtonElement).disabled).toBe(false);

    await user.click(increase);
    expect(store.getState().cart.cartItems[0]?.quantity).toBe(2);
    expect((increase as HTMLButtonElement).disabled).toBe(true);
    expect((decrease as HTMLButtonElement).disabled).toBe(false);

    await user.click(within(row).getByRole('button', { name: 'Remove Hydrating Cream from the cart' }));
    expect(store.getState().cart.cartItems).toEqual([]);
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
  });

  it('sums regular prices, offer discount and total, and tells what is missing for free delivery', async () => {
    await renderCart([
      line({ quantity: 2 }),
      line({ id: 7, isPack: true, name: 'Sun Kit', price: 99.99, original_price: 99.99, stock: 9 }),
    ]);
    const summary = await screen.findByTestId('order-summary');
    expectText(within(summary).getByText('Subtotal').nextSibling, '399.99 DH');
    expectText(within(summary).getByText('Discount').nextSibling, '- 60.00 DH');
    expectText(within(summary).getByText('Delivery fee').nextSibling, 'Choose an area');
    expectText(within(summary).getByText('Total').nextSibling, '339.99 DH');
    expect(screen.getByText('Add 160.01 DH more for free delivery')).toBeTruthy();
  });
});

describe('info step', { timeout: 20_000 }, () => {
  it('validates on blur, then on change once touched, and blocks Next while an error shows', async () => {
    const user = userEvent.setup();
    await renderCart([line({})]);
    await user.click(await screen.findByRole('button', { name: 'Continue to your details' }));

    // The first form of the run also waits for the validation texts to load.
    const name = await screen.findByLabelText(/Full name/, undefined, { timeout: 5000 });
    await user.click(name);
    await user.tab();
    expect(await screen.findByText('Name is required')).toBeTruthy();
    const next = screen.getByRole('button', { name: 'Review my order' });
    expect((next as HTMLButtonElement).disabled).toBe(true);

    await user.type(name, 'A');
    expect(await screen.findByText('Name must be at least 2 characters')).toBeTruthy();
    await user.type(name, 'mina');
    await waitFor(() => expect(screen.queryByText('Name must be at least 2 characters')).toBeNull());

    const phone = screen.getByLabelText(/Phone number/);
    await user.type(phone, '0812345678');
    await user.tab();
    expect(
      await screen.findByText('Please enter a valid mobile number (10 digits starting with 05, 06 or 07)'),
    ).toBeTruthy();
    await user.clear(phone);
    expect(await screen.findByText('Phone number is required')).toBeTruthy();

    const area = screen.getByLabelText(/Delivery area/);
    await user.click(area);
    await user.tab();
    expect(await screen.findByText('Please select a delivery area')).toBeTruthy();
  });

  it('asks for a delivery area only under 500 and summarises its fee', async () => {
    const user = userEvent.setup();
    await renderCart([line({ quantity: 1, price: 120 })]);
    await user.click(await screen.findByRole('button', { name: 'Continue to your details' }));
    await fillInfo(user, '3');
    const summary = screen.getByTestId('order-summary');
    expectText(within(summary).getByText('Delivery fee').nextSibling, '35.00 DH');
    expectText(within(summary).getByText('Total').nextSibling, '155.00 DH');
  });

  it('hides the area at 500 and more: delivery is free', async () => {
    const user = userEvent.setup();
    await renderCart([line({ quantity: 5, price: 100, original_price: 100, stock: 9 })]);
    await user.click(await screen.findByRole('button', { name: 'Continue to your details' }));
    expect(screen.queryByLabelText(/Delivery area/)).toBeNull();
    expectText(within(screen.getByTestId('order-summary')).getByText('Delivery fee').nextSibling, 'Free');
    await fillInfo(user, null);
    await user.click(screen.getByRole('button', { name: 'Review my order' }));
    expect(await screen.findByRole('heading', { name: 'Review your order' })).toBeTruthy();
  });
});

describe('review and order', { timeout: 20_000 }, () => {
  it('sends the order once per attempt with an Idempotency-Key, then clears the cart and confirms', async () => {
    const user = userEvent.setup();
    const calls = mockFetch(({ url }) =>
      url === '/api/orders'
        ? {
            status: 201,
            body: { id: 9, order_number: 'CMD-20261121-0042', name: 'Amina Benali', total_order: 130 },
          }
        : { status: 200, body: [] },
    );
    const { store } = await renderCart([line({})]);
    await user.click(await screen.findByRole('button', { name: 'Continue to your details' }));
    await fillInfo(user, '1');
    await user.click(screen.getByRole('button', { name: 'Review my order' }));
    expect(await screen.findByText('12 Rue Al Massira')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));

    expect(await screen.findByText('CMD-20261121-0042')).toBeTruthy();
    expect(store.getState().cart.cartItems).toEqual([]);
    const order = calls.find((call) => call.url === '/api/orders');
    const headers = order?.init.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(String(order?.init.body))).toEqual({
      name: 'Amina Benali',
      phone_number: '0612345678',
      city: 'Dakhla',
      address: '12 Rue Al Massira',
      delivery_area_id: 1,
      items: [{ target_name: 'product', target_id: 1, quantity: 1, price: 120 }],
    });
    expect(await screen.findByText('Your order has been placed successfully!')).toBeTruthy();
  });

  it('retries a failed attempt with the same key, and shows "Order failed: (message)"', async () => {
    const user = userEvent.setup();
    const calls = mockFetch(({ url }) =>
      url === '/api/orders'
        ? { status: 429, body: { message: 'Too many requests.' } }
        : { status: 200, body: [] },
    );
    await renderCart([line({})]);
    await user.click(await screen.findByRole('button', { name: 'Continue to your details' }));
    await fillInfo(user, '2');
    await user.click(screen.getByRole('button', { name: 'Review my order' }));
    await user.click(await screen.findByRole('button', { name: 'Complete Order' }));
    expect(await screen.findByText('Order failed: Too many requests.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/orders')).toHaveLength(2));
    const keys = calls
      .filter((call) => call.url === '/api/orders')
      .map((call) => (call.init.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys[0]).toBe(keys[1]);
  });

  it('takes over the current prices and stock from a 409 and says what changed', async () => {
    const user = userEvent.setup();
    mockFetch(({ url }) =>
      url === '/api/orders'
        ? {
            status: 409,
            body: {
              message: 'Some prices have changed. Please review your cart.',
              prices: [{ target_name: 'product', target_id: 1, price: 135, stock: 1 }],
            },
          }
        : { status: 200, body: [] },
    );
    const { store } = await renderCart([line({ quantity: 2 })]);
    await user.click(await screen.findByRole('button', { name: 'Continue to your details' }));
    await fillInfo(user, '1');
    await user.click(screen.getByRole('button', { name: 'Review my order' }));
    await user.click(await screen.findByRole('button', { name: 'Complete Order' }));

    const alert = await screen.findByText('Order failed: Some prices have changed. Please review your cart.');
    expectText(
      alert.closest('[role="alert"]'),
      'Hydrating Cream: the price changed from 120.00 DH to 135.00 DH.',
    );
    expect(store.getState().cart.cartItems[0]).toMatchObject({ price: 135, stock: 1, quantity: 1 });
  });
});
