import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseId } from '../../lib/http-errors';
import { listCategories } from './repository';
import { createCategory, removeCategory, updateCategoryFromForm } from './service';
import { doc } from '../../lib/openapi';

type IdParams = { Params: { id: string } };

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

    const update = async (request: FastifyRequest<IdParams>) =>
      updateCategoryFromForm(request, parseId(request.params.id));
    admin.post<IdParams>(
      '/categories/:id',
      doc('categories', 'Update a category (multipart with _method=PUT)'),
      update,
    );
    admin.put<IdParams>('/categories/:id', doc('categories', 'Update a category (multipart)'), update);

    admin.delete<IdParams>(
      '/categories/:id',
      doc('categories', 'Delete a category and its products'),
      async (request, reply) => {
        await removeCategory(app, parseId(request.params.id));
        return reply.code(204).send();
      },
    );
  });
}
