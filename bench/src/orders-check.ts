import { and, eq, inArray, not, like, sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client';
import { orderItems, orders, products } from '../../apps/api/src/db/schema';

/**
 * Zero oversell, checked in the database after the order load: every product's stock equals what it
 * had minus the units of the orders placed during the run, and is never below zero; every order
 * answered 201 is in the database. The database may hold a few more: requests still in flight when a
 * load phase ended (the load generator stops waiting, the server finishes them), at most one per
 * connection and phase.
 */
export type OversellCheck = {
  ordersAnswered201: number;
  ordersInDatabase: number;
  productsChecked: number;
  negativeStocks: number;
  mismatchedStocks: number;
  ok: boolean;
};

export async function checkOversell(
  db: Database,
  stocksBefore: Map<number, number>,
  answered201: number,
  inFlightAtMost: number,
): Promise<OversellCheck> {
  const placed = not(like(orders.orderNumber, 'SEED-%'));
  const [counted] = await db
    .select({ n: sql<number>`count(*)` })
    .from(orders)
    .where(placed);
  const sold = await db
    .select({ productId: orderItems.productId, units: sql<number>`sum(${orderItems.quantity})` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(placed, inArray(orders.status, ['pending', 'delivered'])))
    .groupBy(orderItems.productId);
  const unitsSold = new Map(sold.map((row) => [row.productId, Number(row.units)]));
  const ids = [...stocksBefore.keys()];
  const now = await db
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(inArray(products.id, ids));
  let negativeStocks = 0;
  let mismatchedStocks = 0;
  for (const row of now) {
    if (row.stock < 0) negativeStocks += 1;
    if (row.stock !== stocksBefore.get(row.id)! - (unitsSold.get(row.id) ?? 0)) mismatchedStocks += 1;
  }
  const ordersInDatabase = Number(counted?.n ?? 0);
  return {
    ordersAnswered201: answered201,
    ordersInDatabase,
    productsChecked: now.length,
    negativeStocks,
    mismatchedStocks,
    ok:
      negativeStocks === 0 &&
      mismatchedStocks === 0 &&
      ordersInDatabase >= answered201 &&
      ordersInDatabase - answered201 <= inFlightAtMost,
  };
}
