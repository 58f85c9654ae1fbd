import { apiFetch } from '@/lib/api-client';
import { useCatalogueWrite } from '@/features/admin-kit/lib/refresh-catalogue';

/** DELETE /api/packs/{id}. */
export function deletePack(id: number): Promise<void> {
  return apiFetch<void>(`/packs/${id}`, { method: 'DELETE' });
}

export function useDeletePack() {
  return useCatalogueWrite(deletePack);
}
