import { describe, expect, it } from 'vitest';
import type { EligibleOrder } from '@parashop/shared/api-types';
import { byArea, moveItem, refusedOrderIds } from './stop-order';

const order = (id: number, address: string, city = 'Dakhla'): EligibleOrder => ({
  id,
  order_number: `CMD-${id}`,
  customer_name: `C${id}`,
  phone: '0612345678',
  address,
  city,
  delivery_area_id: 1,
  total: 1000,
  created_at: '2026-11-28T08:00:00.000Z',
  failed_attempts: 0,
  needs_staff: false,
  postponed_to: null,
});

describe('stop order', () => {
  it('moves a stop to another place', () => {
    expect(moveItem([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
    expect(moveItem([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
    expect(moveItem([1, 2], 1, 5)).toEqual([1, 2]);
  });

  it('orders by area: city, then address with numbers read as numbers, ties as given', () => {
    const sorted = byArea([
      order(1, 'Hay Salam 12'),
      order(2, 'Al Wahda 3'),
      order(3, 'Hay Salam 2'),
      order(4, 'Al Wahda 3'),
      order(5, 'Centre', 'Aargoub'),
    ]);
    expect(sorted.map((item) => item.id)).toEqual([5, 2, 4, 3, 1]);
  });

  it('reads the refused orders of a 409', () => {
    expect(refusedOrderIds({ reason: 'order_on_open_run', order_ids: [4, 'x', 9] })).toEqual([4, 9]);
    expect(refusedOrderIds(null)).toEqual([]);
  });
});
