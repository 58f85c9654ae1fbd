import { useMutation } from '@tanstack/react-query';
import type { Order } from '@parashop/shared/api-types';
import { apiFetch } from '@/lib/api-client';
import type { OrderPayloadInput } from '@parashop/shared/schemas/orders';

/** POST /api/orders (cash on delivery) with the attempt's Idempotency-Key. */
export function placeOrder({
  payload,
  idempotencyKey,
}: {
  payload: OrderPayloadInput;
  idempotencyKey: string;
}): Promise<Order> {
  return apiFetch<Order>('/orders', { method: 'POST', body: payload, idempotencyKey });
}

export function usePlaceOrder() {
  return useMutation({ mutationFn: placeOrder });
}
