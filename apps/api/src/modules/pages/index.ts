import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { PublicSettings } from '@parashop/shared';
import fp from 'fastify-plugin';
import { databasePages } from './describe';
import { pageRenderer } from './renderer';
import { sitemapRoutes } from './sitemap';
import { webApp } from './web-app';

export { isServerPath, WEB_NOT_BUILT_MESSAGE } from './web-app';

export type PagesOptions = {
  /** The built web app (apps/web/dist). */
  distDir: string;
  /**
   * The web app's server renderer (apps/web's `npm run build` writes it next to dist, in
   * dist-server/entry-server.js). Absent, or false: the public pages are sent as the built shell.
   */
  serverEntry?: string | false;
  readPublicSettings: () => Promise<PublicSettings>;
  /** PAGE_RENDERS_PER_MINUTE: renders of pages not kept yet one client may cause per minute. */
  rendersPerMinute: number;
  /** Bounds of the kept pages (tests make them small). */
  keptPages?: { maxEntries?: number; maxBytes?: number };
};

/**
 * The pages module: everything that answers a page of the web app (docs/decisions/215-rendering-path.md).
 * The built app and its index.html (web-app.ts), the public pages rendered from their route loaders
 * (renderer.ts) and kept (kept-pages.ts), their head (head.ts, structured-data.ts), the same data read
 * from the database for a page sent unrendered (describe.ts), the assets' compressed copies
 * (precompress.ts), the sitemap and robots.txt (sitemap.ts). Registered at the root, outside /api,
 * and owns the not-found handler.
 */
export default fp<PagesOptions>(
  async (app, options) => {
    await app.register(sitemapRoutes);
    const onCatalogueWrite = (listener: () => void) => app.catalogueCache.onChange(listener);
    const built = existsSync(join(options.distDir, 'index.html'));
    const entry = options.serverEntry ?? join(dirname(options.distDir), 'dist-server', 'entry-server.js');
    const renderer =
      built && entry !== false && existsSync(entry)
        ? await pageRenderer(app, entry, {
            distDir: options.distDir,
            onCatalogueWrite,
            onStockChange: (listener) => app.catalogueCache.onStockChange(listener),
            rendersPerMinute: options.rendersPerMinute,
            ...options.keptPages,
          })
        : null;
    await webApp(app, {
      distDir: options.distDir,
      pageFromDatabase: databasePages({
        db: app.db,
        config: app.config,
        onCatalogueWrite,
        readPublicSettings: options.readPublicSettings,
      }),
      renderer,
    });
  },
  { name: 'pages' },
);
