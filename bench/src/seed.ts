import { sql } from 'drizzle-orm';
import { addDays, centimesToDecimalString, computeOrderTotals, dateInZone } from '@parashop/shared';
import type { Database } from '../../apps/api/src/db/client';
import {
  categories,
  companies,
  offers,
  orderItems,
  orders,
  packProducts,
  packs,
  products,
} from '../../apps/api/src/db/schema';
import { SEED_BRANDS, SEED_CATEGORIES, SEED_PRODUCTS } from '../../apps/api/src/db/seed/catalogue-data';

/**
 * A catalogue of any size, written with bulk inserts (a few thousand rows a statement): the demo's
 * categories, brands (French and Arabic names) and product names, repeated with a number. One image
 * path for every product (the benchmark never loads images). About 1 product in 20 is out of stock,
 * 1 in 10 has an offer running today and 1 in 50 an expired one; one pack per 50 products; one order
 * per 5 products spread over 90 days.
 */

export const BENCH_IMAGE = 'products/bench.webp';
/** Stock of the products the order benchmark buys: far more than a run can sell. */
export const BENCH_STOCK = 5000;
const CHUNK = 2000;
const TIME_ZONE = 'Africa/Casablanca';

export type SeedSummary = { products: number; offers: number; packs: number; orders: number };

async function inChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

export async function seedCatalogue(db: Database, size: number): Promise<SeedSummary> {
  const categoryIds = (
    await db
      .insert(categories)
      .values(SEED_CATEGORIES.map((category, index) => ({ name: category.name, sortOrder: index + 1 })))
      .returning({ id: categories.id, name: categories.name })
  ).reduce((map, row) => map.set(row.name, row.id), new Map<string, number>());
  const companyIds = new Map<string, number>();
  for (const brand of SEED_BRANDS) {
    const [row] = await db
      .insert(companies)
      .values({ name: brand.name, nameAr: brand.nameAr, nameFr: brand.nameFr, image: 'companies/bench.webp' })
      .returning({ id: companies.id });
    companyIds.set(brand.key, row!.id);
  }

  const now = Date.now();
  const productRows = Array.from({ length: size }, (_, index) => {
    const model = SEED_PRODUCTS[index % SEED_PRODUCTS.length]!;
    const n = index + 1;
    return {
      name: `${model.name} #${n}`.slice(0, 100),
      description: model.description.slice(0, 500),
      price: centimesToDecimalString(model.price * 100 + (n % 7) * 10),
      stock: n % 20 === 0 ? 0 : BENCH_STOCK,
      image: BENCH_IMAGE,
      categoryId: categoryIds.get(model.category)!,
      companyId: companyIds.get(model.brand)!,
      numberClick: (n * 37) % 500,
      createdAt: new Date(now - n * 60_000),
    };
  });
  const productIds: number[] = [];
  await inChunks(productRows, async (chunk) => {
    const rows = await db.insert(products).values(chunk).returning({ id: products.id });
    productIds.push(...rows.map((row) => row.id));
  });

  const today = dateInZone(new Date(), TIME_ZONE);
  const offerRows = productIds.flatMap((productId, index) => {
    const price = Math.round(Number(productRows[index]!.price) * 100);
    if (index % 10 === 3)
      return [
        {
          productId,
          offerPrice: centimesToDecimalString(Math.round(price * 0.8)),
          startDate: addDays(today, -3),
          endDate: addDays(today, 7),
        },
      ];
    if (index % 50 === 7)
      return [
        {
          productId,
          offerPrice: centimesToDecimalString(Math.round(price * 0.7)),
          startDate: addDays(today, -20),
          endDate: addDays(today, -10),
        },
      ];
    return [];
  });
  await inChunks(offerRows, (chunk) => db.insert(offers).values(chunk));

  const packCount = Math.max(4, Math.floor(size / 50));
  const packRows = Array.from({ length: packCount }, (_, index) => ({
    name: `Routine pack #${index + 1}`,
    description: 'Three products that go well together.',
    price: centimesToDecimalString(19_900 + (index % 10) * 1000),
    numberClick: (index * 13) % 200,
  }));
  const packIds: number[] = [];
  await inChunks(packRows, async (chunk) => {
    const rows = await db.insert(packs).values(chunk).returning({ id: packs.id });
    packIds.push(...rows.map((row) => row.id));
  });
  await inChunks(
    packIds.flatMap((packId, index) =>
      [0, 1, 2].map((k) => ({
        packId,
        productId: productIds[(index * 3 + k * 17 + 1) % productIds.length]!,
      })),
    ),
    (chunk) => db.insert(packProducts).values(chunk).onConflictDoNothing(),
  );

  const orderCount = Math.floor(size / 5);
  const statuses = ['delivered', 'delivered', 'pending', 'returned', 'cancelled'] as const;
  const orderRows = Array.from({ length: orderCount }, (_, index) => {
    const unit = Math.round(Number(productRows[index % size]!.price) * 100);
    const totals = computeOrderTotals({ subtotal: unit * 2, deliveryAreaId: 1 });
    return {
      orderNumber: `SEED-${String(index + 1).padStart(6, '0')}`,
      status: statuses[index % statuses.length]!,
      name: 'Bench Customer',
      // Many customers, as in a real shop (one phone would hit the cap of open orders per phone).
      phoneNumber: `06${String(index % 10_000_000).padStart(8, '0')}`,
      address: '12 Avenue Mohammed V',
      city: 'Dakhla',
      deliveryAreaId: 1,
      subtotal: centimesToDecimalString(totals.subtotal),
      deliveryFee: centimesToDecimalString(totals.deliveryFee),
      deliveryDiscount: centimesToDecimalString(totals.deliveryDiscount),
      totalOrder: centimesToDecimalString(totals.total),
      // Handled orders: the confirmation timeout has nothing to cancel when the bench starts.
      confirmationStatus: 'confirmed',
      createdAt: new Date(now - (index % 90) * 86_400_000 - index * 1000),
    };
  });
  const orderIds: number[] = [];
  await inChunks(orderRows, async (chunk) => {
    const rows = await db.insert(orders).values(chunk).returning({ id: orders.id });
    orderIds.push(...rows.map((row) => row.id));
  });
  await inChunks(
    orderIds.map((orderId, index) => {
      const product = productRows[index % size]!;
      const unit = Math.round(Number(product.price) * 100);
      return {
        orderId,
        targetName: 'product' as const,
        targetId: productIds[index % size]!,
        productId: productIds[index % size]!,
        name: product.name,
        image: BENCH_IMAGE,
        categoryId: product.categoryId,
        quantity: 2,
        unitPrice: centimesToDecimalString(unit),
        totalPrice: centimesToDecimalString(unit * 2),
        // What one unit of the line is made of, as placing writes it (not the line's quantity).
        components: [{ product_id: productIds[index % size]!, quantity: 1 }],
      };
    }),
    (chunk) => db.insert(orderItems).values(chunk),
  );
  // Fresh statistics, as autovacuum would give a real server after a bulk load.
  await db.execute(sql`analyze`);
  return { products: size, offers: offerRows.length, packs: packCount, orders: orderCount };
}
