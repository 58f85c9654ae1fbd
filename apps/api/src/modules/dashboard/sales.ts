import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { fromCentimes, toCentimes, type SalesPerCategory, type SalesPerProduct } from '@parashop/shared';
import type { Executor } from '../../db/client';
import {
  categories,
  orderItems,
  orders,
  packProducts,
  packs,
  products,
  type OrderItemComponent,
} from '../../db/schema';
import type { Range } from './periods';

const deliveredOrder = eq(orders.status, 'delivered');

function placedWithin(range: Range | null): SQL | undefined {
  if (!range) return undefined;
  return sql`${orders.createdAt} >= ${range.from.toISOString()}::timestamptz and ${orders.createdAt} < ${range.to.toISOString()}::timestamptz`;
}

/**
 * Products and packs sold in delivered orders, best first (units, then revenue). Names (in every
 * language), image and price are the catalogue's today; for an item deleted since, those of its
 * latest order line.
 */
export async function salesPerProduct(db: Executor): Promise<SalesPerProduct[]> {
  const sold = await db
    .select({
      targetName: orderItems.targetName,
      targetId: orderItems.targetId,
      quantity: sql<number>`sum(${orderItems.quantity})::int`,
      revenue: sql<string>`sum(${orderItems.totalPrice})::text`,
      lineName: sql<string>`(array_agg(${orderItems.name} order by ${orderItems.id} desc))[1]`,
      lineNameFr: sql<string | null>`(array_agg(${orderItems.nameFr} order by ${orderItems.id} desc))[1]`,
      lineNameAr: sql<string | null>`(array_agg(${orderItems.nameAr} order by ${orderItems.id} desc))[1]`,
      lineImage: sql<string | null>`(array_agg(${orderItems.image} order by ${orderItems.id} desc))[1]`,
      linePrice: sql<string>`((array_agg(${orderItems.unitPrice} order by ${orderItems.id} desc))[1])::text`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(deliveredOrder)
    .groupBy(orderItems.targetName, orderItems.targetId)
    .orderBy(
      sql`sum(${orderItems.quantity}) desc`,
      sql`sum(${orderItems.totalPrice}) desc`,
      orderItems.targetName,
      orderItems.targetId,
    );
  if (sold.length === 0) return [];

  const productIds = sold.filter((row) => row.targetName === 'product').map((row) => row.targetId);
  const packIds = sold.filter((row) => row.targetName === 'pack').map((row) => row.targetId);
  const [productRows, packRows] = await Promise.all([
    productIds.length === 0
      ? []
      : db
          .select({
            id: products.id,
            name: products.name,
            nameFr: products.nameFr,
            nameAr: products.nameAr,
            image: products.image,
            price: products.price,
          })
          .from(products)
          .where(inArray(products.id, productIds)),
    packIds.length === 0
      ? []
      : db
          .select({
            id: packs.id,
            name: packs.name,
            nameFr: packs.nameFr,
            nameAr: packs.nameAr,
            price: packs.price,
            image: sql<
              string | null
            >`(select ${products.image} from ${packProducts} join ${products} on ${products.id} = ${packProducts.productId} where ${packProducts.packId} = ${packs.id} and ${products.image} is not null order by ${products.id} limit 1)`,
          })
          .from(packs)
          .where(inArray(packs.id, packIds)),
  ]);
  const catalogue = new Map<
    string,
    { name: string; nameFr: string | null; nameAr: string | null; image: string | null; price: string }
  >();
  for (const row of productRows) catalogue.set(`product:${row.id}`, row);
  for (const row of packRows) catalogue.set(`pack:${row.id}`, row);

  return sold.map((row) => {
    const current = catalogue.get(`${row.targetName}:${row.targetId}`);
    return {
      target_id: row.targetId,
      target_name: row.targetName,
      name: current?.name ?? row.lineName,
      name_fr: current ? current.nameFr : row.lineNameFr,
      name_ar: current ? current.nameAr : row.lineNameAr,
      image: current ? current.image : row.lineImage,
      price: fromCentimes(toCentimes(current?.price ?? row.linePrice)),
      total_quantity_sold: row.quantity,
      total_revenue: fromCentimes(toCentimes(row.revenue)),
    };
  });
}

type Tally = { revenue: number; quantity: number };

function add(tallies: Map<number, Tally>, categoryId: number, revenue: number, quantity: number): void {
  const tally = tallies.get(categoryId) ?? { revenue: 0, quantity: 0 };
  tally.revenue += revenue;
  tally.quantity += quantity;
  tallies.set(categoryId, tally);
}

/**
 * Splits `total` centimes in proportion to `weights` so that the parts add up exactly (largest
 * remainders get the odd centimes; equal weights when they are all zero).
 */
export function splitProportionally(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, b) => a + b, 0);
  const effective = sum > 0 ? weights : weights.map(() => 1);
  const effectiveSum = sum > 0 ? sum : weights.length;
  const exact = effective.map((w) => (total * w) / effectiveSum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

/**
 * Revenue and units per category over delivered orders placed in the period. A product line counts
 * for the category it had when sold. A pack line's revenue is split over its products in proportion
 * to their prices today, each product adding its units to its own category; products deleted since
 * leave their share to the others (a pack line with none left is not counted).
 */
export async function salesPerCategory(db: Executor, range: Range | null): Promise<SalesPerCategory[]> {
  const period = placedWithin(range);
  const [productLines, packLines] = await Promise.all([
    db
      .select({
        categoryId: sql<number | null>`coalesce(${orderItems.categoryId}, ${products.categoryId})`,
        quantity: sql<number>`sum(${orderItems.quantity})::int`,
        revenue: sql<string>`sum(${orderItems.totalPrice})::text`,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .leftJoin(products, eq(products.id, orderItems.productId))
      .where(and(deliveredOrder, eq(orderItems.targetName, 'product'), period))
      .groupBy(sql`1`),
    db
      .select({
        quantity: orderItems.quantity,
        revenue: orderItems.totalPrice,
        components: orderItems.components,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(deliveredOrder, eq(orderItems.targetName, 'pack'), period)),
  ]);

  const tallies = new Map<number, Tally>();
  for (const line of productLines) {
    if (line.categoryId !== null) add(tallies, line.categoryId, toCentimes(line.revenue), line.quantity);
  }

  const componentIds = [
    ...new Set(packLines.flatMap((line) => line.components.map((c: OrderItemComponent) => c.product_id))),
  ];
  const componentRows =
    componentIds.length === 0
      ? []
      : await db
          .select({ id: products.id, price: products.price, categoryId: products.categoryId })
          .from(products)
          .where(inArray(products.id, componentIds));
  const componentsById = new Map(componentRows.map((row) => [row.id, row]));
  for (const line of packLines) {
    const known = line.components
      .map((component) => ({ component, product: componentsById.get(component.product_id) }))
      .filter(
        (entry): entry is { component: OrderItemComponent; product: NonNullable<typeof entry.product> } =>
          entry.product !== undefined,
      );
    const shares = splitProportionally(
      toCentimes(line.revenue),
      known.map((entry) => toCentimes(entry.product.price) * entry.component.quantity),
    );
    known.forEach((entry, index) => {
      add(tallies, entry.product.categoryId, shares[index] ?? 0, entry.component.quantity * line.quantity);
    });
  }
  if (tallies.size === 0) return [];

  const names = await db
    .select({
      id: categories.id,
      name: categories.name,
      nameFr: categories.nameFr,
      nameAr: categories.nameAr,
    })
    .from(categories)
    .where(inArray(categories.id, [...tallies.keys()]));
  return names
    .map((category) => {
      const tally = tallies.get(category.id) ?? { revenue: 0, quantity: 0 };
      return {
        category_id: category.id,
        category_name: category.name,
        category_name_fr: category.nameFr,
        category_name_ar: category.nameAr,
        total_revenue: fromCentimes(tally.revenue),
        total_quantity_sold: tally.quantity,
      };
    })
    .sort(
      (a, b) =>
        b.total_revenue - a.total_revenue ||
        b.total_quantity_sold - a.total_quantity_sold ||
        a.category_name.localeCompare(b.category_name),
    );
}
