import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies, packs, products } from '../../db/schema';

export type BrandRow = {
  id: number;
  name: string;
  nameAr: string | null;
  nameFr: string | null;
  image: string | null;
};

const brandColumns = {
  id: companies.id,
  name: companies.name,
  nameAr: companies.nameAr,
  nameFr: companies.nameFr,
  image: companies.image,
};

/** One brand's names and logo, or null. */
export async function findBrand(db: Executor, id: number): Promise<BrandRow | null> {
  const [row] = await db.select(brandColumns).from(companies).where(eq(companies.id, id));
  return row ?? null;
}

export type SitemapRow = { id: number; name: string; name_fr?: string | null; updatedAt: Date };

/** What the sitemap lists: every brand, product and pack, by id. */
export async function sitemapRows(db: Executor): Promise<{
  brands: SitemapRow[];
  products: SitemapRow[];
  packs: SitemapRow[];
}> {
  const [brandRows, productRows, packRows] = await Promise.all([
    db
      .select({ id: companies.id, name: companies.name, updatedAt: companies.updatedAt })
      .from(companies)
      .orderBy(asc(companies.id)),
    db
      .select({
        id: products.id,
        name: products.name,
        name_fr: products.nameFr,
        updatedAt: products.updatedAt,
      })
      .from(products)
      .orderBy(asc(products.id)),
    db
      .select({ id: packs.id, name: packs.name, name_fr: packs.nameFr, updatedAt: packs.updatedAt })
      .from(packs)
      .orderBy(asc(packs.id)),
  ]);
  return { brands: brandRows, products: productRows, packs: packRows };
}
