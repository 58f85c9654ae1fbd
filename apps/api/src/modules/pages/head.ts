import type { Pack, Product } from '@parashop/shared/api-types';
import { LANGUAGES, RTL_LANGUAGES, type Language } from '@parashop/shared/constants';
import { hasImageVariants, imageVariantPath } from '@parashop/shared/image-variants';
import { itemPath } from '@parashop/shared/item-urls';
import { localisedBrandName, localisedDescription, localisedName } from '@parashop/shared/localised';
import type { LoadedPage } from '@parashop/shared/page-load';
import { metaDescription, PAGE_TEXTS, pageTitle, SITE_NAME } from '@parashop/shared/page-texts';
import { scriptJson } from '@parashop/shared/script-json';
import { packJsonLd, productJsonLd, shopJsonLd } from './structured-data';

/** What the server writes into the `<head>` of a public page (search engines, link previews). */
export type PageMeta = {
  lang: Language;
  /** The full `<title>` text. */
  title: string;
  description: string;
  /** Path and query of the page in the language shown, e.g. `/products/3-serum?lang=fr`. */
  path: string;
  /** Path of the page without a language (its `x-default`): each language adds `?lang=`. */
  basePath: string;
  /** The page's path in each language when it differs from `basePath` (an item's slug in that language). */
  languagePaths?: Partial<Record<Language, string>>;
  /** Absolute URL of the picture of link previews, when the page has one. */
  image?: string | null;
  imageAlt?: string;
  ogType?: 'website' | 'product';
  jsonLd?: readonly object[];
  /** Pages search engines should not keep (the not-found page). */
  noindex?: boolean;
};

export function textDirection(lang: Language): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.includes(lang) ? 'rtl' : 'ltr';
}

