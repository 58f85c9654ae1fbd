import type { ProductOffer } from '@parashop/shared/api-types';
import { apiFetch } from '@/lib/api-client';
import { useCatalogueWrite } from '@/features/admin-kit/lib/refresh-catalogue';

export interface CreateOfferInput {
  product_id: number;
  /** 'YYYY-MM-DD', shop time zone, both days included. */
  start_date: string;
  end_date: string;
  offer_price: number;
}

/** POST /api/offers (JSON). A product has one offer: a new one replaces the old. */
export function createOffer(input: CreateOfferInput): Promise<ProductOffer & { product_id: number }> {
  return apiFetch('/offers', { method: 'POST', body: input });
}

export function useCreateOffer() {
  return useCatalogueWrite(createOffer);
}
