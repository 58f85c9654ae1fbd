import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpError, NOT_FOUND_MESSAGE, parseId } from '../../plugins/errors';
import { sendWithEtag } from '../catalogue-shared/http-cache';
import { loadPack, loadPacks } from '../catalogue-shared/packs';
import { deletePack, incrementPackClicks } from './repository';
import { createPack, updatePackFromForm } from './service';

type IdParams = { Params: { id: string } };

/** Packs: reads and the click counter are public; writes are the admin's (JSON). */
export default async function packRoutes(app: FastifyInstance): Promise<void> {
  app.get('/packs', async (request, reply) => sendWithEtag(request, reply, await loadPacks(app.db)));

  app.get<IdParams>('/packs/:id', async (request, reply) => {
    const pack = await loadPack(app.db, parseId(request.params.id));
    if (!pack) throw httpError(404, NOT_FOUND_MESSAGE);
    return sendWithEtag(request, reply, pack);
  });

  app.post<IdParams>('/packs/:id/click', async (request) => {
    const count = await incrementPackClicks(app.db, parseId(request.params.id));
    if (count === null) throw httpError(404, NOT_FOUND_MESSAGE);
    return { number_click: count };
  });

  await app.register(async (admin) => {
    admin.addHook('preHandler', app.requireAdmin);

    admin.post('/packs', async (request, reply) => reply.code(201).send(await createPack(request)));

    // PUT as the specification's client sends it; POST with `_method=PUT` like the other admin forms.
    const update = async (request: FastifyRequest<IdParams>) =>
      updatePackFromForm(request, parseId(request.params.id));
    admin.put<IdParams>('/packs/:id', update);
    admin.post<IdParams>('/packs/:id', update);

    admin.delete<IdParams>('/packs/:id', async (request, reply) => {
      if (!(await deletePack(app.db, parseId(request.params.id)))) throw httpError(404, NOT_FOUND_MESSAGE);
      return reply.code(204).send();
    });
  });
}
