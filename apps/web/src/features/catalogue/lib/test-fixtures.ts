import type { PackLike, ProductLike } from './catalogue-item';

/** Builders for catalogue rows as the API sends them; only the fields the rules read. */
export function product(overrides: Partial<ProductLike> & { id: number }): ProductLike {
  return {
    name: `Product ${overrides.id}`,
    price: 100,
    offer_price: null,
    stock: 10,
    category_id: 1,
    company_id: 1,
    category: { name: 'Skincare' },
    company: { name: 'Avène' },
    number_click: 0,
    ...overrides,
  };
}

export function pack(overrides: Partial<PackLike> & { id: number }): PackLike {
  return {
    name: `Pack ${overrides.id}`,
    price: 300,
    offer_price: null,
    stock: 5,
    number_click: 0,
    products: [],
    ...overrides,
  };
}
