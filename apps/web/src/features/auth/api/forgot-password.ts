import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordValues } from '@parashop/shared/schemas/auth';
import { apiFetch } from '@/lib/api-client';

export type ForgotPasswordResponse = { message: string; user_id: string; email: string };

/** POST /api/forgot-password: email. `user_id` is the ticket the verify page sends back. */
export function forgotPassword(values: ForgotPasswordValues): Promise<ForgotPasswordResponse> {
  return apiFetch<ForgotPasswordResponse>('/forgot-password', { method: 'POST', body: values });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
