import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  idParams,
  LANGUAGES,
  courierRemittanceSchema,
  courierLabelsQuerySchema,
  courierSendSchema,
  dateInZone,
  dateQueryValue,
  translateMessage,
  type CourierSummary,
} from '@parashop/shared';
import { requestLanguage } from '../../../lib/accept-language';
import { fileLanguage } from '../../../lib/csv-texts';
import { httpError, refusal } from '../../../lib/http-errors';
import { courierCash, courierCashCsv, saveRemittance } from './cash';
import { courierSyncJob } from './job';
import {
  cancelParcel,
  courierDistrictList,
  mergedLabels,
  parcelLabel,
  receiveBack,
  sendParcel,
  type CourierContext,
} from './parcels';
import { configuredCouriers, type Couriers } from './registry';
import { listParcels, orderParcel, parcelView } from './repository';
import { receiveWebhook, syncRound } from './sync';
import { csvHeaders } from '../export';

/**
 * Couriers (docs/decisions/270-couriers.md): staff send confirmed orders by courier, print labels,
 * follow and receive back parcels, and reconcile the courier's cash (admin only); the courier's
 * webhook is public and answers 403 unless its signature is right.
 */

const tags = ['couriers'];
/** A courier's name in the path (`sendit`); one the shop does not know is a 404 further on. */
const courierParams = z.object({ courier: z.string().trim().min(1).max(40) });

function user(request: FastifyRequest) {
  if (!request.user) throw httpError(401, 'Unauthenticated.');
  return request.user;
}

const flag = z.enum(['true', 'false']).optional();
const cashQuery = z.object({
  from: dateQueryValue.optional(),
  to: dateQueryValue.optional(),
  courier: z.string().max(40).optional(),
  lang: z.enum(LANGUAGES).optional(),
});

