import { useMutation } from '@tanstack/react-query';
import type { UpdatePasswordValues } from '@parashop/shared/schemas/auth';
import { apiFetch } from '@/lib/api-client';

/** PUT /api/update-password: new_password, new_password_confirmation, email (after a verified code). */
export function updatePassword(values: UpdatePasswordValues): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/update-password', { method: 'PUT', body: values });
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
