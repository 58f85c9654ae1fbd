import { normalisePhone } from '@parashop/shared/phone';
import type { OrderLineRef, OutOfStockBody, PricesChangedBody } from '@parashop/shared/api-types';
import type { OrderPayloadInput } from '@parashop/shared/schemas/orders';
import type { CartItem, CartLineUpdate } from '@/store/cart-slice';

export interface CheckoutInfo {
  name: string;
  phone_number: string;
  city: string;
  address: string;
  delivery_area_id: number | null;
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
): OrderPayloadInput {
  const payload: OrderPayloadInput = {
    name: info.name.trim(),
    phone_number: normalisePhone(info.phone_number.trim()),
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

function isPricesChanged(body: unknown): body is PricesChangedBody {
  return isRecord(body) && Array.isArray(body.prices);
}

function isOutOfStock(body: unknown): body is OutOfStockBody {
  return isRecord(body) && isRecord(body.item);
}

function lineKey(line: OrderLineRef): { id: number; isPack: boolean } {
  return { id: line.target_id, isPack: line.target_name === 'pack' };
}

/**
 * The two 409 bodies of the orders API (`PricesChangedBody`, `OutOfStockBody` of the shared
 * contract). Anything else is not a conflict the cart can repair.
 */
export function parseOrderConflict(body: unknown): OrderConflict | null {
  if (isPricesChanged(body)) {
    return {
      kind: 'prices',
      updates: body.prices.map((row) => ({ ...lineKey(row), price: row.price, stock: row.stock })),
    };
  }
  if (isOutOfStock(body)) {
    const { item } = body;
    return {
      kind: 'stock',
      updates: [{ ...lineKey(item), stock: item.available }],
      name: item.name,
      available: item.available,
    };
  }
  return null;
}
