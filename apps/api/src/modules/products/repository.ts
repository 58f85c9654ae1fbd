import { eq, sql } from 'drizzle-orm';
import { toCentimes } from '@parashop/shared';
import type { Database } from '../../db/client';
import { categories, companies, offers, products } from '../../db/schema';
import { lotManaged } from '../stock-shared/lot-stock';
import { recordStockChange } from '../stock-shared/stock-alerts';
import { deleteProducts, type DeletedProducts } from '../catalogue-shared/cascades';
import { moneyText } from '../catalogue-shared/money';
import { itemTextColumns, type DescriptionColumns, type NameColumns } from '../catalogue-shared/translations';

/** What the product form writes (validated). */
export type ProductValues = NameColumns &
  DescriptionColumns & {
    name: string;
    description: string;
    price: number;
    categoryId: number;
    companyId: number;
    stock: number;
    skinTypes: string[];
    concerns: string[];
    ageGroup: string | null;
    pregnancySafe: boolean;
    saleMode: string;
  };

function columns(values: ProductValues) {
  return {
    ...itemTextColumns(values),
    price: moneyText(values.price),
    categoryId: values.categoryId,
    companyId: values.companyId,
    stock: values.stock,
    skinTypes: values.skinTypes,
    concerns: values.concerns,
    ageGroup: values.ageGroup,
    pregnancySafe: values.pregnancySafe,
    saleMode: values.saleMode,
  };
}

/** Which of the referenced category and company exist (one query). */
export async function referencesExist(
  db: Database,
  categoryId: number,
  companyId: number,
): Promise<{ category: boolean; company: boolean }> {
  const [row] = await db
    .select({
      category: sql<boolean>`exists (select 1 from ${categories} where ${categories.id} = ${categoryId})`,
      company: sql<boolean>`exists (select 1 from ${companies} where ${companies.id} = ${companyId})`,
    })
    .from(sql`(select 1) as one`);
  return { category: Boolean(row?.category), company: Boolean(row?.company) };
}

export async function insertProduct(
  db: Database,
  values: ProductValues,
  image: string | null,
): Promise<number> {
  const [row] = await db
    .insert(products)
    .values({ ...columns(values), image })
    .returning({ id: products.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export type ProductUpdate =
  | { status: 'updated'; previousImage: string | null }
  | { status: 'not_found' }
  /** The product's offer would cost more than its new regular price. */
  | { status: 'offer_above_price' };

/**
 * Saves the form over a product; `image` replaces the picture when given. The row is locked so the
 * stock before/after seen by the stock alerts, and the offer price checked against the new price, are
 * those of this change and not of a concurrent one.
 */
export async function updateProduct(
  db: Database,
  id: number,
  values: ProductValues,
  image: string | null,
): Promise<ProductUpdate> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ stock: products.stock, image: products.image })
      .from(products)
      .where(eq(products.id, id))
      .for('update');
    if (!current) return { status: 'not_found' };

    const [offer] = await tx
      .select({ offerPrice: offers.offerPrice })
      .from(offers)
      .where(eq(offers.productId, id));
    if (offer && toCentimes(offer.offerPrice) > toCentimes(values.price))
      return { status: 'offer_above_price' };

    // A product with lots takes its stock from them (decision 130): the form's stock is ignored.
    const stock = (await lotManaged(tx, [id])).length > 0 ? current.stock : values.stock;
    await tx
      .update(products)
      .set({ ...columns(values), stock, ...(image ? { image } : {}), updatedAt: new Date() })
      .where(eq(products.id, id));
    await recordStockChange(tx, {
      productId: id,
      name: values.name,
      before: current.stock,
      after: stock,
    });
    return { status: 'updated', previousImage: image ? current.image : null };
  });
}

/** Deletes a product (and packs it leaves empty); null when there is no such product. */
export async function deleteProduct(db: Database, id: number): Promise<DeletedProducts | null> {
  return db.transaction(async (tx) => {
    const deleted = await deleteProducts(tx, eq(products.id, id));
    return deleted.productIds.length > 0 ? deleted : null;
  });
}

export async function productExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
  return row !== undefined;
}
