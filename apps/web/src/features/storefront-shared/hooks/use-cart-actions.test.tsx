import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartItem, CartItemInput } from '@/store/cart-slice';
import { initialUiState } from '@/store/ui-slice';
import { jsonResponse, mockFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { publicSettingsQueryKey } from '@/lib/public-settings';
import { useCartActions } from './use-cart-actions';

const cream: CartItemInput = {
  id: 4,
  isPack: false,
  name: 'Hydrating Cream',
  price: 120,
  image: null,
  category: { name: 'Skincare' },
  stock: 40,
};

// fetch plays the server's part for GET /api/settings only.
const fetchMock = mockFetch();
function serveSettings(maxPerLine: number) {
  fetchMock.mockImplementation(async () =>
    jsonResponse(200, { whatsapp: null, order_max_units_per_line: maxPerLine }),
  );
}

function Buttons({ item }: { item: CartItemInput }) {
  const cart = useCartActions();
  const key = { id: item.id, isPack: item.isPack, name: item.name };
  return (
    <>
      <button type="button" onClick={() => cart.add(item)}>
        add
      </button>
      <button type="button" onClick={() => cart.increase(key)}>
        increase
      </button>
      <button type="button" onClick={() => cart.put(item, 25)}>
        put 25
      </button>
    </>
  );
}

function renderWith(item: CartItemInput, quantity: number) {
  const lines: CartItem[] = quantity > 0 ? [{ ...item, quantity }] : [];
  return renderWithProviders(<Buttons item={item} />, {
    preloadedState: {
      cart: { cartItems: lines, cartAmount: lines.length },
      ui: { ...initialUiState, languageChosen: true, language: 'en' },
    },
  });
}

beforeEach(() => serveSettings(10));

describe('useCartActions at the limit of a line', () => {
  it('adding an item already at the per-line cap says so instead of adding', async () => {
    const user = userEvent.setup();
    const { store } = await renderWith(cream, 10);
    await user.click(await screen.findByRole('button', { name: 'add' }));
    expect(
      await screen.findByText('Hydrating Cream is already in your cart 10 times: at most 10 per order.'),
    ).toBeTruthy();
    expect(store.getState().cart.cartItems[0]?.quantity).toBe(10);
  });

  it('names the stock when it runs out before the cap', async () => {
    const user = userEvent.setup();
    const { store } = await renderWith({ ...cream, stock: 3 }, 3);
    await user.click(await screen.findByRole('button', { name: 'increase' }));
    expect(
      await screen.findByText('Hydrating Cream is already in your cart 3 times: only 3 left.'),
    ).toBeTruthy();
    expect(store.getState().cart.cartItems[0]?.quantity).toBe(3);
  });

  it('adds normally below the limit', async () => {
    const user = userEvent.setup();
    const { store } = await renderWith(cream, 9);
    await user.click(await screen.findByRole('button', { name: 'add' }));
    expect(store.getState().cart.cartItems[0]?.quantity).toBe(10);
    expect(await screen.findByText('Increased Hydrating Cream quantity')).toBeTruthy();
  });

  it('puts no more than the cap from the detail modal, and says why', async () => {
    const user = userEvent.setup();
    const { store } = await renderWith(cream, 0);
    await user.click(await screen.findByRole('button', { name: 'put 25' }));
    expect(store.getState().cart.cartItems[0]?.quantity).toBe(10);
    expect(await screen.findByText(/at most 10 per order/)).toBeTruthy();
  });

  it("follows the shop's own cap once the settings have arrived", async () => {
    serveSettings(2);
    const user = userEvent.setup();
    const { store, queryClient } = await renderWith(cream, 1);
    await waitFor(() => expect(queryClient.getQueryData(publicSettingsQueryKey)).toBeTruthy());
    await user.click(await screen.findByRole('button', { name: 'increase' }));
    await user.click(await screen.findByRole('button', { name: 'increase' }));
    expect(store.getState().cart.cartItems[0]?.quantity).toBe(2);
    expect(
      await screen.findByText('Hydrating Cream is already in your cart 2 times: at most 2 per order.'),
    ).toBeTruthy();
  });
});
