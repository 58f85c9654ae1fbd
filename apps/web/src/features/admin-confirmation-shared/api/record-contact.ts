import type { QueryClient } from '@tanstack/react-query';
import type { ContactOutcome } from '@parashop/shared/constants';
import type { OrderDetails } from '@parashop/shared/api-types';
import { apiFetch } from '@/lib/api-client';

export interface RecordContactInput {
  orderId: number;
  outcome: ContactOutcome;
  note?: string | null;
  /** ISO instant, for `call_back` only. */
  call_back_at?: string | null;
}

/** POST /api/orders/{id}/contacts: one call recorded; the answer is the order as GET /orders/{id} gives it. */
export function recordContact({
  orderId,
  outcome,
  note,
  call_back_at,
}: RecordContactInput): Promise<OrderDetails> {
  return apiFetch<OrderDetails>(`/orders/${orderId}/contacts`, {
    method: 'POST',
    body: {
      outcome,
      ...(note ? { note } : {}),
      ...(outcome === 'call_back' && call_back_at ? { call_back_at } : {}),
    },
  });
}

/**
 * A call changes the order's confirmation, and the cancelling outcomes its status, stock and the
 * customers' figures: every back office list (keys under 'admin', the queue included) and the
 * dashboard are out of date afterwards.
 */
export function refreshAfterContact(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [['admin'], ['dashboard']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/** 409: a colleague decided the order first (it is no longer pending); the server says so. */
export function isAlreadyDecided(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 409;
}
