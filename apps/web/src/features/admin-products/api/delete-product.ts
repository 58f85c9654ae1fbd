import { apiFetch } from '@/lib/api-client';
import { useCatalogueWrite } from '@/features/admin-kit/lib/refresh-catalogue';

/** DELETE /api/products/{id}; the server also takes the product out of every pack. */
export function deleteProduct(id: number): Promise<void> {
  return apiFetch<void>(`/products/${id}`, { method: 'DELETE' });
}

export function useDeleteProduct() {
  return useCatalogueWrite(deleteProduct);
}
