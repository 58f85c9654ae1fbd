import { asc, eq, inArray } from 'drizzle-orm';
import { effectivePriceCentimes, packStock, toCentimes, type OrderItemPayload } from '@parashop/shared';
import type { Executor } from '../../db/client';
import { offers, packProducts, packs, products, type OrderItemComponent } from '../../db/schema';

/** One payload line resolved against the catalogue as it is now. */
export type CartLine = {
  index: number;
  targetName: 'product' | 'pack';
  targetId: number;
  quantity: number;
  /** The unit price the shopper saw (centimes). */
  seenUnitPrice: number;
  /** The unit price now: the active offer price, else the price; a pack's price (centimes). */
  unitPrice: number;
  name: string;
  image: string | null;
  /** What the catalogue shows as the item's stock now (a pack's is its smallest product stock). */
  stock: number;
  categoryId: number | null;
  productId: number | null;
  packId: number | null;
  /** Units of each product one unit of this line takes. */
  components: OrderItemComponent[];
};

export type ResolvedCart = {
  lines: CartLine[];
  unknown: Array<{ index: number; targetName: string; targetId: number }>;
};

type ProductRow = {
  id: number;
  name: string;
  price: string;
  stock: number;
  image: string | null;
  categoryId: number;
  offerPrice: string | null;
  startDate: string | null;
  endDate: string | null;
};

function productUnitPrice(row: ProductRow, now: Date, timeZone: string): number {
  const offer =
    row.offerPrice !== null && row.startDate !== null && row.endDate !== null
      ? { offer_price: row.offerPrice, start_date: row.startDate, end_date: row.endDate }
      : null;
  return effectivePriceCentimes({ price: row.price, offer }, now, timeZone);
}

/**
 * Reads the products and packs a cart names (two queries) and prices every line as DESIGN.md says.
 * Lines naming something that does not exist (or a pack left without products) come back in `unknown`.
 */
export async function resolveCart(
  tx: Executor,
  items: readonly OrderItemPayload[],
  now: Date,
  timeZone: string,
): Promise<ResolvedCart> {
  const packIds = [
    ...new Set(items.filter((item) => item.target_name === 'pack').map((item) => item.target_id)),
  ];
  const packRows =
    packIds.length === 0
      ? []
      : await tx
          .select({ id: packs.id, name: packs.name, price: packs.price, productId: packProducts.productId })
          .from(packs)
          .leftJoin(packProducts, eq(packProducts.packId, packs.id))
          .where(inArray(packs.id, packIds))
          .orderBy(asc(packs.id), asc(packProducts.productId));

  const packsById = new Map<number, { name: string; price: string; productIds: number[] }>();
  for (const row of packRows) {
    const pack = packsById.get(row.id) ?? { name: row.name, price: row.price, productIds: [] };
    if (row.productId !== null) pack.productIds.push(row.productId);
    packsById.set(row.id, pack);
  }

  const productIds = new Set<number>(
    items.filter((item) => item.target_name === 'product').map((item) => item.target_id),
  );
  for (const pack of packsById.values()) for (const id of pack.productIds) productIds.add(id);

  const productRows: ProductRow[] =
    productIds.size === 0
      ? []
      : await tx
          .select({
            id: products.id,
            name: products.name,
            price: products.price,
            stock: products.stock,
            image: products.image,
            categoryId: products.categoryId,
            offerPrice: offers.offerPrice,
            startDate: offers.startDate,
            endDate: offers.endDate,
          })
          .from(products)
          .leftJoin(offers, eq(offers.productId, products.id))
          .where(inArray(products.id, [...productIds]));
  const productsById = new Map(productRows.map((row) => [row.id, row]));

  const lines: CartLine[] = [];
  const unknown: ResolvedCart['unknown'] = [];
  items.forEach((item, index) => {
    const base = {
      index,
      targetName: item.target_name,
      targetId: item.target_id,
      quantity: item.quantity,
      seenUnitPrice: toCentimes(item.price),
    };
    if (item.target_name === 'product') {
      const product = productsById.get(item.target_id);
      if (!product) {
        unknown.push({ index, targetName: item.target_name, targetId: item.target_id });
        return;
      }
      lines.push({
        ...base,
        unitPrice: productUnitPrice(product, now, timeZone),
        name: product.name,
        image: product.image,
        stock: product.stock,
        categoryId: product.categoryId,
        productId: product.id,
        packId: null,
        components: [{ product_id: product.id, quantity: 1 }],
      });
      return;
    }
    const pack = packsById.get(item.target_id);
    const members = (pack?.productIds ?? [])
      .map((id) => productsById.get(id))
      .filter((row) => row !== undefined);
    if (!pack || members.length === 0) {
      unknown.push({ index, targetName: item.target_name, targetId: item.target_id });
      return;
    }
    lines.push({
      ...base,
      unitPrice: toCentimes(pack.price),
      name: pack.name,
      // Packs have no picture of their own: the storefront shows their products' images.
      image: members.find((member) => member.image !== null)?.image ?? null,
      stock: packStock(members.map((member) => member.stock)),
      categoryId: null,
      productId: null,
      packId: item.target_id,
      components: members.map((member) => ({ product_id: member.id, quantity: 1 })),
    });
  });
  return { lines, unknown };
}
