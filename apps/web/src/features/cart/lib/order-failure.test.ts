import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import type { CartItem } from '@/store/cart-slice';
import { orderFailureOutcome } from './order-failure';

const items: CartItem[] = [
  { id: 4, isPack: false, name: 'Serum', quantity: 3, price: 100, image: null, category: null, stock: 9 },
];

describe('orderFailureOutcome', () => {
  it('gives the default text when the call failed without a server message', () => {
    const error = new ApiError({ status: 500, message: 'Something went wrong. Please try again.' });
    expect(orderFailureOutcome(error, items, 'Failed to create order').problem).toEqual({
      message: 'Failed to create order',
      changes: [],
    });
  });

  it('passes a network failure on as it is', () => {
    const error = new ApiError({ status: 0, message: 'Failed to fetch' });
    expect(orderFailureOutcome(error, items, 'Failed to create order').problem.message).toBe(
      'Failed to fetch',
    );
  });

  it('takes the short stock of a 409 over and says what it changes', () => {
    const body = {
      message: 'Serum is out of stock (only 1 left).',
      item: { target_name: 'product', target_id: 4, name: 'Serum', available: 1 },
    };
    const error = new ApiError({ status: 409, message: body.message, body, hasServerMessage: true });
    const outcome = orderFailureOutcome(error, items, 'Failed to create order');
    expect(outcome.sync).toEqual([{ id: 4, isPack: false, stock: 1 }]);
    expect(outcome.problem).toEqual({
      message: 'Serum is out of stock (only 1 left).',
      changes: [
        { name: 'Serum', isPack: false, oldPrice: 100, newPrice: 100, oldQuantity: 3, newQuantity: 1 },
      ],
    });
  });

  it('drops lines that no longer exist and puts field messages on the info step', () => {
    const body = {
      message: 'The given data was invalid.',
      errors: { phone_number: ['Phone number is required'], 'items.0.target_id': ['gone'] },
      unavailable: [{ target_name: 'pack', target_id: 2 }],
    };
    const error = new ApiError({
      status: 422,
      message: body.message,
      errors: body.errors,
      body,
      hasServerMessage: true,
    });
    const outcome = orderFailureOutcome(error, items, 'Failed to create order');
    expect(outcome.remove).toEqual([{ id: 2, isPack: true }]);
    expect(outcome.fieldErrors).toEqual({ phone_number: 'Phone number is required' });
  });
});
