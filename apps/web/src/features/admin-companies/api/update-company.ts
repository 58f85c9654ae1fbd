import type { Company } from '@parashop/shared/api-types';
import { apiFetch } from '@/lib/api-client';
import { useCatalogueWrite } from '@/features/admin-kit/lib/refresh-catalogue';

export interface UpdateCompanyInput {
  id: number;
  /** Multipart with `_method=PUT`; the image only when a new one was chosen. */
  body: FormData;
}

/** POST /api/companies/{id} with `_method=PUT` (SPEC section 7). */
export function updateCompany({ id, body }: UpdateCompanyInput): Promise<Company> {
  return apiFetch<Company>(`/companies/${id}`, { method: 'POST', formData: body });
}

export function useUpdateCompany() {
  return useCatalogueWrite(updateCompany);
}
