import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listCustomers } from './repository';

/** GET /customers (admin): registered customers with their order figures. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', app.requireAdmin);
  app.get('/customers', { schema: { tags: ['customers'], summary: 'Registered customers' } }, async () =>
    listCustomers(app.db),
  );
};

export default routes;
