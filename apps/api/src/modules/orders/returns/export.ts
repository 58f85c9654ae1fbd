import {
  fromCentimes,
  toCentimes,
  type Language,
  type RefundMethod,
  type ReturnReason,
} from '@parashop/shared';
import type { Executor } from '../../../db/client';
import { CSV_BOM, csvAmount, csvAttachment, csvDateTime, csvFormat, csvRow } from '../../../lib/csv';
import { returnLinesSince } from './repository';

/**
 * GET /order-returns/export.csv: one row per returned line of the period, in the staff member's
 * language (decision 206), the same words as the back office (locales/<lang>/admin-returns.json).
 */

type Columns = readonly [string, string, string, string, string, string, string, string, string];

export const RETURN_CSV_HEADERS: Record<Language, Columns> = {
  en: ['Date', 'Credit note', 'Order', 'Item', 'Units', 'Reason', 'Quarantined', 'Amount (MAD)', 'Refund'],
  fr: [
    'Date',
    'Avoir',
    'Commande',
    'Article',
    'Unités',
    'Motif',
    'En quarantaine',
    'Montant (MAD)',
    'Remboursement',
  ],
  ar: [
    'التاريخ',
    'إشعار دائن',
    'الطلب',
    'المنتج',
    'الوحدات',
    'السبب',
    'في الحجر',
    'المبلغ (درهم)',
    'الاسترداد',
  ],
};

export const RETURN_REASON_WORDS: Record<Language, Record<ReturnReason, string>> = {
  en: {
    damaged: 'Damaged',
    wrong_item: 'Wrong item',
    changed_mind: 'Changed mind',
    expired: 'Expired',
    other: 'Other',
  },
  fr: {
    damaged: 'Endommagé',
    wrong_item: 'Mauvais article',
    changed_mind: "Changement d'avis",
    expired: 'Périmé',
    other: 'Autre',
  },
  ar: {
    damaged: 'تالف',
    wrong_item: 'منتج خاطئ',
    changed_mind: 'تغيير الرأي',
    expired: 'منتهي الصلاحية',
    other: 'آخر',
  },
};

export const REFUND_METHOD_WORDS: Record<Language, Record<RefundMethod, string>> = {
  en: { cash: 'Cash at the shop', rider: 'By the rider', store_credit: 'Store credit note' },
  fr: { cash: 'Espèces en boutique', rider: 'Par le livreur', store_credit: 'Avoir en boutique' },
  ar: { cash: 'نقدًا في المتجر', rider: 'عن طريق الموزّع', store_credit: 'رصيد في المتجر' },
};

const YES: Record<Language, [string, string]> = { en: ['Yes', 'No'], fr: ['Oui', 'Non'], ar: ['نعم', 'لا'] };

export async function returnsCsv(
  db: Executor,
  from: Date,
  today: string,
  lang: Language,
  timeZone: string,
): Promise<{ body: string; disposition: string }> {
  const format = csvFormat(lang);
  const rows = await returnLinesSince(db, from);
  let body = CSV_BOM + csvRow(RETURN_CSV_HEADERS[lang], format);
  for (const row of rows) {
    const name = (lang === 'fr' ? row.nameFr : lang === 'ar' ? row.nameAr : null) ?? row.name;
    body += csvRow(
      [
        csvDateTime(row.createdAt, timeZone),
        row.creditNoteNumber,
        row.orderNumber,
        name,
        row.quantity,
        RETURN_REASON_WORDS[lang][row.reason as ReturnReason] ?? row.reason,
        YES[lang][row.quarantined ? 0 : 1],
        csvAmount(fromCentimes(toCentimes(row.amount))),
        REFUND_METHOD_WORDS[lang][row.refundMethod as RefundMethod] ?? row.refundMethod,
      ],
      format,
    );
  }
  return { body, disposition: csvAttachment('returns', today) };
}
