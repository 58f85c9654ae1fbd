import type { ConfirmationQueueEntry, OrderDetails } from '@parashop/shared/api-types';

/** A queue entry as GET /api/orders/confirmation-queue returns it, with only what a test cares about changed. */
export function makeEntry(
  overrides: Partial<ConfirmationQueueEntry> & Pick<ConfirmationQueueEntry, 'id'>,
): ConfirmationQueueEntry {
  return {
    order_number: `CMD-20261118-${String(overrides.id).padStart(4, '0')}`,
    status: 'pending',
    created_at: '2026-11-18T10:00:00.000Z',
    name: 'Customer',
    phone_number: '0612345678',
    address: '1 Avenue Mohammed V',
    city: 'Dakhla',
    delivery_area_id: 1,
    subtotal: 100,
    delivery_fee: 10,
    delivery_discount: 0,
    total_order: 110,
    user_id: null,
    confirmation_status: 'unconfirmed',
    confirmation_attempts: 0,
    call_back_at: null,
    possible_duplicate: false,
    invoice_number: null,
    invoiced_at: null,
    phone_history: { orders: 1, delivered: 0, returned: 0, cancelled: 0 },
    order_items: [
      {
        id: overrides.id * 10,
        quantity: 2,
        unit_price: 50,
        total_price: 100,
        target_name: 'product',
        target_id: 1,
        target: { id: 1, name: 'Avène Cicalfate', image: null },
        lots: [],
      },
    ],
    ...overrides,
  };
}

/** The answer of POST /orders/{id}/contacts for an entry, with the changes a call made. */
export function answerFor(entry: ConfirmationQueueEntry, changes: Partial<OrderDetails> = {}): OrderDetails {
  return { ...entry, contacts: [], ...changes };
}
