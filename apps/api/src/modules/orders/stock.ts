import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { products, type OrderItemComponent } from '../../db/schema';

/** Units per product that an order (or a cart) takes: product id -> quantity. */
export type StockDemand = Map<number, number>;

export type StockChange = { productId: number; name: string; before: number; after: number };

/** A product that could not give what was asked; `available` is 0 when the product no longer exists. */
export type Shortage = { productId: number; available: number; exists: boolean };

export type TakeResult = { ok: true; changes: StockChange[] } | { ok: false; shortage: Shortage };

/** Adds `times` x each component to the demand (a pack line's components are one unit per pack). */
export function addToDemand(demand: StockDemand, components: readonly OrderItemComponent[], times = 1): void {
  for (const component of components) {
    const units = component.quantity * times;
    demand.set(component.product_id, (demand.get(component.product_id) ?? 0) + units);
  }
}

/**
 * Product ids in ascending order: every transaction that locks several products locks them in the
 * same order, so two orders sharing products wait for each other instead of deadlocking.
 */
function inLockOrder(demand: StockDemand): Array<[number, number]> {
  return [...demand.entries()].filter(([, units]) => units > 0).sort(([a], [b]) => a - b);
}

/**
 * Takes the demand from the shelves with conditional updates that can never go below zero
 * (`stock >= n` is re-checked on the locked row). Stops at the first product that is short: the
 * caller must then roll the transaction back, so nothing is taken.
 */
export async function takeStock(tx: Executor, demand: StockDemand): Promise<TakeResult> {
  const changes: StockChange[] = [];
  for (const [productId, units] of inLockOrder(demand)) {
    const [row] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${units}`, updatedAt: new Date() })
      .where(and(eq(products.id, productId), gte(products.stock, units)))
      .returning({ name: products.name, stock: products.stock });
    if (!row) {
      const [current] = await tx
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, productId));
      return {
        ok: false,
        shortage: { productId, available: current?.stock ?? 0, exists: current !== undefined },
      };
    }
    changes.push({ productId, name: row.name, before: row.stock + units, after: row.stock });
  }
  return { ok: true, changes };
}

/** Puts the demand back on the shelves; products deleted since are skipped (nothing to give back to). */
export async function releaseStock(tx: Executor, demand: StockDemand): Promise<StockChange[]> {
  const changes: StockChange[] = [];
  for (const [productId, units] of inLockOrder(demand)) {
    const [row] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${units}`, updatedAt: new Date() })
      .where(eq(products.id, productId))
      .returning({ name: products.name, stock: products.stock });
    if (row) changes.push({ productId, name: row.name, before: row.stock - units, after: row.stock });
  }
  return changes;
}

/** Current stock of some products (missing ids are absent from the map). */
export async function currentStocks(
  tx: Executor,
  productIds: readonly number[],
): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(inArray(products.id, [...productIds]));
  return new Map(rows.map((row) => [row.id, row.stock]));
}
