import type { PublicSettings } from './api-types';

/**
 * The shop's settings as the first start fills them (migration 0008 writes the same values): the
 * contact details the storefront showed before they became settings. While a text is still its first
 * value, the storefront shows its translation (the spec's texts, in the visitor's language); once the
 * staff change it, the new text shows in every language.
 */
export const SHOP_SETTINGS_FIRST_VALUES = {
  shop_name: 'Parashop',
  address: '112 avenue Mohammed V',
  city: 'Dakhla',
  phone: '+212 528 89 76 45',
  email: 'contact@parashop.ma',
  opening_hours: 'Tous les jours, de 10 h à 23 h',
  latitude: 23.6848,
  longitude: -15.958,
  facebook_url: 'https://www.facebook.com/parashop.ma',
  instagram_url: 'https://www.instagram.com/parashop.ma',
} as const satisfies Partial<PublicSettings>;

/** The VAT rate (percent) the first start sets: Morocco's standard rate. */
export const FIRST_VAT_RATE = 20;
