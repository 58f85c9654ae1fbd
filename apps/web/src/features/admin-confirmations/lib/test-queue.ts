import type { ConfirmationQueueEntry, OrderDetails } from '@parashop/shared/api-types';
import { makeOrder } from '@/features/admin-kit/lib/test-orders';

/** A queue entry as GET /api/orders/confirmation-queue returns it, with only what a test cares about changed. */
export function makeEntry(
  overrides: Partial<ConfirmationQueueEntry> & Pick<ConfirmationQueueEntry, 'id'>,
): ConfirmationQueueEntry {
  const order = makeOrder({ id: overrides.id, created_at: '2026-11-18T10:00:00.000Z' });
  return {
    ...order,
    phone_history: { orders: 1, delivered: 0, returned: 0, cancelled: 0 },
    order_items: order.order_items.map((item) => ({ ...item, quantity: 2, unit_price: 50 })),
    ...overrides,
  };
}

/** The answer of POST /orders/{id}/contacts for an entry, with the changes a call made. */
export function answerFor(entry: ConfirmationQueueEntry, changes: Partial<OrderDetails> = {}): OrderDetails {
  return { ...entry, contacts: [], ...changes };
}
