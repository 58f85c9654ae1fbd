import type { Order, OrderItem } from '@parashop/shared/api-types';
import { toCentimes } from '@parashop/shared/money';

/** The languages an invoice is printed in. */
export type InvoiceLanguage = 'fr' | 'ar';

/** A batch of the lot that served a line (when the shop records lots). */
export interface PrintedLot {
  lot_number: string;
  expiry_date: string;
  quantity: number;
}

/** A line as the documents read it: its lots when the API gives them. */
export type PrintedItem = OrderItem & { lots?: PrintedLot[] };

export function lotsOf(item: OrderItem): PrintedLot[] {
  const lots = (item as PrintedItem).lots;
  return Array.isArray(lots) ? lots : [];
}

/** The most slips one batch prints (a long print job the browser still lays out quickly). */
export const MAX_BATCH = 100;

/** `?ids=3,5,8`: the order ids of a batch, each once, in the order given; bad parts are skipped. */
export function parseIds(text: string | null): number[] {
  if (!text) return [];
  const ids: number[] = [];
  for (const part of text.split(',')) {
    const id = Number(part.trim());
    if (Number.isInteger(id) && id > 0 && id <= 2_147_483_647 && !ids.includes(id)) ids.push(id);
  }
  return ids.slice(0, MAX_BATCH);
}

/**
 * The VAT part of a VAT-included total (integer centimes) at `rate` percent, rounded to the centime:
 * total x rate / (100 + rate). The amount without VAT is the rest, so the two always add up.
 */
export function vatBreakdown(order: Pick<Order, 'total_order'>, rate: number) {
  const total = toCentimes(order.total_order);
  const vat = Math.round((total * rate) / (100 + rate));
  return { total, vat, withoutVat: total - vat };
}
