import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartItem } from '@/store/cart-slice';
import { initialUiState } from '@/store/ui-slice';
import { answerJson, mockFetch, type JsonAnswer } from '@/test/fetch';
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

const fetchMock = mockFetch();

/** The API answering as `respond` says; the requests it receives are recorded in the list returned. */
function mockApi(respond: (call: FetchCall) => JsonAnswer) {
  const calls: FetchCall[] = [];
  fetchMock.mockImplementation(
    answerJson((url, init) => {
      const call = { url, init };
      calls.push(call);
      return respond(call);
    }),
  );
  return calls;
}

// Whole pages render here (router, lazy chunks and texts, forms): on a busy machine they take longer
// than the default waits.
beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
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
    const calls = mockApi(({ url }) =>
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
    const calls = mockApi(({ url }) =>
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
    mockApi(({ url }) =>
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

const SETTINGS = { whatsapp: '0612345678', order_max_units_per_line: 10 };

describe('per-line cap', { timeout: 20_000 }, () => {
  it('stops the stepper at 10 whatever the stock, and says why', async () => {
    const user = userEvent.setup();
    mockApi(({ url }) =>
      url === '/api/settings' ? { status: 200, body: SETTINGS } : { status: 200, body: [] },
    );
    const { store } = await renderCart([line({ quantity: 9, stock: 40 })]);
    const row = await screen.findByRole('listitem', { name: 'Hydrating Cream' });
    const increase = within(row).getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement;
    expect(within(row).getByText('In stock')).toBeTruthy();
    await user.click(increase);
    expect(store.getState().cart.cartItems[0]?.quantity).toBe(10);
    expect(increase.disabled).toBe(true);
    expect(within(row).getByText('At most 10 per order')).toBeTruthy();
  });

  it('says "Only 8 left" when the stock stops the line first', async () => {
    mockApi(({ url }) =>
      url === '/api/settings' ? { status: 200, body: SETTINGS } : { status: 200, body: [] },
    );
    await renderCart([line({ quantity: 8, stock: 8 })]);
    const row = await screen.findByRole('listitem', { name: 'Hydrating Cream' });
    expect(within(row).getByText('Only 8 left')).toBeTruthy();
    expect(
      (within(row).getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('follows a lower cap from the shop settings', async () => {
    mockApi(({ url }) =>
      url === '/api/settings'
        ? { status: 200, body: { whatsapp: null, order_max_units_per_line: 3 } }
        : { status: 200, body: [] },
    );
    await renderCart([line({ quantity: 3, stock: 40 })]);
    const row = await screen.findByRole('listitem', { name: 'Hydrating Cream' });
    expect(await within(row).findByText('At most 3 per order')).toBeTruthy();
  });
});

/** Fills the info step, goes to the review and completes the order. */
async function placeOrder(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Continue to your details' }));
  await fillInfo(user, '1');
  await user.click(screen.getByRole('button', { name: 'Review my order' }));
  await user.click(await screen.findByRole('button', { name: 'Complete Order' }));
}

describe('refusals of the cash-on-delivery guard', { timeout: 20_000 }, () => {
  it("puts a blocked phone's message on the phone field and goes back to the info step", async () => {
    const user = userEvent.setup();
    const message = 'We could not take this order online. Please call the shop to order.';
    mockApi(({ url }) =>
      url === '/api/orders'
        ? { status: 422, body: { message, errors: { phone_number: [message] } } }
        : { status: 200, body: [] },
    );
    await renderCart([line({})]);
    await placeOrder(user);

    expect(await screen.findByRole('heading', { name: 'Delivery details' })).toBeTruthy();
    const phone = screen.getByLabelText(/Phone number/);
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (phone.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = describedBy.map((id) => document.getElementById(id)?.textContent ?? '');
    expect(texts).toContain(message);
    expect(screen.getByText(`Order failed: ${message}`)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Review my order' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    // Another number clears the server's message.
    await user.clear(phone);
    await user.type(phone, '0711223344');
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).not.toBe('true'));
  });

  it('brings a line over the cap down to it, and lists it under the message', async () => {
    const user = userEvent.setup();
    const message = 'You can order at most 10 units of each item.';
    mockApi(({ url }) => {
      if (url === '/api/orders') return { status: 422, body: { message, errors: { items: [message] } } };
      if (url === '/api/settings') return { status: 200, body: SETTINGS };
      return { status: 200, body: [] };
    });
    // A cart saved before the cap existed.
    const { store } = await renderCart([
      line({ quantity: 14, stock: 40, price: 20, original_price: 20 }),
      line({ id: 2, name: 'Sun Kit', quantity: 2, stock: 40, price: 20, original_price: 20 }),
    ]);
    await placeOrder(user);

    const alert = (await screen.findByText(`Order failed: ${message}`)).closest('[role="alert"]');
    await waitFor(() =>
      expectText(alert, 'Hydrating Cream: at most 10 per order, the quantity was reduced.'),
    );
    expect(alert?.textContent).not.toContain('Sun Kit');
    expect(store.getState().cart.cartItems.map((item) => item.quantity)).toEqual([10, 2]);
    expect(screen.getByRole('heading', { name: 'Review your order' })).toBeTruthy();
  });
});

describe('success screen', { timeout: 20_000 }, () => {
  const placed = {
    id: 9,
    order_number: 'CMD-20261125-0042',
    status: 'pending',
    created_at: '2026-11-25T10:00:00.000Z',
    name: 'Amina Benali',
    phone_number: '0612345678',
    address: '12 Rue Al Massira',
    city: 'Dakhla',
    delivery_area_id: 1,
    subtotal: 120,
    delivery_fee: 10,
    delivery_discount: 0,
    total_order: 130,
    user_id: null,
    order_items: [
      {
        id: 1,
        quantity: 1,
        unit_price: 120,
        total_price: 120,
        target_name: 'product',
        target_id: 1,
        target: { id: 1, name: 'Hydrating Cream', image: null },
      },
    ],
    confirmation_status: 'unconfirmed',
    confirmation_attempts: 0,
    call_back_at: null,
    possible_duplicate: false,
    invoice_number: null,
    invoiced_at: null,
  };

  it('shows the number, the call to come, the amount at the door and "Confirm on WhatsApp"', async () => {
    const user = userEvent.setup();
    mockApi(({ url }) => {
      if (url === '/api/orders') return { status: 201, body: placed };
      if (url === '/api/settings') return { status: 200, body: { ...SETTINGS, whatsapp: '0655443322' } };
      return { status: 200, body: [] };
    });
    await renderCart([line({})]);
    await placeOrder(user);

    expect((await screen.findByTestId('order-number')).textContent).toBe('CMD-20261125-0042');
    expect(
      screen.getByText('We will call you on 06 12 34 56 78 to confirm your order before we deliver it.'),
    ).toBeTruthy();
    expect(screen.getByText('To pay in cash at the door')).toBeTruthy();
    expect(screen.getByTestId('order-total').textContent).toBe('130.00 DH');
    const link = await screen.findByRole('link', { name: /Confirm on WhatsApp/ });
    const url = new URL(link.getAttribute('href')!);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/212655443322');
    const text = url.searchParams.get('text') ?? '';
    expect(text).toContain('I confirm my order CMD-20261125-0042');
    expect(text).toContain('- 1 × Hydrating Cream: 120.00 DH');
    expect(text).toContain('Total to pay at delivery: 130.00 DH');
    expect(text).toContain('Delivery address: 12 Rue Al Massira, Dakhla');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('offers no WhatsApp link when the shop has no number', async () => {
    const user = userEvent.setup();
    mockApi(({ url }) => {
      if (url === '/api/orders') return { status: 201, body: placed };
      if (url === '/api/settings') return { status: 200, body: { ...SETTINGS, whatsapp: null } };
      return { status: 200, body: [] };
    });
    await renderCart([line({})]);
    await placeOrder(user);
    expect(await screen.findByTestId('order-number')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
  });
});
