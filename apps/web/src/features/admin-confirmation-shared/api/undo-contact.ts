import type { OrderDetails } from '@parashop/shared/api-types';
import { apiFetch } from '@/lib/api-client';

/**
 * DELETE /api/orders/{id}/contacts/{contactId}: undoes a call that cancelled the order (decision 211).
 * The answer is the order as GET /orders/{id} gives it, back to pending with its stock; 409 once
 * something else changed the order.
 */
export function undoContact({
  orderId,
  contactId,
}: {
  orderId: number;
  contactId: number;
}): Promise<OrderDetails> {
  return apiFetch<OrderDetails>(`/orders/${orderId}/contacts/${contactId}`, { method: 'DELETE' });
}
