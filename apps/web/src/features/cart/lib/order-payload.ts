import type { CartItem, CartLineUpdate } from '../../../store/cart-slice';

export interface CheckoutInfo {
  name: string;
  phone_number: string;
  city: string;
  address: string;
  delivery_area_id: number | null;
}

export interface OrderPayloadBody extends CheckoutInfo {
  items: { target_name: 'product' | 'pack'; target_id: number; quantity: number; price: number }[];
  user_id?: number;
}

/**
 * The POST /orders body of SPEC section 3 "Order payload". The area is sent only when it counts
 * (subtotal under 500); user_id only when a logged-in user is known (the server takes it from the
 * session anyway).
 */
export function buildOrderPayload(
  info: CheckoutInfo,
  items: readonly CartItem[],
  options: { deliveryAreaRequired: boolean; userId: number | null },
): OrderPayloadBody {
  const payload: OrderPayloadBody = {
    name: info.name.trim(),
    phone_number: info.phone_number.trim(),
    city: info.city.trim(),
    address: info.address.trim(),
    delivery_area_id: options.deliveryAreaRequired ? info.delivery_area_id : null,
    items: items.map((item) => ({
      target_name: item.isPack ? 'pack' : 'product',
      target_id: item.id,
      quantity: item.quantity,
      price: item.price,
    })),
  };
  if (options.userId !== null) payload.user_id = options.userId;
  return payload;
}

/** A 409 from POST /orders, read into what the cart must take over. */
export type OrderConflict =
  | { kind: 'prices'; updates: CartLineUpdate[] }
  | { kind: 'stock'; updates: CartLineUpdate[]; name: string | null; available: number | null };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function numberOrUndefined(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return undefined;
}

function lineKey(row: Record<string, unknown>): { id: number; isPack: boolean } | null {
  const id = numberOrUndefined(row.target_id ?? row.id);
  const target = row.target_name ?? row.type;
  if (id === undefined || (target !== 'product' && target !== 'pack')) return null;
  return { id, isPack: target === 'pack' };
}

/**
 * The two 409 bodies of the orders API: `{ message, prices: [{ target_name, target_id, price, stock }] }`
 * when prices changed, `{ message, item: { target_name, target_id, name, available } }` when stock is
 * short. Anything else is not a conflict the cart can repair.
 */
export function parseOrderConflict(body: unknown): OrderConflict | null {
  if (!isRecord(body)) return null;
  if (Array.isArray(body.prices)) {
    const updates: CartLineUpdate[] = [];
    for (const row of body.prices) {
      if (!isRecord(row)) continue;
      const key = lineKey(row);
      if (!key) continue;
      const update: CartLineUpdate = { ...key };
      const price = numberOrUndefined(row.price);
      const stock = numberOrUndefined(row.stock ?? row.available);
      if (price !== undefined) update.price = price;
      if (stock !== undefined) update.stock = stock;
      updates.push(update);
    }
    return { kind: 'prices', updates };
  }
  if (isRecord(body.item)) {
    const key = lineKey(body.item);
    const available = numberOrUndefined(body.item.available ?? body.item.stock) ?? null;
    const name = typeof body.item.name === 'string' ? body.item.name : null;
    const updates: CartLineUpdate[] = key && available !== null ? [{ ...key, stock: available }] : [];
    return { kind: 'stock', updates, name, available };
  }
  return null;
}
