import { foldDigits } from './digits';
/**
 * Money is computed in integer centimes (1 MAD = 100 centimes) so sums are exact; the API and the
 * forms speak decimal MAD numbers with two decimals. Conversions parse the decimal text instead of
 * multiplying floats: 0.29 * 100 is 28.999999999999996 in floating point, "0.29" is 29 centimes.
 */

export type MoneyUnit = 'MAD' | 'DH' | 'DHS';

const DECIMAL_PATTERN = /^([+-])?(\d*)(?:\.(\d*))?$/;

/**
 * Centimes of a decimal amount, or null when the value is not a finite number.
 * More than two decimals round half away from zero ("1.005" -> 101).
 */
export function parseCentimes(value: number | string): number | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    const text = String(value);
    // Exponent notation (1e-7, 1e21) has no decimal text to parse; such values are far from prices.
    if (/e/i.test(text)) return Math.round(value * 100);
    return parseDecimalText(text);
  }
  return parseDecimalText(value.trim());
}

function parseDecimalText(text: string): number | null {
  const match = DECIMAL_PATTERN.exec(text);
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  const cents = Number(whole || '0') * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  const roundUp = fraction.length > 2 && Number(fraction[2]) >= 5 ? 1 : 0;
  const result = cents + roundUp;
  return sign === '-' && result !== 0 ? -result : result;
}

/**
 * Money as staff type it: `149,50` (a French-speaking keyboard's decimal comma) and `149.50` are the same
 * amount whatever the browser's language. Answers the text with a decimal point (`"149.50"`), or null
 * when the text is not one number with at most one separator: `1.234,50`, `1 000`, `12,5,0` and letters
 * are refused rather than guessed at. Arabic-Indic and Eastern Arabic digits are folded to 0-9 first. How many decimals is the schema's rule (at most two).
 */
export function normaliseMoneyText(text: string): string | null {
  // Digits from an Arabic or Persian keyboard (١٢٫٥٠) read as 0-9 (decision 205).
  const trimmed = foldDigits(text).trim();
  if (!/^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(trimmed)) return null;
  return trimmed.replace(',', '.');
}

/** Centimes of a decimal amount (number or numeric text such as "12.50"); throws on anything else. */
export function toCentimes(value: number | string): number {
  const result = parseCentimes(value);
  if (result === null) throw new RangeError(`Not an amount of money: ${JSON.stringify(value)}`);
  return result;
}

/** A decimal MAD number with at most two decimals (what the API sends as a price). */
export function fromCentimes(centimes: number): number {
  return Math.round(centimes) / 100;
}

/** Exact decimal text with two decimals ("12.50"), e.g. for numeric(10,2) columns. */
export function centimesToDecimalString(centimes: number): string {
  const rounded = Math.round(centimes);
  const sign = rounded < 0 ? '-' : '';
  const abs = Math.abs(rounded);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * The one display format of an amount, whatever the unit the screen shows: two decimals, a dot,
 * no thousands separator, a space, then the unit: "125.00 MAD", "125.00 DH", "125.00 DHS".
 */
export function formatMoney(centimes: number, unit: MoneyUnit = 'MAD'): string {
  return `${centimesToDecimalString(centimes)} ${unit}`;
}

/** Exact sum of centime amounts. */
export function sumCentimes(amounts: readonly number[]): number {
  return amounts.reduce((total, amount) => total + amount, 0);
}
