import { eq } from 'drizzle-orm';
import { offerPriceError } from '@parashop/shared';
import type { Database } from '../../db/client';
import { offers, products } from '../../db/schema';
import { moneyText } from '../catalogue-shared/money';

export type OfferValues = { productId: number; startDate: string; endDate: string; offerPrice: number };

export type OfferWrite =
  { status: 'saved'; offerId: number } | { status: 'product_not_found' } | { status: 'price_above_original' };

/**
 * Creates the product's offer, replacing the one it had (one offer per product). The product row is
 * locked so its price cannot change between the check "not above the regular price" and the write.
 */
export async function saveOffer(db: Database, values: OfferValues): Promise<OfferWrite> {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ price: products.price })
      .from(products)
      .where(eq(products.id, values.productId))
      .for('update');
    if (!product) return { status: 'product_not_found' };
    if (offerPriceError(values.offerPrice, product.price)) return { status: 'price_above_original' };

    const columns = {
      offerPrice: moneyText(values.offerPrice),
      startDate: values.startDate,
      endDate: values.endDate,
      createdAt: new Date(),
    };
    const [row] = await tx
      .insert(offers)
      .values({ productId: values.productId, ...columns })
      .onConflictDoUpdate({ target: offers.productId, set: columns })
      .returning({ id: offers.id });
    if (!row) throw new Error('upsert returned no row');
    return { status: 'saved', offerId: row.id };
  });
}

/** Removes an offer; false when there is none with that id. */
export async function deleteOffer(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(offers).where(eq(offers.id, id)).returning({ id: offers.id });
  return rows.length > 0;
}
