import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { Company, PublicSettings } from '@parashop/shared/api-types';
import { isItemSlug, itemPath, parseItemSegment, type ItemKind } from '@parashop/shared/item-urls';
import type { LoadedPage } from '@parashop/shared/page-load';
import type { ApiTransport } from '@/lib/api-client';
import { getPublicSettings, publicSettingsQueryKey } from '@/lib/public-settings';
import { getCataloguePage, cataloguePageQueryOptions } from '@/features/catalogue/api/get-catalogue';
import { catalogueHeroQueryOptions, getCatalogueHero } from '@/features/catalogue/api/get-catalogue-hero';
import { categoriesQueryKey, getCategories } from '@/features/catalogue/api/get-categories';
import { companiesQueryKey, getCompanies } from '@/features/catalogue/api/get-companies';
import { filtersFromParams, positiveInt } from '@/features/catalogue/hooks/use-catalogue-filters';
import { brandPageQuery, toCatalogueQuery } from '@/features/catalogue/lib/catalogue-query';
import { getShopItem, shopItemQueryOptions } from '@/features/item-pages/api/get-shop-item';

/**
 * What a render gives its route loaders: the render's query cache, which the loaded answers go into
 * under the keys the pages' queries use (so the single render finds them, and the browser hydrates
 * them from the page's data block and asks nothing again), and how they reach the API (on the server,
 * the API in process, in the page's language).
 */
export type PageLoadContext = { queryClient: QueryClient; transport: ApiTransport };

/** What one route loader loaded, for the page's head (`LoadedPage` once the loaders are merged). */
export type RouteLoad =
  | { settings: PublicSettings | null }
  | { kind: 'home' }
  | { kind: 'brand'; brand: Company }
  | { kind: 'product' | 'pack'; item: LoadedItem }
  | { kind: 'not-found' };

type LoadedItem = Extract<LoadedPage, { kind: 'product' | 'pack' }>['item'];

/**
 * One answer into the cache under `queryKey`, fetched once with the render's transport. A failure
 * stays in the cache as the query's error (the page renders its error or not-found state) and gives
 * undefined here.
 */
async function load<T>(
  context: PageLoadContext,
  queryKey: QueryKey,
  fetch: (transport: ApiTransport) => Promise<T>,
): Promise<T | undefined> {
  try {
    return await context.queryClient.fetchQuery({
      queryKey,
      queryFn: () => fetch(context.transport),
      retry: false,
    });
  } catch {
    return undefined;
  }
}

const contextOf = (args: LoaderFunctionArgs) => args.context as PageLoadContext;
const searchOf = (args: LoaderFunctionArgs) => new URL(args.request.url).searchParams;

/** The storefront layout: the shop's settings (header, footer, contact), on every public page. */
async function storefrontLoad(args: LoaderFunctionArgs): Promise<RouteLoad> {
  const context = contextOf(args);
  const settings = await load(context, publicSettingsQueryKey, (transport) =>
    getPublicSettings(undefined, transport),
  );
  return { settings: settings ?? null };
}

/** The catalogue's lists: the filters' categories and the brands (strip, filters, brand pages). */
function facetLoads(context: PageLoadContext) {
  return Promise.all([
    load(context, categoriesQueryKey, (transport) => getCategories(undefined, transport)),
    load(context, companiesQueryKey, (transport) => getCompanies(undefined, transport)),
  ]);
}

/** Home: the hero, the brands, the categories and the catalogue page of the address's filters. */
async function homeLoad(args: LoaderFunctionArgs): Promise<RouteLoad> {
  const context = contextOf(args);
  const { page, ...filters } = filtersFromParams(searchOf(args));
  const query = toCatalogueQuery(filters, page);
  await Promise.all([
    load(context, catalogueHeroQueryOptions().queryKey, (transport) =>
      getCatalogueHero(undefined, transport),
    ),
    load(context, cataloguePageQueryOptions(query).queryKey, (transport) =>
      getCataloguePage(query, undefined, transport),
    ),
    facetLoads(context),
  ]);
  return { kind: 'home' };
}

