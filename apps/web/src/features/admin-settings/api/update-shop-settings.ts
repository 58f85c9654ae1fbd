import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShopSettings } from '@parashop/shared/api-types';
import type { ShopSettingsUpdateInput } from '@parashop/shared/schemas/settings';
import { apiFetch } from '@/lib/api-client';
import { publicSettingsQueryKey } from '@/lib/public-settings';
import { shopSettingsQueryKey } from '@/lib/shop-settings';

/** PUT /api/settings (admin): any subset of the fields; 422 with field errors. */
export function updateShopSettings(body: ShopSettingsUpdateInput): Promise<ShopSettings> {
  return apiFetch<ShopSettings>('/settings', { method: 'PUT', body });
}

export function useUpdateShopSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShopSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(shopSettingsQueryKey, settings);
      // The storefront's footer and visit-us section read the public part.
      void queryClient.invalidateQueries({ queryKey: publicSettingsQueryKey });
    },
  });
}
