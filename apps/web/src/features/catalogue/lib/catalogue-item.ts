import { toCentimes } from '@parashop/shared';

/**
 * The storefront shows products and packs side by side. Filtering, sorting and paging work on this
 * one shape so the rules are written once (and can later move server-side in one swap).
 */
export interface CatalogueItem<TSource = unknown> {
  kind: 'product' | 'pack';
  id: number;
  /** Unique across products and packs, for React keys and selections. */
  key: string;
  name: string;
  /** Regular price in centimes. */
  price: number;
  /** Active offer price in centimes, null when none. */
  offerPrice: number | null;
  stock: number;
  /** Categories the item belongs to (a pack: those of its products). */
  categoryIds: number[];
  categoryNames: string[];
  /** Brands the item belongs to (a pack: those of its products). */
  companyIds: number[];
  companyNames: string[];
  clicks: number;
  source: TSource;
}

/** Structural view of a product as the catalogue API returns it (DESIGN.md section 4). */
export interface ProductLike {
  id: number;
  name: string;
  price: number | string;
  offer_price?: number | string | null;
  stock: number;
  category_id: number;
  company_id: number;
  category?: { name: string } | null;
  company?: { name: string } | null;
  number_click?: number | null;
}

export interface PackLike {
  id: number;
  name: string;
  price: number | string;
  offer_price?: number | string | null;
  stock: number;
  number_click?: number | null;
  products?: readonly { id: number }[] | null;
}

function centimesOrNull(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  return toCentimes(value);
}

export function productToItem<P extends ProductLike>(product: P): CatalogueItem<P> {
  return {
    kind: 'product',
    id: product.id,
    key: `product-${product.id}`,
    name: product.name,
    price: toCentimes(product.price),
    offerPrice: centimesOrNull(product.offer_price),
    stock: product.stock,
    categoryIds: [product.category_id],
    categoryNames: product.category?.name ? [product.category.name] : [],
    companyIds: [product.company_id],
    companyNames: product.company?.name ? [product.company.name] : [],
    clicks: product.number_click ?? 0,
    source: product,
  };
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

/**
 * A pack takes the categories and brands of its products, found in the product list (the pack
 * response only names its products), so the category and brand filters can match packs too.
 */
export function packToItem<K extends PackLike>(
  pack: K,
  productsById: ReadonlyMap<number, CatalogueItem>,
): CatalogueItem<K> {
  const members = (pack.products ?? [])
    .map((product) => productsById.get(product.id))
    .filter((item): item is CatalogueItem => item !== undefined);
  return {
    kind: 'pack',
    id: pack.id,
    key: `pack-${pack.id}`,
    name: pack.name,
    price: toCentimes(pack.price),
    offerPrice: centimesOrNull(pack.offer_price),
    stock: pack.stock,
    categoryIds: unique(members.flatMap((item) => item.categoryIds)),
    categoryNames: unique(members.flatMap((item) => item.categoryNames)),
    companyIds: unique(members.flatMap((item) => item.companyIds)),
    companyNames: unique(members.flatMap((item) => item.companyNames)),
    clicks: pack.number_click ?? 0,
    source: pack,
  };
}

/** Products first, then packs, in the order the API gave them. */
export function toCatalogueItems<P extends ProductLike, K extends PackLike>(
  products: readonly P[],
  packs: readonly K[],
): CatalogueItem<P | K>[] {
  const productItems = products.map((product) => productToItem(product));
  const byId = new Map<number, CatalogueItem>(productItems.map((item) => [item.id, item]));
  return [...productItems, ...packs.map((pack) => packToItem(pack, byId))];
}

/** What the shopper pays now: the offer price when there is one. */
export function effectivePrice(item: Pick<CatalogueItem, 'price' | 'offerPrice'>): number {
  return item.offerPrice ?? item.price;
}

/** The API sends offer_price only while an offer is active. */
export function isOnOffer(item: Pick<CatalogueItem, 'offerPrice'>): boolean {
  return item.offerPrice !== null;
}