function staffRoutes(couriers: Couriers): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preValidation', app.requireAdmin);
    const ctx = (request: FastifyRequest): CourierContext => ({
      db: app.db,
      couriers,
      lang: requestLanguage(request),
      now: new Date(),
      timeZone: app.config.shopTimezone,
      timeoutMs: app.config.courierTimeoutMs,
    });
    app.get(
      '/couriers',
      { schema: { tags, summary: 'The couriers set up' } },
      async (): Promise<CourierSummary[]> =>
        [...couriers.values()].map((c) => ({
          id: c.id,
          name: c.name,
          webhook: typeof c.verifyWebhook === 'function',
        })),
    );
    app.get(
      '/couriers/:courier/districts',
      {
        schema: {
          tags,
          summary: "A courier's districts with their fee (cached, asked again daily or on refresh)",
          params: courierParams,
          querystring: z.object({ refresh: flag }),
        },
      },
      async (request) =>
        courierDistrictList(ctx(request), request.params.courier, request.query.refresh === 'true'),
    );
    app.get(
      '/courier-parcels',
      {
        schema: {
          tags,
          summary: 'Parcels with couriers, newest first (attention: those staff must look at)',
          querystring: z.object({ attention: flag }),
        },
      },
      async (request) => listParcels(app.db, request.query.attention === 'true'),
    );
    app.get(
      '/courier-parcels/labels',
      {
        schema: {
          tags,
          summary: "Several orders' labels as one PDF, in the order given (the day's parcels)",
          querystring: courierLabelsQuerySchema,
        },
      },
      async (request, reply) => {
        const pdf = await mergedLabels(ctx(request), request.query.orders);
        return reply
          .type('application/pdf')
          .header('content-disposition', 'inline; filename="labels.pdf"')
          .header('cache-control', 'no-store')
          .send(pdf);
      },
    );
    app.post(
      '/courier-parcels/sync',
      { schema: { tags, summary: 'Ask the couriers about every parcel under way now' } },
      async () => ({
        polled: await syncRound({ db: app.db, couriers, timeZone: app.config.shopTimezone }, 0),
      }),
    );
    app.get(
      '/orders/:id/courier-parcel',
      { schema: { tags, summary: "The order's parcel with a courier, with its history", params: idParams } },
      async (request) => {
        const lang = requestLanguage(request);
        const parcel = await orderParcel(app.db, request.params.id);
        if (!parcel)
          throw refusal(404, translateMessage('errors.courier.noParcel', lang), { reason: 'no_parcel' });
        return parcelView(app.db, parcel);
      },
    );
    app.post(
      '/orders/:id/courier-parcel',
      {
        schema: {
          tags,
          summary: 'Send a confirmed order by courier (never twice)',
          params: idParams,
          body: courierSendSchema,
        },
      },
      async (request, reply) => {
        const answer = await sendParcel(ctx(request), request.params.id, request.body, user(request).id);
        return reply.code(answer.status).send(answer.body);
      },
    );
    app.get(
      '/orders/:id/courier-parcel/label',
      { schema: { tags, summary: "The parcel's label (PDF), from the courier", params: idParams } },
      async (request, reply) => {
        const label = await parcelLabel(ctx(request), request.params.id);
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="label-${label.code.replace(/[^\w-]/g, '')}.pdf"`)
          .header('cache-control', 'no-store')
          .send(label.pdf);
      },
    );
    app.post(
      '/orders/:id/courier-parcel/cancel',
      {
        schema: {
          tags,
          summary: 'Cancel the parcel with the courier before pickup: the order can be sent again',
          params: idParams,
        },
      },
      async (request) => cancelParcel(ctx(request), request.params.id),
    );
    app.post(
      '/orders/:id/courier-parcel/received',
      {
        schema: {
          tags,
          summary: 'The parcel came back: the order is returned, its units back in stock',
          params: idParams,
        },
      },
      async (request) => receiveBack(ctx(request), request.params.id),
    );

    const cashFilter = (query: z.output<typeof cashQuery>) => {
      const to = query.to ?? dateInZone(new Date(), app.config.shopTimezone);
      return {
        from: query.from ?? `${to.slice(0, 7)}-01`,
        to,
        courier: query.courier,
        timeZone: app.config.shopTimezone,
      };
    };
    app.get(
      '/courier-cash',
      {
        schema: {
          tags,
          summary: "The couriers' parcels of a period against what they paid",
          querystring: cashQuery,
        },
      },
      async (request) => courierCash(app.db, cashFilter(request.query)),
    );
    app.get(
      '/courier-cash/export.csv',
      {
        schema: { tags, summary: "The couriers' cash as CSV, in the staff language", querystring: cashQuery },
      },
      async (request, reply) => {
        const csv = await courierCashCsv(
          app.db,
          cashFilter(request.query),
          fileLanguage(request, request.query.lang),
        );
        return reply.headers(csvHeaders(csv.disposition)).send(csv.body);
      },
    );
    app.post(
      '/courier-cash/remittances',
      {
        schema: {
          tags,
          summary: 'Enter or import (CSV) what a courier paid back per parcel',
          body: courierRemittanceSchema,
        },
      },
      async (request) => {
        const lang = requestLanguage(request);
        if (!couriers.has(request.body.courier)) {
          const message = translateMessage('errors.courier.unknown', lang);
          throw httpError(422, message, { courier: [message] });
        }
        return saveRemittance(app.db, request.body, user(request), new Date(), lang);
      },
    );
  };
}

/** The webhook reads its body as text: the signature is over the bytes as sent. */
function webhookRoutes(couriers: Couriers): FastifyPluginAsyncZod {
  return async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 256 * 1024 },
      (_req, body, done) => done(null, body),
    );
    app.post(
      '/couriers/:courier/webhook',
      {
        schema: {
          tags,
          summary: "A courier's status events (signed)",
          security: [],
          params: courierParams,
          // The raw text: its signature is checked over these exact bytes before it is read as JSON.
          body: z.string(),
        },
        config: { signedWebhook: true },
      },
      async (request) =>
        receiveWebhook(
          { db: app.db, couriers, timeZone: app.config.shopTimezone, lang: requestLanguage(request) },
          request.params.courier,
          request.body,
          request.headers,
        ),
    );
  };
}

const routes: FastifyPluginAsyncZod = async (app) => {
  const couriers = configuredCouriers(app.config);
  courierSyncJob(app, couriers);
  await app.register(staffRoutes(couriers));
  await app.register(webhookRoutes(couriers));
};

export default routes;
