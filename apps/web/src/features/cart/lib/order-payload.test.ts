import { describe, expect, it } from 'vitest';
import type { CartItem } from '@/store/cart-slice';
import { buildOrderPayload, parseOrderConflict } from './order-payload';

const line = (overrides: Partial<CartItem>): CartItem => ({
  id: 1,
  isPack: false,
  name: 'Item',
  quantity: 1,
  price: 10,
  image: null,
  category: null,
  stock: 5,
  ...overrides,
});

const info = {
  name: ' Amina ',
  phone_number: '0612345678',
  city: 'Dakhla',
  address: 'Avenue Mohammed V',
  delivery_area_id: 2,
};

describe('buildOrderPayload', () => {
  it('sends each line with its target, quantity and the unit price seen', () => {
    const payload = buildOrderPayload(
      info,
      [line({ id: 3, quantity: 2, price: 79.5 }), line({ id: 3, isPack: true, price: 250 })],
      {
        deliveryAreaRequired: true,
        userId: null,
      },
    );
    expect(payload).toEqual({
      name: 'Amina',
      phone_number: '0612345678',
      city: 'Dakhla',
      address: 'Avenue Mohammed V',
      delivery_area_id: 2,
      items: [
        { target_name: 'product', target_id: 3, quantity: 2, price: 79.5 },
        { target_name: 'pack', target_id: 3, quantity: 1, price: 250 },
      ],
    });
    expect('user_id' in payload).toBe(false);
  });

  it('drops the area when delivery is free and adds user_id when a user is stored', () => {
    const payload = buildOrderPayload(info, [line({})], { deliveryAreaRequired: false, userId: 7 });
    expect(payload.delivery_area_id).toBeNull();
    expect(payload.user_id).toBe(7);
  });
});

describe('parseOrderConflict', () => {
  it('reads the current prices and stock of a stale-price answer', () => {
    expect(
      parseOrderConflict({
        message: 'Some prices have changed.',
        prices: [
          { target_name: 'product', target_id: 4, price: 12.5, stock: 3 },
          { target_name: 'pack', target_id: 1, price: 99.9, stock: 0 },
        ],
      }),
    ).toEqual({
      kind: 'prices',
      updates: [
        { id: 4, isPack: false, price: 12.5, stock: 3 },
        { id: 1, isPack: true, price: 99.9, stock: 0 },
      ],
    });
  });

  it('reads the item and its available stock of a short-stock answer', () => {
    expect(
      parseOrderConflict({
        message: 'Not enough stock',
        item: { target_name: 'pack', target_id: 2, name: 'Sun kit', available: 1 },
      }),
    ).toEqual({ kind: 'stock', updates: [{ id: 2, isPack: true, stock: 1 }], name: 'Sun kit', available: 1 });
  });

  it('is null for any other body', () => {
    expect(parseOrderConflict({ message: 'nope' })).toBeNull();
    expect(parseOrderConflict('text')).toBeNull();
  });
});
