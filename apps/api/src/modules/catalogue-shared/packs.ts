import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { fromCentimes, packStock, sumCentimes, toCentimes, type Pack } from '@parashop/shared';
import type { Executor } from '../../db/client';
import { packProducts, packs, products } from '../../db/schema';
import { moneyNumber } from './money';
import { namesShape, textsShape } from './translations';

/**
 * Packs as the API returns them (DESIGN.md section 4), read in TWO queries whatever their number:
 * the packs, then every member product of those packs at once.
 *
 * What a pack shows is derived from its products, never stored: stock = the smallest stock among
 * them (a pack holds one unit of each), original_price = the sum of their regular prices, images =
 * their images. A pack has no offer of its own (offer_price is always null).
 */

export type PackRow = typeof packs.$inferSelect;

export type PackMemberRow = {
  packId: number;
  id: number;
  name: string;
  nameFr: string | null;
  nameAr: string | null;
  price: string;
  image: string | null;
  stock: number;
  saleMode: string;
};

/** Builds a pack's API shape from its row and its member products (in display order). */
export function toPack(row: PackRow, members: readonly PackMemberRow[]): Pack {
  const images = members.map((member) => member.image).filter((image): image is string => image !== null);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    ...textsShape(row),
    price: moneyNumber(row.price),
    original_price: fromCentimes(sumCentimes(members.map((member) => toCentimes(member.price)))),
    offer_price: null,
    stock: packStock(members.map((member) => member.stock)),
    images,
    number_click: row.numberClick,
    products: members.map((member) => ({
      id: member.id,
      name: member.name,
      ...namesShape(member),
      price: moneyNumber(member.price),
      image: member.image,
    })),
    product_ids: members.map((member) => member.id),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    sale_mode: members.some((member) => member.saleMode === 'in_store_only') ? 'in_store_only' : 'online',
  };
}

/**
 * Packs in the API shape, newest first. `ids` limits the list (unknown ids are simply absent);
 * `where` is any other condition on the packs table. Two queries at most.
 */
export async function loadPacks(
  db: Executor,
  filter: { ids?: readonly number[]; where?: SQL } = {},
): Promise<Pack[]> {
  if (filter.ids && filter.ids.length === 0) return [];
  const byIds = filter.ids ? inArray(packs.id, [...filter.ids]) : undefined;
  const rows = await db
    .select()
    .from(packs)
    .where(and(byIds, filter.where))
    .orderBy(desc(packs.createdAt), desc(packs.id));
  if (rows.length === 0) return [];

  const members = await db
    .select({
      packId: packProducts.packId,
      id: products.id,
      name: products.name,
      nameFr: products.nameFr,
      nameAr: products.nameAr,
      price: products.price,
      image: products.image,
      stock: products.stock,
      saleMode: products.saleMode,
    })
    .from(packProducts)
    .innerJoin(products, eq(products.id, packProducts.productId))
    // The same condition as the packs themselves, as a subquery: no list of ids travels back.
    .where(
      inArray(packProducts.packId, db.select({ id: packs.id }).from(packs).where(and(byIds, filter.where))),
    )
    .orderBy(asc(packProducts.packId), asc(products.id));

  const byPack = new Map<number, PackMemberRow[]>();
  for (const member of members) {
    const list = byPack.get(member.packId);
    if (list) list.push(member);
    else byPack.set(member.packId, [member]);
  }
  return rows.map((row) => toPack(row, byPack.get(row.id) ?? []));
}

/** One pack in the API shape, or null. */
export async function loadPack(db: Executor, id: number): Promise<Pack | null> {
  const [pack] = await loadPacks(db, { ids: [id] });
  return pack ?? null;
}
