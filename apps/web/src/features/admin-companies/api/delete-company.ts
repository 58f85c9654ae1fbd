import { apiFetch } from '@/lib/api-client';
import { useCatalogueWrite } from '@/features/admin-kit/lib/refresh-catalogue';

/** DELETE /api/companies/{id}; the server deletes every product of the brand with it. */
export function deleteCompany(id: number): Promise<void> {
  return apiFetch<void>(`/companies/${id}`, { method: 'DELETE' });
}

export function useDeleteCompany() {
  return useCatalogueWrite(deleteCompany);
}
