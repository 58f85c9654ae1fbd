import { useMutation } from '@tanstack/react-query';
import type { ProfilePasswordChangeValues } from '@parashop/shared/schemas/account';
import { apiFetch } from '@/lib/api-client';

/** POST /api/change_password: old_password, new_password, new_password_confirmation (logged in). */
export function changePassword(values: ProfilePasswordChangeValues): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/change_password', { method: 'POST', body: values });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
