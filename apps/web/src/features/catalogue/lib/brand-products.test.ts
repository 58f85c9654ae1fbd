import { describe, expect, it } from 'vitest';
import type { Product } from '@parashop/shared/api-types';
import { brandProducts } from './brand-products';
import { product } from './test-fixtures';

const list = [
  product({ id: 1, name: 'Sérum Éclat', company_id: 1, category: { name: 'Skincare' } }),
  product({ id: 2, name: 'Baume lèvres', company_id: 1, category: { name: 'Cosmetics' } }),
  product({ id: 3, name: 'Shampoo', company_id: 2, category: { name: 'Hair care' } }),
  product({ id: 4, name: 'Crème solaire', company_id: 1, stock: 0, category: { name: 'Skincare' } }),
] as unknown as Product[];

const names = (products: Product[]) => products.map((p) => p.name);

describe('brandProducts', () => {
  it("lists the brand's products in stock, by name", () => {
    expect(names(brandProducts(list, 1, ''))).toEqual(['Baume lèvres', 'Sérum Éclat']);
  });

  it('searches the product name and the category name, without accents or case', () => {
    expect(names(brandProducts(list, 1, 'serum'))).toEqual(['Sérum Éclat']);
    expect(names(brandProducts(list, 1, 'COSMETICS'))).toEqual(['Baume lèvres']);
    expect(brandProducts(list, 1, 'hair')).toEqual([]);
  });
});
