import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Company } from '@parashop/shared/api-types';
import { apiFetch } from '@/lib/api-client';
import { refreshCatalogue } from '@/features/admin-kit/lib/refresh-catalogue';

/** POST /api/companies, multipart: name, image (and the optional nameFr, nameAr). */
export function createCompany(body: FormData): Promise<Company> {
  return apiFetch<Company>('/companies', { method: 'POST', formData: body });
}

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: () => refreshCatalogue(queryClient),
  });
}
