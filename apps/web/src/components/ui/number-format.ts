import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MoneyUnit } from '@parashop/shared/money';
import { displayLocale } from './date-time';

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(
  language: string,
  kind: 'amount' | 'whole' | 'percent' | 'signedPercent',
): Intl.NumberFormat {
  const locale = displayLocale(language);
  const id = `${locale} ${kind}`;
  let format = formats.get(id);
  if (!format) {
    format = new Intl.NumberFormat(
      locale,
      kind === 'amount'
        ? { minimumFractionDigits: 2, maximumFractionDigits: 2 }
        : kind === 'whole'
          ? { maximumFractionDigits: 0 }
          : {
              style: 'percent',
              maximumFractionDigits: 1,
              signDisplay: kind === 'signedPercent' ? 'exceptZero' : 'auto',
            },
    );
    formats.set(id, format);
  }
  return format;
}

/**
 * An amount in centimes in the reader's language, two decimals and thousands separators, then the
 * unit the screen shows: "208,606.00 MAD" in English, "208 606,00 MAD" in French, "208.606,00 MAD"
 * in Arabic (Latin digits, as the Arabic screens write dates and numbers).
 */
export function formatAmount(centimes: number, unit: MoneyUnit, language: string): string {
  return `${numberFormat(language, 'amount').format(Math.round(centimes) / 100)} ${unit}`;
}

/** A whole number with the language's thousands separator (the price filter's "1,000" DHS). */
export function formatWholeNumber(value: number, language: string): string {
  return numberFormat(language, 'whole').format(value);
}

/** A fraction (0.125) as a percentage with at most one decimal: "12.5%", "12,5 %" in French. */
export function formatPercent(fraction: number, language: string, { signed = false } = {}): string {
  return numberFormat(language, signed ? 'signedPercent' : 'percent').format(fraction);
}

/** formatAmount, formatWholeNumber and formatPercent in the current language. */
export function useNumberFormat() {
  const { i18n } = useTranslation();
  const { language } = i18n;
  return useMemo(
    () => ({
      money: (centimes: number, unit: MoneyUnit) => formatAmount(centimes, unit, language),
      whole: (value: number) => formatWholeNumber(value, language),
      percent: (fraction: number) => formatPercent(fraction, language),
    }),
    [language],
  );
}
