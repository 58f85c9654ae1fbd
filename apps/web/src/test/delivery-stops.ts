import type { DeliveryStop } from '@parashop/shared/api-types';

type StopExtra = Omit<Partial<DeliveryStop>, 'order'> & { order?: Partial<DeliveryStop['order']> };

/**
 * A stop of a delivery run as the API answers it (decision 240): a pending order of 200 DH in Dakhla,
 * nothing reported yet. `extra` changes the stop's fields, `extra.order` the order's.
 */
export function deliveryStop(id: number, state: DeliveryStop['state'], extra: StopExtra = {}): DeliveryStop {
  const { order, ...stop } = extra;
  return {
    id,
    position: id,
    state,
    order: {
      id: 100 + id,
      order_number: `CMD-20261128-010${id}`,
      customer_name: `Client ${id}`,
      phone: '0612345678',
      address: `${id} Rue Tiris`,
      city: 'Dakhla',
      delivery_area_id: 1,
      total: 20_000,
      language: 'fr',
      items: [],
      delivery_code_required: false,
      failed_attempts: 0,
      ...order,
    },
    collected: null,
    amount_reason: null,
    reason: null,
    note: null,
    postponed_to: null,
    attempts: 0,
    needs_staff: false,
    code_locked: false,
    outcome_at: null,
    ...stop,
  };
}
