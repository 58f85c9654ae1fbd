import { OPEN_CONFIRMATION_STATUSES, type OrderPayload } from '@parashop/shared';
import { executePrepared, type Executor } from '../../db/client';

/** The COD guard's limits (config: ORDER_MAX_UNITS_PER_LINE, ORDER_MAX_OPEN_PER_PHONE). */
export type OrderLimits = { maxUnitsPerLine: number; maxOpenPerPhone: number };

export type PhoneStanding = {
  blocked: boolean;
  /** Pending orders of this phone still unconfirmed, no_answer or call_back. */
  open: number;
  /** One of them, placed within the duplicate window, has exactly the same lines. */
  duplicate: boolean;
};

const OPEN = `(${OPEN_CONFIRMATION_STATUSES.map((status) => `'${status}'`).join(', ')})`;

/** The same text for the same lines whatever their order: `pack:3x1,product:12x2`. */
export function linesSignature(
  items: readonly { target_name: string; target_id: number; quantity: number }[],
) {
  return [...items]
    .sort(
      (a, b) =>
        (a.target_name < b.target_name ? -1 : a.target_name > b.target_name ? 1 : 0) ||
        a.target_id - b.target_id ||
        a.quantity - b.quantity,
    )
    .map((item) => `${item.target_name}:${item.target_id}x${item.quantity}`)
    .join(',');
}

/**
 * $1 the phone, $2 the start of the duplicate window, $3 the new order's lines signature. The lock
 * taken just before (lockPhone) makes a concurrent order of the same phone wait, so the count is
 * the committed one.
 *
 * The phone's orders are found by the phone alone (its index), and only then judged open: a query
 * that names the open statuses could also be planned over the open orders' partial index (the
 * confirmation queue's, by date), which the planner believes tiny while its statistics date from a
 * quiet moment, and which then reads the whole queue for every order of a sale (decision 318).
 */
const STANDING = `
with phone_orders as materialized (
  select o.id, o.status, o.confirmation_status, o.created_at from orders o where o.phone_number = $1::text
),
open_orders as (
  select p.id, p.created_at from phone_orders p
  where p.status = 'pending' and p.confirmation_status in ${OPEN}
)
select
  exists (select 1 from blocked_phones b where b.phone_number = $1::text) as blocked,
  (select count(*)::int from open_orders) as open,
  exists (
    select 1 from open_orders o
    where o.created_at >= $2::text::timestamptz
      and (select string_agg(i.target_name || ':' || i.target_id || 'x' || i.quantity, ','
             order by i.target_name, i.target_id, i.quantity)
           from order_items i where i.order_id = o.id) = $3::text
  ) as duplicate`;

/**
 * Serialises the orders of one phone number until the transaction ends: two orders of the same
 * phone placed at once cannot both pass the open-orders cap.
 */
export async function lockPhone(tx: Executor, phone: string): Promise<void> {
  await executePrepared(tx, `select pg_advisory_xact_lock(hashtext('order-phone:' || $1::text)) as locked`, [
    phone,
  ]);
}

export async function phoneStanding(
  tx: Executor,
  phone: string,
  payload: Pick<OrderPayload, 'items'>,
  windowStart: Date,
): Promise<PhoneStanding> {
  const [row] = await executePrepared<PhoneStanding>(tx, STANDING, [
    phone,
    windowStart.toISOString(),
    linesSignature(payload.items),
  ]);
  return { blocked: row?.blocked === true, open: Number(row?.open ?? 0), duplicate: row?.duplicate === true };
}

/** The largest number of units asked of one product or pack, lines of the same item added up. */
export function largestLine(items: readonly { target_name: string; target_id: number; quantity: number }[]) {
  const units = new Map<string, number>();
  for (const item of items) {
    const key = `${item.target_name}:${item.target_id}`;
    units.set(key, (units.get(key) ?? 0) + item.quantity);
  }
  return Math.max(0, ...units.values());
}
