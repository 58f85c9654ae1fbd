import { describe, expect, it } from 'vitest';
import { amountInArabic, amountInFrench, arabicNumber, frenchNumber } from './amount-in-words';

describe('frenchNumber', () => {
  it.each([
    [0, 'zéro'],
    [1, 'un'],
    [16, 'seize'],
    [17, 'dix-sept'],
    [21, 'vingt et un'],
    [22, 'vingt-deux'],
    [61, 'soixante et un'],
    [70, 'soixante-dix'],
    [71, 'soixante et onze'],
    [77, 'soixante-dix-sept'],
    [80, 'quatre-vingts'],
    [81, 'quatre-vingt-un'],
    [91, 'quatre-vingt-onze'],
    [99, 'quatre-vingt-dix-neuf'],
    [100, 'cent'],
    [101, 'cent un'],
    [180, 'cent quatre-vingts'],
    [200, 'deux cents'],
    [201, 'deux cent un'],
    [1000, 'mille'],
    [1080, 'mille quatre-vingts'],
    [2000, 'deux mille'],
    [80_000, 'quatre-vingt mille'],
    [200_000, 'deux cent mille'],
    [1_000_000, 'un million'],
    [2_500_000, 'deux millions cinq cent mille'],
    [80_000_000, 'quatre-vingts millions'],
    [
      999_999_999,
      'neuf cent quatre-vingt-dix-neuf millions neuf cent quatre-vingt-dix-neuf mille neuf cent quatre-vingt-dix-neuf',
    ],
  ])('%i is %s', (n, words) => {
    expect(frenchNumber(n)).toBe(words);
  });
});

describe('arabicNumber', () => {
  it.each([
    [0, 'صفر'],
    [1, 'واحد'],
    [11, 'أحد عشر'],
    [12, 'اثنا عشر'],
    [20, 'عشرون'],
    [25, 'خمسة وعشرون'],
    [100, 'مائة'],
    [125, 'مائة وخمسة وعشرون'],
    [200, 'مائتان'],
    [1000, 'ألف'],
    [2000, 'ألفان'],
    [3000, 'ثلاثة آلاف'],
    [13_000, 'ثلاثة عشر ألفا'],
    [100_000, 'مائة ألف'],
    [200_000, 'مائتا ألف'],
    [1250, 'ألف ومائتان وخمسون'],
    [3_000_000, 'ثلاثة ملايين'],
  ])('%i is %s', (n, words) => {
    expect(arabicNumber(n)).toBe(words);
  });
});

describe('amounts on an invoice (integer centimes)', () => {
  it('in French', () => {
    expect(amountInFrench(12_550)).toBe('cent vingt-cinq dirhams et cinquante centimes');
    expect(amountInFrench(100)).toBe('un dirham');
    expect(amountInFrench(1)).toBe('zéro dirham et un centime');
    expect(amountInFrench(50_000)).toBe('cinq cents dirhams');
    expect(amountInFrench(100_000_000)).toBe('un million de dirhams');
  });

  it('in Arabic, the noun agreeing with the number', () => {
    expect(amountInArabic(12_550)).toBe('مائة وخمسة وعشرون درهما وخمسون سنتيما');
    expect(amountInArabic(100)).toBe('درهم واحد');
    expect(amountInArabic(200)).toBe('درهمان');
    expect(amountInArabic(500)).toBe('خمسة دراهم');
    expect(amountInArabic(50_000)).toBe('خمسمائة درهم');
    expect(amountInArabic(1_005)).toBe('عشرة دراهم وخمسة سنتيمات');
  });

  it('refuses what is not a whole, non-negative number of centimes', () => {
    expect(() => amountInFrench(-1)).toThrow(RangeError);
    expect(() => amountInArabic(1.5)).toThrow(RangeError);
  });
});
