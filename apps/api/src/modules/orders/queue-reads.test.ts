import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows, type Executor } from '../../db/client';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { insertCategory, insertCompany, insertProduct } from '../catalogue-shared/testing/fixtures';
import { phoneStanding } from './phone-guard';
import { freshPhone } from './test-support';

/**
 * What an order reads of the other orders (migration 0023, decision 318). The COD guard's reads of a
 * phone's open orders and the trigger that keeps what an order holds go to the rows they name, so an
 * order costs the same however long the queue of orders waiting for their confirmation call grows
 * (during a sale it grows by every order). Counted by the database itself: the rows its scans of a
 * table returned and fetched in the current transaction.
 */

const QUEUE = 400;

let t: TestApp;
let productId: number;

beforeAll(async () => {
  t = await createTestApp();
  const categoryId = await insertCategory(t.db);
  const companyId = await insertCompany(t.db);
  productId = await insertProduct(t.db, { categoryId, companyId, stock: 10_000 });
  // The statistics say what a shop's start looks like (no order waits); then a sale fills the queue
  // faster than the statistics follow: 400 open orders of 400 other phones, each holding one unit.
  await t.db.execute(sql`analyze orders, order_items, order_held_units`);
  await t.db.execute(sql`
    insert into orders (order_number, status, name, phone_number, address, city, subtotal, delivery_fee,
      delivery_discount, total_order)
    select 'CMD-Q-' || i, 'pending', 'Q', '0611' || lpad(i::text, 6, '0'), 'x', 'Dakhla', 20, 0, 0, 20
    from generate_series(1, ${QUEUE}) as i`);
  await t.db.execute(sql`
    insert into order_items (order_id, target_name, target_id, product_id, name, quantity, unit_price,
      regular_unit_price, total_price, components)
    select o.id, 'product', ${productId}::int, ${productId}::int, 'P', 1, 20, 20, 20,
      jsonb_build_array(jsonb_build_object('product_id', ${productId}::int, 'quantity', 1))
    from orders o where o.order_number like 'CMD-Q-%'`);
});
afterAll(async () => t?.close());

/** Rows of `table` read by this transaction so far: by whole scans of it, and entries of its indexes. */
async function rowsRead(tx: Executor, table: string): Promise<number> {
  const [row] = await executeRows<{ n: number | string }>(
    tx,
    sql`select coalesce(pg_stat_get_xact_tuples_returned(c.oid), 0)
          + coalesce((select sum(pg_stat_get_xact_tuples_returned(i.indexrelid)) from pg_index i
              where i.indrelid = c.oid), 0) as n
        from pg_class c where c.relname = ${table}::text and c.relkind = 'r'`,
  );
  return Number(row?.n ?? 0);
}

/**
 * Runs `before`, then `work`, in one transaction that is rolled back, and tells how many rows of
 * `tables` the work read.
 */
async function readsOf(
  tables: string[],
  before: (tx: Executor) => Promise<void>,
  work: (tx: Executor) => Promise<void>,
): Promise<Record<string, number>> {
  const rollback = new Error('rolled back on purpose');
  let reads: Record<string, number> = {};
  await t.db
    .transaction(async (tx) => {
      await before(tx);
      const start = await Promise.all(tables.map((table) => rowsRead(tx, table)));
      await work(tx);
      const end = await Promise.all(tables.map((table) => rowsRead(tx, table)));
      reads = Object.fromEntries(tables.map((table, i) => [table, end[i]! - start[i]!]));
      throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
  return reads;
}

describe('an order reads the orders it names, not the confirmation queue', () => {
  it('the COD guard reads only the open orders of the phone that orders', async () => {
    const phone = freshPhone();
    const items = [{ target_name: 'product' as const, target_id: productId, quantity: 1, price: 20 }];
    // The phone has one open order of its own: the guard must find it (count and duplicate).
    await t.db.execute(sql`
      insert into orders (order_number, status, name, phone_number, address, city, subtotal,
        delivery_fee, delivery_discount, total_order)
      values ('CMD-Q-own', 'pending', 'Q', ${phone}::text, 'x', 'Dakhla', 20, 0, 0, 20)`);

    let standing: Awaited<ReturnType<typeof phoneStanding>> | undefined;
    const reads = await readsOf(
      ['orders'],
      async () => undefined,
      async (tx) => {
        standing = await phoneStanding(tx, phone, { items }, new Date(Date.now() - 3_600_000));
      },
    );

    expect(standing).toEqual({ blocked: false, open: 1, duplicate: false });
    // The queue's 400 orders are not read one by one (the phone's own order twice at most: the
    // count and the duplicate check).
    expect(reads.orders).toBeLessThan(10);
  });

  it("the units an order holds are counted from that order's rows only", async () => {
    const place = (tx: Executor, number: string, quantity: number) =>
      tx.execute(sql`
        with placed as (
          insert into orders (order_number, status, name, phone_number, address, city, subtotal,
            delivery_fee, delivery_discount, total_order)
          values (${number}::text, 'pending', 'Q', '0699999999', 'x', 'Dakhla', 20, 0, 0, 20)
          returning id
        )
        insert into order_items (order_id, target_name, target_id, product_id, name, quantity,
          unit_price, regular_unit_price, total_price, components)
        select id, 'product', ${productId}::int, ${productId}::int, 'P', ${quantity}::int, 20, 20, 20,
          jsonb_build_array(jsonb_build_object('product_id', ${productId}::int, 'quantity', 1))
        from placed`);
    const reads = await readsOf(
      ['orders', 'order_held_units'],
      // Orders placed one at a time on this connection first: the database settles on the plan it
      // keeps for the counting (after a few calls, with the statistics of the quiet moment).
      async (tx) => {
        for (let i = 0; i < 8; i++) await place(tx, `CMD-Q-warm-${i}`, 1);
      },
      async (tx) => {
        await place(tx, 'CMD-Q-new', 2);
        // The trigger counted it: the product's held units grew by its 2.
        const [held] = await executeRows<{ units: number }>(
          tx,
          sql`select units from product_held_units where product_id = ${productId}::int`,
        );
        expect(Number(held?.units)).toBe(QUEUE + 8 + 2);
      },
    );

    // Only the new order's own rows are read, not the 400 others'.
    expect(reads.orders).toBeLessThan(10);
    expect(reads.order_held_units).toBeLessThan(10);
  });
});
