import type { FastifyInstance, FastifyRequest } from 'fastify';
import { companyWriteSchema, idParams, type IdParams } from '@parashop/shared';
import { listCompanies } from './repository';
import { companyOrThrow, createCompany, removeCompany, updateCompanyFromForm } from './service';
import { doc } from '../../lib/openapi';
import { readUploadBody, uploadFormBody } from '../../lib/upload-form';

type IdRoute = { Params: IdParams };

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

    const update = async (request: FastifyRequest<IdRoute>) => {
      // An unknown brand is a 404 whatever the form holds.
      await companyOrThrow(app.db, request.params.id);
      const form = await readUploadBody(request, body, { imageRequired: false });
      return updateCompanyFromForm(app, request.params.id, form);
    };
    admin.post<IdRoute>(
      '/companies/:id',
      doc('companies', 'Update a brand (multipart with _method=PUT, image optional)', {
        params: idParams,
        body,
      }),
      update,
    );
    admin.put<IdRoute>(
      '/companies/:id',
      doc('companies', 'Update a brand (multipart, image optional)', { params: idParams, body }),
      update,
    );

    admin.delete<IdRoute>(
      '/companies/:id',
      doc('companies', 'Delete a brand and its products', { params: idParams }),
      async (request, reply) => {
        await removeCompany(app, request.params.id);
        return reply.code(204).send();
      },
    );
  });
}
