import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@parashop/shared/api-types';
import type { EmailChangeConfirmValues } from '@parashop/shared/schemas/account';
import { apiFetch } from '@/lib/api-client';
import { userQueryKey } from '@/lib/auth/user-query';

export type ConfirmEmailChangeResponse = { message: string; user: User };

/** POST /api/confirm-email-change: the code mailed to the new address; the e-mail changes now. */
export function confirmEmailChange(values: EmailChangeConfirmValues): Promise<ConfirmEmailChangeResponse> {
  return apiFetch<ConfirmEmailChangeResponse>('/confirm-email-change', { method: 'POST', body: values });
}

export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: async ({ user }) => {
      queryClient.setQueryData(userQueryKey, user);
      await queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
  });
}
