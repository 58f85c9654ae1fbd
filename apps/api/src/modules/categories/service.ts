import type { Category, CategoryWriteValues } from '@parashop/shared';
import type { Database } from '../../db/client';
import { httpError, NOT_FOUND_MESSAGE } from '../../lib/http-errors';
import { removeImages, type ProcessedImage } from '../../lib/images';
import { withStoredImage, type ImageStore } from '../catalogue-shared/images';
import { nameColumns } from '../catalogue-shared/translations';
import {
  deleteCategory,
  findCategory,
  insertCategory,
  updateCategory,
  type CategoryValues,
} from './repository';

/** What the category writes need: the database, and the image storage with its logger. */
export type CategoryDeps = { db: Database } & ImageStore;

/** A valid category form (categoryWriteSchema, validated at its route) and its processed image. */
export type CategoryForm = { values: CategoryWriteValues; image: ProcessedImage | null };

const columns = (data: CategoryWriteValues): CategoryValues => ({
  name: data.name,
  ...nameColumns(data),
  sortOrder: data.sortOrder,
  isActive: data.isActive,
});

/** The category, or the 404. */
export async function categoryOrThrow(db: Database, id: number): Promise<Category> {
  const category = await findCategory(db, id);
  if (!category) throw httpError(404, NOT_FOUND_MESSAGE);
  return category;
}

export async function createCategory(deps: CategoryDeps, form: CategoryForm): Promise<Category> {
  const id = await withStoredImage(deps, 'categories', form.image, async (path) => ({
    result: await insertCategory(deps.db, columns(form.values), path),
    obsolete: [],
  }));
  return categoryOrThrow(deps.db, id);
}

export async function updateCategoryFromForm(
  deps: CategoryDeps,
  id: number,
  form: CategoryForm,
): Promise<Category> {
  await withStoredImage(deps, 'categories', form.image, async (path) => {
    const outcome = await updateCategory(deps.db, id, columns(form.values), path);
    if (!outcome) throw httpError(404, NOT_FOUND_MESSAGE);
    return { result: undefined, obsolete: [outcome.previousImage] };
  });
  return categoryOrThrow(deps.db, id);
}

export async function removeCategory(deps: CategoryDeps, id: number): Promise<void> {
  const deleted = await deleteCategory(deps.db, id);
  if (!deleted) throw httpError(404, NOT_FOUND_MESSAGE);
  await removeImages(deps.storage, [deleted.image, ...deleted.products.images], deps.log);
}
