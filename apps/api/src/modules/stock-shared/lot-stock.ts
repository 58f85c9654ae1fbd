import { asc, eq, inArray, sql } from 'drizzle-orm';
import { executePrepared, intArray, type Executor } from '../../db/client';
import { orderItemLots, productLots, products, type OrderItemComponent } from '../../db/schema';

/**
 * Lots and the stock column (docs/decisions/130-product-lots.md). A product with at least one lot has
 * `products.stock` = the units of its lots whose expiry date is today or later in the shop's time
 * zone. Whoever changes a product's lots holds that product's row lock first (orders lock products
 * before lots, like every other writer), and sets the stock from the lots in the same transaction.
 */

/** A line of an order as far as lots care: its id once written, its units per product. */
export type LotLine = { orderItemId: number; quantity: number; components: readonly OrderItemComponent[] };

/** The units one line took from one lot. */
export type LotAllocation = {
  orderItemId: number;
  lotId: number;
  productId: number;
  lotNumber: string;
  expiryDate: string;
  quantity: number;
};

export type AllocateResult =
  | { ok: true; allocations: LotAllocation[] }
  /** A product with lots had fewer sellable units than asked (an expired lot still counted in its stock). */
  | { ok: false; productId: number; available: number };

/** "Sellable today" for a lot: units left and an expiry date not yet passed. */
export const sellableOn = (today: string) =>
  sql`${productLots.quantity} > 0 and ${productLots.expiryDate} >= ${today}::date`;

/** The sellable units of `productIds`' lots, today: product id -> units (products without lots absent). */
export async function sellableUnits(
  tx: Executor,
  productIds: readonly number[],
  today: string,
): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await tx
    .select({
      productId: productLots.productId,
      units: sql<number>`(coalesce(sum(${productLots.quantity}) filter (where ${productLots.expiryDate} >= ${today}::date), 0))::int`,
    })
    .from(productLots)
    .where(inArray(productLots.productId, [...productIds]))
    .groupBy(productLots.productId);
  return new Map(rows.map((row) => [row.productId, Number(row.units)]));
}

/**
 * Sets the stock of `productIds` to the sellable units of their lots (0 when they have none left):
 * callers pass the products whose lots they changed, already locked. Returns the stock before and
 * after, for the stock alerts.
 */
export async function syncLotStock(
  tx: Executor,
  productIds: readonly number[],
  today: string,
): Promise<Array<{ productId: number; name: string; before: number; after: number }>> {
  if (productIds.length === 0) return [];
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  const before = await tx
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(inArray(products.id, ids));
  const rows = await tx
    .update(products)
    .set({
      stock: sql`coalesce((select sum(l.quantity) from product_lots l where l.product_id = ${products.id} and l.expiry_date >= ${today}::date), 0)`,
      updatedAt: new Date(),
    })
    .where(inArray(products.id, ids))
    .returning({ id: products.id, name: products.name, stock: products.stock });
  const previous = new Map(before.map((row) => [row.id, row.stock]));
  return rows.map((row) => ({
    productId: row.id,
    name: row.name,
    before: previous.get(row.id) ?? row.stock,
    after: row.stock,
  }));
}

/** A lot as allocation reads it. */
export type LotRow = {
  id: number;
  productId: number;
  lotNumber: string;
  expiryDate: string;
  quantity: number;
};

/** The products whose units some lines take (each once). */
export function lineProducts(lines: readonly Pick<LotLine, 'components'>[]): number[] {
  return [...new Set(lines.flatMap((line) => line.components.map((c) => c.product_id)))];
}

/** $1 the products (int[] as text). The expiry date as text: 'YYYY-MM-DD' on both drivers. */
const READ_LOTS = `
select id, product_id as "productId", lot_number as "lotNumber", expiry_date::text as "expiryDate", quantity
from product_lots
where product_id = any($1::text::int[])
order by product_id, expiry_date, id`;

/**
 * The lots of `productIds`, in the order allocation takes them (product, earliest expiry, first
 * received). A named prepared statement: an order sends it right behind the statement that locks
 * its products, in the same round trip (place-order.ts), so it reads them under those locks.
 */
export function readLots(tx: Executor, productIds: readonly number[]): Promise<LotRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return executePrepared<LotRow>(tx, READ_LOTS, [intArray(productIds)]);
}

/**
 * Takes the lines' units from the lots of their products, first expired first out (earliest expiry
 * date, then the lot received first), skipping lots whose date has passed. Products without lots
 * are left to the stock column alone. The caller holds the lock of every product of the lines (the
 * order statement or takeStock took it), so no one else changes these lots meanwhile; it must roll
 * back when the result is not ok. Writes the allocations and the lots' new quantities, and sets the
 * stock of the products with lots from them.
 */
