import { fromCentimes, translateMessage, type Language, type TargetName } from '@parashop/shared';
import type {
  ApiErrorBody,
  ItemsUnavailableBody,
  OrderGuardReason,
  OutOfStockBody,
  PricesChangedBody,
} from '@parashop/shared/api-types';
import { httpError } from '../../lib/http-errors';
import { unitCentimes } from '../../db/order-item-rows';
import type { PricedLine, ResolvedCart } from './cart-lines';
import type { StoredAnswer } from './idempotency';

/**
 * The refusals of the order routes. Their bodies carry more than `{ message }` (the cart updates
 * itself from them), so they are answers rather than thrown HTTP errors.
 */

/** What a route looked up by its path, or its 404 when there is none. */
export function found<T>(value: T | null | undefined, notFound: string): T {
  if (value === null || value === undefined) throw httpError(404, notFound);
  return value;
}

/** Thrown inside a transaction to roll it back and answer with `answer`. */
export class Refusal extends Error {
  constructor(public readonly answer: StoredAnswer) {
    super(`refused with ${answer.status}`);
    this.name = 'Refusal';
  }
}

/** 409: a line's price changed; every line's current price and stock, so the cart can update. */
export function pricesChanged(lines: readonly PricedLine[], lang: Language): StoredAnswer {
  const body: PricesChangedBody = {
    message: translateMessage('errors.priceChanged', lang),
    prices: lines.map(({ row, stock }) => ({
      target_name: row.targetName,
      target_id: row.targetId,
      price: fromCentimes(unitCentimes(row)),
      stock,
    })),
  };
  return { status: 409, body };
}

/**
 * 422 for a cart that cannot be ordered (placing, an edit, an exchange): lines naming an item that
 * does not exist, else the first line sold in the shop only; null when every line can be ordered.
 */
export function cartRefusal(cart: ResolvedCart, lang: Language): StoredAnswer | null {
  if (cart.unknown.length > 0) return itemsUnavailable(cart.unknown, lang);
  const inStore = cart.lines.find((line) => line.inStoreOnly);
  return inStore ? inStoreOnly(inStore, lang) : null;
}

/** 422: lines naming a product or pack that does not exist (any more). */
function itemsUnavailable(unknown: ResolvedCart['unknown'], lang: Language): StoredAnswer {
  const message = translateMessage('errors.itemNotFound', lang);
  const body: ItemsUnavailableBody = {
    message,
    errors: Object.fromEntries(unknown.map((line) => [`items.${line.index}.target_id`, [message]])),
    unavailable: unknown.map((line) => ({ target_name: line.targetName, target_id: line.targetId })),
  };
  return { status: 422, body };
}

/** 422: a line names a product sold in the shop only (or a pack holding one); nothing was taken. */
function inStoreOnly({ index, row }: PricedLine, lang: Language): StoredAnswer {
  const message = translateMessage('errors.inStoreOnly', lang, { name: row.name });
  const body: ItemsUnavailableBody = {
    message,
    errors: { [`items.${index}.target_id`]: [message] },
    unavailable: [{ target_name: row.targetName, target_id: row.targetId }],
  };
  return { status: 422, body };
}

export type ShortItem = { targetName: TargetName; targetId: number; name: string; available: number };

/** 409: not enough stock for one item; nothing was taken. */
export function outOfStock(item: ShortItem, lang: Language): StoredAnswer {
  const message =
    lang === 'en'
      ? `${item.name} is out of stock (only ${item.available} left).`
      : translateMessage('errors.outOfStock', lang, { name: item.name });
  const body: OutOfStockBody = {
    message,
    item: {
      target_name: item.targetName,
      target_id: item.targetId,
      name: item.name,
      available: item.available,
    },
  };
  return { status: 409, body };
}

/** 422 on one field; a refusal of the COD guard carries its `reason` code (metrics count by it). */
export function validationAnswer(field: string, message: string, reason?: OrderGuardReason): StoredAnswer {
  const body: ApiErrorBody = { message, errors: { [field]: [message] }, ...(reason ? { reason } : {}) };
  return { status: 422, body };
}

/** 422: the phone is on the blocked list (placing an order, or a staff edit changing its phone). */
export function phoneBlocked(lang: Language): StoredAnswer {
  return validationAnswer('phone_number', translateMessage('errors.phoneBlocked', lang), 'phone_blocked');
}
