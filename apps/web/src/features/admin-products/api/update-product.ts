import type { Product } from '@parashop/shared/api-types';
import { apiFetch } from '@/lib/api-client';
import { useCatalogueWrite } from '@/features/admin-kit/lib/refresh-catalogue';

export interface UpdateProductInput {
  id: number;
  /** Multipart with `_method=PUT`; the image part only when a new file was chosen. */
  body: FormData;
}

/** POST /api/products/{id} with `_method=PUT` (SPEC section 7). */
export function updateProduct({ id, body }: UpdateProductInput): Promise<Product> {
  return apiFetch<Product>(`/products/${id}`, { method: 'POST', formData: body });
}

export function useUpdateProduct() {
  return useCatalogueWrite(updateProduct);
}
