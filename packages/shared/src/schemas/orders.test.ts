import { describe, expect, it } from 'vitest';
import { checkoutInfoSchema, orderPayloadSchema, orderStatusUpdateSchema } from './orders';
import { errorKeys, fieldError } from './test-helpers';

const info = { name: 'Amina', phone_number: '0612345678', city: 'Dakhla', address: '12 rue Hassan II' };

describe('checkoutInfoSchema', () => {
  const below = checkoutInfoSchema(49_999);
  const atThreshold = checkoutInfoSchema(50_000);

  it('checks the phone: 0 then 5, 6 or 7, then 8 digits', () => {
    const error = (phone_number: string) =>
      fieldError(atThreshold, { ...info, phone_number }, 'phone_number');
    expect(error('0612345678')).toBeUndefined();
    expect(error('0512345678')).toBeUndefined();
    expect(error('0712345678')).toBeUndefined();
    expect(error(' 0612345678 ')).toBeUndefined();
    expect(error('0812345678')).toBe('validation.checkout.phoneInvalid');
    expect(error('061234567')).toBe('validation.checkout.phoneInvalid');
    expect(error('06123456789')).toBe('validation.checkout.phoneInvalid');
    // The rule holds on the normalised number (decision 205): the ways people write one pass.
    expect(error('+212612345678')).toBeUndefined();
    expect(error('06 12 34 56 78')).toBeUndefined();
    expect(error('٠٦١٢٣٤٥٦٧٨')).toBeUndefined();
    expect(error('+212812345678')).toBe('validation.checkout.phoneInvalid');
    expect(error('+21261234567')).toBe('validation.checkout.phoneInvalid');
    expect(error('')).toBe('validation.checkout.phoneRequired');
  });

  it('needs a name of 2 or more after trimming, a city and an address', () => {
    expect(errorKeys(atThreshold, { ...info, name: ' a ', city: '', address: '  ' })).toEqual({
      name: 'validation.checkout.nameMin',
      city: 'validation.checkout.cityRequired',
      address: 'validation.checkout.addressRequired',
    });
    expect(fieldError(atThreshold, { ...info, name: '' }, 'name')).toBe('validation.checkout.nameRequired');
    expect(atThreshold.parse({ ...info, name: '  Ab  ' }).name).toBe('Ab');
  });

  it('requires a delivery area only under 500 MAD (499.99 vs 500.00)', () => {
    expect(fieldError(below, { ...info }, 'delivery_area_id')).toBe(
      'validation.checkout.deliveryAreaRequired',
    );
    expect(fieldError(below, { ...info, delivery_area_id: '' }, 'delivery_area_id')).toBe(
      'validation.checkout.deliveryAreaRequired',
    );
    expect(fieldError(below, { ...info, delivery_area_id: null }, 'delivery_area_id')).toBe(
      'validation.checkout.deliveryAreaRequired',
    );
    expect(below.parse({ ...info, delivery_area_id: '2' }).delivery_area_id).toBe(2);
    expect(atThreshold.parse({ ...info }).delivery_area_id).toBeNull();
    expect(atThreshold.parse({ ...info, delivery_area_id: 3 }).delivery_area_id).toBe(3);
    expect(fieldError(below, { ...info, delivery_area_id: 4 }, 'delivery_area_id')).toBe(
      'validation.checkout.deliveryAreaInvalid',
    );
  });
});

describe('orderPayloadSchema', () => {
  const valid = {
    ...info,
    delivery_area_id: 1,
    items: [
      { target_name: 'product', target_id: 3, quantity: 2, price: 89.9 },
      { target_name: 'pack', target_id: 1, quantity: 1, price: 199 },
    ],
  };

  it('accepts a valid order and drops user_id', () => {
    const parsed = orderPayloadSchema.parse({ ...valid, user_id: 99 });
    expect(parsed).toEqual(valid);
    expect('user_id' in parsed).toBe(false);
    expect(orderPayloadSchema.parse({ ...valid, delivery_area_id: null }).delivery_area_id).toBeNull();
  });

  it('needs at least one item', () => {
    expect(fieldError(orderPayloadSchema, { ...valid, items: [] }, 'items')).toBe(
      'validation.order.itemsRequired',
    );
    expect(fieldError(orderPayloadSchema, { ...valid, items: undefined }, 'items')).toBe(
      'validation.order.itemsRequired',
    );
  });

  it('checks each line', () => {
    const line = (patch: Record<string, unknown>) => ({ ...valid, items: [{ ...valid.items[0], ...patch }] });
    expect(fieldError(orderPayloadSchema, line({ target_name: 'gift' }), 'items.0.target_name')).toBe(
      'validation.order.targetInvalid',
    );
    expect(fieldError(orderPayloadSchema, line({ target_id: 0 }), 'items.0.target_id')).toBe(
      'validation.order.itemInvalid',
    );
    expect(fieldError(orderPayloadSchema, line({ quantity: 0 }), 'items.0.quantity')).toBe(
      'validation.order.quantityInvalid',
    );
    expect(fieldError(orderPayloadSchema, line({ quantity: 1.5 }), 'items.0.quantity')).toBe(
      'validation.order.quantityInvalid',
    );
    expect(fieldError(orderPayloadSchema, line({ quantity: 10_000 }), 'items.0.quantity')).toBeUndefined();
    expect(fieldError(orderPayloadSchema, line({ quantity: 10_001 }), 'items.0.quantity')).toBe(
      'validation.order.quantityMax',
    );
    expect(fieldError(orderPayloadSchema, line({ price: -0.01 }), 'items.0.price')).toBe(
      'validation.order.priceInvalid',
    );
    expect(fieldError(orderPayloadSchema, line({ price: 0 }), 'items.0.price')).toBeUndefined();
  });

  it('leaves the delivery-area requirement to the server (it knows the subtotal)', () => {
    expect(orderPayloadSchema.safeParse({ ...valid, delivery_area_id: null }).success).toBe(true);
    expect(fieldError(orderPayloadSchema, { ...valid, delivery_area_id: 7 }, 'delivery_area_id')).toBe(
      'validation.checkout.deliveryAreaInvalid',
    );
  });

  it('refuses a body that is not an object without throwing', () => {
    expect(orderPayloadSchema.safeParse(null).success).toBe(false);
    expect(orderPayloadSchema.safeParse('order').success).toBe(false);
  });
});

describe('orderStatusUpdateSchema', () => {
  it('accepts the four statuses only', () => {
    for (const status of ['pending', 'delivered', 'returned', 'cancelled']) {
      expect(orderStatusUpdateSchema.parse({ status })).toEqual({ status });
    }
    for (const status of ['canceled', 'shipped', '', undefined]) {
      expect(fieldError(orderStatusUpdateSchema, { status }, 'status')).toBe(
        'validation.order.statusInvalid',
      );
    }
  });
});
