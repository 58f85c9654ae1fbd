import { describe, expect, it } from 'vitest';
import { cartSubtotal, cartSummary } from './cart-summary';

describe('cartSummary', () => {
  it('charges the area fee under 500 and tells how much is missing', () => {
    const lines = [
      { quantity: 2, price: 120.5 },
      { quantity: 1, price: 99.99 },
    ];
    expect(cartSubtotal(lines)).toBe(34_099);
    const summary = cartSummary(lines, 3);
    expect(summary.subtotal).toBe(34_099);
    expect(summary.deliveryFee).toBe(3500);
    expect(summary.total).toBe(37_599);
    expect(summary.freeDelivery).toBe(false);
    expect(summary.deliveryAreaRequired).toBe(true);
    expect(summary.amountUntilFreeDelivery).toBe(15_901);
  });

  it('costs nothing for delivery until an area is chosen', () => {
    const summary = cartSummary([{ quantity: 1, price: 100 }], null);
    expect(summary.deliveryFee).toBe(0);
    expect(summary.total).toBe(10_000);
  });

  it('499.99 pays the fee of each area, 500.00 delivers free', () => {
    const under = [{ quantity: 1, price: 499.99 }];
    expect(cartSummary(under, 1).total).toBe(50_999);
    expect(cartSummary(under, 2).total).toBe(52_499);
    expect(cartSummary(under, 3).total).toBe(53_499);
    expect(cartSummary(under, 1).amountUntilFreeDelivery).toBe(1);

    const free = cartSummary([{ quantity: 4, price: 125 }], 3);
    expect(free.freeDelivery).toBe(true);
    expect(free.deliveryAreaRequired).toBe(false);
    expect(free.deliveryFee).toBe(0);
    expect(free.total).toBe(50_000);
    expect(free.amountUntilFreeDelivery).toBe(0);
  });

  it('shows offer and pack savings as the discount, so regular subtotal - discount = subtotal', () => {
    const summary = cartSummary(
      [
        { quantity: 3, price: 80, original_price: 100 },
        { quantity: 1, price: 250, original_price: 310.5 },
        { quantity: 1, price: 40, original_price: null },
      ],
      2,
    );
    expect(summary.regularSubtotal).toBe(30_000 + 31_050 + 4000);
    expect(summary.discount).toBe(6000 + 6050);
    expect(summary.subtotal).toBe(24_000 + 25_000 + 4000);
    expect(summary.regularSubtotal - summary.discount).toBe(summary.subtotal);
    expect(summary.total).toBe(summary.subtotal + summary.deliveryFee);
  });

  it('never shows a negative discount when the regular price is lower than the price paid', () => {
    expect(cartSummary([{ quantity: 1, price: 50, original_price: 40 }], 1).discount).toBe(0);
  });

  it('adds decimals exactly', () => {
    expect(
      cartSubtotal([
        { quantity: 3, price: 0.1 },
        { quantity: 1, price: 0.2 },
      ]),
    ).toBe(50);
  });
});
