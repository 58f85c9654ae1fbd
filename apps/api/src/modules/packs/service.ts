import type { Pack, PackFormValues } from '@parashop/shared';
import type { Language } from '@parashop/shared/constants';
import type { Database } from '../../db/client';
import { httpError, NOT_FOUND_MESSAGE } from '../../lib/http-errors';
import { loadPack } from '../catalogue-shared/packs';
import { isForeignKeyViolation } from '../../lib/pg-errors';
import { FormErrors } from '../../lib/validation';
import { textColumns } from '../catalogue-shared/translations';
import { insertPack, missingProductIds, packExists, updatePack, type PackValues } from './repository';

const PRODUCT_INVALID_KEY = 'validation.pack.productInvalid';

/**
 * The pack form, validated at its route (packFormSchema; an `id` in the body is ignored): its products
 * must exist. Throws the 422.
 */
async function checkPackForm(
  db: Database,
  data: PackFormValues,
  lang: Language,
): Promise<{ values: PackValues; errors: FormErrors }> {
  const errors = new FormErrors(lang);
  if ((await missingProductIds(db, data.product_ids)).length > 0) {
    errors.add('product_ids', PRODUCT_INVALID_KEY);
  }
  errors.throwIfAny();
  return {
    values: {
      name: data.name,
      description: data.description,
      ...textColumns(data),
      price: data.price,
      productIds: data.product_ids,
    },
    errors,
  };
}

async function packOrThrow(db: Database, id: number): Promise<Pack> {
  const pack = await loadPack(db, id);
  if (!pack) throw httpError(404, NOT_FOUND_MESSAGE);
  return pack;
}

/** Runs a write; a product deleted between the check and the write is a 422 on product_ids. */
async function guardProducts<T>(errors: FormErrors, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isForeignKeyViolation(error)) errors.add('product_ids', PRODUCT_INVALID_KEY).throwIfAny();
    throw error;
  }
}

export async function createPack(db: Database, data: PackFormValues, lang: Language): Promise<Pack> {
  const { values, errors } = await checkPackForm(db, data, lang);
  const id = await guardProducts(errors, () => insertPack(db, values));
  return packOrThrow(db, id);
}

export async function updatePackFromForm(
  db: Database,
  id: number,
  data: PackFormValues,
  lang: Language,
): Promise<Pack> {
  if (!(await packExists(db, id))) throw httpError(404, NOT_FOUND_MESSAGE);
  const { values, errors } = await checkPackForm(db, data, lang);
  const updated = await guardProducts(errors, () => updatePack(db, id, values));
  if (!updated) throw httpError(404, NOT_FOUND_MESSAGE);
  return packOrThrow(db, id);
}
