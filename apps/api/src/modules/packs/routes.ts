import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParams, type IdParams } from '@parashop/shared';
import { httpError, NOT_FOUND_MESSAGE } from '../../lib/http-errors';
import { loadPack, loadPacks } from '../catalogue-shared/packs';
import { deletePack } from './repository';
import { createPack, updatePackFromForm } from './service';
import { doc } from '../../lib/openapi';
import { countClick } from '../catalogue-shared/clicks';

type IdRoute = { Params: IdParams };

/** Packs: reads and the click counter are public; writes are the admin's (JSON). */
export default async function packRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/packs',
    doc('packs', 'All packs, newest first, with their products and derived stock'),
    async (request, reply) => app.catalogueCache.send(request, reply, 'packs', () => loadPacks(app.db)),
  );

  app.get<IdRoute>('/packs/:id', doc('packs', 'One pack', { params: idParams }), async (request, reply) => {
    const id = request.params.id;
    return app.catalogueCache.send(request, reply, `packs/${id}`, async () => {
      const pack = await loadPack(app.db, id);
      if (!pack) throw httpError(404, NOT_FOUND_MESSAGE);
      return pack;
    });
  });

  app.post<IdRoute>(
    '/packs/:id/click',
    doc('packs', 'Count a view of a pack', { params: idParams }),
    async (request) => countClick(app, request, 'pack', request.params.id),
  );

  await app.register(async (admin) => {
    admin.addHook('preValidation', app.requireAdmin);

    admin.post(
      '/packs',
      doc('packs', 'Create a pack (JSON: name, description, price, product_ids)'),
      async (request, reply) => reply.code(201).send(await createPack(request)),
    );

    // PUT as the specification's client sends it; POST with `_method=PUT` like the other admin forms.
    const update = async (request: FastifyRequest<IdRoute>) => updatePackFromForm(request, request.params.id);
    admin.put<IdRoute>('/packs/:id', doc('packs', 'Update a pack (JSON)', { params: idParams }), update);
    admin.post<IdRoute>(
      '/packs/:id',
      doc('packs', 'Update a pack (JSON or form with _method=PUT)', { params: idParams }),
      update,
    );

    admin.delete<IdRoute>(
      '/packs/:id',
      doc('packs', 'Delete a pack (its products stay)', { params: idParams }),
      async (request, reply) => {
        if (!(await deletePack(app.db, request.params.id))) throw httpError(404, NOT_FOUND_MESSAGE);
        return reply.code(204).send();
      },
    );
  });
}
