import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  RETURN_STATS_DAYS,
  dateInZone,
  idParams,
  orderReturnCreateSchema,
  quarantinedProductsSchema,
  returnStatsQuerySchema,
  type OrderReturns,
} from '@parashop/shared';
import { requestLanguage } from '../../../lib/accept-language';
import { fileLanguage } from '../../../lib/csv-texts';
import { httpError } from '../../../lib/http-errors';
import { findOrder } from '../repository';
import { returnsCsv } from './export';
import {
  quarantinedProducts,
  returnStats,
  returnsOfOrder,
  returnsOfUser,
  returnedUnitsByLine,
} from './repository';
import { RETURN_ORDER_NOT_FOUND, recordReturn } from './service';
import { csvHeaders } from '../export';
import { found } from '../answers';

/**
 * Returns after delivery (docs/decisions/265-order-returns.md): staff record and read an order's
 * returns, the return rates and their CSV (admin); a customer reads the returns of their own orders.
 */

const tags = ['orders'];
const DAY_MS = 24 * 60 * 60 * 1000;

function user(request: FastifyRequest) {
  if (!request.user) throw httpError(401, 'Unauthenticated.');
  return request.user;
}

const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', app.requireAdmin);

  app.get(
    '/orders/:id/returns',
    { schema: { tags, summary: "An order's returns and what each line can still return", params: idParams } },
    async (request): Promise<OrderReturns> => {
      const order = found(await findOrder(app.db, request.params.id), RETURN_ORDER_NOT_FOUND);
      const [returns, returned] = await Promise.all([
        returnsOfOrder(app.db, order.id),
        returnedUnitsByLine(
          app.db,
          order.order_items.map((item) => item.id),
        ),
      ]);
      return {
        order_id: order.id,
        status: order.status,
        invoice_number: order.invoice_number,
        returns,
        lines: order.order_items.map((item) => {
          const back = returned.get(item.id) ?? 0;
          const returnable = order.status === 'delivered' ? item.quantity - back : 0;
          return { order_item_id: item.id, delivered: item.quantity, returned: back, returnable };
        }),
      };
    },
  );
  app.post(
    '/orders/:id/returns',
    {
      schema: {
        tags,
        summary: 'Record a return of some units of a delivered order (its credit note, refund, exchange)',
        params: idParams,
        body: orderReturnCreateSchema,
      },
    },
    async (request, reply) => {
      const staff = user(request);
      const answer = await recordReturn(
        { db: app.db, now: new Date(), lang: requestLanguage(request), timeZone: app.config.shopTimezone },
        {
          orderId: request.params.id,
          values: request.body,
          staff: { id: staff.id, name: staff.fullName },
        },
      );
      return reply.code(answer.status).send(answer.body);
    },
  );
  app.get(
    '/order-returns/stats',
    {
      schema: {
        tags,
        summary: 'Return rates by product and by reason over the last days (30 by default)',
        querystring: returnStatsQuerySchema,
      },
    },
    async (request) => {
      const days = request.query.days ?? RETURN_STATS_DAYS;
      return returnStats(app.db, new Date(Date.now() - days * DAY_MS), days);
    },
  );
  app.get(
    '/order-returns/quarantine',
    {
      schema: {
        tags,
        summary: 'The products holding units in quarantine (returned damaged or expired), with their count',
        response: { 200: quarantinedProductsSchema },
      },
    },
    async () => quarantinedProducts(app.db),
  );
  app.get(
    '/order-returns/export.csv',
    {
      schema: {
        tags,
        summary: 'The returned lines of the last days as CSV, in the staff language',
        querystring: returnStatsQuerySchema,
      },
    },
    async (request, reply) => {
      const days = request.query.days ?? RETURN_STATS_DAYS;
      const now = new Date();
      const csv = await returnsCsv(
        app.db,
        new Date(now.getTime() - days * DAY_MS),
        dateInZone(now, app.config.shopTimezone),
        fileLanguage(request, request.query.lang),
        app.config.shopTimezone,
      );
      return reply.headers(csvHeaders(csv.disposition)).send(csv.body);
    },
  );
};

const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', app.requireUser);
  app.get(
    '/userorders/returns',
    { schema: { tags, summary: "The returns of the caller's own orders" } },
    async (request) => ({ returns: await returnsOfUser(app.db, user(request).id) }),
  );
};

/** POST/GET /orders/{id}/returns, GET /order-returns/stats, /order-returns/quarantine, /order-returns/export.csv (admin); GET /userorders/returns (user). */
const returnRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(staffRoutes);
  await app.register(customerRoutes);
};

export default returnRoutes;
