import { stockStatus } from '@parashop/shared/pricing';
import type { Product } from '@parashop/shared/api-types';
import { matchesSearch } from '@/features/admin-kit/lib/search';

/** The stock filter of the products screen (SPEC section 2). */
export const STOCK_FILTERS = ['all', 'low-stock', 'out-of-stock'] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];

export interface ProductFilters {
  /** Matched against the product name. */
  search: string;
  /** null = every category. */
  categoryId: number | null;
  stock: StockFilter;
  /** Only products holding a lot that expires soon (decision 130). */
  expiringOnly?: boolean;
}

export const DEFAULT_PRODUCT_FILTERS: ProductFilters = { search: '', categoryId: null, stock: 'all' };

const STOCK_STATUS_OF_FILTER = { 'low-stock': 'low_stock', 'out-of-stock': 'out_of_stock' } as const;

/** `expiring`: the ids of the products holding a lot that expires soon (GET /lots/expiring). */
export function filterProducts(
  products: readonly Product[],
  filters: ProductFilters,
  expiring: ReadonlySet<number> = new Set(),
): Product[] {
  return products.filter(
    (product) =>
      (!filters.expiringOnly || expiring.has(product.id)) &&
      (filters.categoryId === null || product.category_id === filters.categoryId) &&
      (filters.stock === 'all' || stockStatus(product.stock) === STOCK_STATUS_OF_FILTER[filters.stock]) &&
      matchesSearch(filters.search, product.name),
  );
}

export interface ProductStats {
  total: number;
  lowStock: number;
  outOfStock: number;
}

/** The three stat cards: every product, those with 1 to 5 left, those with none. */
export function productStats(products: readonly Product[]): ProductStats {
  const stats: ProductStats = { total: products.length, lowStock: 0, outOfStock: 0 };
  for (const product of products) {
    const status = stockStatus(product.stock);
    if (status === 'low_stock') stats.lowStock += 1;
    else if (status === 'out_of_stock') stats.outOfStock += 1;
  }
  return stats;
}
