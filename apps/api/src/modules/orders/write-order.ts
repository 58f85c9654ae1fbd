import { centimesToDecimalString } from '@parashop/shared';
import type { Language } from '@parashop/shared/constants';
import { executePrepared, intArray, type Executor } from '../../db/client';
import type { OrderItemRow } from '../../db/order-item-rows';
import type { orderItems } from '../../db/schema';
import type { LotLine } from '../stock-shared/lot-stock';
import { recordStockChanges } from '../stock-shared/stock-alerts';
import type { Shortage, StockDemand } from './stock';

export type NewOrder = {
  /** `CMD-YYYYMMDD-`: the sequence number is added by the database. */
  orderNumberPrefix: string;
  name: string;
  phoneNumber: string;
  address: string;
  city: string;
  deliveryAreaId: number | null;
  subtotal: number;
  deliveryFee: number;
  deliveryDiscount: number;
  total: number;
  userId: number | null;
  createdAt: Date;
  possibleDuplicate: boolean;
  /** The language the customer ordered in (decision 207). */
  language: Language;
  /**
   * The 4-digit delivery code (decision 240) to give when the shop asks for codes: written with the
   * order only while the setting is on; afterwards, the code the order got (null: none).
   */
  deliveryCode?: string | null;
  /** Who placed it (the stock guard's keys, decision 200); none for an exchange. */
  client?: { address: string; device: string | null; session: string | null };
  /** Its units wait for the confirmation call (decision 200): written with nothing taken. */
  stockDeferred?: boolean;
};

/** An order line as written: its `order_items` row, with the id it got (decision 308). */
export type WrittenLine = typeof orderItems.$inferSelect;

/** The lines written, as `allocateLots` takes them (their units come from the lots just after). */
export function lotLines(items: readonly WrittenLine[]): LotLine[] {
  return items.map((item) => ({
    orderItemId: item.id,
    quantity: item.quantity,
    components: item.components,
  }));
}

export type WriteResult =
  | { ok: true; orderId: number; orderNumber: string; deliveryCode: string | null; items: WrittenLine[] }
  /** Nothing was written; `stocks` holds the current stock of every demanded product that exists. */
  | { ok: false; shortage: Shortage; stocks: Map<number, number> };

type Row = {
  ok: boolean;
  placed: string | { id: number; order_number: string; delivery_code: string | null } | null;
  /** The new lines' ids, in the lines' order. */
  items: string | number[] | null;
  stocks: string | Array<[number, number]> | null;
  /** The products taken by a placed order: id, name, stock after. */
  taken: string | Array<[number, string, number]> | null;
};

const json = <T>(value: string | T): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/**
 * $1 the products demanded and $16 how many units of each (int[] as text), $2 how many products, $3 the order's instant, $4 the
 * order number's prefix, $5-$14 the order's fields, $15 the lines (JSON: each its `ord` and its `order_items`
 * row as `pricedRow` makes it, read under the row's own camelCase names, decision 308), $17 possible_duplicate, $18 the language,
 * $19-$21 the client's address, device and session, $22 stock_deferred, $23 the delivery code to give
 * while the shop asks for codes. Written with the order rather than by updates after it: each update
 * of an order is a statement more, and runs the orders' triggers (counts, version, held units) again.
 * Sequence numbers keep at least 4 digits (`0042`) and are never cut past 9999.
 */
const WRITE_ORDER = `
with demand as (
  select d.id, d.n from unnest($1::text::int[], $16::text::int[]) as d(id, n)
),
locked as (
  select p.id, p.stock from products p
  where p.id = any($1::text::int[])
  order by p.id
  for update
),
enough as (
  select count(*) = $2::int as ok
  from locked l join demand d on d.id = l.id
  where l.stock >= d.n
),
taken as (
  update products p set stock = p.stock - d.n, updated_at = $3::text::timestamptz
  from demand d
  where p.id = any($1::text::int[]) and p.id = d.id and (select ok from enough)
  returning p.id, p.name, p.stock
),
placed as (
  insert into orders (order_number, status, name, phone_number, address, city, delivery_area_id,
    subtotal, delivery_fee, delivery_discount, total_order, user_id, created_at, updated_at,
    possible_duplicate, language, client_address, client_device, client_session, stock_deferred,
    delivery_code)
  select $4::text || case when s.n < 10000 then lpad(s.n::text, 4, '0') else s.n::text end,
    'pending', $5::text, $6::text, $7::text, $8::text, $9::int::smallint, $10::text::numeric,
    $11::text::numeric, $12::text::numeric, $13::text::numeric, $14::int,
    $3::text::timestamptz, $3::text::timestamptz, $17::text::boolean, $18::text, $19::text, $20::text,
    $21::text, $22::text::boolean,
    case when exists (select 1 from shop_settings where id = 1 and delivery_code_required) then $23::text end
  from (
    select nextval('order_number_seq') as n
    where (select count(*) from taken) = $2::int
  ) s
  returning id, order_number, delivery_code
),
items as (
  insert into order_items (order_id, target_name, target_id, product_id, pack_id, name, name_fr,
    name_ar, image, category_id, quantity, unit_price, regular_unit_price, total_price, components)
  select o.id, l."targetName", l."targetId", l."productId", l."packId", l.name, l."nameFr", l."nameAr",
    l.image, l."categoryId", l.quantity, l."unitPrice", l."regularUnitPrice", l."totalPrice", l.components
  from placed o
  cross join json_to_recordset($15::text::json) as l(ord int, "targetName" text, "targetId" int,
    "productId" int, "packId" int, name text, "nameFr" text, "nameAr" text, image text, "categoryId" int,
    quantity int, "unitPrice" numeric, "regularUnitPrice" numeric, "totalPrice" numeric, components jsonb)
  order by l.ord
  returning id
),
notes as (
  insert into notifications (type, message, user_id, created_at)
  select 'new_order', $5::text, null, $3::text::timestamptz
  from placed
  returning id
)
select
  (select ok from enough) as ok,
  (select json_build_object('id', id, 'order_number', order_number, 'delivery_code', delivery_code)
    from placed) as placed,
  (select json_agg(i.id order by i.id) from items i) as items,
  (select json_agg(json_build_array(l.id, l.stock)) from locked l) as stocks,
  (select json_agg(json_build_array(t.id, t.name, t.stock) order by t.id) from taken t
    where exists (select 1 from notes)) as taken`;

