import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@parashop/shared/constants';
import { createHydratingStore } from './index';
import { addToCart } from './cart-slice';

function storageWith(entries: Record<string, string>): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

const saved = {
  cart: {
    cartItems: [
      {
        id: 6,
        isPack: false,
        name: 'Sensibio',
        quantity: 2,
        price: 179,
        image: null,
        category: null,
        stock: 9,
      },
    ],
    cartAmount: 1,
  },
  ui: { language: 'ar', languageChosen: true, favoritesCount: 3 },
};

describe('the store of a server-rendered page (decision 192)', () => {
  it('starts as the server rendered (nothing saved) and takes the saved state once restored', () => {
    const storage = storageWith({ [STORAGE_KEYS.reduxState]: JSON.stringify(saved) });
    const { store, restore } = createHydratingStore(storage);
    expect(store.getState().cart.cartItems).toEqual([]);
    expect(store.getState().ui.languageChosen).toBe(false);
    restore();
    expect(store.getState().cart.cartItems.map((item) => item.name)).toEqual(['Sensibio']);
    expect(store.getState().ui).toMatchObject({
      language: 'ar',
      languageChosen: true,
      favoritesCount: 3,
      rtl: true,
    });
  });

  it('never writes the empty first state over the saved one, and saves every change after restoring', () => {
    const storage = storageWith({ [STORAGE_KEYS.reduxState]: JSON.stringify(saved) });
    const { store, restore } = createHydratingStore(storage);
    store.dispatch({ type: 'anything' });
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.reduxState)!)).toEqual(saved);
    restore();
    store.dispatch(
      addToCart({
        id: 7,
        isPack: false,
        name: 'Cicaplast',
        price: 99,
        image: null,
        category: null,
        stock: 5,
      }),
    );
    const written = JSON.parse(storage.getItem(STORAGE_KEYS.cartItems)!) as { name: string }[];
    expect(written.map((item) => item.name)).toEqual(['Sensibio', 'Cicaplast']);
  });
});
