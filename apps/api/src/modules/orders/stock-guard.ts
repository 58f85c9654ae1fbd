import { executePrepared, intArray, type Executor } from '../../db/client';
import { rateLimitKey } from '../../lib/client-address';
import { hashDeviceToken } from '../../lib/device-cookie';
import type { StockDemand } from './stock';

/**
 * The stock guard (docs/decisions/200-stock-held-by-unconfirmed-orders.md): what unconfirmed orders
 * may hold of the shelves. Beyond a client's share or a product's share a new order is still accepted,
 * but its units stay on the shelves until staff confirm it by phone (`stock_deferred`).
 */
export type StockGuardLimits = {
  /** Units (as the shopper counts them: a pack is one) in one order; more is refused (422). */
  maxUnitsPerOrder: number;
  /** The order's total in centimes; more is refused (422). */
  maxOrderValue: number;
  /** Units one client's unconfirmed orders may hold (address or /64, device or session: any of them). */
  maxHeldUnitsPerClient: number;
  /** Percentage of a product's stock (on the shelves + held) that unconfirmed orders together may hold. */
  unconfirmedStockShare: number;
};

/** Who places an order: the keys its per-client limit counts under. */
export type OrderClient = {
  /** The client address's rate-limit key (IPv4 itself, IPv6 its /64). */
  address: string;
  /** SHA-256 of the device cookie's token, or null when the browser sent none. */
  device: string | null;
  /** The session id (already a hash), or null for a browser without a session. */
  session: string | null;
};

export function orderClient(ip: string, deviceToken: string | null, sessionId: string | null): OrderClient {
  return {
    address: rateLimitKey(ip),
    device: deviceToken ? hashDeviceToken(deviceToken) : null,
    session: sessionId,
  };
}

/**
 * Serialises the orders of one client (each of its keys) until the transaction ends, so two orders of
 * one client placed at once cannot both pass its limit. Keys are locked in one order (sorted), after
 * the phone's lock, so two orders never wait for each other in a circle. Sent together (one round
 * trip): one connection runs them in order.
 */
export async function lockClient(tx: Executor, client: OrderClient): Promise<void> {
  await Promise.all(
    clientKeys(client)
      .sort()
      .map((key) => executePrepared(tx, `select pg_advisory_xact_lock(hashtext($1::text)) as locked`, [key])),
  );
}

function clientKeys(client: OrderClient): string[] {
  return [
    `order-client:a:${client.address}`,
    ...(client.device ? [`order-client:d:${client.device}`] : []),
    ...(client.session ? [`order-client:s:${client.session}`] : []),
  ];
}

/**
 * Locks the demanded products ($1, ascending id, as every writer does), so what unconfirmed orders hold
 * of them cannot change until this order is written. A statement of its own: under READ COMMITTED a
 * statement sees the database as it was when it started, so the orders committed by a writer this one
 * waited for are visible only to the next statement (STANDING).
 */
const LOCK_PRODUCTS = `select p.id from products p where p.id = any($1::text::int[]) order by p.id for update`;

/**
 * $1 the demanded products, $2 their units (int[] as text), $3-$5 the client's address, device and
 * session: what the client and the products' unconfirmed orders hold, read after LOCK_PRODUCTS. What
 * orders hold is kept by the database (migration 0021, decision 300): a product's sum is one row, a
 * client's the rows of its own holding orders (found through the client columns' indexes), so the
 * guard reads a few rows whatever the number of orders waiting for confirmation.
 */
const STANDING = `
with demand as (
  select d.id, d.n from unnest($1::text::int[], $2::text::int[]) as d(id, n)
)
select
  (select coalesce(sum(h.units), 0)::int
    from orders o join order_held_units h on h.order_id = o.id
    where o.client_address = $3::text or o.client_device = $4::text or o.client_session = $5::text)
    as client_units,
  (select json_agg(json_build_array(p.id, p.stock, coalesce(u.units, 0), d.n) order by p.id)
    from products p
    join demand d on d.id = p.id
    left join product_held_units u on u.product_id = p.id) as products`;

type StandingRow = {
  client_units: number;
  products: string | Array<[number, number, number, number]> | null;
};

/** Why an order's units wait for confirmation, or null when it may take them now. */
export type Deferral = 'client' | 'share' | null;

/**
 * Whether this order may take its units now. An order asking more than a product has is not deferred:
 * it is refused as out of stock by the order's statement, as before.
 */
export async function stockDeferral(
  tx: Executor,
  demand: StockDemand,
  client: OrderClient,
  limits: StockGuardLimits,
): Promise<Deferral> {
  const wanted = [...demand.entries()].filter(([, units]) => units > 0).sort(([a], [b]) => a - b);
  // Sent together: the lock first, then the read, which starts (and takes its snapshot) once it is held.
  const locked = executePrepared(tx, LOCK_PRODUCTS, [intArray(wanted.map(([id]) => id))]);
  const reading = executePrepared<StandingRow>(tx, STANDING, [
    intArray(wanted.map(([id]) => id)),
    intArray(wanted.map(([, units]) => units)),
    client.address,
    client.device,
    client.session,
  ]);
  const [, [row]] = await Promise.all([locked, reading]);
  const raw = row?.products ?? [];
  const products =
    typeof raw === 'string' ? (JSON.parse(raw) as Array<[number, number, number, number]>) : raw;
  if (products.length < wanted.length || products.some(([, stock, , units]) => stock < units)) return null;
  const orderUnits = wanted.reduce((sum, [, units]) => sum + units, 0);
  if (Number(row?.client_units ?? 0) + orderUnits > limits.maxHeldUnitsPerClient) return 'client';
  const overShare = products.some(
    ([, stock, held, units]) =>
      held + units > Math.floor(((stock + held) * limits.unconfirmedStockShare) / 100),
  );
  return overShare ? 'share' : null;
}
