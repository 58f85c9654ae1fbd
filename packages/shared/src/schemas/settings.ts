import { z } from 'zod';
import { internationalPhone, nationalPhone } from '../phone';
import { EMAIL_PATTERN, hasAtMostTwoDecimals, requiredText, typeError, type MessageKey } from './fields';

/** Lengths of the shop settings' texts (PUT /settings); the form shows the same limits. */
export const SHOP_SETTINGS_LIMITS = {
  shopName: 100,
  address: 255,
  city: 100,
  openingHours: 200,
  url: 300,
  email: 254,
  rc: 50,
} as const;

const PHONE_TEXT_PATTERN = /^\+?[0-9][0-9 .\-()]{5,24}$/;
/** ICE (identifiant commun de l'entreprise): 15 digits. */
const ICE_PATTERN = /^\d{15}$/;
/** IF (identifiant fiscal): up to 10 digits. */
const IF_PATTERN = /^\d{1,10}$/;
/** Patente (taxe professionnelle): up to 12 digits. */
const PATENTE_PATTERN = /^\d{1,12}$/;

/** An optional text: trimmed, '' meaning "not given", with an optional shape check when given. */
function optionalText(
  max: number,
  maxKey: MessageKey,
  shape?: { test: (value: string) => boolean; key: MessageKey },
) {
  return z
    .string(typeError('validation.invalidValue'))
    .trim()
    .max(max, { error: maxKey, abort: true })
    .refine((value) => value === '' || !shape || shape.test(value), { error: shape?.key ?? maxKey });
}

function webAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

function coordinate(limit: number, key: MessageKey) {
  return z.number({ error: key }).min(-limit, { error: key }).max(limit, { error: key }).nullable();
}

/**
 * PUT /settings: any subset of the fields. Texts are trimmed, '' clears a field; `whatsapp` is stored
 * as dialled in Morocco (06...), latitude/longitude null clears them. Prices are VAT-included;
 * `vat_rate` is the percent the invoice shows the VAT part at.
 */
export const shopSettingsUpdateSchema = z
  .object({
    shop_name: requiredText({
      required: 'validation.settings.shopNameRequired',
      max: [SHOP_SETTINGS_LIMITS.shopName, 'validation.settings.shopNameMax'],
    }),
    address: optionalText(SHOP_SETTINGS_LIMITS.address, 'validation.settings.addressMax'),
    city: optionalText(SHOP_SETTINGS_LIMITS.city, 'validation.settings.cityMax'),
    phone: optionalText(30, 'validation.settings.phoneInvalid', {
      test: (value) => PHONE_TEXT_PATTERN.test(value),
      key: 'validation.settings.phoneInvalid',
    }),
    whatsapp: z
      .union([z.string(), z.null()], typeError('validation.settings.whatsappInvalid'))
      .transform((value, ctx) => {
        const text = (value ?? '').trim();
        if (text === '') return null;
        if (text.length > 30 || internationalPhone(text) === null) {
          ctx.addIssue({ code: 'custom', message: 'validation.settings.whatsappInvalid', input: value });
          return z.NEVER;
        }
        return nationalPhone(text);
      }),
    email: optionalText(SHOP_SETTINGS_LIMITS.email, 'validation.settings.emailInvalid', {
      test: (value) => EMAIL_PATTERN.test(value),
      key: 'validation.settings.emailInvalid',
    }).transform((value) => value.toLowerCase()),
    opening_hours: optionalText(SHOP_SETTINGS_LIMITS.openingHours, 'validation.settings.openingHoursMax'),
    latitude: coordinate(90, 'validation.settings.latitudeInvalid'),
    longitude: coordinate(180, 'validation.settings.longitudeInvalid'),
    facebook_url: optionalText(SHOP_SETTINGS_LIMITS.url, 'validation.settings.urlInvalid', {
      test: webAddress,
      key: 'validation.settings.urlInvalid',
    }),
    instagram_url: optionalText(SHOP_SETTINGS_LIMITS.url, 'validation.settings.urlInvalid', {
      test: webAddress,
      key: 'validation.settings.urlInvalid',
    }),
    ice: optionalText(15, 'validation.settings.iceInvalid', {
      test: (value) => ICE_PATTERN.test(value),
      key: 'validation.settings.iceInvalid',
    }),
    if_number: optionalText(10, 'validation.settings.ifInvalid', {
      test: (value) => IF_PATTERN.test(value),
      key: 'validation.settings.ifInvalid',
    }),
    rc: optionalText(SHOP_SETTINGS_LIMITS.rc, 'validation.settings.rcMax'),
    patente: optionalText(12, 'validation.settings.patenteInvalid', {
      test: (value) => PATENTE_PATTERN.test(value),
      key: 'validation.settings.patenteInvalid',
    }),
    vat_rate: z
      .number({ error: 'validation.settings.vatRateInvalid' })
      .min(0, { error: 'validation.settings.vatRateInvalid' })
      .max(100, { error: 'validation.settings.vatRateInvalid' })
      .refine(hasAtMostTwoDecimals, { error: 'validation.settings.vatRateInvalid' }),
    /** Riders need the customer's 4-digit code to mark an order delivered (decision 240). */
    delivery_code_required: z.boolean({ error: 'validation.settings.deliveryCodeRequiredInvalid' }),
  })
  .partial()
  .strict();
export type ShopSettingsUpdate = z.output<typeof shopSettingsUpdateSchema>;
export type ShopSettingsUpdateInput = z.input<typeof shopSettingsUpdateSchema>;
