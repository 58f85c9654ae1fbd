import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROLE_ADMIN } from '@parashop/shared/constants';
import { shopSettingsUpdateSchema } from '@parashop/shared';
import { dateInZone } from '@parashop/shared/dates';
import { fillEmptyWhatsapp, publicPart, readShopSettings, updateShopSettings } from './repository';

/** The key of the public settings among the answers the catalogue cache keeps. */
const PUBLIC_SETTINGS_CACHE_KEY = 'settings';

const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', app.requireAdmin);
  app.put(
    '/settings',
    {
      schema: {
        tags: ['settings'],
        summary: "Change the shop's settings (any subset of the fields)",
        body: shopSettingsUpdateSchema,
      },
    },
    async (request, reply) => {
      await updateShopSettings(app.db, request.body, new Date());
      // Every process drops its copy of the public settings (through Redis when there are several).
      await app.catalogueCache.invalidate();
      reply.header('cache-control', 'no-store');
      return readShopSettings(app.db, { orderMaxUnitsPerLine: app.config.orderMaxUnitsPerLine });
    },
  );
};

/**
 * GET /settings: the public fields for anyone (read on every storefront page, so kept in the
 * catalogue cache and dropped on PUT), every field for an admin; PUT /settings (admin).
 * SHOP_WHATSAPP fills the WhatsApp number at start-up while the stored one is empty.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const options = { orderMaxUnitsPerLine: app.config.orderMaxUnitsPerLine };
  const configuredWhatsapp = app.config.shopWhatsapp;
  if (configuredWhatsapp !== null) {
    app.addHook('onReady', async () => fillEmptyWhatsapp(app.db, configuredWhatsapp));
  }

  app.get(
    '/settings',
    { schema: { tags: ['settings'], summary: "The shop's settings (the legal ones for admins only)" } },
    async (request, reply) => {
      if (request.user?.roleId === ROLE_ADMIN) {
        reply.header('cache-control', 'private, no-store');
        return readShopSettings(app.db, options);
      }
      return app.catalogueCache.send(request, reply, PUBLIC_SETTINGS_CACHE_KEY, async () =>
        publicPart(await readShopSettings(app.db, options)),
      );
    },
  );
  // The shop's day by the server's clock and SHOP_TIMEZONE: the back office opens its day screens on
  // it, whatever the browser's clock or time-zone data say (decision 312).
  app.get(
    '/shop-day',
    { schema: { tags: ['settings'], summary: "Today in the shop's time zone, and that zone" } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const timeZone = app.config.shopTimezone;
      return { date: dateInZone(new Date(), timeZone), time_zone: timeZone };
    },
  );
  await app.register(adminRoutes);
};

export default routes;
