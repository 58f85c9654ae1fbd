import type { Company, Pack, Product, PublicSettings } from './api-types';

/**
 * What the route loaders of a public page loaded (apps/web/src/app/page-loads.ts), as the server
 * renderer hands it to the API: the API writes the page's head (title, description, canonical,
 * hreflang, previews, JSON-LD) from this same data, so head and body come from one load
 * (docs/decisions/215-rendering-path.md). The API builds it from the database only when it sends a
 * page unrendered.
 */
export type LoadedPage =
  | { kind: 'home'; settings: PublicSettings | null }
  | {
      kind: 'brand';
      settings: PublicSettings | null;
      brand: Pick<Company, 'id' | 'name' | 'nameAr' | 'nameFr' | 'image'>;
    }
  | { kind: 'product'; settings: PublicSettings | null; item: Product }
  | { kind: 'pack'; settings: PublicSettings | null; item: Pack }
  /** `path`: the address asked for, without its query (the page is noindex). */
  | { kind: 'not-found'; settings: PublicSettings | null; path: string };

/**
 * The query parameters each rendered page reads (besides `lang`): the home catalogue's filters,
 * sort and page (apps/web use-catalogue-filters), a brand page's search and page. Any other
 * parameter (`utm_source`, `fbclid`, ...) changes nothing on the page, so the server renders and
 * keeps the page without it. Item and not-found pages read none.
 */
export const PAGE_QUERY_PARAMS = {
  home: [
    'q',
    'category',
    'brand',
    'min',
    'max',
    'type',
    'sort',
    'page',
    'skin_type',
    'concern',
    'age_group',
    'pregnancy_safe',
  ],
  brand: ['q', 'page'],
} as const;

/**
 * The address a page is rendered and kept under: its path (no trailing slash) and, in a fixed
 * order, only the parameters the page reads (`lang` first). `kind` says which page the path is.
 */
export function canonicalPageUrl(pathname: string, search: URLSearchParams): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const names: readonly string[] =
    path === '/' ? PAGE_QUERY_PARAMS.home : /^\/brands\/[^/]+$/.test(path) ? PAGE_QUERY_PARAMS.brand : [];
  const kept = new URLSearchParams();
  for (const name of ['lang', ...names]) {
    for (const value of search.getAll(name)) kept.append(name, value);
  }
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * What the web app's server entry (apps/web/src/entry-server.tsx) answers the API for a public page:
 * a redirect, or the page rendered from one load of its route loaders.
 */
export type RenderAnswer =
  | { kind: 'redirect'; location: string }
  | {
      kind: 'page';
      /** The markup that goes inside `<div id="root">` (React's resource hints first). */
      html: string;
      /** The JSON of the data block (safe inside `<script type="application/json">`). */
      data: string;
      /** What the loaders loaded: the API writes the page's head from it. */
      page: LoadedPage;
      /** Queries the tree mounted that no loader had loaded (rendered in their loading state). */
      unloaded: string[];
      /** The sources of the page's lazy chunks (keys of the client build's Vite manifest). */
      modules: string[];
    };
