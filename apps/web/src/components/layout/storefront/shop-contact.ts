import type { TFunction } from 'i18next';
import type { PublicSettings } from '@parashop/shared/api-types';
import { SHOP_SETTINGS_FIRST_VALUES } from '@parashop/shared/shop-settings';
import { usePublicSettings } from '@/lib/public-settings';

/**
 * The shop's contact details (footer, banner and visit-us section), from the shop settings
 * (GET /api/settings). While a text is still the value the first start filled in, the spec's text is
 * shown in the visitor's language (the `storefront` namespace); once the staff change it, theirs shows.
 */
export interface ShopContact {
  /** The address on one line, or null when the shop gives none. */
  address: string | null;
  /** The opening hours, or null when the shop gives none. */
  hours: string | null;
  /** The banner's shorter form of the opening hours. */
  bannerHours: string | null;
  phone: string;
  phoneHref: string | null;
  email: string;
  facebook: string;
  instagram: string;
  location: { lat: number; lon: number } | null;
}

/** tel: link of a phone number as written (+212 528 89 76 45 -> tel:+212528897645). */
export function phoneHref(phone: string): string | null {
  const dialled = phone.replace(/[^\d+]/g, '');
  return dialled === '' ? null : `tel:${dialled}`;
}

export function shopContact(settings: PublicSettings, t: TFunction<'storefront'>): ShopContact {
  const first = SHOP_SETTINGS_FIRST_VALUES;
  const addressIsFirst = settings.address === first.address && settings.city === first.city;
  const written = [settings.address, settings.city].filter((part) => part.trim() !== '').join(', ');
  const hoursAreFirst = settings.opening_hours === first.opening_hours;
  const hours = settings.opening_hours.trim() === '' ? null : settings.opening_hours;
  return {
    address: addressIsFirst ? t('shop.address') : written === '' ? null : written,
    hours: hoursAreFirst ? t('shop.hours') : hours,
    bannerHours: hoursAreFirst ? t('banner.hours') : hours,
    phone: settings.phone,
    phoneHref: phoneHref(settings.phone),
    email: settings.email,
    facebook: settings.facebook_url,
    instagram: settings.instagram_url,
    location:
      settings.latitude === null || settings.longitude === null
        ? null
        : { lat: settings.latitude, lon: settings.longitude },
  };
}

export function useShopContact(t: TFunction<'storefront'>): ShopContact {
  return shopContact(usePublicSettings(), t);
}

const MAP_SPAN = { lat: 0.006, lon: 0.01 };

/** The embeddable OpenStreetMap view around the shop, with a marker on it. */
export function osmEmbedUrl(location: { lat: number; lon: number }): string {
  const { lat, lon } = location;
  const bbox = [lon - MAP_SPAN.lon, lat - MAP_SPAN.lat, lon + MAP_SPAN.lon, lat + MAP_SPAN.lat]
    .map((value) => value.toFixed(4))
    .join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${encodeURIComponent(bbox)}&layer=mapnik&marker=${lat}%2C${lon}`;
}

/** The same place on openstreetmap.org, for the link that works without the embedded map. */
export function osmPageUrl(location: { lat: number; lon: number }): string {
  const { lat, lon } = location;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}
