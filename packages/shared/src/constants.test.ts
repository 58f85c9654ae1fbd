import { describe, expect, it } from 'vitest';
import {
  DELIVERY_AREAS,
  FREE_DELIVERY_THRESHOLD,
  GMAIL_PATTERN,
  ORDER_STATUSES,
  PAGE_SIZES,
  PHONE_PATTERN,
  PRODUCT_CATEGORY_LABELS,
  STORAGE_KEYS,
  deliveryAreaById,
} from './constants';

describe('constants', () => {
  it('price the delivery areas in centimes', () => {
    expect(DELIVERY_AREAS.map(({ id, name, fee }) => [id, name, fee])).toEqual([
      [1, 'Dakhla', 1000],
      [2, 'Southern_Region', 2500],
      [3, 'Upper_Agadir', 3500],
    ]);
    expect(FREE_DELIVERY_THRESHOLD).toBe(50_000);
    expect(deliveryAreaById(2)?.name).toBe('Southern_Region');
    expect(deliveryAreaById(4)).toBeUndefined();
    expect(deliveryAreaById(null)).toBeUndefined();
  });

  it('match the specification', () => {
    expect(PAGE_SIZES).toEqual({
      products: 10,
      categories: 15,
      blockedPhones: 15,
      packs: 10,
      packProductPicker: 12,
      customers: 10,
      orders: 10,
      catalogue: 8,
      galleryThumbnails: 4,
      pageButtons: 5,
    });
    expect(ORDER_STATUSES).toEqual(['pending', 'delivered', 'returned', 'cancelled']);
    expect(Object.values(STORAGE_KEYS)).toEqual([
      'cartItems',
      'cartAmount',
      'favoritesCount',
      'reduxState',
      'islogged',
    ]);
    expect(PRODUCT_CATEGORY_LABELS).toHaveLength(8);
  });

  it('describe phones and Gmail addresses', () => {
    expect(PHONE_PATTERN.test('0612345678')).toBe(true);
    expect(PHONE_PATTERN.test('0812345678')).toBe(false);
    expect(PHONE_PATTERN.test('061234567')).toBe(false);
    expect(GMAIL_PATTERN.test('amina@gmail.com')).toBe(true);
    expect(GMAIL_PATTERN.test('amina@yahoo.com')).toBe(false);
  });
});
