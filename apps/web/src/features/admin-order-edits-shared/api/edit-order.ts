import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SUGGEST_MIN_LENGTH, type CatalogueSuggestions } from '@parashop/shared/product-attributes';
import type { OrderEditInput } from '@parashop/shared';
import type { OrderEditResult } from '@parashop/shared/api-types';
import { apiFetch } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { refreshAfterContact } from '@/features/admin-confirmation-shared/api/record-contact';

/**
 * POST /api/orders/{id}/edit (decision 260): the whole order as staff want it, with the version they
 * read. With `dry_run` nothing is kept: the answer shows the old and new totals.
 */
export function postOrderEdit(orderId: number, body: OrderEditInput): Promise<OrderEditResult> {
  return apiFetch<OrderEditResult>(`/orders/${orderId}/edit`, { method: 'POST', body });
}

/** The dry run: what the edit would do (prices, totals, stock refusals), nothing kept. */
export function usePreviewOrderEdit(orderId: number) {
  return useMutation({
    mutationFn: (body: OrderEditInput) => postOrderEdit(orderId, { ...body, dry_run: true }),
  });
}

/**
 * The edit saved: every back office list, the order's details (keys under 'admin'), the queue and the
 * dashboard are read again (also after a 409, when a colleague changed the order first).
 */
export function useSaveOrderEdit(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderEditInput) => postOrderEdit(orderId, { ...body, dry_run: false }),
    onSettled: () => refreshAfterContact(queryClient),
  });
}

/** How long typing must pause before the catalogue is searched. */
const SEARCH_DELAY_MS = 200;

/**
 * Products and packs to add, from GET /api/catalogue/suggest?q= (the storefront's suggestions;
 * nothing under two letters). The previous results stay while the next ones load.
 */
export function useItemSearch(text: string) {
  const q = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  return useQuery({
    queryKey: ['admin', 'order-edit-search', q],
    queryFn: ({ signal }) =>
      apiFetch<CatalogueSuggestions>(`/catalogue/suggest?q=${encodeURIComponent(q)}`, { signal }),
    enabled: q.length >= SUGGEST_MIN_LENGTH,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
