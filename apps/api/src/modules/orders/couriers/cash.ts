import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  addDays,
  fromCentimes,
  translateMessage,
  type CourierCash,
  type CourierCashLine,
  type CourierDeliveryState,
  type CourierRemittanceLine,
  type CourierRemittanceValues,
  type Language,
} from '@parashop/shared';
import type { Database, Executor } from '../../../db/client';
import { courierParcels, courierRemittances, orders } from '../../../db/schema';
import { CSV_BOM, csvAmount, csvAttachment, csvFormat, csvRow, type CsvValue } from '../../../lib/csv';
import { httpError } from '../../../lib/http-errors';

/**
 * The courier's cash (docs/decisions/270-couriers.md): what it paid back per parcel, entered or imported
 * from its CSV, reconciled against the parcels sent: paid, missing (delivered, nothing paid), short
 * (paid less than collected), fee_differs (its fee is not the fee quoted when sending), not_due (not
 * delivered, nothing paid), unknown_parcel (a line for no parcel of the shop).
 */

export type CourierCashFilter = { from: string; to: string; courier?: string | undefined; timeZone: string };

function splitCsvLine(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      cells.push(cell.trim());
      cell = '';
    } else cell += c;
  }
  cells.push(cell.trim());
  return cells;
}

/** The courier's CSV: a header with code, amount, fee (dirhams; `,` or `.` decimals) and optional paid_on. */
export function parseRemittanceCsv(text: string, lang: Language): CourierRemittanceLine[] {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '');
  const header = lines[0] ?? '';
  const separator = header.includes(';') ? ';' : ',';
  const names = splitCsvLine(header, separator).map((name) => name.toLowerCase());
  const at = (name: string) => names.indexOf(name);
  const problem = (line: number) => {
    const message = translateMessage('validation.courier.csvInvalid', lang, { line });
    return httpError(422, message, { csv: [message] });
  };
  if (at('code') < 0 || at('amount') < 0 || at('fee') < 0) throw problem(1);
  const money = (value: string | undefined) => {
    const normal = (value ?? '').replace(/\s/g, '').replace(',', '.');
    if (!/^\d{1,7}(\.\d{1,2})?$/.test(normal)) return null;
    return Math.round(Number(normal) * 100);
  };
  return lines.slice(1).map((line, index) => {
    const cells = splitCsvLine(line, separator);
    const code = cells[at('code')] ?? '';
    const amount = money(cells[at('amount')]);
    const fee = money(cells[at('fee')]);
    const paidOn = at('paid_on') >= 0 ? (cells[at('paid_on')] ?? '') : '';
    if (code === '' || code.length > 60 || amount === null || fee === null) throw problem(index + 2);
    if (paidOn !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(paidOn)) throw problem(index + 2);
    return { code, amount, fee, paid_on: paidOn === '' ? null : paidOn };
  });
}

/** Enters (or replaces, per parcel code) the remittance lines; answers how many were kept. */
export async function saveRemittance(
  db: Database,
  input: CourierRemittanceValues,
  staff: { id: number; fullName: string },
  now: Date,
  lang: Language,
): Promise<{ saved: number }> {
  const lines = [...(input.lines ?? []), ...(input.csv ? parseRemittanceCsv(input.csv, lang) : [])];
  if (lines.length > 2000) {
    const message = translateMessage('validation.courier.linesMax', lang);
    throw httpError(422, message, { lines: [message] });
  }
  await db.transaction(async (tx) => {
    for (const line of lines) {
      await tx
        .insert(courierRemittances)
        .values({
          courier: input.courier,
          code: line.code,
          amount: line.amount,
          fee: line.fee,
          paidOn: line.paid_on,
          enteredBy: staff.id,
          enteredByName: staff.fullName,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [courierRemittances.courier, courierRemittances.code],
          set: {
            amount: line.amount,
            fee: line.fee,
            paidOn: line.paid_on,
            enteredBy: staff.id,
            enteredByName: staff.fullName,
            updatedAt: now,
          },
        });
    }
  });
  return { saved: lines.length };
}

