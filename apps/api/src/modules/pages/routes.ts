import type { FastifyInstance } from 'fastify';
import { LANGUAGES } from '@parashop/shared/constants';
import { brandPath, itemPath } from '@parashop/shared/item-urls';
import { onCatalogueWrite } from '../../db/client';
import { escapeHtml, pathInLanguage } from './head';
import { sitemapRows } from './repository';

/** Paths crawlers are kept out of: the back office, the API, the cart and the account pages. */
export const ROBOTS_DISALLOWED = [
  '/admin',
  '/api/',
  '/storage/',
  '/shopping-cart',
  '/favorites',
  '/login',
  '/register',
  '/verify-gmail',
  '/verify-code',
  '/reset-password',
  '/change-password',
  '/account-profile',
];

const SITEMAP_TTL_MS = 60_000;

/** The sitemap's entries of one page: the page in each language and its x-default, each naming all. */
function sitemapEntries(origin: string, basePath: string, lastmod: Date | null): string[] {
  const alternates = [
    ...LANGUAGES.map((lang) => ({ hreflang: lang, href: `${origin}${pathInLanguage(basePath, lang)}` })),
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
export default async function pageRoutes(app: FastifyInstance): Promise<void> {
  const origin = app.config.publicUrl;
  let sitemap: { body: string; until: number } | null = null;
  let generation = 0;
  onCatalogueWrite(app.db, () => {
    generation += 1;
    sitemap = null;
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    if (!sitemap || sitemap.until <= Date.now()) {
      const startedAt = generation;
      const rows = await sitemapRows(app.db);
      const body = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        ...sitemapEntries(origin, '/', null),
        ...rows.brands.flatMap((row) => sitemapEntries(origin, brandPath(row), row.updatedAt)),
        ...rows.products.flatMap((row) => sitemapEntries(origin, itemPath('product', row), row.updatedAt)),
        ...rows.packs.flatMap((row) => sitemapEntries(origin, itemPath('pack', row), row.updatedAt)),
        '</urlset>',
        '',
      ].join('\n');
      if (startedAt !== generation) {
        return reply.type('application/xml; charset=utf-8').header('cache-control', 'no-cache').send(body);
      }
      sitemap = { body, until: Date.now() + SITEMAP_TTL_MS };
    }
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(sitemap.body);
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
