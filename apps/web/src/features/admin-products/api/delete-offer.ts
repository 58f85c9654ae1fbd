import { apiFetch } from '@/lib/api-client';
import { useCatalogueWrite } from '@/features/admin-kit/lib/refresh-catalogue';

/** DELETE /api/offers/{id}: the offer's own id (product.offer.id), not the product's. */
export function deleteOffer(offerId: number): Promise<void> {
  return apiFetch<void>(`/offers/${offerId}`, { method: 'DELETE' });
}

export function useDeleteOffer() {
  return useCatalogueWrite(deleteOffer);
}
