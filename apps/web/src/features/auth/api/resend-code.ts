import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export type ResendCodePayload = { pending_user_id: string } | { user_id: string };

/** POST /api/resend-code: a new code for the registration or reset the verify page waits on. */
export function resendCode(payload: ResendCodePayload): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/resend-code', { method: 'POST', body: payload });
}

export function useResendCode() {
  return useMutation({ mutationFn: resendCode });
}
