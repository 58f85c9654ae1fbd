import type { QueryClient } from '@tanstack/react-query';
import type { ContactOutcome } from '@parashop/shared/constants';
import type { OrderDetails } from '@parashop/shared/api-types';
import { apiFetch, isApiError } from '@/lib/api-client';

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
  return isApiError(error) && error.status === 409;
}

/**
 * What to tell staff when a call could not be recorded: a colleague's decision (409) or the server's
 * reason for refusing the call (422, e.g. a call-back time that has passed meanwhile) as the server
 * words them; anything else as `fallback`.
 */
export function contactErrorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.status === 409) return error.message || fallback;
  if (error.status === 422) return Object.values(error.firstFieldErrors())[0] ?? (error.message || fallback);
  return fallback;
}
