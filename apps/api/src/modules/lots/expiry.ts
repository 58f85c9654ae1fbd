import { addDays, dateInZone } from '@parashop/shared';
import { executeRows, type Database } from '../../db/client';
import { syncLotStock } from '../stock-shared/lot-stock';
import { recordStockChange } from '../stock-shared/stock-alerts';
import { sql } from 'drizzle-orm';

/** Products (or lots) handled per transaction: a round never holds many locks for long. */
const BATCH = 50;

export type LotsRoundInput = { now: Date; timeZone: string; alertDays: number };
export type LotsRoundResult = { expired: number; expiringSoon: number };

/** The notification's text: the product, the lot and its date (the screen shows it as it is). */
const lotMessage = (name: string, lotNumber: string, expiryDate: string) =>
  `${name} (${lotNumber}, ${expiryDate})`;

/**
 * One round of the lots job (docs/decisions/130-product-lots.md):
 *
 * - lots whose expiry date has passed (shop time zone) with units left leave the stock: their
 *   products' stock is set from the lots still sellable, and each such lot raises `expired` once;
 * - lots entering the alert window (expiring within `alertDays`, units left) raise `expiring_soon`
 *   once per lot.
 *
 * Every process may run it at once: the products (for the stock) and the lots (for the alerts) are
 * shared out with SKIP LOCKED, and a lot is marked in the same transaction as its notification, so
 * each piece of work happens exactly once. Products are locked before their lots, as everywhere.
 */
export async function runLotsRound(db: Database, input: LotsRoundInput): Promise<LotsRoundResult> {
  const today = dateInZone(input.now, input.timeZone);
  const result: LotsRoundResult = { expired: 0, expiringSoon: 0 };

  for (;;) {
    const done = await db.transaction(async (tx) => {
      const locked = await executeRows<{ id: number }>(
        tx,
        sql`select p.id from products p
          where exists (select 1 from product_lots l where l.product_id = p.id and l.quantity > 0
            and l.expiry_date < ${today}::date and l.expired_notified_at is null)
          order by p.id limit ${BATCH}
          for update of p skip locked`,
      );
      if (locked.length === 0) return 0;
      const ids = locked.map((row) => Number(row.id));
      const idList = `{${ids.join(',')}}`;
      const lots = await executeRows<{ id: number }>(
        tx,
        sql`with due as (
            update product_lots l set expired_notified_at = ${input.now.toISOString()}::timestamptz
            where l.product_id = any(${idList}::int[]) and l.quantity > 0
              and l.expiry_date < ${today}::date and l.expired_notified_at is null
            returning l.id, l.product_id, l.lot_number, l.expiry_date
          )
          insert into notifications (type, message, user_id, created_at)
          select 'expired', p.name || ' (' || d.lot_number || ', ' || d.expiry_date::text || ')', null,
            ${input.now.toISOString()}::timestamptz
          from due d join products p on p.id = d.product_id
          order by d.product_id, d.expiry_date, d.id
          returning id`,
      );
      for (const change of await syncLotStock(tx, ids, today)) await recordStockChange(tx, change);
      return lots.length;
    });
    if (done === 0) break;
    result.expired += done;
  }

  const until = addDays(today, input.alertDays);
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const rows = await executeRows<{ name: string; lot_number: string; expiry_date: string }>(
        tx,
        sql`with due as (
            select l.id from product_lots l
            where l.quantity > 0 and l.expiry_date >= ${today}::date and l.expiry_date <= ${until}::date
              and l.expiring_notified_at is null
            order by l.expiry_date, l.id limit ${BATCH}
            for update of l skip locked
          )
          update product_lots l set expiring_notified_at = ${input.now.toISOString()}::timestamptz
          from due, products p
          where l.id = due.id and p.id = l.product_id
          returning p.name, l.lot_number, l.expiry_date::text as expiry_date`,
      );
      if (rows.length === 0) return 0;
      await tx.execute(
        sql`insert into notifications (type, message, user_id, created_at) values ${sql.join(
          rows.map(
            (row) =>
              sql`('expiring_soon', ${lotMessage(row.name, row.lot_number, row.expiry_date)}, null, ${input.now.toISOString()}::timestamptz)`,
          ),
          sql`, `,
        )}`,
      );
      return rows.length;
    });
    if (done === 0) break;
    result.expiringSoon += done;
  }
  return result;
}
