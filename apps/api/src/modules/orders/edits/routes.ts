import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, orderEditSchema } from '@parashop/shared';
import { requestLanguage } from '../../../lib/accept-language';
import { httpError } from '../../../lib/http-errors';
import { editsOfUser } from './repository';
import { editOrder } from './service';

/**
 * POST /orders/{id}/edit (admin, docs/decisions/260-order-edits.md): staff change a pending order
 * during the confirmation call; `dry_run` shows the old and new totals without keeping anything.
 * 200 with the order and the changes; 409 with a reason (version_conflict, order_not_editable,
 * order_on_run) or an out-of-stock item, nothing changed; 422 for bad input.
 */
const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', app.requireAdmin);
  app.post(
    '/orders/:id/edit',
    {
      schema: {
        tags: ['orders'],
        summary: 'Change a pending order (lines, customer, address), re-priced as at placement',
        params: idParams,
        body: orderEditSchema,
      },
    },
    async (request, reply) => {
      const staff = request.user;
      if (!staff) throw httpError(401, 'Unauthenticated.');
      const answer = await editOrder(app.db, {
        orderId: request.params.id,
        payload: request.body,
        staff: { id: staff.id, name: staff.fullName },
        now: new Date(),
        timeZone: app.config.shopTimezone,
        lang: requestLanguage(request),
        limits: {
          maxUnitsPerLine: app.config.orderMaxUnitsPerLine,
          maxUnitsPerOrder: app.config.orderMaxUnitsPerOrder,
          maxOrderValue: app.config.orderMaxOrderValue,
        },
      });
      return reply.code(answer.status).send(answer.body);
    },
  );
};

/** GET /userorders/changes (logged in): what the shop changed in the caller's own orders. */
const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', app.requireUser);
  app.get(
    '/userorders/changes',
    {
      schema: { tags: ['orders'], summary: "What the shop changed in the caller's own orders, oldest first" },
    },
    async (request) => {
      const user = request.user;
      if (!user) throw httpError(401, 'Unauthenticated.');
      return { changes: await editsOfUser(app.db, user.id) };
    },
  );
};

const orderEditRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(staffRoutes);
  await app.register(customerRoutes);
};

export default orderEditRoutes;
