import type { FastifyInstance } from 'fastify';
import { LANGUAGES, type Language } from '@parashop/shared/constants';
import { brandPath, itemPath } from '@parashop/shared/item-urls';
import { KeptValues } from '../../lib/kept-values';
import { escapeHtml, pathInLanguage } from './head';
import { sitemapRows } from './repository';

/**
 * The first segments of the pages the web app builds in the browser, never rendered on the server
 * (web-app.ts): the cart, sign-in and account pages, the back office and the riders' screen.
 */
export const CLIENT_PAGES: readonly string[] = [
  'shopping-cart',
  'favorites',
  'login',
  'register',
  'verify-gmail',
  'verify-code',
  'reset-password',
  'change-password',
  'account-profile',
  'admin',
  'rider',
];

/** Paths crawlers are kept out of: the API, the stored files, and every page built in the browser. */
export const ROBOTS_DISALLOWED = ['/api/', '/storage/', ...CLIENT_PAGES.map((page) => `/${page}`)];

const SITEMAP_TTL_MS = 60_000;

/**
 * The sitemap's entries of one page: the page in each language and its x-default, each naming all.
 * `pathIn` gives the page's path in a language when it has its own (an item's slug, decision 230).
 */
function sitemapEntries(
  origin: string,
  basePath: string,
  lastmod: Date | null,
  pathIn: (lang: Language) => string = () => basePath,
): string[] {
  const alternates = [
    ...LANGUAGES.map((lang) => ({ hreflang: lang, href: `${origin}${pathInLanguage(pathIn(lang), lang)}` })),
    { hreflang: 'x-default', href: `${origin}${pathInLanguage(basePath, null)}` },
  ];
  const links = alternates
    .map(
      (link) => `<xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${escapeHtml(link.href)}"/>`,
    )
    .join('');
  const modified = lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : '';
  return alternates.map((entry) => `<url><loc>${escapeHtml(entry.href)}</loc>${modified}${links}</url>`);
}

/**
 * GET /sitemap.xml (home, brand, product and pack pages with their language alternates) and
 * GET /robots.txt. Registered at the root, outside /api.
 */
export async function sitemapRoutes(app: FastifyInstance): Promise<void> {
  const origin = app.config.publicUrl;
  const kept = new KeptValues<string>({ maxEntries: 1, ttlMs: SITEMAP_TTL_MS });
  app.catalogueCache.onChange(() => kept.forget());
  // A stock change moves the product's update time, its page's lastmod.
  app.catalogueCache.onStockChange(() => kept.forget());

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    let sitemap = kept.get('');
    if (sitemap === undefined) {
      const mark = kept.mark();
      const rows = await sitemapRows(app.db);
      const body = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        ...sitemapEntries(origin, '/', null),
        ...rows.brands.flatMap((row) => sitemapEntries(origin, brandPath(row), row.updatedAt)),
        ...rows.products.flatMap((row) =>
          sitemapEntries(origin, itemPath('product', row), row.updatedAt, (lang) =>
            itemPath('product', row, lang),
          ),
        ),
        ...rows.packs.flatMap((row) =>
          sitemapEntries(origin, itemPath('pack', row), row.updatedAt, (lang) => itemPath('pack', row, lang)),
        ),
        '</urlset>',
        '',
      ].join('\n');
      // A sitemap read while the catalogue changed is sent, not kept, and not for long either.
      if (!kept.keep('', body, mark)) {
        return reply.type('application/xml; charset=utf-8').header('cache-control', 'no-cache').send(body);
      }
      sitemap = body;
    }
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(sitemap);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        [
          'User-agent: *',
          ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
          'Allow: /',
          '',
          `Sitemap: ${origin}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );
}
