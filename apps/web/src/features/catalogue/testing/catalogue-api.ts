import type { CataloguePage, CatalogueEntry, CatalogueHero } from '@parashop/shared/catalogue-query';
import type { Category, Company, Pack, Product } from '@parashop/shared/api-types';
import { vi } from 'vitest';

/** Catalogue answers as the API gives them, for the page tests of this feature. */

export const brand: Company = {
  id: 5,
  name: 'Avène',
  nameAr: null,
  nameFr: null,
  image: null,
  created_at: '2026-01-01T00:00:00Z',
  products_count: 2,
};

export const category: Category = {
  id: 2,
  name: 'Skincare',
  sortOrder: 1,
  isActive: true,
  image: null,
  products_count: 2,
};

export function product(id: number, name: string, price = 100): Product {
  return {
    id,
    name,
    description: `${name}, for every day.`,
    price,
    original_price: price,
    offer_price: null,
    offer: null,
    stock: 10,
    image: `products/p${id}.webp`,
    category_id: category.id,
    company_id: brand.id,
    category: { id: category.id, name: category.name },
    company: { id: brand.id, name: brand.name, nameAr: null, nameFr: null, image: null },
    number_click: 0,
    created_at: '2026-01-01T00:00:00Z',
    next_expiry: null,
    skin_types: [],
    concerns: [],
    age_group: null,
    pregnancy_safe: false,
    sale_mode: 'online',
  };
}

export function pack(id: number, name: string, products: Product[]): Pack {
  return {
    id,
    name,
    description: 'A routine.',
    price: 150,
    original_price: 200,
    offer_price: null,
    stock: 4,
    images: [],
    number_click: 0,
    products: products.map(({ id: productId, name: productName, price, image }) => ({
      id: productId,
      name: productName,
      price,
      image,
    })),
    product_ids: products.map((item) => item.id),
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    sale_mode: 'online',
  };
}

export function cataloguePage(entries: CatalogueEntry[], meta: Partial<CataloguePage['meta']> = {}) {
  const total = meta.total ?? entries.length;
  const perPage = meta.per_page ?? 8;
  return {
    data: entries,
    meta: {
      page: 1,
      per_page: perPage,
      total,
      last_page: Math.max(1, Math.ceil(total / perPage)),
      ...meta,
    },
    facets: {
      skin_type: { dry: 0, oily: 0, combination: 0, normal: 0, sensitive: 0 },
      concern: {
        acne: 0,
        dark_spots: 0,
        ageing: 0,
        dryness: 0,
        redness: 0,
        hair_loss: 0,
        sun_protection: 0,
        hydration: 0,
      },
      age_group: { baby: 0, child: 0, adult: 0, all: 0 },
      pregnancy_safe: { true: 0 },
    },
  } satisfies CataloguePage;
}

export const emptyHero: CatalogueHero = { data: [] };

export type Answer = { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;

/** Stubs fetch with `handler` (by URL); every URL asked for is recorded in `urls`. */
export function mockApi(handler: (url: string) => Answer | undefined) {
  const urls: string[] = [];
  const fetchMock = vi.fn(async (url: string) => {
    urls.push(url);
    const answer = (await handler(url)) ?? defaultAnswer(url);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { urls, fetchMock };
}

function defaultAnswer(url: string): { status: number; body: unknown } {
  if (url === '/api/categories') return { status: 200, body: [category] };
  if (url === '/api/companies') return { status: 200, body: [brand] };
  if (url === '/api/catalogue/hero') return { status: 200, body: emptyHero };
  return { status: 404, body: { message: `No answer for ${url}` } };
}

/** A promise settled from outside: an answer held back until the test releases it. */
export function held<T>() {
  let release!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (release = resolve));
  return { promise, release };
}

/**
 * What jsdom lacks and the page uses: the carousel's media queries and observers, and scrolling a
 * section into view.
 */
export function stubBrowserApis() {
  class Observer {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('ResizeObserver', Observer);
  vi.stubGlobal('IntersectionObserver', Observer);
  vi.stubGlobal(
    'matchMedia',
    (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
  Element.prototype.scrollIntoView = vi.fn();
}
