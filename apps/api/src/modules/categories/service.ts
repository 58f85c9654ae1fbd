import type { FastifyInstance, FastifyRequest } from 'fastify';
import { categoryFormSchema, type Category } from '@parashop/shared';
import { z } from 'zod';
import { httpError, NOT_FOUND_MESSAGE } from '../../lib/http-errors';
import { readUploadForm, removeImages } from '../../lib/images';
import { checkImageField, withStoredImage } from '../catalogue-shared/images';
import { FormErrors } from '../../lib/validation';
import { requestLanguage } from '../../lib/accept-language';
import { nameColumns } from '../catalogue-shared/translations';
import {
  deleteCategory,
  findCategory,
  insertCategory,
  updateCategory,
  type CategoryValues,
} from './repository';

const INVALID = 'validation.invalidValue';
const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The admin's form has one field, name (SPEC section 5); the entity also has sortOrder and isActive,
 * which a client may send (the storefront sorts by sortOrder). Left out or blank, they stay as they are.
 */
const categoryWriteSchema = categoryFormSchema.extend({
  sortOrder: z
    .unknown()
    .optional()
    .transform((value, ctx): number | undefined => {
      if (blank(value)) return undefined;
      const number =
        typeof value === 'number'
          ? value
          : typeof value === 'string' && /^\s*\d+\s*$/.test(value)
            ? Number(value)
            : Number.NaN;
      if (!Number.isInteger(number) || number < 0 || number > 1_000_000) {
        ctx.addIssue({ code: 'custom', message: INVALID });
        return z.NEVER;
      }
      return number;
    }),
  isActive: z
    .unknown()
    .optional()
    .transform((value, ctx): boolean | undefined => {
      if (blank(value)) return undefined;
      if (value === true || value === 'true' || value === '1' || value === 1) return true;
      if (value === false || value === 'false' || value === '0' || value === 0) return false;
      ctx.addIssue({ code: 'custom', message: INVALID });
      return z.NEVER;
    }),
});

async function readCategoryForm(request: FastifyRequest) {
  const form = await readUploadForm(request);
  const errors = new FormErrors(requestLanguage(request));
  const data = errors.parse(categoryWriteSchema, form.fields);
  const image = await checkImageField(errors, form.image, { required: false });
  errors.throwIfAny();
  if (!data) throw new Error('form parsed without data');
  const values: CategoryValues = {
    name: data.name,
    ...nameColumns(data),
    sortOrder: data.sortOrder,
    isActive: data.isActive,
  };
  return { values, image };
}

async function categoryOrThrow(app: FastifyInstance, id: number): Promise<Category> {
  const category = await findCategory(app.db, id);
  if (!category) throw httpError(404, NOT_FOUND_MESSAGE);
  return category;
}

export async function createCategory(request: FastifyRequest): Promise<Category> {
  const app = request.server;
  const { values, image } = await readCategoryForm(request);
  const id = await withStoredImage(app, 'categories', image, async (path) => ({
    result: await insertCategory(app.db, values, path),
    obsolete: [],
  }));
  return categoryOrThrow(app, id);
}

export async function updateCategoryFromForm(request: FastifyRequest, id: number): Promise<Category> {
  const app = request.server;
  await categoryOrThrow(app, id);
  const { values, image } = await readCategoryForm(request);
  await withStoredImage(app, 'categories', image, async (path) => {
    const outcome = await updateCategory(app.db, id, values, path);
    if (!outcome) throw httpError(404, NOT_FOUND_MESSAGE);
    return { result: undefined, obsolete: [outcome.previousImage] };
  });
  return categoryOrThrow(app, id);
}

export async function removeCategory(app: FastifyInstance, id: number): Promise<void> {
  const deleted = await deleteCategory(app.db, id);
  if (!deleted) throw httpError(404, NOT_FOUND_MESSAGE);
  await removeImages(app.storage, [deleted.image, ...deleted.products.images], app.log);
}
