import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpError, NOT_FOUND_MESSAGE, parseId } from '../../lib/http-errors';
import { loadProduct, loadProducts } from '../catalogue-shared/products';
import { catalogueClock } from '../catalogue-shared/types';
import { createProduct, removeProduct, updateProductFromForm } from './service';
import { doc } from '../../lib/openapi';
import { countClick } from '../catalogue-shared/clicks';

type IdParams = { Params: { id: string } };

/**
 * Products: reads and the click counter are public; writes are the admin's (multipart forms, the
 * update sent as POST with `_method=PUT` as the specification's client does; a real PUT works too).
 */
export default async function productRoutes(app: FastifyInstance): Promise<void> {
  const clock = (now: Date) => catalogueClock(app.config.shopTimezone, now);

  app.get(
    '/products',
    doc('products', 'All products, newest first, with category, company and offer'),
    async (request, reply) =>
      app.catalogueCache.send(request, reply, 'products', (now) => loadProducts(app.db, clock(now))),
  );

  app.get<IdParams>('/products/:id', doc('products', 'One product'), async (request, reply) => {
    const id = parseId(request.params.id);
    return app.catalogueCache.send(request, reply, `products/${id}`, async (now) => {
      const product = await loadProduct(app.db, clock(now), id);
      if (!product) throw httpError(404, NOT_FOUND_MESSAGE);
      return product;
    });
  });

  app.post<IdParams>('/products/:id/click', doc('products', 'Count a view of a product'), async (request) =>
    countClick(app, request, 'product', parseId(request.params.id)),
  );

  await app.register(async (admin) => {
    admin.addHook('preValidation', app.requireAdmin);

    admin.post(
      '/products',
      doc('products', 'Create a product (multipart, image required)'),
      async (request, reply) => {
        return reply.code(201).send(await createProduct(request));
      },
    );

    const update = async (request: FastifyRequest<IdParams>) =>
      updateProductFromForm(request, parseId(request.params.id));
    admin.post<IdParams>(
      '/products/:id',
      doc('products', 'Update a product (multipart with _method=PUT, image optional)'),
      update,
    );
    admin.put<IdParams>(
      '/products/:id',
      doc('products', 'Update a product (multipart, image optional)'),
      update,
    );

    admin.delete<IdParams>(
      '/products/:id',
      doc('products', 'Delete a product (removed from packs; emptied packs deleted)'),
      async (request, reply) => {
        await removeProduct(app, parseId(request.params.id));
        return reply.code(204).send();
      },
    );
  });
}
