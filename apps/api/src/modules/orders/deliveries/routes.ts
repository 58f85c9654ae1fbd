import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, idsParams, pathDay, pathId } from '@parashop/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  LANGUAGES,
  cashCloseSchema,
  cashDeclareSchema,
  dateInZone,
  dateQueryValue,
  riderCreateSchema,
  riderUpdateSchema,
  runCreateSchema,
  runUpdateSchema,
  stopOutcomeSchema,
  type RunSheet,
} from '@parashop/shared';
import { eq } from 'drizzle-orm';
import { deliveryRuns } from '../../../db/schema';
import { requestLanguage } from '../../../lib/accept-language';
import { fileLanguage } from '../../../lib/csv-texts';
import { httpError } from '../../../lib/http-errors';
import { closeCashDay, cashDays, declareCash } from './cash';
import { cashCsv } from './export';
import { recordOutcome, riderRuns, startRun } from './outcomes';
import { eligibleOrders, listRiders, loadRun, loadRuns, sheetShop } from './repository';
import { createRider, updateRider } from './riders';
import { RUN_NOT_FOUND, createRun, deleteRun, handOver, unlockStop, updateRun } from './runs';
import { csvHeaders } from '../export';
import { found } from '../answers';

/**
 * Riders, delivery runs and the riders' cash (docs/decisions/240-riders-runs-and-cash.md). Staff's
 * routes are admin-only (riders get 403 there); the rider's own routes under /rider are for riders
 * only (admins and customers get 403), and a rider reaches only their own runs (others' are 404).
 */

const tags = ['deliveries'];

function user(request: FastifyRequest) {
  if (!request.user) throw httpError(401, 'Unauthenticated.');
  return request.user;
}

/** A day from a route parameter; anything else is a 404 (that day cannot exist). */
const dateQuery = z.object({ date: dateQueryValue.optional() });
const sheetQuery = z.object({ lang: z.enum(LANGUAGES).optional() });
const cashQuery = z.object({
  from: dateQueryValue.optional(),
  to: dateQueryValue.optional(),
  rider_id: z.coerce
    .number({ error: 'validation.run.riderInvalid' })
    .int({ error: 'validation.run.riderInvalid' })
    .positive({ error: 'validation.run.riderInvalid' })
    .max(2_147_483_647, { error: 'validation.run.riderInvalid' })
    .optional(),
  lang: z.enum(LANGUAGES).optional(),
});

