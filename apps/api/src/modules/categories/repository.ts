import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Category } from '@parashop/shared';
import type { Database } from '../../db/client';
import { categories, products } from '../../db/schema';
import { deleteOwner, updateOwner } from '../catalogue-shared/product-owners';
import { namesShape, type NameColumns } from '../catalogue-shared/translations';

/** Categories with their number of products, in one query: by sortOrder, then name. */
export async function listCategories(db: Database, where?: SQL): Promise<Category[]> {
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      nameFr: categories.nameFr,
      nameAr: categories.nameAr,
      sortOrder: categories.sortOrder,
      isActive: categories.isActive,
      image: categories.image,
      productsCount: sql<number>`cast(count(${products.id}) as integer)`,
    })
    .from(categories)
    .leftJoin(products, eq(products.categoryId, categories.id))
    .where(where)
    .groupBy(categories.id)
    .orderBy(asc(categories.sortOrder), asc(categories.name), asc(categories.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    ...namesShape(row),
    sortOrder: row.sortOrder,
    isActive: row.isActive,
    image: row.image,
    products_count: Number(row.productsCount),
  }));
}

export async function findCategory(db: Database, id: number): Promise<Category | null> {
  const [category] = await listCategories(db, eq(categories.id, id));
  return category ?? null;
}

export type CategoryValues = NameColumns & { name: string; sortOrder?: number; isActive?: boolean };

/** The form's values over a category's: a sortOrder or isActive left out stays as it is. */
const updatedColumns = (values: CategoryValues) => ({
  name: values.name,
  nameFr: values.nameFr,
  nameAr: values.nameAr,
  ...(values.sortOrder === undefined ? {} : { sortOrder: values.sortOrder }),
  ...(values.isActive === undefined ? {} : { isActive: values.isActive }),
});

/** New categories go last unless the form gives a sortOrder. */
export async function insertCategory(
  db: Database,
  values: CategoryValues,
  image: string | null,
): Promise<number> {
  const [row] = await db
    .insert(categories)
    .values({
      name: values.name,
      nameFr: values.nameFr,
      nameAr: values.nameAr,
      sortOrder:
        values.sortOrder ?? sql`(select coalesce(max(${categories.sortOrder}), 0) + 1 from ${categories})`,
      ...(values.isActive === undefined ? {} : { isActive: values.isActive }),
      image,
    })
    .returning({ id: categories.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** Saves the form over a category; the image it replaced, or undefined when there is no such category. */
export function updateCategory(db: Database, id: number, values: CategoryValues, image: string | null) {
  return updateOwner(db, categories, id, updatedColumns(values), image);
}

/** Deletes a category with its products and the packs they leave empty; null when there is none. */
export function deleteCategory(db: Database, id: number) {
  return deleteOwner(db, categories, products.categoryId, id);
}
