import type { Product } from '@parashop/shared/api-types';
import { apiFetch } from '@/lib/api-client';
import { useCatalogueWrite } from '@/features/admin-kit/lib/refresh-catalogue';

/** POST /api/products, multipart: name, description, price, category_id, company_id, stock, image. */
export function createProduct(body: FormData): Promise<Product> {
  return apiFetch<Product>('/products', { method: 'POST', formData: body });
}

export function useCreateProduct() {
  return useCatalogueWrite(createProduct);
}
