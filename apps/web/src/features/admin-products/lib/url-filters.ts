import {
  DEFAULT_PRODUCT_FILTERS,
  STOCK_FILTERS,
  type ProductFilters,
  type StockFilter,
} from './product-filters';

/**
 * The products list's first filters from its address, e.g. `?stock=low-stock` or `?expiring=1`
 * (the dashboard's cards link there, decision 177). Unknown values fall back to "all".
 */
export function productFiltersFromSearch(search: string): ProductFilters {
  const params = new URLSearchParams(search);
  const stock = params.get('stock');
  const filters: ProductFilters = {
    ...DEFAULT_PRODUCT_FILTERS,
    stock:
      stock !== null && (STOCK_FILTERS as readonly string[]).includes(stock) ? (stock as StockFilter) : 'all',
  };
  if (params.get('expiring') === '1') filters.expiringOnly = true;
  return filters;
}