/**
 * Takes the stock and writes the order, its lines and the `new_order` notification in one statement
 * (one round trip), then the stock alerts the taken units call for (`recordStockChanges`, a second
 * statement only when there is one); the callers run it inside their transaction:
 *
 * - `locked` locks the demanded products in ascending id order (`order by` runs before `for update`),
 *   so two orders sharing products wait for each other instead of deadlocking, and reads their stock
 *   as it is once locked (the latest committed one);
 * - the stock is taken only when every product has enough (`enough`), all or nothing; the
 *   `products_stock_check` constraint (stock >= 0) would fail the whole statement if it ever went
 *   below zero;
 * - the order, its lines and the notifications are written only when every product was taken.
 *
 * When a product is short nothing is written, and the caller gets the first short product in id
 * order with the current stocks to describe it.
 */
export async function writeOrder(
  tx: Executor,
  demand: StockDemand,
  order: NewOrder,
  rows: readonly OrderItemRow[],
): Promise<WriteResult> {
  const wanted = [...demand.entries()].filter(([, units]) => units > 0).sort(([a], [b]) => a - b);
  const at = order.createdAt.toISOString();
  const [row] = await executePrepared<Row>(tx, WRITE_ORDER, [
    intArray(wanted.map(([id]) => id)),
    wanted.length,
    at,
    order.orderNumberPrefix,
    order.name,
    order.phoneNumber,
    order.address,
    order.city,
    order.deliveryAreaId,
    centimesToDecimalString(order.subtotal),
    centimesToDecimalString(order.deliveryFee),
    centimesToDecimalString(order.deliveryDiscount),
    centimesToDecimalString(order.total),
    order.userId,
    JSON.stringify(rows.map((line, ord) => ({ ord, ...line }))),
    intArray(wanted.map(([, units]) => units)),
    String(order.possibleDuplicate),
    order.language,
    order.client?.address ?? null,
    order.client?.device ?? null,
    order.client?.session ?? null,
    String(order.stockDeferred ?? false),
    order.deliveryCode ?? null,
  ]);
  if (!row) throw new Error('the order statement returned no row');

  const placed = row.placed === null ? null : json(row.placed);
  if (placed) {
    // The stock alerts of the units taken, by the one rule (stock-shared/stock-alerts.ts), after the
    // order's own notification; a statement more only when a product crossed into 1..5 or reached 0.
    const units = new Map(wanted);
    await recordStockChanges(
      tx,
      json(row.taken ?? []).map(([productId, name, after]) => ({
        productId,
        name,
        before: after + (units.get(productId) ?? 0),
        after,
      })),
    );
    const ids = json(row.items ?? []);
    return {
      ok: true,
      orderId: placed.id,
      orderNumber: placed.order_number,
      deliveryCode: placed.delivery_code,
      items: rows.map((line, index) => ({ ...line, orderId: placed.id, id: ids[index] ?? 0 })),
    };
  }
  const stocks = new Map(json(row.stocks ?? []));
  for (const [productId, units] of wanted) {
    const available = stocks.get(productId);
    if (available === undefined) {
      return { ok: false, shortage: { productId, available: 0, exists: false }, stocks };
    }
    if (available < units) return { ok: false, shortage: { productId, available, exists: true }, stocks };
  }
  // Every product had enough yet nothing was placed: cannot happen while the rows are locked.
  throw new Error('the order statement placed nothing although the stock was there');
}
