import { describe, expect, it } from 'vitest';
import { DEFAULT_PRODUCT_FILTERS, filterProducts, productStats } from './product-filters';
import { testProduct } from '@/features/admin-kit/lib/test-products';

const products = [
  testProduct({ id: 1, name: 'Crème Hydratante', stock: 0, category_id: 1 }),
  testProduct({ id: 2, name: 'Shampoing doux', stock: 1, category_id: 2 }),
  testProduct({ id: 3, name: 'Crème solaire SPF50', stock: 5, category_id: 1 }),
  testProduct({ id: 4, name: 'Vitamine C', stock: 6, category_id: 3 }),
];
const ids = (list: { id: number }[]) => list.map((product) => product.id);

describe('filterProducts', () => {
  it('keeps everything with the default filters', () => {
    expect(ids(filterProducts(products, DEFAULT_PRODUCT_FILTERS))).toEqual([1, 2, 3, 4]);
  });

  it('searches the name, ignoring case and accents', () => {
    expect(ids(filterProducts(products, { ...DEFAULT_PRODUCT_FILTERS, search: 'CREME' }))).toEqual([1, 3]);
  });

  it('filters by category', () => {
    expect(ids(filterProducts(products, { ...DEFAULT_PRODUCT_FILTERS, categoryId: 1 }))).toEqual([1, 3]);
  });

  it('filters low stock (1 to 5) and out of stock (0)', () => {
    expect(ids(filterProducts(products, { ...DEFAULT_PRODUCT_FILTERS, stock: 'low-stock' }))).toEqual([2, 3]);
    expect(ids(filterProducts(products, { ...DEFAULT_PRODUCT_FILTERS, stock: 'out-of-stock' }))).toEqual([1]);
  });

  it('combines the filters', () => {
    expect(ids(filterProducts(products, { search: 'creme', categoryId: 1, stock: 'low-stock' }))).toEqual([
      3,
    ]);
  });
});

describe('productStats', () => {
  it('counts every product, the low stock ones and the out of stock ones', () => {
    expect(productStats(products)).toEqual({ total: 4, lowStock: 2, outOfStock: 1 });
    expect(productStats([])).toEqual({ total: 0, lowStock: 0, outOfStock: 0 });
  });
});
