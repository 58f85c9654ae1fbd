import {
  effectivePriceCentimes,
  packStock,
  toCentimes,
  type OrderItemPayload,
  type TargetName,
} from '@parashop/shared';
import { executePrepared, intArray, type Executor } from '../../db/client';
import type { OrderItemComponent } from '../../db/schema';

/**
 * One payload line priced against the catalogue as it is now (decision 308): what `orderItemRow`
 * stores, in centimes, with what the checks read.
 */
export type CartLine = {
  index: number;
  targetName: 'product' | 'pack';
  targetId: number;
  quantity: number;
  /** The unit price now: the active offer price, else the price; a pack's price (centimes). */
  unitPrice: number;
  /** The unit price before any offer: the product's price, a pack's price (centimes). */
  regularUnitPrice: number;
  name: string;
  /** The French and Arabic names (decision 207), null when the item has none. */
  nameFr: string | null;
  nameAr: string | null;
  image: string | null;
  /** What the catalogue shows as the item's stock now (a pack's is its smallest product stock). */
  stock: number;
  categoryId: number | null;
  productId: number | null;
  packId: number | null;
  /** Units of each product one unit of this line takes. */
  components: OrderItemComponent[];
  /** The product, or one of the pack's products, is sold in the shop only (never online). */
  inStoreOnly: boolean;
};

export type ResolvedCart = {
  lines: CartLine[];
  unknown: Array<{ index: number; targetName: TargetName; targetId: number }>;
};

type CartRow = {
  kind: 'pack' | 'product';
  id: number;
  name: string;
  name_fr: string | null;
  name_ar: string | null;
  price: string;
  /** A pack row: one of its products (null for a pack without products). */
  member_id: number | null;
  stock: number | null;
  image: string | null;
  category_id: number | null;
  offer_price: string | null;
  start_date: string | null;
  end_date: string | null;
  in_store_only: boolean | null;
};

function productUnitPrice(row: CartRow, now: Date, timeZone: string): number {
  const offer =
    row.offer_price !== null && row.start_date !== null && row.end_date !== null
      ? { offer_price: row.offer_price, start_date: row.start_date, end_date: row.end_date }
      : null;
  return effectivePriceCentimes({ price: row.price, offer }, now, timeZone);
}

/**
 * The packs a cart names with their products, and every product the cart takes (sold alone or in one
 * of those packs) with its offer, in one query. Pack rows come first, each pack's products by id.
 */
async function readCart(tx: Executor, packIds: number[], productIds: number[]): Promise<CartRow[]> {
  return executePrepared<CartRow>(tx, READ_CART, [intArray(packIds), intArray(productIds)]);
}

/** $1 the packs named (int[] as text), $2 the products sold alone. */
const READ_CART = `
with pack_rows as (
  select pa.id, pa.name, pa.name_fr, pa.name_ar, pa.price::text as price, pp.product_id as member_id
  from packs pa left join pack_products pp on pp.pack_id = pa.id
  where pa.id = any($1::text::int[])
)
select 'pack' as kind, id, name, name_fr, name_ar, price, member_id, null::int as stock, null::text as image,
  null::int as category_id, null::text as offer_price, null::text as start_date, null::text as end_date,
  null::boolean as in_store_only
from pack_rows
union all
select 'product', p.id, p.name, p.name_fr, p.name_ar, p.price::text, null, p.stock, p.image, p.category_id,
  o.offer_price::text, o.start_date::text, o.end_date::text, p.sale_mode = 'in_store_only'
from products p left join offers o on o.product_id = p.id
where p.id = any($2::text::int[] || array(select member_id from pack_rows where member_id is not null))
order by 1, 2, 7`;

/**
 * Reads the products and packs a cart names (one query) and prices every line as DESIGN.md says.
 * Lines naming something that does not exist (or a pack left without products) come back in `unknown`.
 * The price the shopper saw is not read here: placing compares it (an edit or an exchange has none).
 */
export async function resolveCart(
  tx: Executor,
  items: readonly Pick<OrderItemPayload, 'target_name' | 'target_id' | 'quantity'>[],
  now: Date,
  timeZone: string,
): Promise<ResolvedCart> {
  const packIds = new Set<number>();
  const soldAlone = new Set<number>();
  for (const item of items) (item.target_name === 'pack' ? packIds : soldAlone).add(item.target_id);
  const rows = await readCart(tx, [...packIds], [...soldAlone]);

  const packsById = new Map<number, { row: CartRow; productIds: number[] }>();
  const productsById = new Map<number, CartRow>();
  for (const row of rows) {
    if (row.kind === 'product') {
      productsById.set(row.id, row);
      continue;
    }
    const pack = packsById.get(row.id) ?? { row, productIds: [] };
    if (row.member_id !== null) pack.productIds.push(row.member_id);
    packsById.set(row.id, pack);
  }

  const lines: CartLine[] = [];
  const unknown: ResolvedCart['unknown'] = [];
  items.forEach((item, index) => {
    const base = { index, targetName: item.target_name, targetId: item.target_id, quantity: item.quantity };
    if (item.target_name === 'product') {
      const product = productsById.get(item.target_id);
      if (!product) {
        unknown.push({ index, targetName: item.target_name, targetId: item.target_id });
        return;
      }
      lines.push({
        ...base,
        unitPrice: productUnitPrice(product, now, timeZone),
        regularUnitPrice: toCentimes(product.price),
        name: product.name,
        nameFr: product.name_fr,
        nameAr: product.name_ar,
        image: product.image,
        stock: product.stock ?? 0,
        categoryId: product.category_id ?? 0,
        productId: product.id,
        packId: null,
        components: [{ product_id: product.id, quantity: 1 }],
        inStoreOnly: product.in_store_only === true,
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
      unitPrice: toCentimes(pack.row.price),
      regularUnitPrice: toCentimes(pack.row.price),
      name: pack.row.name,
      nameFr: pack.row.name_fr,
      nameAr: pack.row.name_ar,
      // Packs have no picture of their own: the storefront shows their products' images.
      image: members.find((member) => member.image !== null)?.image ?? null,
      stock: packStock(members.map((member) => member.stock ?? 0)),
      categoryId: null,
      productId: null,
      packId: item.target_id,
      components: members.map((member) => ({ product_id: member.id, quantity: 1 })),
      inStoreOnly: members.some((member) => member.in_store_only === true),
    });
  });
  return { lines, unknown };
}
