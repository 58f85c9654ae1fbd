import { describe, expect, it } from 'vitest';
import type { CartItem } from '@/store/cart-slice';
import { describeChanges } from './conflict-notice';

const line = (overrides: Partial<CartItem>): CartItem => ({
  id: 1,
  isPack: false,
  name: 'Item',
  quantity: 2,
  price: 10,
  image: null,
  category: null,
  stock: 5,
  ...overrides,
});

describe('describeChanges', () => {
  it('reports new prices, quantities cut to the stock and dropped lines; not unchanged ones', () => {
    const items = [
      line({ id: 1, name: 'Cream', price: 100, quantity: 1 }),
      line({ id: 2, name: 'Serum', quantity: 4 }),
      line({ id: 3, isPack: true, name: 'Kit', quantity: 1 }),
      line({ id: 4, name: 'Same', quantity: 1, price: 5 }),
    ];
    expect(
      describeChanges(items, [
        { id: 1, isPack: false, price: 80, stock: 10 },
        { id: 2, isPack: false, price: 10, stock: 3 },
        { id: 3, isPack: true, stock: 0 },
        { id: 4, isPack: false, price: 5, stock: 9 },
        { id: 9, isPack: false, price: 1 },
      ]),
    ).toEqual([
      { name: 'Cream', isPack: false, oldPrice: 100, newPrice: 80, oldQuantity: 1, newQuantity: 1 },
      { name: 'Serum', isPack: false, oldPrice: 10, newPrice: 10, oldQuantity: 4, newQuantity: 3 },
      { name: 'Kit', isPack: true, oldPrice: 10, newPrice: 10, oldQuantity: 1, newQuantity: 0 },
    ]);
  });
});
