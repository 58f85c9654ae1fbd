import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseId } from '../../lib/http-errors';
import { listCompanies } from './repository';
import { createCompany, removeCompany, updateCompanyFromForm } from './service';
import { doc } from '../../lib/openapi';

type IdParams = { Params: { id: string } };

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

    const update = async (request: FastifyRequest<IdParams>) =>
      updateCompanyFromForm(request, parseId(request.params.id));
    admin.post<IdParams>(
      '/companies/:id',
      doc('companies', 'Update a brand (multipart with _method=PUT, image optional)'),
      update,
    );
    admin.put<IdParams>(
      '/companies/:id',
      doc('companies', 'Update a brand (multipart, image optional)'),
      update,
    );

    admin.delete<IdParams>(
      '/companies/:id',
      doc('companies', 'Delete a brand and its products'),
      async (request, reply) => {
        await removeCompany(app, parseId(request.params.id));
        return reply.code(204).send();
      },
    );
  });
}
