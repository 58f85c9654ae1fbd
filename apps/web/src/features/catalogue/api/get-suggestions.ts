import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SUGGEST_MIN_LENGTH, type CatalogueSuggestions } from '@parashop/shared/product-attributes';
import { apiFetch } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { catalogueQueryKey } from '@/lib/query-keys';

/** How long typing must pause before the suggestions are asked for. */
export const SUGGEST_DELAY_MS = 150;

/**
 * GET /api/catalogue/suggest?q=: products and packs, brands and categories for what is being typed
 * (debounced; nothing under two letters). The previous suggestions stay while the next ones load.
 */
export function useSuggestions(text: string, enabled: boolean) {
  const q = useDebouncedValue(text.trim(), SUGGEST_DELAY_MS);
  const active = enabled && q.length >= SUGGEST_MIN_LENGTH;
  return useQuery({
    queryKey: [...catalogueQueryKey, 'suggest', q],
    queryFn: ({ signal }) =>
      apiFetch<CatalogueSuggestions>(`/catalogue/suggest?q=${encodeURIComponent(q)}`, { signal }),
    enabled: active,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
