import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { packFormSchema } from './catalogue';
import { ROOT_ERROR_FIELD, firstIssueKey, zodErrorToFieldErrors, zodErrorToKeyMap } from './errors';
import { orderPayloadSchema } from './orders';

function errorOf(schema: z.ZodType, input: unknown): z.ZodError {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return result.error;
}

describe('zod error helpers', () => {
  const packError = errorOf(packFormSchema, { name: 'a', description: '', price: 0, product_ids: [] });

  it('gives the first key per field', () => {
    expect(zodErrorToKeyMap(packError)).toEqual({
      name: 'validation.pack.nameMin',
      description: 'validation.pack.descriptionRequired',
      price: 'validation.pack.pricePositive',
      product_ids: 'validation.pack.productsRequired',
    });
    expect(firstIssueKey(packError)).toBe('validation.pack.nameMin');
  });

  it('translates every message per field for a 422 body', () => {
    expect(zodErrorToFieldErrors(packError)).toEqual({
      name: ['Pack name must be at least 2 characters'],
      description: ['Description is required'],
      price: ['Price must be a positive number'],
      product_ids: ['Please select at least one product'],
    });
    expect(zodErrorToFieldErrors(packError, 'fr').product_ids).toEqual([
      'Veuillez sélectionner au moins un produit',
    ]);
    expect(zodErrorToFieldErrors(packError, 'ar').name).toEqual([
      'يجب أن يتكون اسم الباقة من حرفين على الأقل',
    ]);
  });

  it('names nested fields by their path and the payload itself as root', () => {
    const itemError = errorOf(orderPayloadSchema, {
      name: 'Amina',
      phone_number: '0612345678',
      city: 'Dakhla',
      address: 'x',
      delivery_area_id: null,
      items: [{ target_name: 'product', target_id: 1, quantity: 0, price: 1 }],
    });
    expect(zodErrorToKeyMap(itemError)).toEqual({ 'items.0.quantity': 'validation.order.quantityInvalid' });
    const rootError = errorOf(orderPayloadSchema, null);
    expect(Object.keys(zodErrorToFieldErrors(rootError))).toEqual([ROOT_ERROR_FIELD]);
  });
});
