import type { Product, ProductFormValues } from '@parashop/shared';
import type { Language } from '@parashop/shared/constants';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { httpError, NOT_FOUND_MESSAGE } from '../../lib/http-errors';
import { removeImages, type ProcessedImage } from '../../lib/images';
import { isForeignKeyViolation, pgConstraint } from '../../lib/pg-errors';
import type { FieldIssue } from '../../lib/upload-form';
import { FormErrors } from '../../lib/validation';
import { withStoredImage, type ImageStore } from '../catalogue-shared/images';
import { loadProduct } from '../catalogue-shared/products';
import { textColumns } from '../catalogue-shared/translations';
import { catalogueClock } from '../catalogue-shared/types';
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

/** What the product writes need: the database, the shop's time zone (offers), the image storage. */
export type ProductDeps = { db: Database; config: Pick<Config, 'shopTimezone'> } & ImageStore;

/**
 * A product form validated at its route (productFormSchema, `productReferenceIssues`, the image), its
 * processed image, and the language of the 422s only the write can give.
 */
export type ProductForm = { values: ProductFormValues; image: ProcessedImage | null; lang: Language };

/** The category and brand the form names must exist: their fields' errors (the form's one 422). */
export async function productReferenceIssues(db: Database, data: ProductFormValues): Promise<FieldIssue[]> {
  const exists = await referencesExist(db, data.category_id, data.company_id);
  return [
    ...(exists.category ? [] : [{ field: 'category_id', key: REFERENCE_INVALID_KEY }]),
    ...(exists.company ? [] : [{ field: 'company_id', key: REFERENCE_INVALID_KEY }]),
  ];
}

/** An update of an unknown product is a 404 whatever the form holds, and costs no image processing. */
export async function requireProduct(db: Database, id: number): Promise<void> {
  if (!(await productExists(db, id))) throw httpError(404, NOT_FOUND_MESSAGE);
}

const columns = (data: ProductFormValues): ProductValues => ({
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
});

async function productOrThrow(deps: ProductDeps, id: number): Promise<Product> {
  const product = await loadProduct(deps.db, catalogueClock(deps.config.shopTimezone), id);
  if (!product) throw httpError(404, NOT_FOUND_MESSAGE);
  return product;
}

/** The category or brand was deleted between the check and the write: a 422 on its field. */
function referenceGone(errors: FormErrors, error: unknown): never {
  const field = pgConstraint(error)?.includes('compan') ? 'company_id' : 'category_id';
  errors.add(field, REFERENCE_INVALID_KEY).throwIfAny();
  throw new Error('unreachable');
}

export async function createProduct(deps: ProductDeps, form: ProductForm): Promise<Product> {
  const errors = new FormErrors(form.lang);
  const id = await withStoredImage(deps, 'products', form.image, async (path) => {
    try {
      return { result: await insertProduct(deps.db, columns(form.values), path), obsolete: [] };
    } catch (error) {
      if (isForeignKeyViolation(error)) referenceGone(errors, error);
      throw error;
    }
  });
  return productOrThrow(deps, id);
}

export async function updateProductFromForm(
  deps: ProductDeps,
  id: number,
  form: ProductForm,
): Promise<Product> {
  const errors = new FormErrors(form.lang);
  await withStoredImage(deps, 'products', form.image, async (path) => {
    let outcome;
    try {
      outcome = await updateProduct(deps.db, id, columns(form.values), path);
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
  return productOrThrow(deps, id);
}

export async function removeProduct(
  deps: Pick<ProductDeps, 'db' | 'storage' | 'log'>,
  id: number,
): Promise<void> {
  const deleted = await deleteProduct(deps.db, id);
  if (!deleted) throw httpError(404, NOT_FOUND_MESSAGE);
  await removeImages(deps.storage, deleted.images, deps.log);
}
