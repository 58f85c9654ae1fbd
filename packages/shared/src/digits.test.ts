import { describe, expect, it } from 'vitest';
import { foldDigits } from './digits';
import { normaliseMoneyText } from './money';

describe('digits from any keyboard', () => {
  it('fold Arabic-Indic and Eastern Arabic digits to 0-9', () => {
    expect(foldDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(foldDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(foldDigits('Rue ١٥٢, Hay Salam')).toBe('Rue 152, Hay Salam');
  });

  it('read the Arabic decimal separator as a decimal comma', () => {
    expect(foldDigits('١٢٫٥٠')).toBe('12,50');
    expect(normaliseMoneyText('١٢٫٥٠')).toBe('12.50');
    expect(normaliseMoneyText('۱۴۹,۵')).toBe('149.5');
    expect(normaliseMoneyText('٣')).toBe('3');
  });

  it('leave other text alone', () => {
    expect(foldDigits('كريم 50ml')).toBe('كريم 50ml');
  });
});
