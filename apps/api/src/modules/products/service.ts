import type { FastifyInstance, FastifyRequest } from 'fastify';
import { productFormSchema, type Product } from '@parashop/shared';
import { httpError, NOT_FOUND_MESSAGE } from '../../lib/http-errors';
import { readUploadForm, removeImages, type ProcessedImage } from '../../lib/images';
import { checkImageField, withStoredImage } from '../catalogue-shared/images';
import { isForeignKeyViolation, pgConstraint } from '../../lib/pg-errors';
import { loadProduct } from '../catalogue-shared/products';
import { catalogueClock } from '../catalogue-shared/types';
import { FormErrors } from '../../lib/validation';
import { requestLanguage } from '../../lib/accept-language';
import { textColumns } from '../catalogue-shared/translations';
import {
  deleteProduct,
  insertProduct,
  productExists,
  referencesExist,
  updateProduct,
  type ProductValues,
} from './repository';

/** A product that the category or brand select names must exist. */
const REFERENCE_INVALID_KEY = 'validation.idInvalid';

type ProductForm = { values: ProductValues; image: ProcessedImage | null; errors: FormErrors };

/** Reads and checks the product form (multipart, or JSON without an image). Throws the 422. */
async function readProductForm(request: FastifyRequest, creating: boolean): Promise<ProductForm> {
  const app = request.server;
  // Lists arrive as the field repeated (`skin_types=dry`, `skin_types=oily`).
  const form = await readUploadForm(request, { lists: ['skin_types', 'concerns'] });
  const errors = new FormErrors(requestLanguage(request));
  const data = errors.parse(productFormSchema, form.fields);
  if (data) {
    const exists = await referencesExist(app.db, data.category_id, data.company_id);
    if (!exists.category) errors.add('category_id', REFERENCE_INVALID_KEY);
    if (!exists.company) errors.add('company_id', REFERENCE_INVALID_KEY);
  }
  const image = await checkImageField(errors, form.image, { required: creating });
  errors.throwIfAny();
  if (!data) throw new Error('form parsed without data');
  return {
    values: {
      name: data.name,
      description: data.description,
      ...textColumns(data),
      price: data.price,
      categoryId: data.category_id,
      companyId: data.company_id,
      stock: data.stock,
      skinTypes: data.skin_types,
      concerns: data.concerns,
      ageGroup: data.age_group,
      pregnancySafe: data.pregnancy_safe,
      saleMode: data.sale_mode,
    },
    image,
    errors,
  };
}

async function productOrThrow(app: FastifyInstance, id: number): Promise<Product> {
  const product = await loadProduct(app.db, catalogueClock(app.config.shopTimezone), id);
  if (!product) throw httpError(404, NOT_FOUND_MESSAGE);
  return product;
}

/** The category or brand was deleted between the check and the write: a 422 on its field. */
function referenceGone(errors: FormErrors, error: unknown): never {
  const field = pgConstraint(error)?.includes('compan') ? 'company_id' : 'category_id';
  errors.add(field, REFERENCE_INVALID_KEY).throwIfAny();
  throw new Error('unreachable');
}

export async function createProduct(request: FastifyRequest): Promise<Product> {
  const app = request.server;
  const { values, image, errors } = await readProductForm(request, true);
  const id = await withStoredImage(app, 'products', image, async (path) => {
    try {
      return { result: await insertProduct(app.db, values, path), obsolete: [] };
    } catch (error) {
      if (isForeignKeyViolation(error)) referenceGone(errors, error);
      throw error;
    }
  });
  return productOrThrow(app, id);
}

export async function updateProductFromForm(request: FastifyRequest, id: number): Promise<Product> {
  const app = request.server;
  // An unknown product is a 404 whatever the form holds, and costs no image processing.
  if (!(await productExists(app.db, id))) throw httpError(404, NOT_FOUND_MESSAGE);
  const { values, image, errors } = await readProductForm(request, false);
  await withStoredImage(app, 'products', image, async (path) => {
    let outcome;
    try {
      outcome = await updateProduct(app.db, id, values, path);
    } catch (error) {
      if (isForeignKeyViolation(error)) referenceGone(errors, error);
      throw error;
    }
    if (outcome.status === 'not_found') throw httpError(404, NOT_FOUND_MESSAGE);
    if (outcome.status === 'offer_above_price') {
      errors.add('price', 'validation.offer.priceAboveOriginal').throwIfAny();
    }
    return { result: undefined, obsolete: outcome.status === 'updated' ? [outcome.previousImage] : [] };
  });
  return productOrThrow(app, id);
}

export async function removeProduct(app: FastifyInstance, id: number): Promise<void> {
  const deleted = await deleteProduct(app.db, id);
  if (!deleted) throw httpError(404, NOT_FOUND_MESSAGE);
  await removeImages(app.storage, deleted.images, app.log);
}
