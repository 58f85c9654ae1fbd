import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthBody = z.object({ status: z.enum(['ok', 'unavailable']) });

/** GET /api/health: 200 when the database answers, 503 otherwise (for load balancers and start scripts). */
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
};

export default routes;
