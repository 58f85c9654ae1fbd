import { useQuery } from '@tanstack/react-query';
import type { Language } from '@parashop/shared/constants';
import type { RunSheet } from '@parashop/shared/api-types';
import { apiFetch } from '@/lib/api-client';

/** GET /api/delivery-runs/{id}/sheet?lang= : the run, its item names in `lang`, and the shop's head. */
export function fetchRunSheet(id: number, lang: Language, signal?: AbortSignal): Promise<RunSheet> {
  return apiFetch<RunSheet>(`/delivery-runs/${id}/sheet`, {
    params: { lang },
    ...(signal ? { signal } : {}),
  });
}

export function useRunSheet(id: number, lang: Language) {
  return useQuery({
    queryKey: ['admin', 'delivery-runs', 'sheet', id, lang],
    queryFn: ({ signal }) => fetchRunSheet(id, lang, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}
