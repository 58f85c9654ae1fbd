import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  LANGUAGE_COOKIE,
  LANGUAGES,
  type Language,
  type Pack,
  type Product,
  type PublicSettings,
} from '@parashop/shared';
import { hasImageVariants, imageVariantPath } from '@parashop/shared/image-variants';
import { isClientRoute, itemPath, parseItemSegment, type ItemKind } from '@parashop/shared/item-urls';
import { localisedBrandName, localisedDescription, localisedName } from '@parashop/shared/localised';
import { metaDescription, PAGE_TEXTS, pageTitle } from '@parashop/shared/page-texts';
import { onCatalogueWrite } from '../../db/client';
import type { PageAnswer } from '../../plugins/web-app';
import { loadPack } from '../catalogue-shared/packs';
import { loadProduct } from '../catalogue-shared/products';
import { catalogueClock } from '../catalogue-shared/types';
import { pathInLanguage, renderHead, textDirection, type PageMeta } from './head';
import { findBrand, type BrandRow } from './repository';
import { packJsonLd, productJsonLd, shopJsonLd } from './structured-data';

export type PageDependencies = { readPublicSettings: () => Promise<PublicSettings> };

/**
 * How long a described page is kept. Catalogue writes in this process forget every page at once;
 * the limit bounds what another process's write (REDIS_URL) or a settings change leaves stale.
 */
const PAGE_TTL_MS = 60_000;
const MAX_PAGES = 5000;

const isLanguage = (value: string | undefined): value is Language =>
  (LANGUAGES as readonly string[]).includes(value ?? '');

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

const brandName = (brand: Pick<BrandRow, 'name' | 'nameAr' | 'nameFr'>, lang: Language) =>
  localisedBrandName(brand, lang);

