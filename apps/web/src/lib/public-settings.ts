import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_ORDER_MAX_UNITS_PER_LINE } from '@parashop/shared/constants';
import type { PublicSettings } from '@parashop/shared/api-types';
import { apiFetch } from './api-client';

export const publicSettingsQueryKey = ['settings'] as const;

/** What the storefront assumes while GET /api/settings loads or when it fails: the server's defaults. */
export const FALLBACK_SETTINGS: PublicSettings = {
  whatsapp: null,
  order_max_units_per_line: DEFAULT_ORDER_MAX_UNITS_PER_LINE,
};

/** Keeps a cap the cart can use (a positive integer) and a number that is text, whatever arrives. */
function readSettings(body: Partial<PublicSettings> | null): PublicSettings {
  const cap = body?.order_max_units_per_line;
  const whatsapp = body?.whatsapp;
  return {
    whatsapp: typeof whatsapp === 'string' && whatsapp.trim() !== '' ? whatsapp : null,
    order_max_units_per_line:
      typeof cap === 'number' && Number.isInteger(cap) && cap > 0 ? cap : DEFAULT_ORDER_MAX_UNITS_PER_LINE,
  };
}

/** GET /api/settings (public): the shop's WhatsApp number and the per-line order cap. */
export async function getPublicSettings(signal?: AbortSignal): Promise<PublicSettings> {
  return readSettings(await apiFetch<Partial<PublicSettings> | null>('/settings', signal ? { signal } : {}));
}

/** Read once per visit: the settings change only when the shop is restarted with new ones. */
export const publicSettingsQueryOptions = () =>
  queryOptions({
    queryKey: publicSettingsQueryKey,
    queryFn: ({ signal }) => getPublicSettings(signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** The shop's public settings, or FALLBACK_SETTINGS until (or unless) the server has answered. */
export function usePublicSettings(): PublicSettings {
  const { data } = useQuery(publicSettingsQueryOptions());
  return data ?? FALLBACK_SETTINGS;
}
