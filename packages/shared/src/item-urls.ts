/**
 * The addresses of the storefront's public pages, shared by the server (canonical links, 301s, the
 * sitemap) and the web app (links, the router): `/products/{id}-{slug}` and `/packs/{id}-{slug}`,
 * the slug made from the item's name in the page's language (decisions 190 and 230).
 */

import { LANGUAGES, type Language } from './constants';

export type ItemKind = 'product' | 'pack';

/** An item as its address needs it: the id and its names (the French and Arabic ones when it has them). */
export type AddressedItem = { id: number; name: string; name_fr?: string | null; name_ar?: string | null };

const ITEM_PREFIX: Record<ItemKind, string> = { product: '/products/', pack: '/packs/' };

/**
 * The name as an address: lower-case ASCII, accents folded (é -> e, œ -> oe), every other run of
 * characters a single `-`. A name with nothing left (Arabic only) gives `item`.
 */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'item';
}

/**
 * The slug of an item's page in a language: its French name in French, its main (English) name in
 * English. In Arabic, whose letters an address would carry only percent-encoded (six characters
 * each, unreadable once pasted in a message), the French name, as the shop's other Latin-letter
 * language; the main name when there is no French one. `lang` may be an i18n language ('fr-FR').
 */
export function itemSlug(item: AddressedItem, lang?: string | null): string {
  const base = (lang ?? '').slice(0, 2).toLowerCase();
  const french = item.name_fr?.trim() ? item.name_fr : null;
  if ((base === 'fr' || base === 'ar') && french) {
    const slug = slugify(french);
    if (slug !== 'item') return slug;
  }
  return slugify(item.name);
}

/** Whether `slug` is the item's slug in one of the shop's languages (each is its page's own address). */
export function isItemSlug(item: AddressedItem, slug: string): boolean {
  return LANGUAGES.some((lang) => itemSlug(item, lang) === slug);
}

/** `/products/12-moisturising-cream`, or in French `/products/12-creme-hydratante`. */
export function itemPath(kind: ItemKind, item: AddressedItem, lang?: string | null): string {
  return `${ITEM_PREFIX[kind]}${item.id}-${itemSlug(item, lang)}`;
}

/**
 * The link to share an item's page in a language: absolute, the slug in that language and the
 * language named (`?lang=fr`), so the friend who opens it reads the page as the sender did.
 */
export function itemShareUrl(origin: string, kind: ItemKind, item: AddressedItem, lang: Language): string {
  return `${origin.replace(/\/+$/, '')}${itemPath(kind, item, lang)}?lang=${lang}`;
}

export function productPath(product: AddressedItem, lang?: string | null): string {
  return itemPath('product', product, lang);
}

export function packPath(pack: AddressedItem, lang?: string | null): string {
  return itemPath('pack', pack, lang);
}

export function brandPath(brand: { id: number }): string {
  return `/brands/${brand.id}`;
}

/**
 * The `{id}-{slug}` segment of an item page: the id and the slug as written (null when the segment
 * does not start with a positive id). `12` gives `{ id: 12, slug: '' }`.
 */
export function parseItemSegment(segment: string): { id: number; slug: string } | null {
  const match = /^([1-9][0-9]{0,9})(?:-(.*))?$/.exec(segment);
  if (!match) return null;
  const id = Number(match[1]);
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) return null;
  return { id, slug: match[2] ?? '' };
}

/**
 * The client routes the web app answers (besides `/admin/*`), as patterns: the server answers 404
 * for any other path, and the web router has a page for each (apps/web/src/app/router.test.tsx).
 */
export const STOREFRONT_ROUTE_PATTERNS: readonly RegExp[] = [
  /^\/$/,
  /^\/brands\/[^/]+$/,
  /^\/products\/[^/]+$/,
  /^\/packs\/[^/]+$/,
  /^\/shopping-cart$/,
  /^\/favorites$/,
  /^\/login$/,
  /^\/register$/,
  /^\/verify-gmail$/,
  /^\/verify-code$/,
  /^\/reset-password$/,
  /^\/change-password$/,
  /^\/account-profile$/,
  // The riders' day (built in the browser, decision 245).
  /^\/rider$/,
];

/** Whether the web app has a page at `pathname` (the back office answers its own not-found page). */
export function isClientRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/admin' || path.startsWith('/admin/')) return true;
  return STOREFRONT_ROUTE_PATTERNS.some((pattern) => pattern.test(path));
}
