import type { Pack, Product } from '@parashop/shared/api-types';
import { apiFetch } from '@/lib/api-client';

/**
 * The whole product or pack a picked suggestion names (to open its details). Apart from the
 * suggestions' query, which loads with the list (src/features/catalogue/components/search-suggestions.tsx).
 */
export function getSuggestedItem(kind: 'product' | 'pack', id: number): Promise<Product | Pack> {
  return apiFetch<Product | Pack>(kind === 'product' ? `/products/${id}` : `/packs/${id}`);
}
