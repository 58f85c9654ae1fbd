import {
  effectivePriceCentimes,
  packStock,
  toCentimes,
  type OrderItemPayload,
  type TargetName,
} from '@parashop/shared';
import { executePrepared, intArray, type Executor } from '../../db/client';
import { pricedRow, type OrderItemRow } from '../../db/order-item-rows';

/**
 * One payload line priced against the catalogue as it is now (decision 308): the `order_items` row it
 * becomes, with beside it what the checks read and an order line does not keep.
 */
export type PricedLine = {
  /** The line's place in the payload (a refusal names `items.<index>`). */
  index: number;
  row: OrderItemRow;
  /** What the catalogue shows as the item's stock now (a pack's is its smallest product stock). */
  stock: number;
  /** The product, or one of the pack's products, is sold in the shop only (never online). */
  inStoreOnly: boolean;
};

export type ResolvedCart = {
  lines: PricedLine[];
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

  const lines: PricedLine[] = [];
  const unknown: ResolvedCart['unknown'] = [];
  items.forEach((item, index) => {
    const found =
      item.target_name === 'product'
        ? productItem(productsById.get(item.target_id), now, timeZone)
        : packItem(packsById.get(item.target_id), productsById);
    if (!found) {
      unknown.push({ index, targetName: item.target_name, targetId: item.target_id });
      return;
    }
    const { price, stock, inStoreOnly, ...catalogued } = found;
    const line = { targetName: item.target_name, targetId: item.target_id, quantity: item.quantity };
    lines.push({ index, row: pricedRow({ ...line, ...catalogued }, price), stock, inStoreOnly });
  });
  return { lines, unknown };
}

/** What a product line copies of the catalogue, its prices and what the checks read; null when it is gone. */
function productItem(product: CartRow | undefined, now: Date, timeZone: string) {
  if (!product) return null;
  return {
    productId: product.id,
    packId: null,
    name: product.name,
    nameFr: product.name_fr,
    nameAr: product.name_ar,
    image: product.image,
    categoryId: product.category_id ?? 0,
    components: [{ product_id: product.id, quantity: 1 }],
    price: { unit: productUnitPrice(product, now, timeZone), regular: toCentimes(product.price) },
    stock: product.stock ?? 0,
    inStoreOnly: product.in_store_only === true,
  };
}

/** The same for a pack; null when it is gone or left without products. */
function packItem(
  pack: { row: CartRow; productIds: number[] } | undefined,
  productsById: ReadonlyMap<number, CartRow>,
) {
  const members = (pack?.productIds ?? [])
    .map((id) => productsById.get(id))
    .filter((row) => row !== undefined);
  if (!pack || members.length === 0) return null;
  return {
    productId: null,
    packId: pack.row.id,
    name: pack.row.name,
    nameFr: pack.row.name_fr,
    nameAr: pack.row.name_ar,
    // Packs have no picture of their own: the storefront shows their products' images.
    image: members.find((member) => member.image !== null)?.image ?? null,
    categoryId: null,
    components: members.map((member) => ({ product_id: member.id, quantity: 1 })),
    price: { unit: toCentimes(pack.row.price), regular: toCentimes(pack.row.price) },
    stock: packStock(members.map((member) => member.stock ?? 0)),
    inStoreOnly: members.some((member) => member.in_store_only === true),
  };
}
