import type { FastifyInstance, FastifyRequest } from 'fastify';
import { categoryWriteSchema, idParams, type IdParams } from '@parashop/shared';
import { listCategories } from './repository';
import { categoryOrThrow, createCategory, removeCategory, updateCategoryFromForm } from './service';
import { doc } from '../../lib/openapi';
import { readUploadBody, uploadFormBody } from '../../lib/upload-form';

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
    // The form (multipart, or JSON without an image), validated in the handler: lib/upload-form.ts.
    const body = uploadFormBody(categoryWriteSchema);
    const readForm = (request: FastifyRequest) => readUploadBody(request, body, { imageRequired: false });

    admin.post(
      '/categories',
      doc('categories', 'Create a category (multipart: name, optional image)', { body }),
      async (request, reply) => reply.code(201).send(await createCategory(app, await readForm(request))),
    );

    const update = async (request: FastifyRequest<IdRoute>) => {
      // An unknown category is a 404 whatever the form holds.
      await categoryOrThrow(app.db, request.params.id);
      return updateCategoryFromForm(app, request.params.id, await readForm(request));
    };
    admin.post<IdRoute>(
      '/categories/:id',
      doc('categories', 'Update a category (multipart with _method=PUT)', { params: idParams, body }),
      update,
    );
    admin.put<IdRoute>(
      '/categories/:id',
      doc('categories', 'Update a category (multipart)', { params: idParams, body }),
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
