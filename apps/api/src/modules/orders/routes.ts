import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, idsParams } from '@parashop/shared';
import {
  orderContactSchema,
  orderListQuerySchema,
  orderExportQuerySchema,
  orderPayloadSchema,
  orderStatusUpdateSchema,
} from '@parashop/shared';
import { httpError } from '../../lib/http-errors';
import { requestLanguage } from '../../lib/accept-language';
import { ORDER_NOT_FOUND, changeOrderStatus } from './change-status';
import { confirmationQueue, orderDetails, recordContact, undoContact } from './confirmation';
import { confirmationTimeout } from './confirmation-timeout';
import { IDEMPOTENCY_HEADER, INVALID_KEY_MESSAGE, keyPurger, readIdempotencyKey } from './idempotency';
import { ensureDeviceToken } from '../../lib/device-cookie';
import { placeOrder } from './place-order';
import { orderClient } from './stock-guard';
import { ORDER_RATE_WINDOW_MS, orderRateLimitHook } from './rate-limit';
import { csvHeaders, orderCsv } from './export';
import { newestFirst, orderFilter, orderPage } from './list';
import { listOrders, selectOrders } from './repository';
import { fileLanguage } from '../../lib/csv-texts';
import returnRoutes from './returns/routes';
// Order edits (decision 260).
import orderEditRoutes from './edits/routes';
import { found } from './answers';

const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', app.requireUser);
  app.get(
    '/userorders',
    { schema: { tags: ['orders'], summary: "The caller's own orders" } },
    async (request) => {
      const user = request.user;
      if (!user) throw httpError(401, 'Unauthenticated.');
      return { orders: await listOrders(app.db, { userId: user.id }) };
    },
  );
};

const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', app.requireAdmin);
  /** When, in which language and in which time zone a member of staff changes an order. */
  const staffChange = (request: FastifyRequest) => ({
    now: new Date(),
    lang: requestLanguage(request),
    timeZone: app.config.shopTimezone,
  });
  /** The same for a confirmation call, with the calls an order may take. */
  const callChange = (request: FastifyRequest) => ({
    ...staffChange(request),
    maxAttempts: app.config.orderMaxCallAttempts,
  });
  app.get(
    '/orders',
    {
      schema: {
        tags: ['orders'],
        summary: 'Orders, newest first: every one, or with `page` one page, its total and the stat cards',
        querystring: orderListQuerySchema,
      },
    },
    async (request) => {
      const { page, per_page: perPage, ...filters } = request.query;
      const now = new Date();
      if (page !== undefined) {
        return orderPage(app.db, filters, { page, perPage }, now, app.config.shopTimezone);
      }
      const where = orderFilter(filters, now, app.config.shopTimezone);
      return where ? selectOrders(app.db, where, newestFirst) : listOrders(app.db);
    },
  );
  app.get(
    '/orders/export.csv',
    {
      schema: {
        tags: ['orders'],
        summary: 'The filtered orders as CSV (UTF-8 with BOM), newest first',
        querystring: orderExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { page: _page, per_page: _perPage, lang, ...filters } = request.query;
      const csv = orderCsv(app.db, filters, new Date(), app.config.shopTimezone, fileLanguage(request, lang));
      return reply.headers(csvHeaders(csv.disposition)).send(csv.stream);
    },
  );
  app.get(
    '/orders/confirmation-queue',
    { schema: { tags: ['orders'], summary: 'Orders to call now, oldest first' } },
    async () => confirmationQueue(app.db, new Date()),
  );
  app.get(
    '/orders/:id',
    {
      schema: {
        params: idParams,
        tags: ['orders'],
        summary: 'One order with its calls and its phone history',
      },
    },
    async (request) => found(await orderDetails(app.db, request.params.id), ORDER_NOT_FOUND),
  );
  app.post(
    '/orders/:id/contacts',
    {
      schema: {
        params: idParams,
        tags: ['orders'],
        summary: 'Record a confirmation call',
        body: orderContactSchema,
      },
    },
    async (request, reply) => {
      const staff = request.user;
      if (!staff) throw httpError(401, 'Unauthenticated.');
      const answer = await recordContact(app.db, {
        orderId: request.params.id,
        contact: request.body,
        staff: { id: staff.id, name: staff.fullName },
        ...callChange(request),
      });
      return reply.code(answer.status).send(answer.body);
    },
  );
  app.delete(
    '/orders/:id/contacts/:contactId',
    {
      schema: {
        params: idsParams('id', 'contactId'),
        tags: ['orders'],
        summary: 'Undo a call that cancelled the order (only its latest call, while nothing else changed it)',
      },
    },
    async (request, reply) => {
      const answer = await undoContact(app.db, {
        orderId: request.params.id,
        contactId: request.params.contactId,
        ...callChange(request),
      });
      return reply.code(answer.status).send(answer.body);
    },
  );
  app.patch(
    '/orders/:id',
    {
      schema: {
        params: idParams,
        tags: ['orders'],
        summary: "Change an order's status",
        body: orderStatusUpdateSchema,
      },
    },
    async (request, reply) => {
      const answer = await changeOrderStatus(app.db, {
        orderId: request.params.id,
        status: request.body.status,
        ...staffChange(request),
      });
      return reply.code(answer.status).send(answer.body);
    },
  );
};

