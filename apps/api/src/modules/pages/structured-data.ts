import type { Pack, Product, PublicSettings } from '@parashop/shared';

const SCHEMA = 'https://schema.org';
/** In stock or not; an item sold in the shop only (issue 15) says so (`InStoreOnly`) while it has stock. */
const availability = (stock: number, saleMode: Product['sale_mode'] = 'online') =>
  `${SCHEMA}/${stock <= 0 ? 'OutOfStock' : saleMode === 'in_store_only' ? 'InStoreOnly' : 'InStock'}`;
/** Prices as schema.org wants them: a plain decimal number with a dot. */
const price = (value: number) => value.toFixed(2);

/** The texts of an item's JSON-LD in the page's language: its name, description and brand name. */
export type ItemTexts = { name: string; description: string; brand: string; category?: string };

/** JSON-LD `Product` of a product page: its price now (the offer's while active), stock and brand. */
export function productJsonLd(product: Product, texts: ItemTexts, url: string, image: string | null): object {
  return itemJsonLd(product, String(product.id), texts, url, image, {
    category: texts.category ?? product.category.name,
    priceValidUntil: product.offer_price !== null && product.offer ? product.offer.end_date : undefined,
  });
}

/** JSON-LD `Product` of a pack page (a bundle sold as one item by the shop, `texts.brand` its name). */
export function packJsonLd(pack: Pack, texts: ItemTexts, url: string, image: string | null): object {
  return itemJsonLd(pack, `pack-${pack.id}`, texts, url, image, {});
}

/** What a product's and a pack's JSON-LD say alike; a field left undefined is not written. */
function itemJsonLd(
  item: Pick<Product, 'price' | 'offer_price' | 'stock' | 'sale_mode'>,
  sku: string,
  texts: ItemTexts,
  url: string,
  image: string | null,
  productOnly: { category?: string; priceValidUntil?: string | undefined },
): object {
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: texts.name,
    description: texts.description || undefined,
    sku,
    image: image ? [image] : undefined,
    url,
    category: productOnly.category,
    brand: { '@type': 'Brand', name: texts.brand },
    offers: {
      '@type': 'Offer',
      url,
      price: price(item.offer_price ?? item.price),
      priceCurrency: 'MAD',
      availability: availability(item.stock, item.sale_mode),
      itemCondition: `${SCHEMA}/NewCondition`,
      ...(productOnly.priceValidUntil === undefined ? {} : { priceValidUntil: productOnly.priceValidUntil }),
    },
  };
}

const DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];
const EVERY_DAY = /tous les jours|every ?day|daily|7\s*j|7\/7|يوميا|كل يوم|كل الأيام/i;

/**
 * schema.org `openingHours` from the shop's free text: "Tous les jours, de 10 h à 23 h" gives
 * `Mo-Su 10:00-23:00`. A text it cannot read is passed on as it is (schema.org accepts text).
 */
export function openingHours(text: string): string {
  const hours = [...text.matchAll(/(\d{1,2})\s*(?:h|:)\s*(\d{2})?/gi)].map(
    (match) => `${match[1]!.padStart(2, '0')}:${match[2] ?? '00'}`,
  );
  if (hours.length === 2 && EVERY_DAY.test(text)) return `${DAYS[0]}-${DAYS[6]} ${hours[0]}-${hours[1]}`;
  return text;
}

/** JSON-LD of the home page: the pharmacy as a local business, from the shop settings. */
export function shopJsonLd(settings: PublicSettings, origin: string, logo: string): object {
  const sameAs = [settings.facebook_url, settings.instagram_url].filter((link) => /^https?:\/\//.test(link));
  return {
    '@context': SCHEMA,
    '@type': 'HealthAndBeautyBusiness',
    name: settings.shop_name,
    url: `${origin}/`,
    logo,
    image: logo,
    telephone: settings.phone || undefined,
    email: settings.email || undefined,
    address: {
      '@type': 'PostalAddress',
      streetAddress: settings.address,
      addressLocality: settings.city,
      addressCountry: 'MA',
    },
    ...(settings.latitude !== null && settings.longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: settings.latitude, longitude: settings.longitude } }
      : {}),
    openingHours: settings.opening_hours ? openingHours(settings.opening_hours) : undefined,
    currenciesAccepted: 'MAD',
    paymentAccepted: 'Cash',
    sameAs: sameAs.length > 0 ? sameAs : undefined,
  };
}
