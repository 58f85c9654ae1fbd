import { eq, sql } from 'drizzle-orm';
import { dateInZone } from '@parashop/shared';
import type { Executor } from '../../db/client';
import { invoiceCounters, orders } from '../../db/schema';

/** 2026-000123: the year, then the number within the year on six digits. */
export function formatInvoiceNumber(year: number, number: number): string {
  return `${year}-${String(number).padStart(6, '0')}`;
}

/**
 * Gives a delivered order its invoice number inside the caller's transaction, once: an order that has
 * one keeps it (a later status change, even back to delivered, changes nothing). The number is the next
 * of the year of `now` in the shop's time zone, taken from that year's counter row locked FOR UPDATE,
 * so parallel deliveries wait for each other and numbers follow 1, 2, 3... with no gap (a sequence
 * could skip one when a transaction rolls back). The caller has locked the order row.
 */
export async function assignInvoiceNumber(
  tx: Executor,
  order: { id: number; invoiceNumber: string | null },
  now: Date,
  timeZone: string,
): Promise<void> {
  if (order.invoiceNumber !== null) return;
  const year = Number(dateInZone(now, timeZone).slice(0, 4));
  await tx.insert(invoiceCounters).values({ year, lastNumber: 0 }).onConflictDoNothing();
  const [counter] = await tx
    .select({ lastNumber: invoiceCounters.lastNumber })
    .from(invoiceCounters)
    .where(eq(invoiceCounters.year, year))
    .for('update');
  const next = (counter?.lastNumber ?? 0) + 1;
  await tx
    .update(invoiceCounters)
    .set({ lastNumber: sql`${next}` })
    .where(eq(invoiceCounters.year, year));
  await tx
    .update(orders)
    .set({ invoiceNumber: formatInvoiceNumber(year, next), invoicedAt: now })
    .where(eq(orders.id, order.id));
}
