import type { FastifyInstance, FastifyRequest } from 'fastify';
import { categoryWriteSchema } from '@parashop/shared';
import { listCategories } from './repository';
import { categoryOrThrow, createCategory, removeCategory, updateCategoryFromForm } from './service';
import { doc } from '../../lib/openapi';
import { readUploadBody, uploadFormBody } from '../../lib/upload-form';
import { itemWriteRoutes } from '../catalogue-shared/routes';

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

    const writes = { find: categoryOrThrow, update: updateCategoryFromForm, remove: removeCategory };
    const docs = { put: 'Update a category (multipart)', delete: 'Delete a category and its products' };
    itemWriteRoutes(app, admin, writes, { url: '/categories/:id', tag: 'categories', body, readForm }, docs);
  });
}
