import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { UNAVAILABLE_MESSAGE } from '../../lib/readiness';

const healthBody = z.object({ status: z.enum(['ok', 'unavailable']) });
const readyBody = z.object({ status: z.literal('ready') });
const notReadyBody = z.object({ status: z.enum(['starting', 'unavailable']), message: z.string() });

/** A readiness probe waits this long for the database before it says `unavailable`. */
export const READY_CHECK_TIMEOUT_MS = 2000;

/** Resolves when the database answers `select 1`; rejects when it fails or takes longer than `ms`. */
async function databaseAnswers(db: Database, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      db.execute(sql`select 1`),
      new Promise((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/health (liveness): 200 when the database answers, 503 otherwise.
 * GET /api/health/ready (readiness, for load balancers): 200 `ready` once the process has started
 * (migrations applied: the app is only served after them) and while the database answers; 503
 * `unavailable` with a message otherwise. While the process starts, src/lib/readiness.ts answers
 * 503 `starting` on this path.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: healthBody, 503: healthBody },
      },
    },
    async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        return reply.code(503).send({ status: 'unavailable' as const });
      }
    },
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: migrations applied and the database answers',
        response: { 200: readyBody, 503: notReadyBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await databaseAnswers(app.db, READY_CHECK_TIMEOUT_MS);
        return { status: 'ready' as const };
      } catch (error) {
        request.log.error({ err: error }, 'readiness check: database unavailable');
        return reply.code(503).send({ status: 'unavailable' as const, message: UNAVAILABLE_MESSAGE });
      }
    },
  );
};

export default routes;
