import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Customer } from '@parashop/shared/api-types';
import { apiFetch } from '@/lib/api-client';

export const customersQueryKey = ['admin', 'customers'] as const;

/** GET /api/customers (admin): registered customers with their order figures. */
export function fetchCustomers(signal?: AbortSignal): Promise<Customer[]> {
  return apiFetch<Customer[]>('/customers', signal ? { signal } : {});
}

export const customersQueryOptions = () =>
  queryOptions({
    queryKey: customersQueryKey,
    queryFn: ({ signal }) => fetchCustomers(signal),
    // Registrations and orders change these figures: every visit asks again (cached list meanwhile).
    staleTime: 0,
  });

export function useCustomers() {
  return useQuery(customersQueryOptions());
}
