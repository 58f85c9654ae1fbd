import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export type VerifyEmailPayload = { code: string; pending_user_id: string };

/** POST /api/verify-email: the registration's code; the account exists afterwards (not logged in). */
export function verifyEmail(payload: VerifyEmailPayload): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/verify-email', { method: 'POST', body: payload });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
