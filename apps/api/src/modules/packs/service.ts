import type { FastifyInstance, FastifyRequest } from 'fastify';
import { packFormSchema, type Pack } from '@parashop/shared';
import { httpError, NOT_FOUND_MESSAGE } from '../../lib/http-errors';
import { readUploadForm } from '../../lib/images';
import { loadPack } from '../catalogue-shared/packs';
import { isForeignKeyViolation } from '../../lib/pg-errors';
import { FormErrors } from '../../lib/validation';
import { textColumns } from '../catalogue-shared/translations';
import { insertPack, missingProductIds, packExists, updatePack, type PackValues } from './repository';

const PRODUCT_INVALID_KEY = 'validation.pack.productInvalid';

/** The pack form (JSON: name, description, price, product_ids; an `id` in the body is ignored). */
async function readPackForm(request: FastifyRequest): Promise<{ values: PackValues; errors: FormErrors }> {
  const { fields } = await readUploadForm(request);
  const errors = new FormErrors(request);
  const data = errors.parse(packFormSchema, fields);
  if (data && (await missingProductIds(request.server.db, data.product_ids)).length > 0) {
    errors.add('product_ids', PRODUCT_INVALID_KEY);
  }
  errors.throwIfAny();
  if (!data) throw new Error('form parsed without data');
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

async function packOrThrow(app: FastifyInstance, id: number): Promise<Pack> {
  const pack = await loadPack(app.db, id);
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

export async function createPack(request: FastifyRequest): Promise<Pack> {
  const { values, errors } = await readPackForm(request);
  const id = await guardProducts(errors, () => insertPack(request.server.db, values));
  return packOrThrow(request.server, id);
}

export async function updatePackFromForm(request: FastifyRequest, id: number): Promise<Pack> {
  const app = request.server;
  if (!(await packExists(app.db, id))) throw httpError(404, NOT_FOUND_MESSAGE);
  const { values, errors } = await readPackForm(request);
  const updated = await guardProducts(errors, () => updatePack(app.db, id, values));
  if (!updated) throw httpError(404, NOT_FOUND_MESSAGE);
  return packOrThrow(app, id);
}
