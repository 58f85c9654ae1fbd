import { describe, expect, it } from 'vitest';
import type { OrderItem } from '@parashop/shared/api-types';
import { MAX_BATCH, lotsOf, parseIds, vatBreakdown } from './printed-order';

describe('parseIds', () => {
  it('keeps positive whole ids once each, in order', () => {
    expect(parseIds('3,5, 8,3')).toEqual([3, 5, 8]);
    expect(parseIds('x,-1,0,2.5,,7')).toEqual([7]);
    expect(parseIds(null)).toEqual([]);
    expect(parseIds(Array.from({ length: 150 }, (_, i) => i + 1).join(','))).toHaveLength(MAX_BATCH);
  });
});

describe('vatBreakdown', () => {
  it('takes the VAT part out of a VAT-included total, in centimes that add up', () => {
    expect(vatBreakdown({ total_order: 120 }, 20)).toEqual({ total: 12_000, vat: 2_000, withoutVat: 10_000 });
    expect(vatBreakdown({ total_order: 125.5 }, 20)).toEqual({
      total: 12_550,
      vat: 2_092,
      withoutVat: 10_458,
    });
    expect(vatBreakdown({ total_order: 99.99 }, 0)).toEqual({ total: 9_999, vat: 0, withoutVat: 9_999 });
    expect(vatBreakdown({ total_order: 10 }, 7)).toEqual({ total: 1_000, vat: 65, withoutVat: 935 });
  });
});

describe('lotsOf', () => {
  const item = { id: 1, quantity: 2 } as OrderItem;
  it('gives the lots when the line has them, none otherwise', () => {
    expect(lotsOf(item)).toEqual([]);
    const lots = [{ lot_number: 'L-42', expiry_date: '2027-05-31', quantity: 2 }];
    expect(lotsOf({ ...item, lots } as OrderItem)).toEqual(lots);
  });
});
