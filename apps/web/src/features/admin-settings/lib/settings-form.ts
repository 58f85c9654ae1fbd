import type { FieldErrors, Resolver } from 'react-hook-form';
import type { ShopSettings } from '@parashop/shared/api-types';
import { shopSettingsUpdateSchema, type ShopSettingsUpdateInput } from '@parashop/shared/schemas/settings';

/** The settings form: every field as typed (numbers too), checked by the API's own schema. */
export interface SettingsFormValues {
  shop_name: string;
  address: string;
  city: string;
  phone: string;
  whatsapp: string;
  email: string;
  opening_hours: string;
  latitude: string;
  longitude: string;
  facebook_url: string;
  instagram_url: string;
  ice: string;
  if_number: string;
  rc: string;
  patente: string;
  vat_rate: string;
}

export const SETTINGS_FORM_FIELDS = [
  'shop_name',
  'address',
  'city',
  'phone',
  'whatsapp',
  'email',
  'opening_hours',
  'latitude',
  'longitude',
  'facebook_url',
  'instagram_url',
  'ice',
  'if_number',
  'rc',
  'patente',
  'vat_rate',
] as const satisfies readonly (keyof SettingsFormValues)[];

const numberText = (value: number | null) => (value === null ? '' : String(value));

export function toFormValues(settings: ShopSettings): SettingsFormValues {
  return {
    shop_name: settings.shop_name,
    address: settings.address,
    city: settings.city,
    phone: settings.phone,
    whatsapp: settings.whatsapp ?? '',
    email: settings.email,
    opening_hours: settings.opening_hours,
    latitude: numberText(settings.latitude),
    longitude: numberText(settings.longitude),
    facebook_url: settings.facebook_url,
    instagram_url: settings.instagram_url,
    ice: settings.ice,
    if_number: settings.if_number,
    rc: settings.rc,
    patente: settings.patente,
    vat_rate: numberText(settings.vat_rate),
  };
}

/** A number typed with a point or a comma; '' is none (null), anything else unreadable is NaN. */
function typedNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  return /^[-+]?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The PUT body of the form: every field (the screen saves the whole form at once). */
export function toPayload(values: SettingsFormValues): ShopSettingsUpdateInput {
  const vat = typedNumber(values.vat_rate);
  return {
    shop_name: values.shop_name,
    address: values.address,
    city: values.city,
    phone: values.phone,
    whatsapp: values.whatsapp.trim() === '' ? null : values.whatsapp,
    email: values.email,
    opening_hours: values.opening_hours,
    latitude: typedNumber(values.latitude),
    longitude: typedNumber(values.longitude),
    facebook_url: values.facebook_url,
    instagram_url: values.instagram_url,
    ice: values.ice,
    if_number: values.if_number,
    rc: values.rc,
    patente: values.patente,
    // An empty rate is refused like a wrong one (the schema wants a number).
    vat_rate: vat === null ? Number.NaN : vat,
  };
}

/** Checks the form with the schema PUT /api/settings uses; messages stay keys (translated on render). */
export const settingsResolver: Resolver<SettingsFormValues> = async (values) => {
  const result = shopSettingsUpdateSchema.safeParse(toPayload(values));
  if (result.success) return { values, errors: {} };
  const errors: FieldErrors<SettingsFormValues> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof SettingsFormValues | undefined;
    if (field === undefined || errors[field]) continue;
    errors[field] = { type: 'validation', message: issue.message };
  }
  return { values: {}, errors };
};
