/**
 * CSV for spreadsheets (docs/decisions/183-csv-export.md): comma-separated, CRLF line ends, fields quoted
 * when they hold a comma, a quote or a line break. A text starting with `=`, `+`, `-` or `@` (or a tab or
 * carriage return) would be read by Excel or LibreOffice as a formula: it gets a leading `'`.
 */

/** UTF-8 byte-order mark: Excel then reads accents and Arabic correctly. */
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: ReadonlyArray<string | number | null | undefined>): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** `orders-2026-06-01.csv` */
export function csvAttachment(name: string, day: string): string {
  return `attachment; filename="${name}-${day}.csv"`;
}

/** Amounts with two decimals and a dot, as spreadsheets read them in any language. */
export function csvAmount(value: number): string {
  return value.toFixed(2);
}

const dateTimeFormatters = new Map<string, Intl.DateTimeFormat>();

/** `2026-06-01 14:05` in the shop's time zone. */
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
