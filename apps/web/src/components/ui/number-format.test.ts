import { describe, expect, it } from 'vitest';
import { formatAmount, formatPercent, formatWholeNumber } from './number-format';

// French groups thousands with a narrow no-break space (U+202F) and puts a no-break space before
// "%": the tests name those characters instead of relying on how an editor shows them.
const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('formatAmount', () => {
  it('writes English amounts with a comma between thousands and a decimal point', () => {
    expect(formatAmount(20_860_600, 'MAD', 'en')).toBe('208,606.00 MAD');
    expect(formatAmount(12_550, 'DH', 'en')).toBe('125.50 DH');
    expect(formatAmount(123_456_789_01, 'DHS', 'en')).toBe('123,456,789.01 DHS');
  });

  it('writes French amounts with spaced thousands and a decimal comma', () => {
    expect(formatAmount(20_860_600, 'MAD', 'fr')).toBe(`208${NNBSP}606,00 MAD`);
    expect(formatAmount(29, 'DH', 'fr')).toBe('0,29 DH');
    expect(formatAmount(123_456_789_01, 'DHS', 'fr')).toBe(`123${NNBSP}456${NNBSP}789,01 DHS`);
  });

  it('writes Arabic amounts in Latin digits, as the Arabic screens write dates', () => {
    expect(formatAmount(20_860_600, 'MAD', 'ar')).toBe('208.606,00 MAD');
    expect(formatAmount(20_860_600, 'MAD', 'ar')).toMatch(/^[0-9.,]+ MAD$/);
  });

  it('shows zero with its two decimals', () => {
    expect(formatAmount(0, 'DH', 'en')).toBe('0.00 DH');
    expect(formatAmount(0, 'DH', 'fr')).toBe('0,00 DH');
    expect(formatAmount(0, 'MAD', 'ar')).toBe('0,00 MAD');
  });

  it('keeps the sign of a negative amount', () => {
    expect(formatAmount(-1_234_550, 'MAD', 'en')).toBe('-12,345.50 MAD');
    expect(formatAmount(-1_234_550, 'MAD', 'fr')).toBe(`-12${NNBSP}345,50 MAD`);
    expect(formatAmount(-1_234_550, 'MAD', 'ar')).toMatch(/-12\.345,50 MAD$/);
  });

  it('falls back to English for a language the shop does not offer', () => {
    expect(formatAmount(100_000, 'DH', 'de')).toBe('1,000.00 DH');
  });
});

describe('formatPercent', () => {
  it("writes a fraction with at most one decimal in the language's decimal mark", () => {
    expect(formatPercent(0.125, 'en')).toBe('12.5%');
    expect(formatPercent(0.125, 'fr')).toBe(`12,5${NBSP}%`);
    expect(formatPercent(0.125, 'ar')).toMatch(/^12,5\D*%\D*$/);
    expect(formatPercent(0, 'en')).toBe('0%');
    expect(formatPercent(1, 'fr')).toBe(`100${NBSP}%`);
  });

  it('signs a growth when asked, zero excepted', () => {
    expect(formatPercent(0.125, 'en', { signed: true })).toBe('+12.5%');
    expect(formatPercent(-0.03, 'en', { signed: true })).toBe('-3%');
    expect(formatPercent(0, 'en', { signed: true })).toBe('0%');
  });
});

describe('formatWholeNumber', () => {
  it("groups thousands the language's way, without decimals", () => {
    expect(formatWholeNumber(1000, 'en')).toBe('1,000');
    expect(formatWholeNumber(1000, 'fr')).toBe(`1${NNBSP}000`);
    expect(formatWholeNumber(0, 'fr')).toBe('0');
  });
});
