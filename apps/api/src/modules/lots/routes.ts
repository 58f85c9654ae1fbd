import type { FastifyInstance } from 'fastify';
import { idParams, type IdParams } from '@parashop/shared';
import { addDays, dateInZone, type ExpiringLots } from '@parashop/shared';
import { NOT_FOUND_MESSAGE, httpError } from '../../lib/http-errors';
import { doc } from '../../lib/openapi';
import { lotsJob } from './expiry-job';
import { expiringLots, listLots, productExists } from './repository';
import { correctLot, receiveLot, removeLot } from './service';

type IdRoute = { Params: IdParams };

/**
 * Lots with expiry dates (docs/decisions/130-product-lots.md), all admin: GET and POST
 * /products/{id}/lots, PUT and DELETE /lots/{id}, GET /lots/expiring (the products screen's filter);
 * and the lots job (expired lots out of the stock, expiry notifications).
 */
export default async function lotRoutes(app: FastifyInstance): Promise<void> {
  await app.register(async (admin) => {
    admin.addHook('preValidation', app.requireAdmin);

    admin.get<IdRoute>(
      '/products/:id/lots',
      doc('lots', "A product's lots, next to ship first", { params: idParams }),
      async (request) => {
        const id = request.params.id;
        if (!(await productExists(app.db, id))) throw httpError(404, NOT_FOUND_MESSAGE);
        return listLots(app.db, id);
      },
    );

    admin.post<IdRoute>(
      '/products/:id/lots',
      doc('lots', 'Receive stock: a new lot (lot number, expiry date, quantity)', { params: idParams }),
      async (request, reply) => reply.code(201).send(await receiveLot(request, request.params.id)),
    );

    admin.put<IdRoute>(
      '/lots/:id',
      doc('lots', "Correct a lot's quantity or expiry date", { params: idParams }),
      async (request) => correctLot(request, request.params.id),
    );

    admin.delete<IdRoute>(
      '/lots/:id',
      doc('lots', 'Delete a lot (its units leave the stock)', { params: idParams }),
      async (request, reply) => {
        await removeLot(request, request.params.id);
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
}
