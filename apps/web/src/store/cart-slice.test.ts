import { describe, expect, it } from 'vitest';
import {
  addToCart,
  capCartLines,
  cartReducer,
  clearCart,
  decreaseQuantity,
  increaseQuantity,
  initialCartState,
  removeFromCart,
  setQuantity,
  syncCartItems,
  type CartItemInput,
  type CartState,
} from './cart-slice';

const cream: CartItemInput = {
  id: 7,
  isPack: false,
  name: 'Hydrating cream',
  price: 120,
  image: 'products/7/large.webp',
  category: { name: 'skincare' },
  stock: 3,
};
// A pack that shares the product's id: a different line.
const pack7: CartItemInput = {
  ...cream,
  isPack: true,
  name: 'Summer pack',
  price: 300,
  category: null,
  stock: 10,
};
const shampoo: CartItemInput = { ...cream, id: 8, name: 'Shampoo', price: 45, stock: 20 };

const run = (...actions: Parameters<typeof cartReducer>[1][]): CartState =>
  actions.reduce(cartReducer, initialCartState);

describe('cart slice', () => {
  it('adds a new line with quantity 1 and counts distinct lines', () => {
    const state = run(addToCart(cream));
    expect(state.cartItems).toEqual([{ ...cream, quantity: 1 }]);
    expect(state.cartAmount).toBe(1);
  });

  it('adding the same id and kind again raises the quantity instead of adding a line', () => {
    const state = run(addToCart(cream), addToCart(cream));
    expect(state.cartItems).toHaveLength(1);
    expect(state.cartItems[0]?.quantity).toBe(2);
    expect(state.cartAmount).toBe(1);
  });

  it('keeps a product and a pack with the same id as two lines', () => {
    const state = run(addToCart(cream), addToCart(pack7));
    expect(state.cartItems.map((item) => [item.id, item.isPack, item.quantity])).toEqual([
      [7, false, 1],
      [7, true, 1],
    ]);
    expect(state.cartAmount).toBe(2);
  });

  it('cartAmount counts lines, not the total quantity', () => {
    const state = run(addToCart(cream), addToCart(cream), addToCart(shampoo));
    expect(state.cartAmount).toBe(2);
  });

  it('increases only the matching line', () => {
    const state = run(addToCart(cream), addToCart(pack7), increaseQuantity({ id: 7, isPack: true }));
    expect(state.cartItems.find((item) => item.isPack)?.quantity).toBe(2);
    expect(state.cartItems.find((item) => !item.isPack)?.quantity).toBe(1);
  });

  it('never raises a quantity above the stock', () => {
    const state = run(
      addToCart(cream),
      increaseQuantity({ id: 7, isPack: false }),
      increaseQuantity({ id: 7, isPack: false }),
      increaseQuantity({ id: 7, isPack: false }),
      addToCart(cream),
    );
    expect(state.cartItems[0]?.quantity).toBe(3);
  });

  it('decreases by one and drops the line when it reaches 0', () => {
    let state = run(
      addToCart(cream),
      addToCart(cream),
      addToCart(shampoo),
      decreaseQuantity({ id: 7, isPack: false }),
    );
    expect(state.cartItems[0]?.quantity).toBe(1);
    state = cartReducer(state, decreaseQuantity({ id: 7, isPack: false }));
    expect(state.cartItems.map((item) => item.id)).toEqual([8]);
    expect(state.cartAmount).toBe(1);
  });

  it('ignores increase and decrease for a line that is not in the cart', () => {
    const before = run(addToCart(cream));
    expect(cartReducer(before, increaseQuantity({ id: 7, isPack: true }))).toEqual(before);
    expect(cartReducer(before, decreaseQuantity({ id: 99, isPack: false }))).toEqual(before);
  });

  it('sets a quantity from the detail modal, capped at the stock', () => {
    let state = run(addToCart(shampoo), setQuantity({ id: 8, isPack: false, quantity: 5 }));
    expect(state.cartItems[0]?.quantity).toBe(5);
    state = cartReducer(state, setQuantity({ id: 8, isPack: false, quantity: 50, maxPerLine: 100 }));
    expect(state.cartItems[0]?.quantity).toBe(20);
  });

  it('never raises a line past the per-line cap, 10 by default, whatever the stock', () => {
    const raise = increaseQuantity({ id: 8, isPack: false });
    const state = run(addToCart(shampoo), ...Array.from({ length: 15 }, () => raise), addToCart(shampoo));
    expect(state.cartItems[0]?.quantity).toBe(10);
    const atCap = cartReducer(state, increaseQuantity({ id: 8, isPack: false, maxPerLine: 10 }));
    expect(atCap).toBe(state);
  });

  it('follows the cap the shop sets, on add, increase and set', () => {
    const cap = { maxPerLine: 2 };
    let state = run(
      addToCart({ ...shampoo, ...cap }),
      addToCart({ ...shampoo, ...cap }),
      addToCart({ ...shampoo, ...cap }),
      increaseQuantity({ id: 8, isPack: false, ...cap }),
    );
    expect(state.cartItems).toEqual([{ ...shampoo, quantity: 2 }]);
    state = cartReducer(state, setQuantity({ id: 8, isPack: false, quantity: 9, ...cap }));
    expect(state.cartItems[0]?.quantity).toBe(2);
    state = cartReducer(state, setQuantity({ id: 8, isPack: false, quantity: 9, maxPerLine: 5 }));
    expect(state.cartItems[0]?.quantity).toBe(5);
  });

  it('the stock stops a line below the cap', () => {
    const state = run(
      addToCart(cream),
      ...Array.from({ length: 5 }, () => increaseQuantity({ id: 7, isPack: false, maxPerLine: 10 })),
    );
    expect(state.cartItems[0]?.quantity).toBe(3);
  });

  it('brings every line down to the cap after a refusal over it, and changes nothing otherwise', () => {
    const over = run(
      addToCart(shampoo),
      setQuantity({ id: 8, isPack: false, quantity: 15, maxPerLine: 100 }),
      addToCart(cream),
    );
    expect(over.cartItems[0]?.quantity).toBe(15);
    const capped = cartReducer(over, capCartLines({ maxPerLine: 10 }));
    expect(capped.cartItems.map((line) => line.quantity)).toEqual([10, 1]);
    expect(capped.cartAmount).toBe(2);
    expect(cartReducer(capped, capCartLines({ maxPerLine: 10 }))).toBe(capped);
    expect(cartReducer(capped, capCartLines({ maxPerLine: Number.NaN }))).toBe(capped);
  });

  it('setting a quantity of 0 or less removes the line', () => {
    const state = run(
      addToCart(shampoo),
      addToCart(cream),
      setQuantity({ id: 8, isPack: false, quantity: 0 }),
    );
    expect(state.cartItems.map((item) => item.id)).toEqual([7]);
    expect(state.cartAmount).toBe(1);
  });

  it('removes exactly the matching line', () => {
    const state = run(addToCart(cream), addToCart(pack7), removeFromCart({ id: 7, isPack: false }));
    expect(state.cartItems).toEqual([{ ...pack7, quantity: 1 }]);
    expect(state.cartAmount).toBe(1);
  });

  it('clears the cart', () => {
    const state = run(addToCart(cream), addToCart(shampoo), clearCart());
    expect(state).toEqual({ cartItems: [], cartAmount: 0 });
  });

  it('takes over server prices and stock after a 409, capping and dropping lines', () => {
    const state = run(
      addToCart(shampoo),
      setQuantity({ id: 8, isPack: false, quantity: 6 }),
      addToCart(cream),
      addToCart(pack7),
      syncCartItems([
        { id: 8, isPack: false, price: 39.9, stock: 4 },
        { id: 7, isPack: false, stock: 0 },
        { id: 7, isPack: true, price: 280, offer_price: 250 },
        { id: 42, isPack: false, price: 1 },
      ]),
    );
    expect(state.cartItems).toEqual([
      { ...shampoo, price: 39.9, stock: 4, quantity: 4 },
      { ...pack7, price: 280, offer_price: 250, quantity: 1 },
    ]);
    expect(state.cartAmount).toBe(2);
  });
});
