import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, executeRows } from '../../db/client';
import { MIGRATIONS_FOLDER } from '../../db/migrate';
import { orderCounts, orders } from '../../db/schema';
import { createTestApp, loginAs, type TestApp, type TestSession } from '../../../test/helpers';
import { insertCategory, insertCompany, insertProduct } from '../catalogue-shared/testing/fixtures';
import { cancelUnconfirmedOrders } from './confirmation';
import {
  ORDER_COUNTS_FOLD_AT,
  countedOrderStats,
  foldOrderCounts,
  foldOrderCountsWhenLong,
  orderStats,
} from './list';
import { orderPayload, postOrder, stockOf } from './test-support';

/**
 * The orders screen's stat cards come from `order_counts` (migration 0013, decision 184), kept by
 * statement-level triggers on `orders` that append a row of changes per statement. After every kind of
 * order write, alone or many at once, the sum of its rows must equal a fresh `group by status` over the
 * orders. On PostgreSQL the concurrent requests really run
 * side by side; on PGlite they queue on its one connection.
 */

const HOUR = 60 * 60 * 1000;
let t: TestApp;
let admin: TestSession;
let categoryId: number;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, t.db, 'admin');
  categoryId = await insertCategory(t.db);
  companyId = await insertCompany(t.db);
});

afterAll(async () => {
  await t?.close();
});

type Counts = {
  orders: number;
  pending: number;
  delivered: number;
  returned: number;
  cancelled: number;
  delivered_revenue: string;
};

/** A row of figures as SQL answers them (integers, a numeric as text) in one shape. */
function asCounts(row: Record<string, unknown> | undefined): Counts {
  return {
    orders: Number(row?.orders),
    pending: Number(row?.pending),
    delivered: Number(row?.delivered),
    returned: Number(row?.returned),
    cancelled: Number(row?.cancelled),
    delivered_revenue: Number(row?.delivered_revenue).toFixed(2),
  };
}

/** The sum of order_counts' rows, every column. */
async function kept(): Promise<Counts> {
  const [row] = await executeRows<Record<string, unknown>>(
    t.db,
    sql`select coalesce(sum(orders), 0)::int as orders, coalesce(sum(pending), 0)::int as pending,
      coalesce(sum(delivered), 0)::int as delivered, coalesce(sum(returned), 0)::int as returned,
      coalesce(sum(cancelled), 0)::int as cancelled,
      coalesce(sum(delivered_revenue), 0)::text as delivered_revenue
    from order_counts`,
  );
  return asCounts(row);
}

async function countRows(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(orderCounts);
  return row?.n ?? 0;
}

/** The same figures counted from the orders now. */
async function counted(): Promise<Counts> {
  const [row] = await executeRows<Record<string, unknown>>(
    t.db,
    sql`select count(*)::int as orders,
      (count(*) filter (where status = 'pending'))::int as pending,
      (count(*) filter (where status = 'delivered'))::int as delivered,
      (count(*) filter (where status = 'returned'))::int as returned,
      (count(*) filter (where status = 'cancelled'))::int as cancelled,
      coalesce(sum(total_order) filter (where status = 'delivered'), 0)::text as delivered_revenue
    from orders`,
  );
  return asCounts(row);
}

/** The row equals the group by, and the cards of GET /api/orders?page=1 are those figures. */
async function expectCountsRight(expected?: Partial<Counts>): Promise<Counts> {
  const now = await counted();
  expect(await kept()).toEqual(now);
  if (expected) expect(now).toMatchObject(expected);
  expect(await orderStats(t.db)).toEqual(await countedOrderStats(t.db));
  const page = await t.app.inject({
    method: 'GET',
    url: '/api/orders?page=1&per_page=5',
    headers: admin.headers,
  });
  expect(page.statusCode).toBe(200);
  expect(page.json().stats).toEqual({
    total: now.orders,
    pending: now.pending,
    delivered: now.delivered,
    delivered_revenue: Number(now.delivered_revenue),
  });
  return now;
}