/** A brand page: the brands (its name and logo) and its products' page of `?q=` and `?page=`. */
async function brandLoad(args: LoaderFunctionArgs): Promise<RouteLoad> {
  const context = contextOf(args);
  const search = searchOf(args);
  const brandId = positiveInt(args.params.brandId ?? null);
  const query = brandPageQuery(brandId, search.get('q') ?? '', positiveInt(search.get('page')) ?? 1);
  const [companies] = await Promise.all([
    load(context, companiesQueryKey, (transport) => getCompanies(undefined, transport)),
    brandId === null
      ? undefined
      : load(context, cataloguePageQueryOptions(query).queryKey, (transport) =>
          getCataloguePage(query, undefined, transport),
        ),
  ]);
  const brand = companies?.find((entry) => entry.id === brandId);
  return brand ? { kind: 'brand', brand } : { kind: 'not-found' };
}

/**
 * A product or pack page: the item, once. The item's slug in any language is its address; another
 * slug moves to the slug in the language the address names (301 from the server; the query is kept).
 */
function itemLoad(kind: ItemKind) {
  return async (args: LoaderFunctionArgs): Promise<RouteLoad> => {
    const context = contextOf(args);
    const segment = args.params.item ?? '';
    const parsed = parseItemSegment(segment);
    if (!parsed) return { kind: 'not-found' };
    const loaded = await load(context, shopItemQueryOptions(kind, parsed.id).queryKey, (transport) =>
      getShopItem(kind, parsed.id, undefined, transport),
    );
    if (!loaded) return { kind: 'not-found' };
    if (!isItemSlug(loaded.item, parsed.slug)) {
      throw redirect(itemPath(kind, loaded.item, searchOf(args).get('lang')), 301);
    }
    return kind === 'product'
      ? { kind: 'product', item: loaded.item as LoadedItem }
      : { kind: 'pack', item: loaded.item as LoadedItem };
  };
}

/**
 * What each public route loads, by route id (src/app/router.tsx): the one place that says which
 * answers a server-rendered page needs. The server runs the matched loaders once, before its one
 * render; the page's head is written from what they return (`loadedPage`).
 */
export const PAGE_LOADS: Record<string, (args: LoaderFunctionArgs) => Promise<RouteLoad>> = {
  storefront: storefrontLoad,
  home: homeLoad,
  brand: brandLoad,
  product: itemLoad('product'),
  pack: itemLoad('pack'),
  'not-found': async () => ({ kind: 'not-found' }),
};

/**
 * The source of each public page's chunk (as imported in src/app/router.tsx): the server names the
 * built files (the Vite manifest) in the page's head as modulepreloads, so the browser fetches the
 * page's code alongside the entry and hydration can start as soon as the entry runs.
 */
export const PAGE_MODULES: Record<string, string> = {
  // The frame of every public page: its footer is a chunk of its own (decision 292).
  storefront: 'src/components/layout/storefront/site-footer.tsx',
  home: 'src/features/catalogue/pages/home-page.tsx',
  brand: 'src/features/catalogue/pages/brand-page.tsx',
  product: 'src/features/item-pages/pages/product-page.tsx',
  pack: 'src/features/item-pages/pages/pack-page.tsx',
};

/** `routes` with the loaders of PAGE_LOADS attached by id (the server's data routes). */
export function withPageLoads(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const loader = route.id ? PAGE_LOADS[route.id] : undefined;
    const children = route.children ? withPageLoads(route.children) : undefined;
    return { ...route, ...(loader ? { loader } : {}), ...(children ? { children } : {}) } as RouteObject;
  });
}

/**
 * The page the loaders loaded, from the route loaders' data of one request: the settings of the
 * layout and the page of the deepest route that said which page it is. `path`: the address's path,
 * named by the not-found page.
 */
export function loadedPage(loaderData: Record<string, unknown>, path: string): LoadedPage {
  let settings: PublicSettings | null = null;
  let page: Exclude<RouteLoad, { settings: PublicSettings | null }> = { kind: 'not-found' };
  for (const data of Object.values(loaderData) as RouteLoad[]) {
    if (!data) continue;
    if ('settings' in data) settings = data.settings;
    else page = data;
  }
  switch (page.kind) {
    case 'home':
      return { kind: 'home', settings };
    case 'brand':
      return { kind: 'brand', settings, brand: page.brand };
    case 'product':
      return {
        kind: 'product',
        settings,
        item: page.item as Extract<LoadedPage, { kind: 'product' }>['item'],
      };
    case 'pack':
      return { kind: 'pack', settings, item: page.item as Extract<LoadedPage, { kind: 'pack' }>['item'] };
    case 'not-found':
      return { kind: 'not-found', settings, path };
  }
}
