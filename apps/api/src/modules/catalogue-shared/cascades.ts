import { and, eq, inArray, notExists, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { packProducts, packs, products } from '../../db/schema';

/**
 * The catalogue's deletion rules (DESIGN.md section 3), for use inside a transaction:
 * deleting products takes them out of every pack, and a pack left with no product is deleted too.
 * Offers, pack memberships and favourites go with the product (foreign keys cascade); past order lines
 * keep their copied name and price (their product_id / pack_id become null).
 */

export type DeletedProducts = {
  productIds: number[];
  /** Images of the deleted products, to remove from storage once the transaction has committed. */
  images: string[];
  /** Packs deleted because they were left empty. */
  packIds: number[];
};

/** Deletes the products matching `where`, then the packs they leave empty. */
export async function deleteProducts(tx: Executor, where: SQL): Promise<DeletedProducts> {
  const deleted = await tx
    .delete(products)
    .where(where)
    .returning({ id: products.id, image: products.image });
  if (deleted.length === 0) return { productIds: [], images: [], packIds: [] };
  // The memberships are gone with the products; a pack with none left is one of theirs or was
  // already empty, and no pack may stay empty.
  const emptied = await deleteEmptyPacks(tx);
  return {
    productIds: deleted.map((row) => row.id),
    images: deleted.map((row) => row.image).filter((image): image is string => image !== null),
    packIds: emptied,
  };
}

/** Deletes every pack that has no product (only products' deletion can leave one so). */
export async function deleteEmptyPacks(tx: Executor, within?: readonly number[]): Promise<number[]> {
  if (within && within.length === 0) return [];
  const rows = await tx
    .delete(packs)
    .where(
      and(
        within ? inArray(packs.id, [...within]) : undefined,
        notExists(
          tx.select({ one: packProducts.packId }).from(packProducts).where(eq(packProducts.packId, packs.id)),
        ),
      ),
    )
    .returning({ id: packs.id });
  return rows.map((row) => row.id);
}