export async function courierCash(db: Executor, filter: CourierCashFilter): Promise<CourierCash> {
  const conditions = [
    eq(courierParcels.state, 'sent'),
    // Sent on a day of the period, in the shop's time zone.
    sql`${courierParcels.createdAt} >= (${filter.from}::date)::timestamp at time zone ${filter.timeZone}`,
    sql`${courierParcels.createdAt} < (${addDays(filter.to, 1)}::date)::timestamp at time zone ${filter.timeZone}`,
  ];
  if (filter.courier) conditions.push(eq(courierParcels.courier, filter.courier));
  const parcels = await db
    .select({ parcel: courierParcels, orderNumber: orders.orderNumber })
    .from(courierParcels)
    .innerJoin(orders, eq(orders.id, courierParcels.orderId))
    .where(and(...conditions))
    .orderBy(asc(courierParcels.createdAt), asc(courierParcels.id));
  const codes = parcels.map((p) => p.parcel.code).filter((c): c is string => c !== null);
  const remitted = codes.length
    ? await db.select().from(courierRemittances).where(inArray(courierRemittances.code, codes))
    : [];
  const remittanceOf = new Map(remitted.map((r) => [`${r.courier}:${r.code}`, r]));
  // Lines entered for codes the shop has no parcel for (in any period).
  const orphans = await db
    .select()
    .from(courierRemittances)
    .where(
      and(
        sql`not exists (select 1 from ${courierParcels} where ${courierParcels.courier} = ${courierRemittances.courier} and ${courierParcels.code} = ${courierRemittances.code})`,
        filter.courier ? eq(courierRemittances.courier, filter.courier) : undefined,
      ),
    )
    .orderBy(asc(courierRemittances.id));

  const lines: CourierCashLine[] = parcels.map(({ parcel, orderNumber }) => {
    const r = remittanceOf.get(`${parcel.courier}:${parcel.code}`);
    const delivered = parcel.deliveryState === 'delivered';
    const expected = delivered ? parcel.amount : 0;
    let result: CourierCashLine['result'];
    if (!r) result = delivered ? 'missing' : 'not_due';
    else if (r.amount < expected) result = 'short';
    else if (r.fee !== parcel.quotedFee) result = 'fee_differs';
    else result = 'paid';
    return {
      courier: parcel.courier,
      code: parcel.code ?? parcel.reference,
      order_id: parcel.orderId,
      order_number: orderNumber,
      delivery_state: parcel.deliveryState as CourierDeliveryState,
      expected,
      quoted_fee: parcel.quotedFee,
      remitted: r?.amount ?? null,
      remitted_fee: r?.fee ?? null,
      paid_on: r?.paidOn ?? null,
      result,
    };
  });
  for (const r of orphans) {
    lines.push({
      courier: r.courier,
      code: r.code,
      order_id: null,
      order_number: null,
      delivery_state: null,
      expected: 0,
      quoted_fee: null,
      remitted: r.amount,
      remitted_fee: r.fee,
      paid_on: r.paidOn,
      result: 'unknown_parcel',
    });
  }
  const totals = { expected: 0, remitted: 0, fees: 0, missing: 0, short: 0 };
  for (const line of lines) {
    totals.expected += line.expected;
    totals.remitted += line.remitted ?? 0;
    totals.fees += line.remitted_fee ?? 0;
    if (line.result === 'missing') totals.missing += line.expected;
    if (line.result === 'short') totals.short += line.expected - (line.remitted ?? 0);
  }
  return { lines, totals };
}

type CashColumns = readonly [string, string, string, string, string, string, string, string, string, string];

const HEADERS: Record<Language, CashColumns> = {
  en: [
    'Courier',
    'Parcel',
    'Order',
    'State',
    'Expected (MAD)',
    'Quoted fee (MAD)',
    'Paid (MAD)',
    'Fee charged (MAD)',
    'Paid on',
    'Result',
  ],
  fr: [
    'Transporteur',
    'Colis',
    'Commande',
    'État',
    'Attendu (MAD)',
    'Frais annoncés (MAD)',
    'Versé (MAD)',
    'Frais facturés (MAD)',
    'Versé le',
    'Résultat',
  ],
  ar: [
    'شركة الشحن',
    'الطرد',
    'الطلب',
    'الحالة',
    'المنتظر (درهم)',
    'الرسوم المعلنة (درهم)',
    'المدفوع (درهم)',
    'الرسوم المقتطعة (درهم)',
    'تاريخ الدفع',
    'النتيجة',
  ],
};

const RESULTS: Record<Language, Record<CourierCashLine['result'], string>> = {
  en: {
    paid: 'Paid',
    missing: 'Missing',
    short: 'Short',
    fee_differs: 'Fee differs',
    not_due: 'Not due',
    unknown_parcel: 'Unknown parcel',
  },
  fr: {
    paid: 'Payé',
    missing: 'Manquant',
    short: 'Incomplet',
    fee_differs: 'Frais différents',
    not_due: 'Non dû',
    unknown_parcel: 'Colis inconnu',
  },
  ar: {
    paid: 'مدفوع',
    missing: 'مفقود',
    short: 'ناقص',
    fee_differs: 'رسوم مختلفة',
    not_due: 'غير مستحق',
    unknown_parcel: 'طرد غير معروف',
  },
};

const amount = (centimes: number | null): CsvValue =>
  centimes === null ? null : csvAmount(fromCentimes(centimes));

export async function courierCashCsv(
  db: Executor,
  filter: CourierCashFilter,
  lang: Language,
): Promise<{ body: string; disposition: string }> {
  const format = csvFormat(lang);
  const cash = await courierCash(db, filter);
  let body = CSV_BOM + csvRow(HEADERS[lang], format);
  for (const line of cash.lines) {
    body += csvRow(
      [
        line.courier,
        line.code,
        line.order_number,
        line.delivery_state,
        amount(line.expected),
        amount(line.quoted_fee),
        amount(line.remitted),
        amount(line.remitted_fee),
        line.paid_on,
        RESULTS[lang][line.result],
      ],
      format,
    );
  }
  return { body, disposition: csvAttachment('courier-cash', `${filter.from}-${filter.to}`) };
}
