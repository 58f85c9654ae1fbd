import type { Database } from '../../../db/client';
import { categories, companies, offers, packProducts, packs, products } from '../../../db/schema';

/**
 * Rows written straight into the database to set a test up quickly; the behaviour under test always
 * goes through HTTP.
 */

let sequence = 0;
const unique = (prefix: string) => `${prefix} ${(sequence += 1)}`;

export async function insertCategory(
  db: Database,
  values: { name?: string; sortOrder?: number } = {},
): Promise<number> {
  const [row] = await db
    .insert(categories)
    .values({ name: values.name ?? unique('Category'), sortOrder: values.sortOrder ?? 0 })
    .returning({ id: categories.id });
  return row!.id;
}

export async function insertCompany(
  db: Database,
  values: { name?: string; image?: string | null } = {},
): Promise<number> {
  const [row] = await db
    .insert(companies)
    .values({ name: values.name ?? unique('Brand'), image: values.image ?? null })
    .returning({ id: companies.id });
  return row!.id;
}

export type ProductFixture = {
  categoryId: number;
  companyId: number;
  name?: string;
  price?: string;
  stock?: number;
  image?: string | null;
  createdAt?: Date;
};

export async function insertProduct(db: Database, values: ProductFixture): Promise<number> {
  const [row] = await db
    .insert(products)
    .values({
      name: values.name ?? unique('Product'),
      description: 'A product of the test catalogue.',
      price: values.price ?? '100.00',
      stock: values.stock ?? 20,
      image: values.image ?? null,
      categoryId: values.categoryId,
      companyId: values.companyId,
      ...(values.createdAt ? { createdAt: values.createdAt } : {}),
    })
    .returning({ id: products.id });
  return row!.id;
}

export async function insertOffer(
  db: Database,
  values: { productId: number; offerPrice: string; startDate: string; endDate: string },
): Promise<number> {
  const [row] = await db.insert(offers).values(values).returning({ id: offers.id });
  return row!.id;
}

export async function insertPack(
  db: Database,
  values: { productIds: number[]; name?: string; price?: string },
): Promise<number> {
  const [row] = await db
    .insert(packs)
    .values({
      name: values.name ?? unique('Pack'),
      description: 'A pack of the test catalogue.',
      price: values.price ?? '150.00',
    })
    .returning({ id: packs.id });
  await db
    .insert(packProducts)
    .values(values.productIds.map((productId) => ({ packId: row!.id, productId })));
  return row!.id;
}

/** A category, a company and `count` products in them. */
export async function insertCatalogue(db: Database, count: number, product: Partial<ProductFixture> = {}) {
  const categoryId = await insertCategory(db);
  const companyId = await insertCompany(db);
  const productIds: number[] = [];
  for (let i = 0; i < count; i += 1) {
    productIds.push(await insertProduct(db, { categoryId, companyId, ...product }));
  }
  return { categoryId, companyId, productIds };
}
