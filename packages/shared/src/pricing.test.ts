import { describe, expect, it } from 'vitest';
import {
  amountUntilFreeDelivery,
  computeOrderTotals,
  deliveryAreaRequired,
  discountPercent,
  effectivePriceCentimes,
  isOfferActive,
  lineTotal,
  offerState,
  orderSubtotal,
  packStock,
  stockStatus,
} from './pricing';

const CASABLANCA = 'Africa/Casablanca';

describe('computeOrderTotals', () => {
  const fees = [
    [1, 1000],
    [2, 2500],
    [3, 3500],
  ] as const;

  it.each(fees)('charges area %i its fee (%i centimes) at 499.99 MAD', (areaId, fee) => {
    expect(computeOrderTotals({ subtotal: 49_999, deliveryAreaId: areaId })).toEqual({
      subtotal: 49_999,
      deliveryFee: fee,
      deliveryDiscount: 0,
      total: 49_999 + fee,
      freeDelivery: false,
    });
  });

  it.each(fees)('waives area %i fee (%i centimes) at exactly 500.00 MAD, as a discount', (areaId, fee) => {
    expect(computeOrderTotals({ subtotal: 50_000, deliveryAreaId: areaId })).toEqual({
      subtotal: 50_000,
      deliveryFee: 0,
      deliveryDiscount: fee,
      total: 50_000,
      freeDelivery: true,
    });
  });

  it('has no discount when free delivery comes without a chosen area', () => {
    expect(computeOrderTotals({ subtotal: 60_000, deliveryAreaId: null })).toMatchObject({
      deliveryFee: 0,
      deliveryDiscount: 0,
      total: 60_000,
    });
  });

  it('charges nothing for a missing or unknown area (validation requires one)', () => {
    expect(computeOrderTotals({ subtotal: 10_000, deliveryAreaId: null }).total).toBe(10_000);
    expect(computeOrderTotals({ subtotal: 10_000, deliveryAreaId: 9 }).deliveryFee).toBe(0);
  });

  it('requires an area and tells what is missing only below 500 MAD', () => {
    expect(deliveryAreaRequired(49_999)).toBe(true);
    expect(deliveryAreaRequired(50_000)).toBe(false);
    expect(amountUntilFreeDelivery(49_999)).toBe(1);
    expect(amountUntilFreeDelivery(50_000)).toBe(0);
    expect(amountUntilFreeDelivery(70_000)).toBe(0);
    expect(amountUntilFreeDelivery(0)).toBe(50_000);
  });
});

describe('lines', () => {
  it('multiplies unit price by quantity and sums lines', () => {
    expect(lineTotal(2999, 3)).toBe(8997);
    expect(
      orderSubtotal([
        { unitCentimes: 29, quantity: 3 },
        { unitCentimes: 10_000, quantity: 1 },
      ]),
    ).toBe(10_087);
  });
});

describe('stockStatus', () => {
  it.each([
    [0, 'out_of_stock'],
    [1, 'low_stock'],
    [5, 'low_stock'],
    [6, 'in_stock'],
    [10_000, 'in_stock'],
  ] as const)('stock %i is %s', (stock, status) => {
    expect(stockStatus(stock)).toBe(status);
  });
});

describe('packStock', () => {
  it('is the smallest stock of its products, 0 when empty', () => {
    expect(packStock([7, 3, 12])).toBe(3);
    expect(packStock([7, 0])).toBe(0);
    expect(packStock([])).toBe(0);
  });
});

describe('discountPercent', () => {
  it('is round((1 - offer / price) x 100)', () => {
    expect(discountPercent(100, 75)).toBe(25);
    expect(discountPercent(200, 149)).toBe(26); // 25.5 rounds up
    expect(discountPercent(3, 2)).toBe(33);
    expect(discountPercent(3, 1)).toBe(67);
    expect(discountPercent('129.90', '99.90')).toBe(23);
    expect(discountPercent(100, 100)).toBe(0);
    expect(discountPercent(2, 1.99)).toBe(1); // exactly 0.5 rounds up
  });

  it('is 0 for a price that is not positive', () => {
    expect(discountPercent(0, 0)).toBe(0);
  });
});

describe('isOfferActive in Africa/Casablanca', () => {
  // June 2026: Casablanca is on UTC+1.
  const offer = { start_date: '2026-06-10', end_date: '2026-06-12' };

  it('starts at local midnight of its start day, not UTC midnight', () => {
    // 23:30 UTC on the 9th is 00:30 on the 10th in Casablanca.
    expect(isOfferActive(offer, new Date('2026-06-09T23:30:00Z'), CASABLANCA)).toBe(true);
    expect(isOfferActive(offer, new Date('2026-06-09T22:59:59Z'), CASABLANCA)).toBe(false);
    expect(isOfferActive(offer, new Date('2026-06-09T23:30:00Z'), 'UTC')).toBe(false);
  });

  it('is active all through its end day and not the day after', () => {
    expect(isOfferActive(offer, new Date('2026-06-11T12:00:00Z'), CASABLANCA)).toBe(true);
    expect(isOfferActive(offer, new Date('2026-06-12T22:59:59Z'), CASABLANCA)).toBe(true);
    expect(isOfferActive(offer, new Date('2026-06-12T23:00:00Z'), CASABLANCA)).toBe(false);
    expect(isOfferActive(offer, new Date('2026-06-13T10:00:00Z'), CASABLANCA)).toBe(false);
  });

  it('works for a one-day offer and uses the shop zone by default', () => {
    const oneDay = { start_date: '2026-06-10', end_date: '2026-06-10' };
    expect(isOfferActive(oneDay, new Date('2026-06-10T10:00:00Z'))).toBe(true);
    expect(isOfferActive(oneDay, new Date('2026-06-10T23:00:00Z'))).toBe(false);
  });

  it('gives the state shown in the products table from the answer, whatever the clock says', () => {
    expect(offerState({ offer: null, offer_price: null })).toBe('none');
    // The API sends offer_price only while the offer is active on the shop's clock.
    expect(offerState({ offer, offer_price: 80 })).toBe('active');
    expect(offerState({ offer, offer_price: null })).toBe('expired');
    expect(isOfferActive(undefined, new Date(), CASABLANCA)).toBe(false);
  });
});

describe('effectivePriceCentimes', () => {
  const product = {
    price: '120.00',
    offer: { start_date: '2026-06-10', end_date: '2026-06-12', offer_price: 99.9 },
  };

  it('is the offer price while the offer is active, else the price', () => {
    expect(effectivePriceCentimes(product, new Date('2026-06-11T12:00:00Z'), CASABLANCA)).toBe(9990);
    expect(effectivePriceCentimes(product, new Date('2026-06-13T12:00:00Z'), CASABLANCA)).toBe(12_000);
    expect(effectivePriceCentimes({ price: 0.29, offer: null }, new Date(), CASABLANCA)).toBe(29);
  });
});