const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', app.requireAdmin);
  const ctx = (request: FastifyRequest) => ({
    db: app.db,
    lang: requestLanguage(request),
    now: new Date(),
    timeZone: app.config.shopTimezone,
  });
  const today = () => dateInZone(new Date(), app.config.shopTimezone);

  // ------------------------------------------------------------ riders
  app.get('/riders', { schema: { tags, summary: 'Riders, by name' } }, async () => listRiders(app.db));
  app.post(
    '/riders',
    { schema: { tags, summary: 'Create a rider (phone or e-mail sign-in)', body: riderCreateSchema } },
    async (request, reply) =>
      reply.code(201).send(await createRider(app.db, request.body, new Date(), requestLanguage(request))),
  );
  app.patch(
    '/riders/:id',
    { schema: { params: idParams, tags, summary: 'Change or disable a rider', body: riderUpdateSchema } },
    async (request) => {
      const id = request.params.id;
      return updateRider(app.db, id, request.body, new Date(), requestLanguage(request), (userId) =>
        app.sessions.destroyAllForUser(userId),
      );
    },
  );

  // ------------------------------------------------------------ runs
  app.get(
    '/delivery-runs',
    { schema: { tags, summary: 'The runs of a day (today by default)', querystring: dateQuery } },
    async (request) =>
      loadRuns(app.db, eq(deliveryRuns.date, request.query.date ?? today()), requestLanguage(request)),
  );
  app.get(
    '/delivery-runs/eligible-orders',
    {
      schema: {
        tags,
        summary: 'Confirmed pending Dakhla orders on no open run, that can go out on the day',
        querystring: dateQuery,
      },
    },
    async (request) => eligibleOrders(app.db, request.query.date ?? today()),
  );
  app.get(
    '/delivery-runs/:id',
    { schema: { params: idParams, tags, summary: 'One run with its stops' } },
    async (request) => {
      return found(await loadRun(app.db, request.params.id, requestLanguage(request)), RUN_NOT_FOUND);
    },
  );
  app.get(
    '/delivery-runs/:id/sheet',
    {
      schema: {
        params: idParams,
        tags,
        summary: 'What the printed run sheet shows, in a language',
        querystring: sheetQuery,
      },
    },
    async (request): Promise<RunSheet> => {
      const lang = request.query.lang ?? fileLanguage(request, undefined);
      const run = found(await loadRun(app.db, request.params.id, lang), RUN_NOT_FOUND);
      return {
        lang,
        shop: await sheetShop(app.db),
        run,
        printed_at: new Date().toISOString(),
      };
    },
  );
  app.post(
    '/delivery-runs',
    { schema: { tags, summary: "Build a rider's run of a day (a draft)", body: runCreateSchema } },
    async (request, reply) =>
      reply.code(201).send(await createRun(ctx(request), request.body, user(request).id)),
  );
  app.patch(
    '/delivery-runs/:id',
    { schema: { params: idParams, tags, summary: "A draft run's stops, in order", body: runUpdateSchema } },
    async (request) => updateRun(ctx(request), request.params.id, request.body.order_ids),
  );
  app.post(
    '/delivery-runs/:id/hand-over',
    { schema: { params: idParams, tags, summary: 'Hand a draft run over to its rider' } },
    async (request) => handOver(ctx(request), request.params.id),
  );
  app.delete(
    '/delivery-runs/:id',
    { schema: { params: idParams, tags, summary: 'Delete a draft run' } },
    async (request) => {
      await deleteRun(ctx(request), request.params.id);
      return { message: 'Run deleted.' };
    },
  );
  app.post(
    '/delivery-runs/:runId/stops/:stopId/unlock',
    {
      schema: {
        params: idsParams('runId', 'stopId'),
        tags,
        summary: 'Unlock a stop locked by wrong delivery codes',
      },
    },
    async (request) => unlockStop(ctx(request), request.params.runId, request.params.stopId),
  );

  // ------------------------------------------------------------ cash
  const cashFilter = (query: z.output<typeof cashQuery>) => {
    const to = query.to ?? today();
    return { from: query.from ?? `${to.slice(0, 7)}-01`, to, riderId: query.rider_id };
  };
  app.get(
    '/rider-cash',
    {
      schema: {
        tags,
        summary: "Riders' cash days (this month by default), newest first",
        querystring: cashQuery,
      },
    },
    async (request) => cashDays(app.db, cashFilter(request.query)),
  );
  app.get(
    '/rider-cash/export.csv',
    { schema: { tags, summary: "Riders' cash days as CSV, in the staff language", querystring: cashQuery } },
    async (request, reply) => {
      const csv = await cashCsv(
        app.db,
        cashFilter(request.query),
        fileLanguage(request, request.query.lang),
        app.config.shopTimezone,
      );
      return reply.headers(csvHeaders(csv.disposition)).send(csv.body);
    },
  );
  app.post(
    '/rider-cash/:riderId/:date/close',
    {
      schema: {
        params: z.object({ riderId: pathId, date: pathDay }),
        tags,
        summary: "Close a rider's cash day with the amount counted",
        body: cashCloseSchema,
      },
    },
    async (request) => {
      const staff = user(request);
      return closeCashDay(
        app.db,
        staff,
        request.params.riderId,
        request.params.date,
        request.body,
        new Date(),
        requestLanguage(request),
      );
    },
  );
};

const riderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', app.requireRider);
  const ctx = (request: FastifyRequest) => ({
    db: app.db,
    lang: requestLanguage(request),
    now: new Date(),
    timeZone: app.config.shopTimezone,
  });

  app.get(
    '/rider/runs',
    { schema: { tags, summary: "The rider's runs of a day (today by default)", querystring: dateQuery } },
    async (request) =>
      riderRuns(
        app.db,
        user(request).id,
        request.query.date ?? dateInZone(new Date(), app.config.shopTimezone),
        requestLanguage(request),
      ),
  );
  app.post(
    '/rider/runs/:id/start',
    { schema: { params: idParams, tags, summary: 'Start a run handed over' } },
    async (request) => startRun(ctx(request), user(request), request.params.id),
  );
  app.post(
    '/rider/stops/:id/outcome',
    {
      schema: {
        params: idParams,
        tags,
        summary: "A stop's outcome, applied once per key",
        body: stopOutcomeSchema,
      },
    },
    async (request, reply) => {
      const answer = await recordOutcome(ctx(request), user(request), request.params.id, request.body);
      return reply.code(answer.status).send(answer.body);
    },
  );
  app.post(
    '/rider/cash/:date/declare',
    {
      schema: {
        params: z.object({ date: pathDay }),
        tags,
        summary: 'Declare the cash handed over for a day',
        body: cashDeclareSchema,
      },
    },
    async (request) =>
      declareCash(
        app.db,
        user(request),
        request.params.date,
        request.body.declared,
        new Date(),
        requestLanguage(request),
      ),
  );
};

const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(staffRoutes);
  await app.register(riderRoutes);
};

export default routes;
