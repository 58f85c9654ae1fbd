import type { FastifyInstance, FastifyRequest } from 'fastify';
import { companyWriteSchema } from '@parashop/shared';
import { listCompanies } from './repository';
import { companyOrThrow, createCompany, removeCompany, updateCompanyFromForm } from './service';
import { doc } from '../../lib/openapi';
import { readUploadBody, uploadFormBody } from '../../lib/upload-form';
import { itemWriteRoutes } from '../catalogue-shared/routes';

/** Companies (brands): the list is public; writes are the admin's (multipart; update as POST with `_method=PUT`). */
export default async function companyRoutes(app: FastifyInstance): Promise<void> {
  app.get('/companies', doc('companies', 'All brands by name, with products_count'), async (request, reply) =>
    app.catalogueCache.send(request, reply, 'companies', () => listCompanies(app.db)),
  );

  await app.register(async (admin) => {
    admin.addHook('preValidation', app.requireAdmin);
    // The form (multipart, or JSON without an image), validated in the handler: lib/upload-form.ts.
    const body = uploadFormBody(companyWriteSchema);

    admin.post(
      '/companies',
      doc('companies', 'Create a brand (multipart: name, nameAr, nameFr, image required)', { body }),
      async (request, reply) => {
        const form = await readUploadBody(request, body, { imageRequired: true });
        return reply.code(201).send(await createCompany(app, form));
      },
    );

    const readForm = (request: FastifyRequest) => readUploadBody(request, body, { imageRequired: false });
    const writes = { find: companyOrThrow, update: updateCompanyFromForm, remove: removeCompany };
    const docs = {
      put: 'Update a brand (multipart, image optional)',
      delete: 'Delete a brand and its products',
    };
    itemWriteRoutes(app, admin, writes, { url: '/companies/:id', tag: 'companies', body, readForm }, docs);
  });
}