function setStatus(orderId: number, status: string) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/orders/${orderId}`,
    headers: admin.headers,
    payload: { status },
  });
}

async function product(stock: number, price = '40.00'): Promise<number> {
  return insertProduct(t.db, { categoryId, companyId, price, stock });
}

/** POST /api/orders of `quantity` x the product; the order's id and total. */
async function placeOrder(
  productId: number,
  quantity = 1,
  price = 40,
): Promise<{ id: number; total: number }> {
  const response = await postOrder(
    t.app,
    orderPayload([{ target_name: 'product', target_id: productId, quantity, price }]),
  );
  expect(response.statusCode).toBe(201);
  const body = response.json();
  return { id: body.id, total: Number(body.total_order) };
}

describe('order_counts', () => {
  it('starts at zero and follows placed orders', async () => {
    await expectCountsRight({ orders: 0, pending: 0, delivered: 0, delivered_revenue: '0.00' });
    const shelf = await product(50);
    for (let i = 0; i < 4; i++) await placeOrder(shelf, 1 + i);
    await expectCountsRight({ orders: 4, pending: 4 });
  });

  it('follows every status change: deliver, undo, cancel with the stock back, return, take again', async () => {
    const shelf = await product(10, '25.50');
    const first = await placeOrder(shelf, 2, 25.5);
    const second = await placeOrder(shelf, 1, 25.5);
    const before = await expectCountsRight();

    expect((await setStatus(first.id, 'delivered')).statusCode).toBe(200);
    await expectCountsRight({
      pending: before.pending - 1,
      delivered: before.delivered + 1,
      delivered_revenue: (Number(before.delivered_revenue) + first.total).toFixed(2),
    });
    expect((await setStatus(first.id, 'pending')).statusCode).toBe(200);
    await expectCountsRight({ pending: before.pending, delivered_revenue: before.delivered_revenue });

    expect((await setStatus(second.id, 'cancelled')).statusCode).toBe(200);
    expect(await stockOf(t.db, shelf)).toBe(10 - 2);
    await expectCountsRight({ pending: before.pending - 1, cancelled: before.cancelled + 1 });

    expect((await setStatus(first.id, 'delivered')).statusCode).toBe(200);
    expect((await setStatus(first.id, 'returned')).statusCode).toBe(200);
    expect(await stockOf(t.db, shelf)).toBe(10);
    await expectCountsRight({
      pending: before.pending - 2,
      returned: before.returned + 1,
      delivered_revenue: before.delivered_revenue,
    });
    expect((await setStatus(second.id, 'pending')).statusCode).toBe(200);
    await expectCountsRight({ pending: before.pending - 1, cancelled: before.cancelled });
  });

  it('a refused status change (the stock is gone) changes no count', async () => {
    const shelf = await product(1);
    const order = await placeOrder(shelf);
    expect((await setStatus(order.id, 'cancelled')).statusCode).toBe(200);
    await placeOrder(shelf);
    const before = await expectCountsRight();
    expect((await setStatus(order.id, 'pending')).statusCode).toBe(409);
    expect(await expectCountsRight()).toEqual(before);
  });

  it('follows the automatic cancel of orders nobody confirmed', async () => {
    const shelf = await product(30);
    const stale = [await placeOrder(shelf), await placeOrder(shelf), await placeOrder(shelf)];
    await t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 49 * HOUR) })
      .where(
        inArray(
          orders.id,
          stale.map((order) => order.id),
        ),
      );
    const before = await expectCountsRight();
    const cancelled = await cancelUnconfirmedOrders(t.db, { now: new Date(), timeoutHours: 48 });
    expect(cancelled.length).toBeGreaterThanOrEqual(3);
    await expectCountsRight({
      pending: before.pending - cancelled.length,
      cancelled: before.cancelled + cancelled.length,
    });
  });

  it('follows deletes, changed totals, many rows in one statement, and forgets a rolled-back write', async () => {
    const shelf = await product(20);
    const a = await placeOrder(shelf);
    const b = await placeOrder(shelf);
    const c = await placeOrder(shelf);
    expect((await setStatus(a.id, 'delivered')).statusCode).toBe(200);
    await expectCountsRight();

    await t.db.update(orders).set({ totalOrder: '999.99' }).where(eq(orders.id, a.id));
    await expectCountsRight();
    await t.db.delete(orders).where(eq(orders.id, a.id));
    await expectCountsRight();
    await t.db
      .update(orders)
      .set({ status: 'returned' })
      .where(inArray(orders.id, [b.id, c.id]));
    await expectCountsRight();
    // One transaction: a row changed twice, another deleted.
    await t.db.transaction(async (tx) => {
      await tx.update(orders).set({ status: 'delivered' }).where(eq(orders.id, b.id));
      await tx.update(orders).set({ status: 'cancelled', totalOrder: '12.00' }).where(eq(orders.id, b.id));
      await tx.delete(orders).where(eq(orders.id, c.id));
    });
    const before = await expectCountsRight();

    await expect(
      t.db.transaction(async (tx) => {
        await tx.update(orders).set({ status: 'delivered' }).where(eq(orders.id, b.id));
        await tx.delete(orders).where(eq(orders.id, b.id));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await expectCountsRight()).toEqual(before);
  });

  it('stays right under concurrent checkouts, status changes and the timeout job on the same products', async () => {
    const shelves = [await product(400), await product(400)];
    const placed = [];
    for (let i = 0; i < 12; i++) placed.push(await placeOrder(shelves[i % 2]!, 1));
    // Half of them are old enough for the timeout job, which cancels them in one transaction.
    await t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 49 * HOUR) })
      .where(
        inArray(
          orders.id,
          placed.slice(0, 6).map((order) => order.id),
        ),
      );
    const before = await expectCountsRight();

    const work: Array<Promise<number>> = [];
    for (let i = 0; i < 40; i++) {
      work.push(
        postOrder(
          t.app,
          orderPayload([
            { target_name: 'product', target_id: shelves[i % 2]!, quantity: 1, price: 40 },
            { target_name: 'product', target_id: shelves[(i + 1) % 2]!, quantity: 1, price: 40 },
          ]),
        ).then((response) => response.statusCode),
      );
    }
    const changes = ['delivered', 'cancelled', 'returned', 'delivered', 'cancelled', 'pending'];
    placed.slice(6).forEach((order, i) => {
      work.push(setStatus(order.id, changes[i]!).then((response) => response.statusCode));
    });
    const timeout = cancelUnconfirmedOrders(t.db, { now: new Date(), timeoutHours: 48 });
    const statuses = await Promise.all(work);
    const cancelled = await timeout;

    expect(statuses.slice(0, 40)).toEqual(Array(40).fill(201));
    expect(statuses.slice(40)).toEqual(Array(6).fill(200));
    expect(cancelled).toHaveLength(6);
    await expectCountsRight({ orders: before.orders + 40 });
  });

  it('a read past ORDER_COUNTS_FOLD_AT rows folds them into one, with the same figures, writes going on', async () => {
    const shelf = await product(1000);
    const ids: number[] = [];
    while ((await countRows()) <= ORDER_COUNTS_FOLD_AT) {
      const order = await placeOrder(shelf);
      ids.push(order.id);
      await setStatus(order.id, ids.length % 2 === 0 ? 'delivered' : 'cancelled');
    }
    const before = await counted();
    // The read answers the figures, then folds.
    expect(await orderStats(t.db)).toEqual(await countedOrderStats(t.db));
    expect(await countRows()).toBe(1);
    expect(await kept()).toEqual(before);

    // Folds and order writes at once: no write is lost or counted twice.
    const writes = ids.slice(0, 30).map((id, i) => setStatus(id, i % 2 === 0 ? 'returned' : 'pending'));
    const folds = Array.from({ length: 5 }, () => foldOrderCounts(t.db));
    const answers = await Promise.all(writes);
    await Promise.all(folds);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(30).fill(200));
    await expectCountsRight();
    expect(await foldOrderCounts(t.db)).toBe(true);
    expect(await countRows()).toBe(1);
    await expectCountsRight();
  });

  it('the timeout job folds them too, once past ORDER_COUNTS_FOLD_AT rows, with the same figures', async () => {
    const shelf = await product(1000);
    while ((await countRows()) <= ORDER_COUNTS_FOLD_AT) await placeOrder(shelf);
    // Under the limit nothing is folded; past it the job's fold leaves one row and the same figures.
    await foldOrderCounts(t.db);
    await placeOrder(shelf);
    expect(await foldOrderCountsWhenLong(t.db)).toBe(false);
    expect(await countRows()).toBe(2);
    while ((await countRows()) <= ORDER_COUNTS_FOLD_AT) await placeOrder(shelf);
    const before = await counted();
    expect(await foldOrderCountsWhenLong(t.db)).toBe(true);
    expect(await countRows()).toBe(1);
    expect(await kept()).toEqual(before);
    await expectCountsRight();
    // About 400 orders placed one by one: a generous bound against a hang on a loaded machine, not a
    // speed requirement.
  }, 180_000);

  it('goes back to zero when the orders are truncated', async () => {
    expect((await kept()).orders).toBeGreaterThan(0);
    await t.db.execute(sql`truncate orders cascade`);
    await expectCountsRight({
      orders: 0,
      pending: 0,
      delivered: 0,
      returned: 0,
      cancelled: 0,
      delivered_revenue: '0.00',
    });
  });
});

describe('migration 0013', () => {
  // An in-memory database migrated from nothing, in two steps: a generous bound against a hang, not a speed check.
  it('counts the orders already there', async () => {
    // The migrations up to 0012 in a folder of their own, orders written, then the real folder.
    const before = await mkdtemp(join(tmpdir(), 'parashop-0012-'));
    const handle = await createDatabase({ databaseUrl: undefined, pgliteDataDir: 'memory://' });
    try {
      await cp(MIGRATIONS_FOLDER, before, { recursive: true });
      const journalPath = join(before, 'meta/_journal.json');
      const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
      journal.entries = journal.entries.filter((entry) => entry.tag < '0013');
      await writeFile(journalPath, JSON.stringify(journal));
      const db = handle.db as unknown as PgliteDatabase;
      await migrate(db, { migrationsFolder: before });
      await handle.db.execute(sql`
        insert into orders (order_number, status, name, phone_number, address, city, subtotal, delivery_fee,
          delivery_discount, total_order)
        select 'CMD-M-' || i, (array['pending','delivered','returned','cancelled'])[1 + i % 4], 'M', '0600000000',
          'x', 'Dakhla', 10 + i, 0, 0, 10 + i
        from generate_series(1, 30) as i`);
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
      const [row] = await handle.db
        .select({
          orders: orderCounts.orders,
          pending: orderCounts.pending,
          delivered: orderCounts.delivered,
          returned: orderCounts.returned,
          cancelled: orderCounts.cancelled,
          revenue: orderCounts.deliveredRevenue,
        })
        .from(orderCounts);
      // i % 4 = 1 delivered: i = 1, 5, ..., 29 (8 orders), totals 11 + 15 + ... + 39.
      expect(row).toEqual({
        orders: 30,
        pending: 7,
        delivered: 8,
        returned: 8,
        cancelled: 7,
        revenue: '200.00',
      });
      expect(await orderStats(handle.db)).toEqual(await countedOrderStats(handle.db));
    } finally {
      await handle.close();
      await rm(before, { recursive: true, force: true });
    }
  }, 120_000);
});
