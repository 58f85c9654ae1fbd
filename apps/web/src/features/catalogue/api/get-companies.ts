import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Company } from '@parashop/shared/api-types';
import { apiFetch, readOptions, type ApiTransport } from '@/lib/api-client';

export const companiesQueryKey = ['companies'] as const;

/** GET /api/companies (public). */
export function getCompanies(signal?: AbortSignal, transport?: ApiTransport): Promise<Company[]> {
  return apiFetch<Company[]>('/companies', readOptions(signal, transport));
}

export const companiesQueryOptions = () =>
  queryOptions({
    queryKey: companiesQueryKey,
    queryFn: ({ signal }) => getCompanies(signal),
  });

export function useCompanies() {
  return useQuery(companiesQueryOptions());
}
