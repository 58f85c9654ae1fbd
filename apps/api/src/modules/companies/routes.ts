import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParams, type IdParams } from '@parashop/shared';
import { listCompanies } from './repository';
import { createCompany, removeCompany, updateCompanyFromForm } from './service';
import { doc } from '../../lib/openapi';

type IdRoute = { Params: IdParams };

/** Companies (brands): the list is public; writes are the admin's (multipart; update as POST with `_method=PUT`). */
export default async function companyRoutes(app: FastifyInstance): Promise<void> {
  app.get('/companies', doc('companies', 'All brands by name, with products_count'), async (request, reply) =>
    app.catalogueCache.send(request, reply, 'companies', () => listCompanies(app.db)),
  );

  await app.register(async (admin) => {
    admin.addHook('preValidation', app.requireAdmin);

    admin.post(
      '/companies',
      doc('companies', 'Create a brand (multipart: name, nameAr, nameFr, image required)'),
      async (request, reply) => reply.code(201).send(await createCompany(request)),
    );

    const update = async (request: FastifyRequest<IdRoute>) =>
      updateCompanyFromForm(request, request.params.id);
    admin.post<IdRoute>(
      '/companies/:id',
      doc('companies', 'Update a brand (multipart with _method=PUT, image optional)', { params: idParams }),
      update,
    );
    admin.put<IdRoute>(
      '/companies/:id',
      doc('companies', 'Update a brand (multipart, image optional)', { params: idParams }),
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
