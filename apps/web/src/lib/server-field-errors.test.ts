import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { applyServerFieldErrors } from './server-field-errors';

type Form = { name: string; price: string; product_ids: number[] };
const FIELDS = ['name', 'price', 'product_ids'] as const;

describe('applyServerFieldErrors', () => {
  it('places the first message of each known field, nested keys on their parent', () => {
    const setError = vi.fn();
    const error = new ApiError({
      status: 422,
      message: 'Pack name is required',
      errors: {
        name: ['Pack name is required', 'second'],
        'product_ids.0': ['Invalid product selected'],
        'product_ids.1': ['Invalid product selected'],
        unknown: ['ignored'],
      },
      hasServerMessage: true,
    });
    expect(applyServerFieldErrors<Form>(error, setError, FIELDS)).toEqual(['name', 'product_ids']);
    expect(setError.mock.calls).toEqual([
      ['name', { type: 'server', message: 'Pack name is required' }],
      ['product_ids', { type: 'server', message: 'Invalid product selected' }],
    ]);
  });

  it('places nothing for other failures', () => {
    const setError = vi.fn();
    expect(applyServerFieldErrors<Form>(new Error('offline'), setError, FIELDS)).toEqual([]);
    expect(
      applyServerFieldErrors<Form>(new ApiError({ status: 500, message: 'x' }), setError, FIELDS),
    ).toEqual([]);
    expect(setError).not.toHaveBeenCalled();
  });
});