/**
 * POST /orders (public); GET /orders (paged with `page`), GET /orders/export.csv, GET /orders/{id}, PATCH /orders/{id}, POST /orders/{id}/contacts,
 * DELETE /orders/{id}/contacts/{contactId}
 * and GET /orders/confirmation-queue (admin); GET /userorders (logged in); the confirmation timeout.
 * Guards run before validation, so a guest never learns what a valid admin body looks like.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const purger = keyPurger(app.db, (error) => app.log.error({ err: error }, 'idempotency key purge failed'));
  app.addHook('onClose', () => purger.idle());

  app.post(
    '/orders',
    {
      schema: { tags: ['orders'], summary: 'Place a cash-on-delivery order', body: orderPayloadSchema },
      preValidation: orderRateLimitHook(app, {
        max: app.config.orderRateLimitPerMinute,
        windowMs: ORDER_RATE_WINDOW_MS,
      }),
    },
    async (request, reply) => {
      const idempotencyKey = readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]);
      if (idempotencyKey === null) {
        throw httpError(422, INVALID_KEY_MESSAGE, { idempotency_key: [INVALID_KEY_MESSAGE] });
      }
      const now = new Date();
      purger.maybePurge(now);
      const answer = await placeOrder(app.db, {
        payload: request.body,
        userId: request.user?.id ?? null,
        idempotencyKey,
        now,
        timeZone: app.config.shopTimezone,
        lang: requestLanguage(request),
        limits: {
          maxUnitsPerLine: app.config.orderMaxUnitsPerLine,
          maxOpenPerPhone: app.config.orderMaxOpenPerPhone,
          maxUnitsPerOrder: app.config.orderMaxUnitsPerOrder,
          maxOrderValue: app.config.orderMaxOrderValue,
          maxHeldUnitsPerClient: app.config.orderMaxHeldUnitsPerClient,
          unconfirmedStockShare: app.config.orderUnconfirmedStockShare,
        },
        client: orderClient(
          request.ip,
          ensureDeviceToken(request, reply, app.config.secureCookies),
          request.sessionId,
        ),
      });
      return reply.code(answer.status).send(answer.body);
    },
  );

  await app.register(customerRoutes);
  await app.register(adminRoutes);
  // Returns after delivery (decision 265).
  await app.register(returnRoutes);
  // Order edits (decision 260): POST /orders/{id}/edit.
  await app.register(orderEditRoutes);
  confirmationTimeout(app);
};

export default routes;
