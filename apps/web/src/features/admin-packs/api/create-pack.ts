import type { Pack } from '@parashop/shared/api-types';
import { apiFetch } from '@/lib/api-client';
import { useCatalogueWrite } from '@/features/admin-kit/lib/refresh-catalogue';
import type { PackPayload } from '../lib/pack-form';

/** POST /api/packs (JSON): name, description, price (a number), product_ids. */
export function createPack(payload: PackPayload): Promise<Pack> {
  return apiFetch<Pack>('/packs', { method: 'POST', body: payload });
}

export function useCreatePack() {
  return useCatalogueWrite(createPack);
}
