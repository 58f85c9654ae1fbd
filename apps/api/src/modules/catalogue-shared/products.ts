import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  dateInZone,
  isOfferActive,
  type AgeGroup,
  type Concern,
  type Product,
  type SaleMode,
  type SkinType,
} from '@parashop/shared';
import type { Executor } from '../../db/client';
import { categories, companies, offers, products } from '../../db/schema';
import type { CatalogueClock } from './types';
import { moneyNumber } from './money';
import { namesShape, textsShape } from './translations';

/**
 * Products as the API returns them (DESIGN.md section 4), read in ONE query whatever their number:
 * the category, the company and the offer come from joins, never from a query per product.
 */

const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  nameFr: products.nameFr,
  nameAr: products.nameAr,
  descriptionFr: products.descriptionFr,
  descriptionAr: products.descriptionAr,
  price: products.price,
  stock: products.stock,
  image: products.image,
  categoryId: products.categoryId,
  companyId: products.companyId,
  numberClick: products.numberClick,
  createdAt: products.createdAt,
  skinTypes: products.skinTypes,
  concerns: products.concerns,
  ageGroup: products.ageGroup,
  pregnancySafe: products.pregnancySafe,
  saleMode: products.saleMode,
  category: {
    id: categories.id,
    name: categories.name,
    nameFr: categories.nameFr,
    nameAr: categories.nameAr,
  },
  company: {
    id: companies.id,
    name: companies.name,
    nameAr: companies.nameAr,
    nameFr: companies.nameFr,
    image: companies.image,
  },
  offer: {
    id: offers.id,
    offerPrice: offers.offerPrice,
    startDate: offers.startDate,
    endDate: offers.endDate,
  },
};

/** The expiry date of the lot that would ship next (first expired first out), as of `today`. */
const nextExpiry = (today: string) =>
  sql<
    string | null
  >`(select min(l.expiry_date)::text from product_lots l where l.product_id = ${products.id} and l.quantity > 0 and l.expiry_date >= ${today}::date)`;

/** Product rows with their category, company and offer; newest first. */
export function selectProductRows(db: Executor, clock: CatalogueClock, where?: SQL) {
  return db
    .select({ ...productColumns, nextExpiry: nextExpiry(dateInZone(clock.now, clock.timeZone)) })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(companies, eq(companies.id, products.companyId))
    .leftJoin(offers, eq(offers.productId, products.id))
    .where(where)
    .orderBy(desc(products.createdAt), desc(products.id));
}

export type ProductRow = Awaited<ReturnType<typeof selectProductRows>>[number];

/**
 * The API shape of a product. `offer` is there whenever one exists (the admin shows it as Expired
 * outside its dates); `offer_price` only while it is active today in the shop's time zone, so
 * `offer_price ?? price` is what the product costs now.
 */
export function toProduct(row: ProductRow, clock: CatalogueClock): Product {
  const price = moneyNumber(row.price);
  const offer = row.offer
    ? {
        id: row.offer.id,
        start_date: row.offer.startDate,
        end_date: row.offer.endDate,
        offer_price: moneyNumber(row.offer.offerPrice),
      }
    : null;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    ...textsShape(row),
    price,
    original_price: price,
    offer_price: offer && isOfferActive(offer, clock.now, clock.timeZone) ? offer.offer_price : null,
    offer,
    stock: row.stock,
    image: row.image,
    category_id: row.categoryId,
    company_id: row.companyId,
    category: { id: row.category.id, name: row.category.name, ...namesShape(row.category) },
    company: {
      id: row.company.id,
      name: row.company.name,
      nameAr: row.company.nameAr,
      nameFr: row.company.nameFr,
      image: row.company.image,
    },
    number_click: row.numberClick,
    created_at: row.createdAt.toISOString(),
    next_expiry: row.nextExpiry,
    skin_types: row.skinTypes as SkinType[],
    concerns: row.concerns as Concern[],
    age_group: row.ageGroup as AgeGroup | null,
    pregnancy_safe: row.pregnancySafe,
    sale_mode: row.saleMode as SaleMode,
  };
}

/**
 * Products in the API shape, newest first. `ids` limits the list (unknown ids are simply absent);
 * `where` is any other condition on the products table. Always one query.
 */
export async function loadProducts(
  db: Executor,
  clock: CatalogueClock,
  filter: { ids?: readonly number[]; where?: SQL } = {},
): Promise<Product[]> {
  if (filter.ids && filter.ids.length === 0) return [];
  const byIds = filter.ids ? inArray(products.id, [...filter.ids]) : undefined;
  const rows = await selectProductRows(db, clock, and(byIds, filter.where));
  return rows.map((row) => toProduct(row, clock));
}

/** One product in the API shape, or null. */
export async function loadProduct(db: Executor, clock: CatalogueClock, id: number): Promise<Product | null> {
  const [product] = await loadProducts(db, clock, { ids: [id] });
  return product ?? null;
}
