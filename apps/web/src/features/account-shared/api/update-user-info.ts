import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@parashop/shared/api-types';
import type { ProfileUpdateValues } from '@parashop/shared/schemas/account';
import { apiFetch } from '@/lib/api-client';
import { userQueryKey } from '@/lib/auth/user-query';

export type UpdateUserInfoResponse = { message: string; user: User };

/** PUT /api/update-user-info: full_name, email, city. */
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