/** `path` in `lang`: `?lang=` added to (or replacing the one of) its query. */
export function pathInLanguage(basePath: string, lang: Language | null): string {
  const [pathname = '/', query = ''] = basePath.split('?');
  const params = new URLSearchParams(query);
  params.delete('lang');
  if (lang) params.set('lang', lang);
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** The tags for `meta`, absolute URLs made from `origin` (PUBLIC_URL). */
export function renderHead(meta: PageMeta, origin: string): string {
  const url = (path: string) => `${origin}${path}`;
  const canonical = url(meta.path);
  const tag = (name: string, attributes: Record<string, string>) =>
    `<${name} ${Object.entries(attributes)
      .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
      .join(' ')} />`;
  const lines = [
    `<title>${escapeHtml(meta.title)}</title>`,
    tag('meta', { name: 'description', content: meta.description }),
    tag('link', { rel: 'canonical', href: canonical }),
    ...LANGUAGES.map((lang) =>
      tag('link', {
        rel: 'alternate',
        hreflang: lang,
        href: url(pathInLanguage(meta.languagePaths?.[lang] ?? meta.basePath, lang)),
      }),
    ),
    tag('link', { rel: 'alternate', hreflang: 'x-default', href: url(pathInLanguage(meta.basePath, null)) }),
    tag('meta', { property: 'og:site_name', content: SITE_NAME }),
    tag('meta', { property: 'og:type', content: meta.ogType ?? 'website' }),
    tag('meta', { property: 'og:title', content: meta.title }),
    tag('meta', { property: 'og:description', content: meta.description }),
    tag('meta', { property: 'og:url', content: canonical }),
    tag('meta', { property: 'og:locale', content: PAGE_TEXTS[meta.lang].locale }),
    tag('meta', { name: 'twitter:card', content: meta.image ? 'summary_large_image' : 'summary' }),
    tag('meta', { name: 'twitter:title', content: meta.title }),
    tag('meta', { name: 'twitter:description', content: meta.description }),
  ];
  if (meta.image) {
    lines.push(
      tag('meta', { property: 'og:image', content: meta.image }),
      tag('meta', { property: 'og:image:alt', content: meta.imageAlt ?? meta.title }),
      tag('meta', { name: 'twitter:image', content: meta.image }),
    );
  }
  if (meta.noindex) lines.push(tag('meta', { name: 'robots', content: 'noindex' }));
  for (const data of meta.jsonLd ?? []) {
    lines.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  }
  return lines.join('\n    ');
}

/** The path of an uploaded picture under /storage, the 1024 px WebP variant when it has them. */
function previewImage(image: string | null | undefined): string | null {
  if (!image) return null;
  if (/^https?:\/\//i.test(image)) return image;
  const path = hasImageVariants(image) ? imageVariantPath(image, 1024, 'webp') : image;
  return `/storage/${path.replace(/^\/?(?:storage\/)*/, '')}`;
}

/** A page's language: `explicit` when chosen (by the address or the shopper), so the canonical names it. */
export type HeadLanguage = { lang: Language; explicit: boolean };

/**
 * The head of a public page and its status, from what its loaders loaded (the one place a head is
 * made, whether the page was rendered or is sent unrendered; decision 215).
 */
export function pageHead(
  page: LoadedPage,
  { lang, explicit }: HeadLanguage,
  origin: string,
): { status: 200 | 404; meta: PageMeta } {
  const absolute = (path: string | null) => (path === null ? null : `${origin}${path}`);
  const texts = PAGE_TEXTS[lang];
  const meta = (basePath: string, rest: Omit<PageMeta, 'lang' | 'path' | 'basePath'>): PageMeta => ({
    lang,
    path: pathInLanguage(rest.languagePaths?.[lang] ?? basePath, explicit ? lang : null),
    basePath,
    ...rest,
  });
  // An item's page in each language: its slug in that language (decision 230).
  const itemPaths = (kind: 'product' | 'pack', item: Product | Pack) =>
    Object.fromEntries(LANGUAGES.map((language) => [language, itemPath(kind, item, language)])) as Record<
      Language,
      string
    >;
  switch (page.kind) {
    case 'home':
      return {
        status: 200,
        meta: meta('/', {
          title: pageTitle(texts.homeTitle),
          description: texts.homeDescription,
          image: `${origin}/favicon.svg`,
          jsonLd: page.settings ? [shopJsonLd(page.settings, origin, `${origin}/favicon.svg`)] : [],
        }),
      };
    case 'brand': {
      const name = localisedBrandName(page.brand, lang);
      return {
        status: 200,
        meta: meta(`/brands/${page.brand.id}`, {
          title: pageTitle(name),
          description: metaDescription(texts.brandDescription(name)),
          image: absolute(previewImage(page.brand.image)),
          imageAlt: name,
        }),
      };
    }
    case 'product': {
      const product: Product = page.item;
      const basePath = itemPath('product', product);
      const languagePaths = itemPaths('product', product);
      const url = `${origin}${pathInLanguage(languagePaths[lang], explicit ? lang : null)}`;
      const brandLabel = localisedBrandName(product.company, lang);
      const name = localisedName(product, lang);
      const description = localisedDescription(product, lang);
      const image = absolute(previewImage(product.image));
      return {
        status: 200,
        meta: meta(basePath, {
          languagePaths,
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
    case 'pack': {
      const pack: Pack = page.item;
      const basePath = itemPath('pack', pack);
      const languagePaths = itemPaths('pack', pack);
      const url = `${origin}${pathInLanguage(languagePaths[lang], explicit ? lang : null)}`;
      const name = localisedName(pack, lang);
      const description = localisedDescription(pack, lang);
      const image = absolute(previewImage(pack.images[0]));
      return {
        status: 200,
        meta: meta(basePath, {
          languagePaths,
          title: pageTitle(name),
          description: metaDescription(description || texts.packDescription(name, pack.products.length)),
          image,
          imageAlt: name,
          ogType: 'product',
          jsonLd: [
            packJsonLd(pack, { name, description, brand: page.settings?.shop_name ?? SITE_NAME }, url, image),
          ],
        }),
      };
    }
    case 'not-found':
      return {
        status: 404,
        meta: {
          lang,
          title: pageTitle(texts.notFoundTitle),
          description: texts.homeDescription,
          path: pathInLanguage(page.path, lang === 'en' ? null : lang),
          basePath: page.path,
          noindex: true,
        },
      };
  }
}
