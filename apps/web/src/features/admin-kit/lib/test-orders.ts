import type { Order } from '@parashop/shared/api-types';

/** An order as GET /api/orders returns it, with only what a test cares about changed. */
export function makeOrder(overrides: Partial<Order> & Pick<Order, 'id'>): Order {
  return {
    order_number: `CMD-20261118-${String(overrides.id).padStart(4, '0')}`,
    status: 'pending',
    created_at: '2026-11-18T12:00:00.000Z',
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
    order_items: [
      {
        id: overrides.id * 10,
        quantity: 1,
        unit_price: 100,
        regular_unit_price: null,
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
