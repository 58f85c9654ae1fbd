import { fromCentimes, type Language } from '@parashop/shared';
import type { Executor } from '../../../db/client';
import {
  CSV_BOM,
  csvAmount,
  csvAttachment,
  csvDateTime,
  csvFormat,
  csvRow,
  type CsvValue,
} from '../../../lib/csv';
import { cashDays, type CashFilter } from './cash';

/**
 * GET /rider-cash/export.csv: the cash days of the screen's filters, in the staff member's language
 * with its separator and decimal mark (decisions 206, 240). A cash filter spans days, so the rows are
 * few (riders x days): they are written at once.
 */

type CashColumns = readonly [string, string, string, string, string, string, string, string, string, string];

export const CASH_CSV_HEADERS: Record<Language, CashColumns> = {
  en: [
    'Date',
    'Rider',
    'Delivered',
    'Expected (MAD)',
    'Declared (MAD)',
    'Counted (MAD)',
    'Difference (MAD)',
    'Note',
    'Closed at',
    'Closed by',
  ],
  fr: [
    'Date',
    'Livreur',
    'Livrées',
    'Attendu (MAD)',
    'Déclaré (MAD)',
    'Compté (MAD)',
    'Écart (MAD)',
    'Note',
    'Clôturé le',
    'Clôturé par',
  ],
  ar: [
    'التاريخ',
    'الموزّع',
    'طلبات مسلّمة',
    'المنتظر (درهم)',
    'المصرَّح به (درهم)',
    'المعدود (درهم)',
    'الفرق (درهم)',
    'ملاحظة',
    'تاريخ الإغلاق',
    'أغلقه',
  ],
};

const amount = (centimes: number | null): CsvValue =>
  centimes === null ? null : csvAmount(fromCentimes(centimes));

export async function cashCsv(
  db: Executor,
  filter: CashFilter,
  lang: Language,
  timeZone: string,
): Promise<{ body: string; disposition: string }> {
  const format = csvFormat(lang);
  const days = await cashDays(db, filter);
  let body = CSV_BOM + csvRow(CASH_CSV_HEADERS[lang], format);
  for (const day of days) {
    body += csvRow(
      [
        day.date,
        day.rider.name,
        day.delivered,
        amount(day.expected),
        amount(day.declared),
        amount(day.counted),
        amount(day.difference),
        day.note,
        day.closed_at === null ? null : csvDateTime(new Date(day.closed_at), timeZone),
        day.closed_by,
      ],
      format,
    );
  }
  return { body, disposition: csvAttachment('rider-cash', `${filter.from}-${filter.to}`) };
}
