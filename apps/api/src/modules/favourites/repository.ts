import { and, desc, eq, sql } from 'drizzle-orm';
import type { TargetName } from '@parashop/shared';
import { executeRows, type Database } from '../../db/client';
import { favourites, packs, products } from '../../db/schema';

export type FavouriteRow = { id: number; productId: number | null; packId: number | null };

/** A user's favourites, newest first. */
export async function listFavouriteRows(db: Database, userId: number): Promise<FavouriteRow[]> {
  return db
    .select({ id: favourites.id, productId: favourites.productId, packId: favourites.packId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt), desc(favourites.id));
}

/**
 * Adds the item to the user's favourites, or removes it when it is there. Null when no such product
 * or pack exists. A removal is tried first so that a double click cannot leave two rows (the unique
 * indexes forbid them anyway; a concurrent insert then counts as "favourited").
 */
export async function toggleFavourite(
  db: Database,
  userId: number,
  type: TargetName,
  targetId: number,
): Promise<boolean | null> {
  const column = type === 'product' ? favourites.productId : favourites.packId;
  const removed = await db
    .delete(favourites)
    .where(and(eq(favourites.userId, userId), eq(column, targetId)))
    .returning({ id: favourites.id });
  if (removed.length > 0) return false;

  const table = type === 'product' ? products : packs;
  // Inserted only when the target exists, in one statement (no window for it to vanish in between).
  const inserted = await executeRows(
    db,
    sql`
    insert into ${favourites} (${sql.identifier('user_id')}, ${sql.identifier(type === 'product' ? 'product_id' : 'pack_id')})
    select ${userId}, ${table.id} from ${table} where ${table.id} = ${targetId}
    on conflict do nothing
    returning ${favourites.id}`,
  );
  if (inserted.length > 0) return true;
  const [exists] = await db.select({ id: table.id }).from(table).where(eq(table.id, targetId));
  return exists ? true : null;
}
