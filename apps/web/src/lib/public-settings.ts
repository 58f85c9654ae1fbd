import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_ORDER_MAX_UNITS_PER_LINE } from '@parashop/shared/constants';
import type { PublicSettings } from '@parashop/shared/api-types';
import { SHOP_SETTINGS_FIRST_VALUES } from '@parashop/shared/shop-settings';
import { apiFetch, readOptions, type ApiTransport } from './api-client';

export const publicSettingsQueryKey = ['settings'] as const;

/** What the storefront assumes while GET /api/settings loads or when it fails: the first values. */
export const FALLBACK_SETTINGS: PublicSettings = {
  ...SHOP_SETTINGS_FIRST_VALUES,
  whatsapp: null,
  order_max_units_per_line: DEFAULT_ORDER_MAX_UNITS_PER_LINE,
};

type TextField = Exclude<
  keyof PublicSettings,
  'whatsapp' | 'order_max_units_per_line' | 'latitude' | 'longitude' | 'delivery_code_required'
>;
const TEXT_FIELDS: readonly TextField[] = [
  'shop_name',
  'address',
  'city',
  'phone',
  'email',
  'opening_hours',
  'facebook_url',
  'instagram_url',
];

function coordinate(value: unknown, limit: number): number | null {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}

/** Keeps a cap the cart can use (a positive integer), texts that are text and numbers that are numbers. */
function readSettings(body: Partial<PublicSettings> | null): PublicSettings {
  const cap = body?.order_max_units_per_line;
  const whatsapp = body?.whatsapp;
  const settings: PublicSettings = {
    ...FALLBACK_SETTINGS,
    whatsapp: typeof whatsapp === 'string' && whatsapp.trim() !== '' ? whatsapp : null,
    order_max_units_per_line:
      typeof cap === 'number' && Number.isInteger(cap) && cap > 0 ? cap : DEFAULT_ORDER_MAX_UNITS_PER_LINE,
    latitude: body && 'latitude' in body ? coordinate(body.latitude, 90) : FALLBACK_SETTINGS.latitude,
    longitude: body && 'longitude' in body ? coordinate(body.longitude, 180) : FALLBACK_SETTINGS.longitude,
    delivery_code_required: body?.delivery_code_required === true,
  };
  for (const field of TEXT_FIELDS) {
    const value = body?.[field];
    if (typeof value === 'string') settings[field] = value;
  }
  return settings;
}

/** GET /api/settings (public): the shop's contact details, WhatsApp number and per-line order cap. */
export async function getPublicSettings(
  signal?: AbortSignal,
  transport?: ApiTransport,
): Promise<PublicSettings> {
  return readSettings(
    await apiFetch<Partial<PublicSettings> | null>('/settings', readOptions(signal, transport)),
  );
}

/** Read once per visit; the settings screen refreshes it after a save. */
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
