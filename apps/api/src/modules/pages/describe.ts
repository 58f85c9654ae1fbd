import { isLanguage, type Language, type Pack, type Product, type PublicSettings } from '@parashop/shared';
import {
  isClientRoute,
  isItemSlug,
  itemPath,
  parseItemSegment,
  type ItemKind,
} from '@parashop/shared/item-urls';
import type { LoadedPage } from '@parashop/shared/page-load';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { KeptValues } from '../../lib/kept-values';
import { loadPack } from '../catalogue-shared/packs';
import { loadProduct } from '../catalogue-shared/products';
import { catalogueClock } from '../catalogue-shared/types';
import { findBrand } from './repository';

/** What the pages read from the database need: `onCatalogueWrite` forgets them when the catalogue changes. */
export type PageDependencies = {
  db: Database;
  config: Pick<Config, 'shopTimezone'>;
  onCatalogueWrite: (listener: () => void) => void;
  readPublicSettings: () => Promise<PublicSettings>;
};

/**
 * How long a page read from the database is kept. Catalogue writes in this process forget every page
 * at once; the limit bounds what another process's write (REDIS_URL) or a settings change leaves stale.
 */
const PAGE_TTL_MS = 60_000;
const MAX_PAGES = 5000;

/**
 * The language a page is shown in, and whether the visitor chose it: the address's `?lang=` first
 * (a shared link keeps its language), then the language the shopper chose earlier (LANGUAGE_COOKIE),
 * else English, chosen by nobody.
 */
export function pageLanguage(
  search: URLSearchParams,
  cookie: string | undefined,
): { lang: Language; chosen: boolean } {
  const asked = search.get('lang') ?? undefined;
  if (isLanguage(asked)) return { lang: asked, chosen: true };
  if (isLanguage(cookie)) return { lang: cookie, chosen: true };
  return { lang: 'en', chosen: false };
}

/** A page the server knows without rendering: its data, a 301 to its canonical address, or none (a client page). */
export type DatabasePage = LoadedPage | { kind: 'redirect'; location: string } | null;

/**
 * What a public page shows, read straight from the database, for a page sent unrendered (no server
 * build, SERVER_RENDERING=false, a client over its render limit, a render that failed): the same
 * data the page's route loaders load through the API, so its head is the rendered page's head
 * (head.ts, pageHead). Kept per address until the catalogue changes.
 */
export function databasePages(deps: PageDependencies) {
  const kept = new KeptValues<DatabasePage>({ maxEntries: MAX_PAGES, ttlMs: PAGE_TTL_MS });
  deps.onCatalogueWrite(() => kept.forget());

  /**
   * An item's page. Its slug in any language is its address (a French link and an English one are
   * the same page); any other slug moves (301) to the slug in the language the address names.
   */
  async function item(kind: ItemKind, segment: string, lang: Language | null): Promise<DatabasePage> {
    const parsed = parseItemSegment(segment);
    const found: Product | Pack | null = parsed
      ? kind === 'product'
        ? await loadProduct(deps.db, catalogueClock(deps.config.shopTimezone), parsed.id)
        : await loadPack(deps.db, parsed.id)
      : null;
    const settings = await deps.readPublicSettings();
    if (!found) return { kind: 'not-found', settings, path: `/${kind}s/${segment}` };
    if (!parsed || !isItemSlug(found, parsed.slug)) {
      return { kind: 'redirect', location: itemPath(kind, found, lang) };
    }
    return kind === 'product'
      ? { kind: 'product', settings, item: found as Product }
      : { kind: 'pack', settings, item: found as Pack };
  }

  async function read(path: string, lang: Language | null): Promise<DatabasePage> {
    if (!isClientRoute(path)) return { kind: 'not-found', settings: await deps.readPublicSettings(), path };
    const [, first = '', second = ''] = path.split('/');
    if (path === '/') return { kind: 'home', settings: await deps.readPublicSettings() };
    if (first === 'brands') {
      const id = /^[1-9][0-9]{0,9}$/.test(second) ? Number(second) : null;
      const brand = id !== null && id <= 2_147_483_647 ? await findBrand(deps.db, id) : null;
      const settings = await deps.readPublicSettings();
      return brand ? { kind: 'brand', settings, brand } : { kind: 'not-found', settings, path };
    }
    if (first === 'products') return item('product', second, lang);
    if (first === 'packs') return item('pack', second, lang);
    // The other pages (cart, sign-in, account, back office): the page as built.
    return null;
  }

  /** The page at a decoded `pathname`; `search` (with its `?`) is kept on a redirect. */
  return async function pageFromDatabase(pathname: string, search: string): Promise<DatabasePage> {
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const withQuery = (page: DatabasePage): DatabasePage =>
      page?.kind === 'redirect' ? { kind: 'redirect', location: `${page.location}${search}` } : page;
    // A stale slug moves to the slug of the language the address names: that language is in the key.
    const asked = new URLSearchParams(search).get('lang') ?? undefined;
    const lang = isLanguage(asked) ? asked : null;
    const key = `${lang ?? ''} ${path}`;
    const hit = kept.get(key);
    if (hit !== undefined) return withQuery(hit);
    const mark = kept.mark();
    const page = await read(path, lang);
    // A read that overlapped a catalogue write is not kept.
    kept.keep(key, page, mark);
    return withQuery(page);
  };
}
