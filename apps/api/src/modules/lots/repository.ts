import { and, asc, eq, sql } from 'drizzle-orm';
import type { ExpiringLot, ProductLot } from '@parashop/shared';
import type { Executor } from '../../db/client';
import { productLots, products } from '../../db/schema';

type LotRow = typeof productLots.$inferSelect;

export function toLot(row: LotRow): ProductLot {
  return {
    id: row.id,
    lot_number: row.lotNumber,
    expiry_date: row.expiryDate,
    quantity: row.quantity,
    quarantined: row.quarantined,
    created_at: row.createdAt.toISOString(),
  };
}

/** A product's lots, the next to ship first (earliest expiry, then the lot received first). */
export async function listLots(db: Executor, productId: number): Promise<ProductLot[]> {
  const rows = await db
    .select()
    .from(productLots)
    .where(eq(productLots.productId, productId))
    .orderBy(asc(productLots.expiryDate), asc(productLots.id));
  return rows.map(toLot);
}

export async function productExists(db: Executor, productId: number): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  return row !== undefined;
}

export async function lotNumberTaken(db: Executor, productId: number, lotNumber: string): Promise<boolean> {
  const [row] = await db
    .select({ id: productLots.id })
    .from(productLots)
    .where(and(eq(productLots.productId, productId), eq(productLots.lotNumber, lotNumber)));
  return row !== undefined;
}

export async function insertLot(
  db: Executor,
  values: { productId: number; lotNumber: string; expiryDate: string; quantity: number; now: Date },
): Promise<LotRow> {
  const [row] = await db
    .insert(productLots)
    .values({
      productId: values.productId,
      lotNumber: values.lotNumber,
      expiryDate: values.expiryDate,
      quantity: values.quantity,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning();
  if (!row) throw new Error('the lot was not stored');
  return row;
}

/** The product a lot belongs to (read without a lock: the caller then locks the product). */
export async function lotProductId(db: Executor, lotId: number): Promise<number | null> {
  const [row] = await db
    .select({ productId: productLots.productId })
    .from(productLots)
    .where(eq(productLots.id, lotId));
  return row?.productId ?? null;
}

export async function findLot(db: Executor, lotId: number): Promise<LotRow | null> {
  const [row] = await db.select().from(productLots).where(eq(productLots.id, lotId));
  return row ?? null;
}

/**
 * Corrects a lot. A new expiry date is a new lot as far as the alerts go: both notifications may
 * be raised again for it.
 */
export async function updateLot(
  db: Executor,
  lot: LotRow,
  values: { quantity?: number; expiryDate?: string; now: Date },
): Promise<LotRow> {
  const dateChanged = values.expiryDate !== undefined && values.expiryDate !== lot.expiryDate;
  const [row] = await db
    .update(productLots)
    .set({
      ...(values.quantity !== undefined ? { quantity: values.quantity } : {}),
      ...(dateChanged
        ? { expiryDate: values.expiryDate, expiringNotifiedAt: null, expiredNotifiedAt: null }
        : {}),
      updatedAt: values.now,
    })
    .where(eq(productLots.id, lot.id))
    .returning();
  if (!row) throw new Error('the lot was not updated');
  return row;
}

export async function deleteLot(db: Executor, lotId: number): Promise<void> {
  await db.delete(productLots).where(eq(productLots.id, lotId));
}

/** Units a product's lots would hold for sale today (the stock it would show). */
export async function sellableTotal(db: Executor, productId: number, today: string): Promise<number> {
  const [row] = await db
    .select({
      units: sql<number>`coalesce(sum(${productLots.quantity}), 0)::int`,
    })
    .from(productLots)
    .where(and(eq(productLots.productId, productId), sql`${productLots.expiryDate} >= ${today}::date`));
  return Number(row?.units ?? 0);
}

/** Lots with units left expiring between `today` and `until` (inclusive), soonest first. */
export async function expiringLots(db: Executor, today: string, until: string): Promise<ExpiringLot[]> {
  const rows = await db
    .select({
      id: productLots.id,
      productId: productLots.productId,
      productName: products.name,
      lotNumber: productLots.lotNumber,
      expiryDate: productLots.expiryDate,
      quantity: productLots.quantity,
    })
    .from(productLots)
    .innerJoin(products, eq(products.id, productLots.productId))
    .where(
      and(
        sql`${productLots.quantity} > 0`,
        sql`${productLots.expiryDate} between ${today}::date and ${until}::date`,
      ),
    )
    .orderBy(asc(productLots.expiryDate), asc(productLots.id));
  return rows.map((row) => ({
    id: row.id,
    product_id: row.productId,
    product_name: row.productName,
    lot_number: row.lotNumber,
    expiry_date: row.expiryDate,
    quantity: row.quantity,
  }));
}
