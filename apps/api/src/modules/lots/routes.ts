import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, lotReceiveSchema, lotUpdateSchema } from '@parashop/shared';
import { addDays, dateInZone, type ExpiringLots } from '@parashop/shared';
import { requestLanguage } from '../../lib/accept-language';
import { formBody } from '../../lib/form-body';
import { NOT_FOUND_MESSAGE, httpError } from '../../lib/http-errors';
import { doc } from '../../lib/openapi';
import { lotsJob } from './expiry-job';
import { expiringLots, listLots, productExists } from './repository';
import { correctLot, receiveLot, removeLot, type LotContext } from './service';

/**
 * Lots with expiry dates (docs/decisions/130-product-lots.md), all admin: GET and POST
 * /products/{id}/lots, PUT and DELETE /lots/{id}, GET /lots/expiring (the products screen's filter);
 * and the lots job (expired lots out of the stock, expiry notifications).
 */
const lotRoutes: FastifyPluginAsyncZod = async (app) => {
  const today = () => dateInZone(new Date(), app.config.shopTimezone);
  const context = (request: FastifyRequest): LotContext => {
    const now = new Date();
    return { now, day: dateInZone(now, app.config.shopTimezone), lang: requestLanguage(request) };
  };
  // An expiry date before today is refused with the form's other errors, today read at each request.
  const receiveBody = formBody(lotReceiveSchema(today));

  await app.register(async (scope) => {
    const admin = scope.withTypeProvider<ZodTypeProvider>();
    admin.addHook('preValidation', app.requireAdmin);

    admin.get(
      '/products/:id/lots',
      doc('lots', "A product's lots, next to ship first", { params: idParams }),
      async (request) => {
        const id = request.params.id;
        if (!(await productExists(app.db, id))) throw httpError(404, NOT_FOUND_MESSAGE);
        return listLots(app.db, id);
      },
    );

    admin.post(
      '/products/:id/lots',
      doc('lots', 'Receive stock: a new lot (lot number, expiry date, quantity)', {
        params: idParams,
        body: receiveBody,
      }),
      async (request, reply) =>
        reply.code(201).send(await receiveLot(app.db, request.params.id, request.body, context(request))),
    );

    admin.put(
      '/lots/:id',
      doc('lots', "Correct a lot's quantity or expiry date", {
        params: idParams,
        body: formBody(lotUpdateSchema),
      }),
      async (request) => correctLot(app.db, request.params.id, request.body, context(request)),
    );

    admin.delete(
      '/lots/:id',
      doc('lots', 'Delete a lot (its units leave the stock)', { params: idParams }),
      async (request, reply) => {
        await removeLot(app.db, request.params.id, context(request));
        return reply.code(204).send();
      },
    );

    admin.get(
      '/lots/expiring',
      doc('lots', 'Lots with units left expiring within EXPIRY_ALERT_DAYS, soonest first'),
      async (): Promise<ExpiringLots> => {
        const today = dateInZone(new Date(), app.config.shopTimezone);
        const until = addDays(today, app.config.expiryAlertDays);
        return {
          alert_days: app.config.expiryAlertDays,
          until,
          lots: await expiringLots(app.db, today, until),
        };
      },
    );
  });

  lotsJob(app);
};

export default lotRoutes;
