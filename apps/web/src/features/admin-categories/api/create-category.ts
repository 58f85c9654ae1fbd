import type { Category } from '@parashop/shared/api-types';
import { apiFetch } from '@/lib/api-client';
import { useCatalogueWrite } from '@/features/admin-kit/lib/refresh-catalogue';

/** POST /api/categories, multipart (name). */
export function createCategory(body: FormData): Promise<Category> {
  return apiFetch<Category>('/categories', { method: 'POST', formData: body });
}

export function useCreateCategory() {
  return useCatalogueWrite(createCategory);
}
