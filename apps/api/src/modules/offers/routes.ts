import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { offerSchema } from '@parashop/shared';
import { requestLanguage } from '../../lib/accept-language';
import { formBody, formFieldsAsBody } from '../../lib/form-body';
import { httpError, NOT_FOUND_MESSAGE } from '../../lib/http-errors';
import { loadProduct } from '../catalogue-shared/products';
import { catalogueClock } from '../catalogue-shared/types';
import { FormErrors } from '../../lib/validation';
import { deleteOffer, saveOffer } from './repository';
import { doc } from '../../lib/openapi';
import { deleteRoute } from '../catalogue-shared/routes';

/**
 * Offers (admin only). POST /offers answers 201 with the offer and its product as the catalogue now
 * shows it. Rules of SPEC section 5: every field required, end date not before the start date, a price
 * above 0 and not above the product's regular price (an offer at the regular price is allowed: the
 * specification says "not above"). A product has at most one offer; a new one replaces the old.
 */
const offerRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(async (scope) => {
    const admin = scope.withTypeProvider<ZodTypeProvider>();
    admin.addHook('preValidation', app.requireAdmin);

    admin.post(
      '/offers',
      {
        ...doc('offers', 'Create or replace the offer of a product', { body: formBody(offerSchema) }),
        // JSON, or the multipart form the admin may send.
        preValidation: formFieldsAsBody,
      },
      async (request, reply) => {
        const data = request.body;
        const errors = new FormErrors(requestLanguage(request));

        const outcome = await saveOffer(app.db, {
          productId: data.product_id,
          startDate: data.start_date,
          endDate: data.end_date,
          offerPrice: data.offer_price,
        });
        if (outcome.status === 'product_not_found') errors.add('product_id', 'validation.idInvalid');
        if (outcome.status === 'price_above_original')
          errors.add('offer_price', 'validation.offer.priceAboveOriginal');
        errors.throwIfAny();

        const product = await loadProduct(app.db, catalogueClock(app.config.shopTimezone), data.product_id);
        if (!product?.offer) throw httpError(404, NOT_FOUND_MESSAGE);
        return reply.code(201).send({ ...product.offer, product_id: product.id, product });
      },
    );

    deleteRoute(admin, '/offers/:id', 'offers', 'Remove an offer', (id) => deleteOffer(app.db, id));
  });
};

export default offerRoutes;
