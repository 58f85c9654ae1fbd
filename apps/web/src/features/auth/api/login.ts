import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@parashop/shared/api-types';
import type { LoginValues } from '@parashop/shared/schemas/auth';
import { apiFetch } from '@/lib/api-client';
import { setLoggedFlag } from '@/lib/auth-flag';
import { userQueryKey } from '@/lib/auth/user-query';

/**
 * `orders_attached`: orders placed as a guest from this browser that joined the account at this
 * sign-in (decision 201), with `orders_message` saying so in the page's language.
 */
export type LoginResponse = {
  message?: string;
  user: User;
  orders_attached?: number;
  orders_message?: string;
};

/** POST /api/login: email, password. The session cookie is set by the answer. */
export function login(values: LoginValues): Promise<LoginResponse> {
  return apiFetch<LoginResponse>('/login', { method: 'POST', body: values });
}

/** On success the logged-in flag is set and the user is loaded (SPEC section 4 "Login"). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => {
      // Whatever the previous visitor of this tab cached belongs to them.
      queryClient.clear();
      queryClient.setQueryData(userQueryKey, user);
      setLoggedFlag(true);
    },
  });
}
