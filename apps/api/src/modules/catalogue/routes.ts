import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dateInZone } from '@parashop/shared';
import {
  catalogueSearchParams,
  type CatalogueHero,
  type CataloguePage,
} from '@parashop/shared/catalogue-query';
import { catalogueQuerySchema, catalogueSuggestQuerySchema } from '@parashop/shared/schemas/catalogue-query';
import { catalogueClock } from '../catalogue-shared/types';
import { loadEntries } from './entries';
import { findCatalogueItems, findHeroItems } from './repository';
import { CLICK_WINDOW_MS } from '../catalogue-shared/clicks';
import { buildSuggestIndex, suggest } from './suggest';

/**
 * The storefront's catalogue, computed by the database: `GET /catalogue` (products and packs with the
 * home page's filters, sorts and paging, `{ data, meta }`) and `GET /catalogue/hero` (the carousel).
 * Both are public reads served through the catalogue cache. The back office keeps its full lists
 * (`GET /products`, `GET /packs`). See docs/decisions/050-catalogue-queries.md.
 */
const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { shopTimezone } = app.config;

  app.get(
    '/catalogue',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'Products and packs, filtered, sorted and paged by the server (the storefront home and brand pages)',
        querystring: catalogueQuerySchema,
      },
    },
    async (request, reply) => {
      const query = request.query;
      // The parsed query in a fixed order names the answer: `?page=1` and `?` share one entry.
      const key = `catalogue?${catalogueSearchParams({ ...query, page: query.page })}`;
      return app.catalogueCache.send(request, reply, key, async (now): Promise<CataloguePage> => {
        const { items, total, facets } = await findCatalogueItems(
          app.db,
          query,
          dateInZone(now, shopTimezone),
        );
        const entries = await loadEntries(app.db, catalogueClock(shopTimezone, now), items);
        return {
          data: entries.map(({ entry }) => entry),
          meta: {
            page: query.page,
            per_page: query.per_page,
            total,
            last_page: Math.max(1, Math.ceil(total / query.per_page)),
          },
          facets,
        };
      });
    },
  );

  app.get(
    '/catalogue/suggest',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'What the search box suggests while the shopper types: products and packs, brands, categories',
        querystring: catalogueSuggestQuerySchema,
      },
    },
    async (request) => {
      const index = await app.catalogueCache.derived('catalogue/suggest-index', () =>
        buildSuggestIndex(app.db),
      );
      return suggest(index, request.query.q);
    },
  );

  app.get(
    '/catalogue/hero',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'What the hero carousel shows: offers, else popular products and packs',
      },
    },
    async (request, reply) =>
      // Clicks do not empty the cache (catalogue-shared/clicks.ts): the popular items are read again
      // at least every CLICK_WINDOW_MS, and at once on any catalogue change.
      app.catalogueCache.send(
        request,
        reply,
        `catalogue/hero/${Math.floor(Date.now() / CLICK_WINDOW_MS)}`,
        async (now): Promise<CatalogueHero> => {
          const refs = await findHeroItems(app.db, dateInZone(now, shopTimezone));
          const entries = await loadEntries(app.db, catalogueClock(shopTimezone, now), refs);
          return { data: entries.map(({ ref, entry }) => ({ ...entry, badge: ref.badge })) };
        },
      ),
  );
};

export default catalogueRoutes;
