import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, packFormSchema } from '@parashop/shared';
import { requestLanguage } from '../../lib/accept-language';
import { formBody, formFieldsAsBody } from '../../lib/form-body';
import { httpError, NOT_FOUND_MESSAGE } from '../../lib/http-errors';
import { loadPack, loadPacks } from '../catalogue-shared/packs';
import { deletePack } from './repository';
import { createPack, updatePackFromForm } from './service';
import { doc } from '../../lib/openapi';
import { deleteRoute } from '../catalogue-shared/routes';
import { countClick } from '../catalogue-shared/clicks';
import { sessionClient } from '../../lib/client-address';

/** Packs: reads and the click counter are public; writes are the admin's (JSON). */
const packRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/packs',
    doc('packs', 'All packs, newest first, with their products and derived stock'),
    async (request, reply) => app.catalogueCache.send(request, reply, 'packs', () => loadPacks(app.db)),
  );

  app.get('/packs/:id', doc('packs', 'One pack', { params: idParams }), async (request, reply) => {
    const id = request.params.id;
    return app.catalogueCache.send(request, reply, `packs/${id}`, async () => {
      const pack = await loadPack(app.db, id);
      if (!pack) throw httpError(404, NOT_FOUND_MESSAGE);
      return pack;
    });
  });

  app.post(
    '/packs/:id/click',
    doc('packs', 'Count a view of a pack', { params: idParams }),
    async (request) => countClick(app, 'pack', request.params.id, sessionClient(request)),
  );

  await app.register(async (scope) => {
    const admin = scope.withTypeProvider<ZodTypeProvider>();
    admin.addHook('preValidation', app.requireAdmin);
    const body = formBody(packFormSchema);

    admin.post(
      '/packs',
      {
        ...doc('packs', 'Create a pack (JSON: name, description, price, product_ids)', { body }),
        preValidation: formFieldsAsBody,
      },
      async (request, reply) =>
        reply.code(201).send(await createPack(app.db, request.body, requestLanguage(request))),
    );

    // PUT as the specification's client sends it; POST with `_method=PUT` like the other admin forms.
    for (const method of ['PUT', 'POST'] as const) {
      admin.route({
        method,
        url: '/packs/:id',
        ...doc(
          'packs',
          method === 'PUT' ? 'Update a pack (JSON)' : 'Update a pack (JSON or form with _method=PUT)',
          {
            params: idParams,
            body,
          },
        ),
        preValidation: formFieldsAsBody,
        handler: async (request) =>
          updatePackFromForm(app.db, request.params.id, request.body, requestLanguage(request)),
      });
    }

    deleteRoute(admin, '/packs/:id', 'packs', 'Delete a pack (its products stay)', (id) =>
      deletePack(app.db, id),
    );
  });
};

export default packRoutes;
