import type { Company } from '@parashop/shared/api-types';
import { apiFetch } from '@/lib/api-client';
import { useCatalogueWrite } from '@/features/admin-kit/lib/refresh-catalogue';

/** POST /api/companies, multipart: name, image (and the optional nameFr, nameAr). */
export function createCompany(body: FormData): Promise<Company> {
  return apiFetch<Company>('/companies', { method: 'POST', formData: body });
}

export function useCreateCompany() {
  return useCatalogueWrite(createCompany);
}
