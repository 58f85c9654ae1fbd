import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParams, type IdParams } from '@parashop/shared';
import { listCategories } from './repository';
import { createCategory, removeCategory, updateCategoryFromForm } from './service';
import { doc } from '../../lib/openapi';

type IdRoute = { Params: IdParams };

/** Categories: the list is public; writes are the admin's (multipart; update as POST with `_method=PUT`). */
export default async function categoryRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/categories',
    doc('categories', 'All categories by sortOrder then name, with products_count'),
    async (request, reply) =>
      app.catalogueCache.send(request, reply, 'categories', () => listCategories(app.db)),
  );

  await app.register(async (admin) => {
    admin.addHook('preValidation', app.requireAdmin);

    admin.post(
      '/categories',
      doc('categories', 'Create a category (multipart: name, optional image)'),
      async (request, reply) => reply.code(201).send(await createCategory(request)),
    );

    const update = async (request: FastifyRequest<IdRoute>) =>
      updateCategoryFromForm(request, request.params.id);
    admin.post<IdRoute>(
      '/categories/:id',
      doc('categories', 'Update a category (multipart with _method=PUT)', { params: idParams }),
      update,
    );
    admin.put<IdRoute>(
      '/categories/:id',
      doc('categories', 'Update a category (multipart)', { params: idParams }),
      update,
    );

    admin.delete<IdRoute>(
      '/categories/:id',
      doc('categories', 'Delete a category and its products', { params: idParams }),
      async (request, reply) => {
        await removeCategory(app, request.params.id);
        return reply.code(204).send();
      },
    );
  });
}
