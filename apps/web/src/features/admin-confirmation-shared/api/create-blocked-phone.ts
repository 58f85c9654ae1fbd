import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlockedPhonePayload } from '@parashop/shared/schemas/orders';
import type { BlockedPhone } from '@parashop/shared/api-types';
import { apiFetch } from '@/lib/api-client';

/** The blocked numbers list (the blocked phones screen reads it; blocking from an order refreshes it). */
export const blockedPhonesQueryKey = ['admin', 'blocked-phones'] as const;

/** POST /api/blocked-phones; 422 on `phone_number` when it is not a phone number or already blocked. */
export function createBlockedPhone(body: BlockedPhonePayload): Promise<BlockedPhone> {
  return apiFetch<BlockedPhone>('/blocked-phones', { method: 'POST', body });
}

export function useCreateBlockedPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBlockedPhone,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blockedPhonesQueryKey }),
  });
}
