import { ApiError, errorMessage } from '@/lib/api-client';
import type { CartItem, CartLineKey, CartLineUpdate } from '@/store/cart-slice';
import { describeChanges, type LineChange } from './conflict-notice';
import { parseOrderConflict } from './order-payload';

export const INFO_FIELDS = ['name', 'phone_number', 'city', 'address', 'delivery_area_id'] as const;
export type InfoField = (typeof INFO_FIELDS)[number];

export interface OrderProblem {
  /** The text after 'Order failed: '. */
  message: string;
  /** Lines the server changed (409): shown so the shopper sees what moved. */
  changes: LineChange[];
  /** The phone is blocked: the notice gives the shop's phone and WhatsApp to order by talking. */
  contactShop?: boolean;
}

/** What a refused order changes on the page. */
export interface FailureOutcome {
  problem: OrderProblem;
  /** Current prices and stock to take over (409). */
  sync: CartLineUpdate[];
  /** Lines naming something that no longer exists (422 `unavailable`). */
  remove: CartLineKey[];
  /** Server messages for the info step's fields (422). */
  fieldErrors: Partial<Record<InfoField, string>>;
  /** A line went over the shop's per-line cap (422 on `items`): the cart comes down to the cap. */
  overCap: boolean;
}

function unavailableLines(body: unknown): CartLineKey[] {
  if (
    typeof body !== 'object' ||
    body === null ||
    !('unavailable' in body) ||
    !Array.isArray(body.unavailable)
  ) {
    return [];
  }
  return body.unavailable.flatMap((row: unknown) => {
    if (typeof row !== 'object' || row === null) return [];
    const { target_name, target_id } = row as { target_name?: unknown; target_id?: unknown };
    return typeof target_id === 'number' && (target_name === 'product' || target_name === 'pack')
      ? [{ id: target_id, isPack: target_name === 'pack' }]
      : [];
  });
}

/**
 * Reads a failed POST /orders (SPEC section 8 "Orders": 'Order failed: (message)', default
 * 'Failed to create order'): a 409 brings the current prices or stock, a 422 may name lines that
 * are gone, fields of the info step (a blocked phone, too many orders waiting for confirmation) or
 * the items (a line over the per-line cap); anything else is only its message.
 */
export function orderFailureOutcome(
  error: unknown,
  items: readonly CartItem[],
  defaultMessage: string,
): FailureOutcome {
  const message = errorMessage(error, defaultMessage);
  const outcome: FailureOutcome = {
    problem: { message, changes: [] },
    sync: [],
    remove: [],
    fieldErrors: {},
    overCap: false,
  };
  if (!(error instanceof ApiError)) return outcome;
  const conflict = error.status === 409 ? parseOrderConflict(error.body) : null;
  if (conflict) {
    outcome.sync = conflict.updates;
    outcome.problem.changes = describeChanges(items, conflict.updates);
    return outcome;
  }
  const body = error.body as { reason?: unknown } | null;
  if (error.status === 422 && body?.reason === 'phone_blocked') outcome.problem.contactShop = true;
  outcome.remove = unavailableLines(error.body);
  const fields = error.firstFieldErrors();
  for (const field of INFO_FIELDS) {
    const text = fields[field];
    if (text) outcome.fieldErrors[field] = text;
  }
  outcome.overCap = error.status === 422 && fields.items !== undefined;
  return outcome;
}
