import { apiFetch } from '@/lib/api-client';
import { useCatalogueWrite } from '@/features/admin-kit/lib/refresh-catalogue';

/** DELETE /api/categories/{id}; the server deletes the category's products with it. */
export function deleteCategory(id: number): Promise<void> {
  return apiFetch<void>(`/categories/${id}`, { method: 'DELETE' });
}

export function useDeleteCategory() {
  return useCatalogueWrite(deleteCategory);
}
