import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SALES_PERIODS } from '@parashop/shared';
import { salesPeriodRange } from './periods';
import { salesPerCategory, salesPerProduct } from './sales';
import { dashboardFigures } from './statistics';

export const PERIOD_INVALID_MESSAGE = `The period must be one of: ${SALES_PERIODS.join(', ')}.`;

const salesPerCategoryQuery = z.object({
  period: z.enum(SALES_PERIODS, { error: PERIOD_INVALID_MESSAGE }).default('all'),
});

/**
 * GET /dashboard_statistic, GET /sales-per-product, GET /sales-per-categories?period= (admin).
 * "Today", "this month" and "this year" are calendar periods in SHOP_TIMEZONE; revenue counts
 * delivered orders (docs/decisions/030-dashboard-figures.md).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', app.requireAdmin);

  app.get(
    '/dashboard_statistic',
    { schema: { tags: ['dashboard'], summary: 'Dashboard figures' } },
    async () => dashboardFigures(app.db, new Date(), app.config.shopTimezone, app.config.expiryAlertDays),
  );

  app.get(
    '/sales-per-product',
    { schema: { tags: ['dashboard'], summary: 'Top-selling products and packs' } },
    async () => salesPerProduct(app.db),
  );

  app.get(
    '/sales-per-categories',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Sales per category over a period',
        querystring: salesPerCategoryQuery,
      },
    },
    async (request) =>
      salesPerCategory(app.db, salesPeriodRange(request.query.period, new Date(), app.config.shopTimezone)),
  );
};

export default routes;
