import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@parashop/shared/api-types';
import type { ProfileUpdateValues } from '@parashop/shared/schemas/account';
import { apiFetch } from '@/lib/api-client';
import { userQueryKey } from '@/lib/auth/user-query';

/** `pending_email`: a new address waiting for the code mailed to it (the user's e-mail is still the old one). */
export type UpdateUserInfoResponse = { message: string; user: User; pending_email: string | null };

/** PUT /api/update-user-info: full_name, email, city (and current_password when the e-mail changes). */
export function updateUserInfo(values: ProfileUpdateValues): Promise<UpdateUserInfoResponse> {
  return apiFetch<UpdateUserInfoResponse>('/update-user-info', { method: 'PUT', body: values });
}

/** Saving refreshes the user data every screen reads (SPEC section 4 "Profile"). */
export function useUpdateUserInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserInfo,
    onSuccess: async ({ user }) => {
      queryClient.setQueryData(userQueryKey, user);
      await queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
  });
}
