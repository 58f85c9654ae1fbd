import type { Product } from '@parashop/shared/api-types';

/** A product as GET /api/products returns it, for tests; override what the test is about. */
export function testProduct(overrides: Partial<Product> & { id: number }): Product {
  return {
    name: `Product ${overrides.id}`,
    description: 'A gentle cream for sensitive skin.',
    price: 100,
    original_price: overrides.price ?? 100,
    offer_price: null,
    offer: null,
    stock: 20,
    image: `products/p${overrides.id}.webp`,
    category_id: 1,
    company_id: 1,
    category: { id: overrides.category_id ?? 1, name: 'Skincare' },
    company: { id: overrides.company_id ?? 1, name: 'Avene', nameAr: 'أفين', nameFr: 'Avène', image: null },
    number_click: 0,
    created_at: '2026-03-01T10:00:00.000Z',
    next_expiry: null,
    skin_types: [],
    concerns: [],
    age_group: null,
    pregnancy_safe: false,
    sale_mode: 'online',
    ...overrides,
  };
}
