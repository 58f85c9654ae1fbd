import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Customer } from '@parashop/shared/api-types';
import type { CustomerListFilters, CustomerPage } from '@parashop/shared/schemas/admin-lists';
import { apiFetch } from '@/lib/api-client';
import { listSearch } from '@/lib/list-search';

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

export interface CustomerPageParams extends CustomerListFilters {
  page: number;
}

/** The query string of the customers screen's filters (defaults left out). */
export function customerListSearch(params: Partial<CustomerPageParams>): string {
  return listSearch({ ...params });
}

export function useCustomerPage(params: CustomerPageParams) {
  return useQuery({
    queryKey: [...customersQueryKey, 'page', params] as const,
    queryFn: ({ signal }) =>
      apiFetch<CustomerPage>(`/customers${customerListSearch(params)}`, signal ? { signal } : {}),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
