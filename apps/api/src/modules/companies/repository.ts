import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Company } from '@parashop/shared';
import type { Database } from '../../db/client';
import { companies, products } from '../../db/schema';
import { deleteOwner, updateOwner } from '../catalogue-shared/product-owners';

/** Companies (brands) with their number of products, in one query, by name. */
export async function listCompanies(db: Database, where?: SQL): Promise<Company[]> {
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      nameAr: companies.nameAr,
      nameFr: companies.nameFr,
      image: companies.image,
      createdAt: companies.createdAt,
      productsCount: sql<number>`cast(count(${products.id}) as integer)`,
    })
    .from(companies)
    .leftJoin(products, eq(products.companyId, companies.id))
    .where(where)
    .groupBy(companies.id)
    .orderBy(asc(companies.name), asc(companies.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    nameAr: row.nameAr,
    nameFr: row.nameFr,
    image: row.image,
    created_at: row.createdAt.toISOString(),
    products_count: Number(row.productsCount),
  }));
}

export async function findCompany(db: Database, id: number): Promise<Company | null> {
  const [company] = await listCompanies(db, eq(companies.id, id));
  return company ?? null;
}

/** `undefined` localized names are left as they are (null on creation). */
export type CompanyValues = { name: string; nameAr?: string | null; nameFr?: string | null };

function columns(values: CompanyValues) {
  return {
    name: values.name,
    ...(values.nameAr === undefined ? {} : { nameAr: values.nameAr }),
    ...(values.nameFr === undefined ? {} : { nameFr: values.nameFr }),
  };
}

export async function insertCompany(
  db: Database,
  values: CompanyValues,
  image: string | null,
): Promise<number> {
  const [row] = await db
    .insert(companies)
    .values({ ...columns(values), image })
    .returning({ id: companies.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** Saves the form over a company; the image it replaced, or undefined when there is no such company. */
export function updateCompany(db: Database, id: number, values: CompanyValues, image: string | null) {
  return updateOwner(db, companies, id, columns(values), image);
}

/** Deletes a brand with its products and the packs they leave empty; null when there is none. */
export function deleteCompany(db: Database, id: number) {
  return deleteOwner(db, companies, products.companyId, id);
}
