import { eq } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client';
import type { categories, companies, products } from '../../db/schema';
import { deleteProducts, type DeletedProducts } from './cascades';

/**
 * Categories and brands: the rows that own products and carry an image. Each write locks the row
 * first, so that no product can be added to it meanwhile and the image replaced is the one it had.
 */
type OwnerTable = typeof categories | typeof companies;

/** Locks the row until the transaction ends; its image, or undefined when there is no such row. */
async function lockOwner(
  tx: Executor,
  table: OwnerTable,
  id: number,
): Promise<{ image: string | null } | undefined> {
  const [row] = await tx.select({ image: table.image }).from(table).where(eq(table.id, id)).for('update');
  return row;
}

/**
 * Saves `values` over the row, and the new image when there is one; the image it replaced, or
 * undefined when there is no such row.
 */
export async function updateOwner<Table extends OwnerTable>(
  db: Database,
  table: Table,
  id: number,
  values: PgUpdateSetSource<Table>,
  image: string | null,
): Promise<{ previousImage: string | null } | undefined> {
  return db.transaction(async (tx) => {
    const current = await lockOwner(tx, table, id);
    if (!current) return undefined;
    await tx
      .update(table as OwnerTable)
      .set({
        ...(values as PgUpdateSetSource<OwnerTable>),
        ...(image ? { image } : {}),
        updatedAt: new Date(),
      })
      .where(eq(table.id, id));
    return { previousImage: image ? current.image : null };
  });
}

/**
 * Deletes the row with its products (`owned`: the column of `products` naming the row) and the packs
 * they leave empty; null when there is no such row.
 */
export async function deleteOwner(
  db: Database,
  table: OwnerTable,
  owned: typeof products.categoryId | typeof products.companyId,
  id: number,
): Promise<{ image: string | null; products: DeletedProducts } | null> {
  return db.transaction(async (tx) => {
    const current = await lockOwner(tx, table, id);
    if (!current) return null;
    const deleted = await deleteProducts(tx, eq(owned, id));
    await tx.delete(table).where(eq(table.id, id));
    return { image: current.image, products: deleted };
  });
}