export async function allocateLots(
  tx: Executor,
  lines: readonly LotLine[],
  today: string,
  /** The lots of the lines' products, read under their locks by `readLots` (read here when absent). */
  known?: Promise<LotRow[]>,
): Promise<AllocateResult> {
  const productIds = lineProducts(lines);
  if (productIds.length === 0) return { ok: true, allocations: [] };
  const lots = await (known ?? readLots(tx, productIds));
  if (lots.length === 0) return { ok: true, allocations: [] };

  const queues = new Map<number, typeof lots>();
  for (const lot of lots) {
    if (lot.quantity <= 0 || lot.expiryDate < today) {
      if (!queues.has(lot.productId)) queues.set(lot.productId, []);
      continue;
    }
    const queue = queues.get(lot.productId) ?? [];
    queue.push({ ...lot });
    queues.set(lot.productId, queue);
  }

  const allocations: LotAllocation[] = [];
  for (const line of lines) {
    for (const component of line.components) {
      const queue = queues.get(component.product_id);
      if (!queue) continue;
      let wanted = component.quantity * line.quantity;
      for (const lot of queue) {
        if (wanted === 0) break;
        const taken = Math.min(lot.quantity, wanted);
        if (taken === 0) continue;
        lot.quantity -= taken;
        wanted -= taken;
        allocations.push({
          orderItemId: line.orderItemId,
          lotId: lot.id,
          productId: lot.productId,
          lotNumber: lot.lotNumber,
          expiryDate: lot.expiryDate,
          quantity: taken,
        });
      }
      if (wanted > 0) {
        const sellable = lots
          .filter((lot) => lot.productId === component.product_id && lot.expiryDate >= today)
          .reduce((sum, lot) => sum + lot.quantity, 0);
        return { ok: false, productId: component.product_id, available: sellable };
      }
    }
  }

  const takenPerLot = new Map<number, number>();
  for (const a of allocations) takenPerLot.set(a.lotId, (takenPerLot.get(a.lotId) ?? 0) + a.quantity);
  await moveLotUnits(tx, takenPerLot, -1);
  if (allocations.length > 0) {
    await tx.insert(orderItemLots).values(
      allocations.map((a) => ({
        orderItemId: a.orderItemId,
        lotId: a.lotId,
        productId: a.productId,
        lotNumber: a.lotNumber,
        expiryDate: a.expiryDate,
        quantity: a.quantity,
      })),
    );
  }
  await syncLotStock(tx, [...queues.keys()], today);
  return { ok: true, allocations };
}

/** Adds (sign 1) or removes (sign -1) units per lot id, in one statement. */
async function moveLotUnits(tx: Executor, units: ReadonlyMap<number, number>, sign: 1 | -1): Promise<void> {
  if (units.size === 0) return;
  const ids = [...units.keys()].sort((a, b) => a - b);
  const amounts = ids.map((id) => sign * (units.get(id) ?? 0));
  await tx.execute(sql`
    update product_lots l set quantity = l.quantity + v.n, updated_at = now()
    from unnest(${`{${ids.join(',')}}`}::int[], ${`{${amounts.join(',')}}`}::int[]) as v(id, n)
    where l.id = v.id`);
}

/**
 * Puts the units an order's lines took back into the same lots (lots deleted since are skipped: their
 * units left the shop with them), forgets the allocations, and returns the products that have lots
 * (their stock must then be set from the lots). The caller holds the order's products' locks.
 */
export async function restoreLots(tx: Executor, orderItemIds: readonly number[]): Promise<number[]> {
  if (orderItemIds.length === 0) return [];
  const rows = await tx
    .delete(orderItemLots)
    .where(inArray(orderItemLots.orderItemId, [...orderItemIds]))
    .returning({
      lotId: orderItemLots.lotId,
      productId: orderItemLots.productId,
      quantity: orderItemLots.quantity,
    });
  const perLot = new Map<number, number>();
  for (const row of rows) {
    if (row.lotId !== null) perLot.set(row.lotId, (perLot.get(row.lotId) ?? 0) + row.quantity);
  }
  await moveLotUnits(tx, perLot, 1);
  return lotManaged(
    tx,
    rows.map((row) => row.productId),
  );
}

/** Which of `productIds` have at least one lot (and so take their stock from their lots). */
export async function lotManaged(tx: Executor, productIds: readonly number[]): Promise<number[]> {
  if (productIds.length === 0) return [];
  const rows = await tx
    .selectDistinct({ productId: productLots.productId })
    .from(productLots)
    .where(inArray(productLots.productId, [...new Set(productIds)]));
  return rows.map((row) => row.productId);
}

/** Locks a product's row (every writer of its lots does so first); false when it does not exist. */
export async function lockProduct(
  tx: Executor,
  productId: number,
): Promise<{ name: string; stock: number } | null> {
  const [row] = await tx
    .select({ name: products.name, stock: products.stock })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  return row ?? null;
}

/** The lots of some order lines, for the order's answer: order item id -> its lots. */
export async function lotsOfLines(
  tx: Executor,
  orderItemIds: readonly number[],
): Promise<Map<number, Array<{ lot_number: string; expiry_date: string; quantity: number }>>> {
  const result = new Map<number, Array<{ lot_number: string; expiry_date: string; quantity: number }>>();
  if (orderItemIds.length === 0) return result;
  const rows = await tx
    .select({
      orderItemId: orderItemLots.orderItemId,
      lotNumber: orderItemLots.lotNumber,
      expiryDate: orderItemLots.expiryDate,
      quantity: orderItemLots.quantity,
    })
    .from(orderItemLots)
    // One array parameter however long the list (GET /orders reads every line).
    .where(sql`${orderItemLots.orderItemId} = any(${`{${orderItemIds.join(',')}}`}::int[])`)
    .orderBy(asc(orderItemLots.orderItemId), asc(orderItemLots.expiryDate), asc(orderItemLots.id));
  for (const row of rows) {
    const list = result.get(row.orderItemId) ?? [];
    list.push({ lot_number: row.lotNumber, expiry_date: row.expiryDate, quantity: row.quantity });
    result.set(row.orderItemId, list);
  }
  return result;
}
