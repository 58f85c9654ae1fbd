import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export type VerifyUserPayload = { code: string; user_id: string };

/** POST /api/verify-user: the reset code; this browser may then set that e-mail's password once. */
export function verifyUser(payload: VerifyUserPayload): Promise<{ message: string; email: string }> {
  return apiFetch<{ message: string; email: string }>('/verify-user', { method: 'POST', body: payload });
}

export function useVerifyUser() {
  return useMutation({ mutationFn: verifyUser });
}
