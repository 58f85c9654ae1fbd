import { useMutation } from '@tanstack/react-query';
import type { RegisterValues } from '@parashop/shared/schemas/auth';
import { apiFetch } from '@/lib/api-client';

export type RegisterResponse = { message: string; pending_user_id: string; email: string };

/** POST /api/register: the account waits for its e-mailed code (pending_user_id). */
export function register(values: RegisterValues): Promise<RegisterResponse> {
  return apiFetch<RegisterResponse>('/register', { method: 'POST', body: { ...values, role_id: 2 } });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
