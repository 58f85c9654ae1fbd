import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpError, NOT_FOUND_MESSAGE, parseId } from '../../lib/http-errors';
import { loadPack, loadPacks } from '../catalogue-shared/packs';
import { deletePack } from './repository';
import { createPack, updatePackFromForm } from './service';
import { doc } from '../../lib/openapi';
import { countClick } from '../catalogue-shared/clicks';

type IdParams = { Params: { id: string } };

/** Packs: reads and the click counter are public; writes are the admin's (JSON). */
export default async function packRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/packs',
    doc('packs', 'All packs, newest first, with their products and derived stock'),
    async (request, reply) => app.catalogueCache.send(request, reply, 'packs', () => loadPacks(app.db)),
  );

  app.get<IdParams>('/packs/:id', doc('packs', 'One pack'), async (request, reply) => {
    const id = parseId(request.params.id);
    return app.catalogueCache.send(request, reply, `packs/${id}`, async () => {
      const pack = await loadPack(app.db, id);
      if (!pack) throw httpError(404, NOT_FOUND_MESSAGE);
      return pack;
    });
  });

  app.post<IdParams>('/packs/:id/click', doc('packs', 'Count a view of a pack'), async (request) =>
    countClick(app, request, 'pack', parseId(request.params.id)),
  );

  await app.register(async (admin) => {
    admin.addHook('preValidation', app.requireAdmin);

    admin.post(
      '/packs',
      doc('packs', 'Create a pack (JSON: name, description, price, product_ids)'),
      async (request, reply) => reply.code(201).send(await createPack(request)),
    );

    // PUT as the specification's client sends it; POST with `_method=PUT` like the other admin forms.
    const update = async (request: FastifyRequest<IdParams>) =>
      updatePackFromForm(request, parseId(request.params.id));
    admin.put<IdParams>('/packs/:id', doc('packs', 'Update a pack (JSON)'), update);
    admin.post<IdParams>('/packs/:id', doc('packs', 'Update a pack (JSON or form with _method=PUT)'), update);

    admin.delete<IdParams>(
      '/packs/:id',
      doc('packs', 'Delete a pack (its products stay)'),
      async (request, reply) => {
        if (!(await deletePack(app.db, parseId(request.params.id)))) throw httpError(404, NOT_FOUND_MESSAGE);
        return reply.code(204).send();
      },
    );
  });
}
