import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Company } from '@parashop/shared/api-types';
import { apiFetch } from '@/lib/api-client';

export const adminCompaniesQueryKey = ['admin', 'companies'] as const;

/** GET /api/companies: the brands with their French and Arabic names and product counts. */
export function fetchAdminCompanies(signal?: AbortSignal): Promise<Company[]> {
  return apiFetch<Company[]>('/companies', signal ? { signal } : {});
}

export const adminCompaniesQueryOptions = () =>
  queryOptions({
    queryKey: adminCompaniesQueryKey,
    queryFn: ({ signal }) => fetchAdminCompanies(signal),
  });

export function useAdminCompanies() {
  return useQuery(adminCompaniesQueryOptions());
}
