import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { favouriteToggleSchema, type FavouritesResponse } from '@parashop/shared';
import { httpError, NOT_FOUND_MESSAGE } from '../../lib/http-errors';
import { loadPacks } from '../catalogue-shared/packs';
import { loadProducts } from '../catalogue-shared/products';
import { catalogueClock } from '../catalogue-shared/types';
import { formBody } from '../../lib/form-body';
import { listFavouriteRows, toggleFavourite } from './repository';
import { doc } from '../../lib/openapi';

/** Favourites: a logged-in user's own list of products and packs (4 queries whatever its length). */
const favouriteRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(async (scope) => {
    const user = scope.withTypeProvider<ZodTypeProvider>();
    user.addHook('preValidation', app.requireUser);

    user.get(
      '/favourites',
      doc('favourites', 'Favourite products and packs of the logged-in user'),
      async (request): Promise<FavouritesResponse> => {
        const userId = request.user!.id;
        const rows = await listFavouriteRows(app.db, userId);
        const productIds = rows.flatMap((row) => (row.productId === null ? [] : [row.productId]));
        const packIds = rows.flatMap((row) => (row.packId === null ? [] : [row.packId]));
        const [products, packs] = await Promise.all([
          loadProducts(app.db, catalogueClock(app.config.shopTimezone), { ids: productIds }),
          loadPacks(app.db, { ids: packIds }),
        ]);
        const productById = new Map(products.map((product) => [product.id, product]));
        const packById = new Map(packs.map((pack) => [pack.id, pack]));
        const response: FavouritesResponse = { products: [], packs: [] };
        for (const row of rows) {
          const product = row.productId === null ? undefined : productById.get(row.productId);
          if (product) response.products.push({ id: row.id, target_id: product.id, target: product });
          const pack = row.packId === null ? undefined : packById.get(row.packId);
          if (pack) response.packs.push({ id: row.id, target_id: pack.id, target: pack });
        }
        return response;
      },
    );

    user.post(
      '/favourites/toggle',
      doc('favourites', 'Add or remove a favourite ({ type, id })', {
        body: formBody(favouriteToggleSchema),
      }),
      async (request) => {
        const data = request.body;
        const favourited = await toggleFavourite(app.db, request.user!.id, data.type, data.id);
        if (favourited === null) throw httpError(404, NOT_FOUND_MESSAGE);
        return { favourited };
      },
    );
  });
};

export default favouriteRoutes;
