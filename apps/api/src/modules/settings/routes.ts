import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PublicSettings } from '@parashop/shared';

/**
 * GET /settings (public): what the storefront needs of the shop's configuration. Today it comes
 * from the environment (SHOP_WHATSAPP, ORDER_MAX_UNITS_PER_LINE); the shop settings screen will
 * store more fields and answer them here too.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    { schema: { tags: ['settings'], summary: "The shop's public settings" } },
    async (_request, reply) => {
      const settings: PublicSettings = {
        whatsapp: app.config.shopWhatsapp,
        order_max_units_per_line: app.config.orderMaxUnitsPerLine,
      };
      reply.header('cache-control', 'public, max-age=300');
      return settings;
    },
  );
};

export default routes;
