/**
 * The shop's public contact details (footer and visit-us section). The street address is text of the
 * `storefront` namespace (it is written differently in French); what never changes lives here.
 */
export const SHOP_CONTACT = {
  phone: '+212 528 89 76 45',
  phoneHref: 'tel:+212528897645',
  email: 'contact@parashop.ma',
  facebook: 'https://www.facebook.com/parashop.ma',
  instagram: 'https://www.instagram.com/parashop.ma',
  /** Avenue Mohammed V, Dakhla. */
  location: { lat: 23.6848, lon: -15.958 },
} as const;

const MAP_SPAN = { lat: 0.006, lon: 0.01 };

/** The embeddable OpenStreetMap view around the shop, with a marker on it. */
export function osmEmbedUrl(): string {
  const { lat, lon } = SHOP_CONTACT.location;
  const bbox = [lon - MAP_SPAN.lon, lat - MAP_SPAN.lat, lon + MAP_SPAN.lon, lat + MAP_SPAN.lat]
    .map((value) => value.toFixed(4))
    .join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${encodeURIComponent(bbox)}&layer=mapnik&marker=${lat}%2C${lon}`;
}

/** The same place on openstreetmap.org, for the link that works without the embedded map. */
export function osmPageUrl(): string {
  const { lat, lon } = SHOP_CONTACT.location;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}
