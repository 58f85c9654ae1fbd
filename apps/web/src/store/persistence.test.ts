import { beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '@parashop/shared/api-types';
import { addToCart, clearCart, type CartItem } from './cart-slice';
import { createPersistedStore } from './index';
import { loadPersistedState, savePersistedState } from './persistence';
import { initialUiState, setFavoritesCount, setLanguage, showProductDetails } from './ui-slice';

const line: CartItem = {
  id: 7,
  isPack: false,
  name: 'Hydrating cream',
  quantity: 2,
  price: 120,
  image: 'products/7/large.webp',
  // The category's names in each language come back after a reload (the cart line's label).
  category: { name: 'skincare', name_fr: 'Soins du visage', name_ar: 'العناية بالبشرة' },
  stock: 9,
};

const read = (key: string): unknown => JSON.parse(window.localStorage.getItem(key) ?? 'null');

beforeEach(() => window.localStorage.clear());

describe('saving', () => {
  it('writes cartItems, cartAmount, favoritesCount and the whole state on every change', () => {
    const store = createPersistedStore();
    const { quantity: _quantity, ...input } = line;
    store.dispatch(addToCart(input));
    store.dispatch(addToCart(input));
    expect(read('cartItems')).toEqual([{ ...line, quantity: 2 }]);
    expect(read('cartAmount')).toBe(1);

    store.dispatch(setFavoritesCount(4));
    expect(read('favoritesCount')).toBe(4);
    expect(read('reduxState')).toEqual(store.getState());

    store.dispatch(clearCart());
    expect(read('cartItems')).toEqual([]);
    expect(read('cartAmount')).toBe(0);
  });

  it('keeps the shop working when storage refuses to write', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    } as unknown as Storage;
    const store = createPersistedStore(full);
    const { quantity: _quantity, ...input } = line;
    expect(() => store.dispatch(addToCart(input))).not.toThrow();
    expect(store.getState().cart.cartAmount).toBe(1);
  });
});

describe('restoring', () => {
  it('brings back the cart, favourites count and language choice after a reload', () => {
    const first = createPersistedStore();
    const { quantity: _quantity, ...input } = line;
    first.dispatch(addToCart(input));
    first.dispatch(setFavoritesCount(3));
    first.dispatch(setLanguage('en'));

    const second = createPersistedStore();
    expect(second.getState().cart).toEqual({ cartItems: [{ ...line, quantity: 1 }], cartAmount: 1 });
    expect(second.getState().ui).toMatchObject({
      favoritesCount: 3,
      language: 'en',
      languageChosen: true,
      rtl: false,
    });
  });

  it('starts with the defaults on an empty storage', () => {
    expect(loadPersistedState()).toEqual({ cart: { cartItems: [], cartAmount: 0 }, ui: initialUiState });
  });

  it('does not reopen a detail panel that was open when the page was left', () => {
    const first = createPersistedStore();
    first.dispatch(showProductDetails({ id: 3, name: 'Sunscreen' } as Product));
    expect(read('reduxState')).toMatchObject({ ui: { showProductDetails: true } });

    const ui = loadPersistedState().ui;
    expect(ui.showProductDetails).toBe(false);
    expect(ui.selectedProduct).toBeNull();
  });

  it('falls back to the separate keys when reduxState is corrupt', () => {
    window.localStorage.setItem('reduxState', '{not json');
    window.localStorage.setItem('cartItems', JSON.stringify([line]));
    window.localStorage.setItem('favoritesCount', '2');
    const state = loadPersistedState();
    expect(state.cart).toEqual({ cartItems: [line], cartAmount: 1 });
    expect(state.ui.favoritesCount).toBe(2);
    expect(state.ui.language).toBe('fr');
  });

  it('survives garbage everywhere', () => {
    window.localStorage.setItem('reduxState', '"a string"');
    window.localStorage.setItem('cartItems', '{"length": 3}');
    window.localStorage.setItem('favoritesCount', '"many"');
    expect(loadPersistedState()).toEqual({ cart: { cartItems: [], cartAmount: 0 }, ui: initialUiState });
  });

  it('drops malformed and duplicate lines and recomputes cartAmount', () => {
    savePersistedState({
      cart: {
        cartItems: [
          line,
          { ...line, quantity: 5 },
          { ...line, id: 'x' },
          { ...line, id: 9, quantity: 0 },
          { ...line, id: 10, isPack: 'no' },
          { ...line, id: 11, price: null },
          null,
          { ...line, id: 12, isPack: true, image: 42, category: 'skincare', stock: undefined },
        ] as unknown as CartItem[],
        cartAmount: 99,
      },
      ui: initialUiState,
    });
    const { cart } = loadPersistedState();
    expect(cart.cartItems).toEqual([
      line,
      { ...line, id: 12, isPack: true, image: null, category: null, stock: 2 },
    ]);
    expect(cart.cartAmount).toBe(2);
  });

  it('ignores an unknown language and keeps a chosen one', () => {
    window.localStorage.setItem(
      'reduxState',
      JSON.stringify({ ui: { language: 'de', languageChosen: true } }),
    );
    expect(loadPersistedState().ui).toMatchObject({ language: 'fr', languageChosen: true });
    window.localStorage.setItem(
      'reduxState',
      JSON.stringify({ ui: { language: 'ar', languageChosen: true } }),
    );
    expect(loadPersistedState().ui).toMatchObject({ language: 'ar', languageChosen: true, rtl: true });
  });
});
