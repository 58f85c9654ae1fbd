import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export type ClickTarget = { kind: 'product' | 'pack'; id: number };

/** POST /api/products/:id/click or /api/packs/:id/click: opening a detail counts a view. */
export function recordClick(target: ClickTarget): Promise<unknown> {
  const path = target.kind === 'product' ? `/products/${target.id}/click` : `/packs/${target.id}/click`;
  return apiFetch(path, { method: 'POST' });
}

/** A lost click is not worth bothering the shopper with: failures are ignored. */
export function useRecordClick() {
  return useMutation({ mutationFn: recordClick, onError: () => undefined });
}
