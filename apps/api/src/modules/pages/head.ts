import { LANGUAGES, RTL_LANGUAGES, type Language } from '@parashop/shared/constants';
import { PAGE_TEXTS, SITE_NAME } from '@parashop/shared/page-texts';
import { scriptJson } from '@parashop/shared/script-json';

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
      tag('link', { rel: 'alternate', hreflang: lang, href: url(pathInLanguage(meta.basePath, lang)) }),
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
