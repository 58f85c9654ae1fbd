import { eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { packProducts, packs, products } from '../../db/schema';
import { moneyText } from '../catalogue-shared/money';
import { itemTextColumns, type DescriptionColumns, type NameColumns } from '../catalogue-shared/translations';

export type PackValues = NameColumns &
  DescriptionColumns & { name: string; description: string; price: number; productIds: number[] };

/** The ids among `ids` that name no product (one query). */
export async function missingProductIds(db: Database, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, [...ids]));
  const found = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}

function columns(values: PackValues) {
  return {
    ...itemTextColumns(values),
    price: moneyText(values.price),
  };
}

async function setMembers(tx: Transaction, packId: number, productIds: readonly number[]): Promise<void> {
  await tx.delete(packProducts).where(eq(packProducts.packId, packId));
  await tx.insert(packProducts).values(productIds.map((productId) => ({ packId, productId })));
}

/** Creates a pack with its products; a product deleted meanwhile fails the foreign key (23503). */
export async function insertPack(db: Database, values: PackValues): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(packs).values(columns(values)).returning({ id: packs.id });
    if (!row) throw new Error('insert returned no row');
    await setMembers(tx, row.id, values.productIds);
    return row.id;
  });
}

/** Saves the form over a pack and replaces its products; false when there is no such pack. */
export async function updatePack(db: Database, id: number, values: PackValues): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ id: packs.id }).from(packs).where(eq(packs.id, id)).for('update');
    if (!current) return false;
    await tx
      .update(packs)
      .set({ ...columns(values), updatedAt: new Date() })
      .where(eq(packs.id, id));
    await setMembers(tx, id, values.productIds);
    return true;
  });
}

export async function deletePack(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(packs).where(eq(packs.id, id)).returning({ id: packs.id });
  return rows.length > 0;
}

export async function packExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: packs.id }).from(packs).where(eq(packs.id, id));
  return row !== undefined;
}
