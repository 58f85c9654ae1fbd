import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParams, productFormSchema, type IdParams } from '@parashop/shared';
import { httpError, NOT_FOUND_MESSAGE } from '../../lib/http-errors';
import { loadProduct, loadProducts } from '../catalogue-shared/products';
import { catalogueClock } from '../catalogue-shared/types';
import {
  createProduct,
  productReferenceIssues,
  removeProduct,
  requireProduct,
  updateProductFromForm,
} from './service';
import { doc } from '../../lib/openapi';
import { readUploadBody, uploadFormBody } from '../../lib/upload-form';
import { itemWriteRoutes } from '../catalogue-shared/routes';
import { countClick } from '../catalogue-shared/clicks';
import { sessionClient } from '../../lib/client-address';

type IdRoute = { Params: IdParams };

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

  app.get<IdRoute>(
    '/products/:id',
    doc('products', 'One product', { params: idParams }),
    async (request, reply) => {
      const id = request.params.id;
      return app.catalogueCache.send(request, reply, `products/${id}`, async (now) => {
        const product = await loadProduct(app.db, clock(now), id);
        if (!product) throw httpError(404, NOT_FOUND_MESSAGE);
        return product;
      });
    },
  );

  app.post<IdRoute>(
    '/products/:id/click',
    doc('products', 'Count a view of a product', { params: idParams }),
    async (request) => countClick(app, 'product', request.params.id, sessionClient(request)),
  );

  await app.register(async (admin) => {
    admin.addHook('preValidation', app.requireAdmin);
    // The form (multipart, or JSON without an image), validated in the handler: lib/upload-form.ts.
    const body = uploadFormBody(productFormSchema);
    const readForm = (request: FastifyRequest, imageRequired: boolean) =>
      readUploadBody(request, body, {
        // Lists arrive as the field repeated (`skin_types=dry`, `skin_types=oily`).
        lists: ['skin_types', 'concerns'],
        imageRequired,
        check: (values) => productReferenceIssues(app.db, values),
      });

    admin.post(
      '/products',
      doc('products', 'Create a product (multipart, image required)', { body }),
      async (request, reply) => reply.code(201).send(await createProduct(app, await readForm(request, true))),
    );

    const writes = { find: requireProduct, update: updateProductFromForm, remove: removeProduct };
    const docs = {
      put: 'Update a product (multipart, image optional)',
      delete: 'Delete a product (removed from packs; emptied packs deleted)',
    };
    const form = {
      url: '/products/:id',
      tag: 'products',
      body,
      readForm: (request: FastifyRequest) => readForm(request, false),
    };
    itemWriteRoutes(app, admin, writes, form, docs);
  });
}
