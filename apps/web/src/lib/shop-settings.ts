import { queryOptions } from '@tanstack/react-query';
import type { ShopSettings } from '@parashop/shared/api-types';
import { apiFetch } from './api-client';

/** The admin's read of the settings (the public one is publicSettingsQueryKey). */
export const shopSettingsQueryKey = ['admin', 'shop-settings'] as const;

/** GET /api/settings as an admin: every field, the legal identifiers and the VAT rate included. */
export function fetchShopSettings(signal?: AbortSignal): Promise<ShopSettings> {
  return apiFetch<ShopSettings>('/settings', signal ? { signal } : {});
}

/** The settings screen and the printed documents (invoice, slips) read it. */
export const shopSettingsQueryOptions = () =>
  queryOptions({
    queryKey: shopSettingsQueryKey,
    queryFn: ({ signal }) => fetchShopSettings(signal),
    // A colleague may have changed them: each screen asks again.
    staleTime: 0,
  });
