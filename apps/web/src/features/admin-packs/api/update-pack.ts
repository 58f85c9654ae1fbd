import type { Pack } from '@parashop/shared/api-types';
import { apiFetch } from '@/lib/api-client';
import { useCatalogueWrite } from '@/features/admin-kit/lib/refresh-catalogue';
import type { PackPayload } from '../lib/pack-form';

/** PUT /api/packs/{id} (JSON): id, name, description, price, product_ids (SPEC section 7). */
export function updatePack(payload: PackPayload & { id: number }): Promise<Pack> {
  return apiFetch<Pack>(`/packs/${payload.id}`, { method: 'PUT', body: payload });
}

export function useUpdatePack() {
  return useCatalogueWrite(updatePack);
}
