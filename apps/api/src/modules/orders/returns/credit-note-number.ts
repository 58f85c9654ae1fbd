import { eq, sql } from 'drizzle-orm';
import { dateInZone } from '@parashop/shared';
import type { Executor } from '../../../db/client';
import { creditNoteCounters } from '../../../db/schema';

/** AV-2026-000123: "avoir", the year, then the number within the year on six digits. */
export function formatCreditNoteNumber(year: number, number: number): string {
  return `AV-${year}-${String(number).padStart(6, '0')}`;
}

/**
 * The next credit note number of the year of `now` in the shop's time zone, inside the caller's
 * transaction: the year's counter row is locked FOR UPDATE (the same technique as invoice numbers,
 * invoice-number.ts), so parallel returns wait for each other and numbers follow 1, 2, 3... with no
 * gap; a return that rolls back gives its number back with the counter's update.
 */
export async function nextCreditNoteNumber(tx: Executor, now: Date, timeZone: string): Promise<string> {
  const year = Number(dateInZone(now, timeZone).slice(0, 4));
  await tx.insert(creditNoteCounters).values({ year, lastNumber: 0 }).onConflictDoNothing();
  const [counter] = await tx
    .select({ lastNumber: creditNoteCounters.lastNumber })
    .from(creditNoteCounters)
    .where(eq(creditNoteCounters.year, year))
    .for('update');
  const next = (counter?.lastNumber ?? 0) + 1;
  await tx
    .update(creditNoteCounters)
    .set({ lastNumber: sql`${next}` })
    .where(eq(creditNoteCounters.year, year));
  return formatCreditNoteNumber(year, next);
}
