import type { Language } from '@parashop/shared/constants';

/**
 * CSV for spreadsheets (docs/decisions/183-csv-export.md, 206-csv-in-the-staff-language.md), written
 * as Excel opens it in the staff member's language: English files are comma-separated with a decimal
 * point; French and Arabic ones semicolon-separated with a decimal comma (what Excel expects in those
 * locales, where the comma is the decimal mark). CRLF line ends; a field is quoted when it holds the
 * separator, a quote or a line break. A text starting with `=`, `+`, `-` or `@` (or a tab or carriage
 * return) would be read as a formula: it gets a leading `'`. Amounts and counts are numbers we write
 * ourselves: never guarded, so `-10,00` stays a number.
 */

/** UTF-8 byte-order mark: Excel then reads accents and Arabic correctly. */
export const CSV_BOM = '\uFEFF';

export type CsvFormat = { separator: ',' | ';'; decimal: '.' | ',' };

/** Comma and decimal point in English; semicolon and decimal comma in French and Arabic. */
export function csvFormat(lang: Language): CsvFormat {
  return lang === 'en' ? { separator: ',', decimal: '.' } : { separator: ';', decimal: ',' };
}

/** An amount of money: two decimals, written with the file's decimal mark, never as text. */
export type CsvAmount = { readonly amount: number };

export type CsvValue = string | number | CsvAmount | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue, format: CsvFormat = csvFormat('en')): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'object') {
    const text = typeof value === 'number' ? String(value) : value.amount.toFixed(2);
    return format.decimal === '.' ? text : text.replace('.', format.decimal);
  }
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  const mustQuote = text.includes(format.separator) || /["\r\n]/.test(text);
  return mustQuote ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: ReadonlyArray<CsvValue>, format: CsvFormat = csvFormat('en')): string {
  return `${values.map((value) => csvCell(value, format)).join(format.separator)}\r\n`;
}

/** `orders-2026-06-01.csv` */
export function csvAttachment(name: string, day: string): string {
  return `attachment; filename="${name}-${day}.csv"`;
}

/** An amount with two decimals, written as a number in the file's format. */
export function csvAmount(value: number): CsvAmount {
  return { amount: value };
}

const dateTimeFormatters = new Map<string, Intl.DateTimeFormat>();

/** `2026-06-01 14:05` in the shop's time zone (a form every spreadsheet reads as a date). */
export function csvDateTime(instant: Date, timeZone: string): string {
  let formatter = dateTimeFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    dateTimeFormatters.set(timeZone, formatter);
  }
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(instant)) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}
