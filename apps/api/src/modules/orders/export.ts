import { Readable } from 'node:stream';
import { and, asc, inArray } from 'drizzle-orm';
import {
  dateInZone,
  formatPhone,
  localisedName,
  type Language,
  type OrderListFilters,
} from '@parashop/shared';
import type { Executor } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import { CSV_BOM, csvAmount, csvAttachment, csvDateTime, csvFormat, csvRow } from '../../lib/csv';
import { confirmationWord, ORDER_CSV_HEADERS, statusWord } from '../../lib/csv-texts';
import { afterCursor, createdAtText, newestFirst, orderFilter, type OrderCursor } from './list';

/** The headers of every CSV download of the orders module: UTF-8, saved as a file, never cached. */
export function csvHeaders(disposition: string) {
  return {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': disposition,
    'cache-control': 'no-store',
  };
}

/** Orders read per query: memory stays flat whatever the number of orders. */
export const EXPORT_BATCH = 500;

/**
 * GET /orders/export.csv: the orders the screen's filters show, newest first, read in keyset batches
 * (no OFFSET, no list in memory) and written as they come; the stream waits while the client reads.
 * Headers, statuses and item names in the staff member's language `lang`, with its separator and
 * decimal mark (decision 206).
 */
export function orderCsv(
  db: Executor,
  filters: OrderListFilters,
  now: Date,
  timeZone: string,
  lang: Language = 'en',
): { stream: Readable; disposition: string } {
  const where = orderFilter(filters, now, timeZone);
  const format = csvFormat(lang);
  async function* lines(): AsyncGenerator<string> {
    yield CSV_BOM + csvRow(ORDER_CSV_HEADERS[lang], format);
    let cursor: OrderCursor | null = null;
    for (;;) {
      const batch: Array<{ row: typeof orders.$inferSelect; at: string }> = await db
        .select({ row: orders, at: createdAtText })
        .from(orders)
        .where(and(where, afterCursor(cursor)))
        .orderBy(...newestFirst)
        .limit(EXPORT_BATCH);
      if (batch.length === 0) return;
      const items = await db
        .select({
          orderId: orderItems.orderId,
          name: orderItems.name,
          name_fr: orderItems.nameFr,
          name_ar: orderItems.nameAr,
          quantity: orderItems.quantity,
        })
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            batch.map(({ row }) => row.id),
          ),
        )
        .orderBy(asc(orderItems.id));
      const itemsOf = new Map<number, string[]>();
      for (const item of items) {
        const list = itemsOf.get(item.orderId) ?? [];
        list.push(`${item.quantity} × ${localisedName(item, lang)}`);
        itemsOf.set(item.orderId, list);
      }
      let chunk = '';
      for (const { row } of batch) {
        chunk += csvRow(
          [
            row.orderNumber,
            csvDateTime(row.createdAt, timeZone),
            row.name,
            formatPhone(row.phoneNumber),
            row.city,
            row.address,
            (itemsOf.get(row.id) ?? []).join('; '),
            csvAmount(Number(row.subtotal)),
            csvAmount(Number(row.deliveryFee) - Number(row.deliveryDiscount)),
            csvAmount(Number(row.totalOrder)),
            statusWord(lang, row.status),
            confirmationWord(lang, row.confirmationStatus),
          ],
          format,
        );
      }
      yield chunk;
      const last: { row: { id: number }; at: string } = batch[batch.length - 1]!;
      cursor = { createdAt: last.at, id: last.row.id };
      if (batch.length < EXPORT_BATCH) return;
    }
  }
  return {
    stream: Readable.from(lines(), { objectMode: false, highWaterMark: 1 }),
    disposition: csvAttachment('orders', dateInZone(now, timeZone)),
  };
}
