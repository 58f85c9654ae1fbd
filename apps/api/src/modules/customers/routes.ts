import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerExportQuerySchema, customerListQuerySchema } from '@parashop/shared';
import { customerCsv, customerFilter, customerPage, filteredCustomers } from './list';
import { listCustomers } from './repository';
import { fileLanguage } from '../../lib/csv-texts';

/**
 * GET /customers (admin): registered customers with their order figures; every one, or with `page`
 * one page, its total and the count card (docs/decisions/180-server-side-lists.md).
 * GET /customers/export.csv: the filtered customers as CSV.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', app.requireAdmin);
  app.get(
    '/customers',
    {
      schema: {
        tags: ['customers'],
        summary: 'Registered customers, newest first',
        querystring: customerListQuerySchema,
      },
    },
    async (request) => {
      const { page, per_page: perPage, ...filters } = request.query;
      const now = new Date();
      if (page !== undefined) {
        return customerPage(app.db, filters, { page, perPage }, now, app.config.shopTimezone);
      }
      if (!filters.q && filters.joined === 'all') return listCustomers(app.db);
      return filteredCustomers(app.db, customerFilter(filters, now, app.config.shopTimezone));
    },
  );
  app.get(
    '/customers/export.csv',
    {
      schema: {
        tags: ['customers'],
        summary: 'The filtered customers as CSV (UTF-8 with BOM), newest first',
        querystring: customerExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { page: _page, per_page: _perPage, lang, ...filters } = request.query;
      const csv = customerCsv(
        app.db,
        filters,
        new Date(),
        app.config.shopTimezone,
        fileLanguage(request, lang),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', csv.disposition)
        .header('cache-control', 'no-store')
        .send(csv.stream);
    },
  );
};

export default routes;
