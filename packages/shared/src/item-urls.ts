/**
 * The addresses of the storefront's public pages, shared by the server (canonical links, 301s, the
 * sitemap) and the web app (links, the router): `/products/{id}-{slug}` and `/packs/{id}-{slug}`,
 * the slug made from the item's name.
 */

export type ItemKind = 'product' | 'pack';

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

/** `/products/12-creme-hydratante` or `/packs/3-routine-visage`. */
export function itemPath(kind: ItemKind, item: { id: number; name: string }): string {
  return `${ITEM_PREFIX[kind]}${item.id}-${slugify(item.name)}`;
}

export function productPath(product: { id: number; name: string }): string {
  return itemPath('product', product);
}

export function packPath(pack: { id: number; name: string }): string {
  return itemPath('pack', pack);
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
];

/** Whether the web app has a page at `pathname` (the back office answers its own not-found page). */
export function isClientRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/admin' || path.startsWith('/admin/')) return true;
  return STOREFRONT_ROUTE_PATTERNS.some((pattern) => pattern.test(path));
}
