import type { Category } from '@parashop/shared/api-types';
import { apiFetch } from '@/lib/api-client';
import { useCatalogueWrite } from '@/features/admin-kit/lib/refresh-catalogue';

export interface UpdateCategoryInput {
  id: number;
  /** Multipart with `_method=PUT`. */
  body: FormData;
}

/** POST /api/categories/{id} with `_method=PUT` (SPEC section 7). */
export function updateCategory({ id, body }: UpdateCategoryInput): Promise<Category> {
  return apiFetch<Category>(`/categories/${id}`, { method: 'POST', formData: body });
}

export function useUpdateCategory() {
  return useCatalogueWrite(updateCategory);
}