/** The path of an uploaded picture under /storage, the 1024 px WebP variant when it has them. */
function previewImage(image: string | null | undefined): string | null {
  if (!image) return null;
  if (/^https?:\/\//i.test(image)) return image;
  const path = hasImageVariants(image) ? imageVariantPath(image, 1024, 'webp') : image;
  return `/storage/${path.replace(/^\/?(?:storage\/)*/, '')}`;
}

type Described = { status: 200 | 404; meta: PageMeta | null } | { redirect: string };

/**
 * Describes the public page at a request's path for the web-app plugin: a 301 to an item's canonical
 * address, the page's head (title, description, canonical, alternates, previews, JSON-LD) with 200,
 * or the not-found page with 404. Answers are kept per path and language until the catalogue changes.
 */
export function pageDescriber(app: FastifyInstance, deps: PageDependencies) {
  const origin = app.config.publicUrl;
  const absolute = (path: string | null) => (path === null ? null : `${origin}${path}`);
  const kept = new Map<string, { answer: PageAnswer; until: number }>();
  let generation = 0;
  onCatalogueWrite(app.db, () => {
    generation += 1;
    kept.clear();
  });

  const notFound = (lang: Language, basePath: string): Described => ({
    status: 404,
    meta: {
      lang,
      title: pageTitle(PAGE_TEXTS[lang].notFoundTitle),
      description: PAGE_TEXTS[lang].homeDescription,
      path: pathInLanguage(basePath, lang === 'en' ? null : lang),
      basePath,
      noindex: true,
    },
  });

  /** Meta for a page: the canonical is the page in its language (`?lang=` only when asked for). */
  const meta = (
    lang: Language,
    explicit: boolean,
    basePath: string,
    rest: Omit<PageMeta, 'lang' | 'path' | 'basePath'>,
  ) => ({
    lang,
    path: pathInLanguage(basePath, explicit ? lang : null),
    basePath,
    ...rest,
  });

  async function home(lang: Language, explicit: boolean): Promise<Described> {
    const settings = await deps.readPublicSettings();
    const texts = PAGE_TEXTS[lang];
    return {
      status: 200,
      meta: meta(lang, explicit, '/', {
        title: pageTitle(texts.homeTitle),
        description: texts.homeDescription,
        image: `${origin}/favicon.svg`,
        jsonLd: [shopJsonLd(settings, origin, `${origin}/favicon.svg`)],
      }),
    };
  }

  async function brand(lang: Language, explicit: boolean, segment: string): Promise<Described> {
    const id = /^[1-9][0-9]{0,9}$/.test(segment) ? Number(segment) : null;
    const row = id !== null && id <= 2_147_483_647 ? await findBrand(app.db, id) : null;
    if (!row) return notFound(lang, `/brands/${segment}`);
    const name = brandName(row, lang);
    return {
      status: 200,
      meta: meta(lang, explicit, `/brands/${row.id}`, {
        title: pageTitle(name),
        description: metaDescription(PAGE_TEXTS[lang].brandDescription(name)),
        image: absolute(previewImage(row.image)),
        imageAlt: name,
      }),
    };
  }

  async function item(
    kind: ItemKind,
    lang: Language,
    explicit: boolean,
    segment: string,
    search: string,
  ): Promise<Described> {
    const parsed = parseItemSegment(segment);
    const basePathOf = (found: Product | Pack) => itemPath(kind, found);
    const found = parsed
      ? kind === 'product'
        ? await loadProduct(app.db, catalogueClock(app.config.shopTimezone), parsed.id)
        : await loadPack(app.db, parsed.id)
      : null;
    if (!found) return notFound(lang, `/${kind}s/${segment}`);
    const basePath = basePathOf(found);
    if (`/${kind}s/${segment}` !== basePath) return { redirect: `${basePath}${search}` };

    const texts = PAGE_TEXTS[lang];
    const url = `${origin}${pathInLanguage(basePath, explicit ? lang : null)}`;
    if (kind === 'product') {
      const product = found as Product;
      const brandLabel = brandName(product.company, lang);
      const name = localisedName(product, lang);
      const description = localisedDescription(product, lang);
      const image = absolute(previewImage(product.image));
      return {
        status: 200,
        meta: meta(lang, explicit, basePath, {
          title: pageTitle(name),
          description: metaDescription(description || texts.productDescription(name, brandLabel)),
          image,
          imageAlt: name,
          ogType: 'product',
          jsonLd: [
            productJsonLd(
              product,
              { name, description, brand: brandLabel, category: localisedName(product.category, lang) },
              url,
              image,
            ),
          ],
        }),
      };
    }
    const pack = found as Pack;
    const name = localisedName(pack, lang);
    const description = localisedDescription(pack, lang);
    const image = absolute(previewImage(pack.images[0]));
    const settings = await deps.readPublicSettings();
    return {
      status: 200,
      meta: meta(lang, explicit, basePath, {
        title: pageTitle(name),
        description: metaDescription(description || texts.packDescription(name, pack.products.length)),
        image,
        imageAlt: name,
        ogType: 'product',
        jsonLd: [packJsonLd(pack, { name, description, brand: settings.shop_name }, url, image)],
      }),
    };
  }

  /** `explicit`: the language was chosen (by the address or the shopper), so the canonical names it. */
  async function describe(
    pathname: string,
    rawSearch: string,
    lang: Language,
    explicit: boolean,
  ): Promise<Described> {
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    if (!isClientRoute(path)) return notFound(lang, path);
    const [, first = '', second = ''] = path.split('/');
    if (path === '/') return home(lang, explicit);
    if (first === 'brands') return brand(lang, explicit, second);
    if (first === 'products') return item('product', lang, explicit, second, rawSearch);
    if (first === 'packs') return item('pack', lang, explicit, second, rawSearch);
    // The other pages (cart, sign-in, account, back office): the page as built, in the language.
    return { status: 200, meta: null };
  }

  return async function describePage(request: FastifyRequest): Promise<PageAnswer> {
    const url = new URL(request.url, 'http://localhost');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = url.pathname;
    }
    const { lang, chosen } = pageLanguage(url.searchParams, request.cookies?.[LANGUAGE_COOKIE]);
    const key = `${lang} ${chosen} ${url.pathname}${url.search}`;
    const hit = kept.get(key);
    if (hit && hit.until > Date.now()) return hit.answer;

    const startedAt = generation;
    const described = await describe(pathname, url.search, lang, chosen);
    const answer: PageAnswer =
      'redirect' in described
        ? { kind: 'redirect', location: described.redirect }
        : {
            kind: 'page',
            status: described.status,
            lang,
            languageChosen: chosen,
            dir: textDirection(lang),
            head: described.meta ? renderHead(described.meta, origin) : null,
          };
    // A read that overlapped a catalogue write is not kept.
    if (startedAt === generation) {
      if (kept.size >= MAX_PAGES) kept.clear();
      kept.set(key, { answer, until: Date.now() + PAGE_TTL_MS });
    }
    return answer;
  };
}
