import { describe, expect, it } from 'vitest';
import {
  centimesToDecimalString,
  formatMoney,
  fromCentimes,
  normaliseMoneyText,
  parseCentimes,
  sumCentimes,
  toCentimes,
} from './money';

describe('toCentimes', () => {
  it('parses decimal text without float error', () => {
    expect(toCentimes('0.29')).toBe(29);
    expect(toCentimes('10000.01')).toBe(1_000_001);
    expect(toCentimes('12.50')).toBe(1250);
    expect(toCentimes('12.5')).toBe(1250);
    expect(toCentimes('12')).toBe(1200);
    expect(toCentimes(' 7.05 ')).toBe(705);
    expect(toCentimes('.5')).toBe(50);
    expect(toCentimes('499.99')).toBe(49_999);
  });

  it('reads numbers through their decimal text, where x * 100 would be off', () => {
    expect(0.29 * 100).not.toBe(29);
    expect(toCentimes(0.29)).toBe(29);
    expect(toCentimes(1.1)).toBe(110);
    expect(toCentimes(10000.01)).toBe(1_000_001);
    expect(toCentimes(0)).toBe(0);
    expect(toCentimes(-3.5)).toBe(-350);
  });

  it('rounds a third decimal half away from zero', () => {
    expect(toCentimes('1.005')).toBe(101);
    expect(toCentimes('1.004')).toBe(100);
    expect(toCentimes(1.005)).toBe(101);
    expect(toCentimes('-1.005')).toBe(-101);
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', ' ', 'abc', '1,50', '1.2.3', '.', '12a']) {
      expect(parseCentimes(bad)).toBeNull();
      expect(() => toCentimes(bad)).toThrow(RangeError);
    }
    expect(parseCentimes(Number.NaN)).toBeNull();
    expect(parseCentimes(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('fromCentimes and formatting', () => {
  it('gives a 2-decimal number', () => {
    expect(fromCentimes(29)).toBe(0.29);
    expect(fromCentimes(1_000_001)).toBe(10000.01);
    expect(fromCentimes(50_000)).toBe(500);
  });

  it('writes exact decimal text', () => {
    expect(centimesToDecimalString(1250)).toBe('12.50');
    expect(centimesToDecimalString(5)).toBe('0.05');
    expect(centimesToDecimalString(-5)).toBe('-0.05');
    expect(centimesToDecimalString(0)).toBe('0.00');
  });

  it('formats with two decimals and the unit the screen shows', () => {
    expect(formatMoney(12_500, 'MAD')).toBe('125.00 MAD');
    expect(formatMoney(12_550, 'DH')).toBe('125.50 DH');
    expect(formatMoney(12_500, 'DHS')).toBe('125.00 DHS');
    expect(formatMoney(123_456_789)).toBe('1234567.89 MAD');
  });

  it('sums exactly', () => {
    expect(sumCentimes([10, 20])).toBe(30);
    expect(sumCentimes([])).toBe(0);
  });
});

describe('normaliseMoneyText', () => {
  it('reads a decimal comma and a decimal point as the same amount', () => {
    expect(normaliseMoneyText('149,50')).toBe('149.50');
    expect(normaliseMoneyText('149.50')).toBe('149.50');
    expect(normaliseMoneyText(' 49,9 ')).toBe('49.9');
    expect(normaliseMoneyText('12')).toBe('12');
    expect(normaliseMoneyText(',5')).toBe('.5');
  });

  it('refuses what it cannot read instead of guessing', () => {
    for (const text of ['1.234,50', '1,234.50', '1 000', '12,5,0', '12..5', 'abc', '', '1e3']) {
      expect(normaliseMoneyText(text), text).toBeNull();
    }
  });
});
