import type { BenchRequest } from './load';

/** What the endpoints need to know about the seeded catalogue, read from the running server. */
export type CatalogueFacts = {
  /** In-stock products with what they cost today (offer price while active), for orders. */
  orderable: { id: number; price: number }[];
  /** Every product id, for detail reads. */
  productIds: number[];
  /** The canonical addresses of the first products' and packs' pages (`/products/12-creme-…`). */
  productPages: string[];
  packPages: string[];
};

/**
 * The rendered item pages rotate over this many items: the products and packs a day's shoppers open
 * most (a shared link, a promotion), kept rendered after their first visit (decision 215).
 */
export const RENDERED_PAGES = 50;

export type Endpoint = {
  name: string;
  /** Short key: the bare server's path and the JSON results' name. */
  key: string;
  /** Extra request headers (on top of the XSRF cookie and header every request carries). */
  headers?: Record<string, string>;
  /** Each call gives the next request; rotating ones visit distinct products. */
  next: () => BenchRequest;
  /** The status a correct answer has. */
  status: number;
};

function rotate<T>(values: readonly T[], make: (value: T) => BenchRequest): () => BenchRequest {
  let index = 0;
  return () => make(values[index++ % values.length]!);
}

const get = (path: string) => () => ({ method: 'GET' as const, path });

/** Prefixes and words as shoppers type them: Latin with and without accents, Arabic with variants. */
const SUGGEST_QUERIES = [
  'cr',
  'cre',
  'crème',
  'bio',
  'biod',
  'sham',
  'shampoo',
  'avène',
  'avene',
  'spf',
  'eau the',
  'بيو',
  'أفين',
  'افين',
  'ser',
  'vita',
];

let customers = 0;

/**
 * An order of one unit, each from its own customer as the shop's are: its own phone (the COD guard
 * caps open orders per phone) and its own address, sent as the shop's proxy sends it
 * (`X-Forwarded-For`, the server runs with TRUST_PROXY=1): the per-client guard (decision 200) locks
 * and counts per address, so one address for every order would make them all one client's, queued
 * one behind the other.
 */
export function orderRequest(product: { id: number; price: number }): BenchRequest {
  customers += 1;
  const n = customers % 100_000_000;
  return {
    method: 'POST',
    path: '/api/orders',
    headers: { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
    body: JSON.stringify({
      name: 'Bench Customer',
      phone_number: `07${String(n).padStart(8, '0')}`,
      city: 'Dakhla',
      address: '12 Avenue Mohammed V',
      delivery_area_id: 1,
      items: [{ target_name: 'product', target_id: product.id, quantity: 1, price: product.price }],
    }),
  };
}

/**
 * The storefront's reads of the mixed run (bench/src/mixed.ts), in turn: catalogue pages 1-3, a search,
 * a filtered page with its facets, a product's detail.
 */
export function shopperReads(facts: CatalogueFacts): () => BenchRequest {
  const paths = [
    '/api/catalogue?per_page=20',
    '/api/catalogue?per_page=20&page=2',
    '/api/catalogue?per_page=20&page=3',
    '/api/catalogue?q=creme&per_page=20',
    '/api/catalogue?category_id=1&sort=price_asc&per_page=20',
    ...facts.productIds.slice(0, RENDERED_PAGES).map((id) => `/api/products/${id}`),
  ];
  return rotate(paths, (path) => ({ method: 'GET', path }));
}

/**
 * The benchmarked calls, in order (orders last: they move stock, which empties the catalogue cache).
 * `GET /api/catalogue?per_page=20` is the storefront's page of 20 items of the target.
 */
export function endpoints(facts: CatalogueFacts): Endpoint[] {
  return [
    { name: 'GET /api/products (full list)', key: 'products', next: get('/api/products'), status: 200 },
    {
      name: 'GET /api/products (full list, br)',
      key: 'products-br',
      headers: { 'accept-encoding': 'br' },
      next: get('/api/products'),
      status: 200,
    },
    {
      name: 'GET /api/catalogue?per_page=20',
      key: 'catalogue-20',
      next: get('/api/catalogue?per_page=20'),
      status: 200,
    },
    {
      name: 'GET /api/catalogue (search, filter, sort)',
      key: 'catalogue-search',
      next: get('/api/catalogue?q=creme&category_id=1&sort=price_asc&per_page=20'),
      status: 200,
    },
    {
      // What the search box asks while a shopper types (one request per settled keystroke).
      name: 'GET /api/catalogue/suggest?q= (rotating prefixes)',
      key: 'catalogue-suggest',
      next: rotate(SUGGEST_QUERIES, (q) => ({
        method: 'GET',
        path: `/api/catalogue/suggest?q=${encodeURIComponent(q)}`,
      })),
      status: 200,
    },
    { name: 'GET /api/catalogue/hero', key: 'hero', next: get('/api/catalogue/hero'), status: 200 },
    { name: 'GET /api/packs', key: 'packs', next: get('/api/packs'), status: 200 },
    { name: 'GET /api/categories', key: 'categories', next: get('/api/categories'), status: 200 },
    { name: 'GET /api/companies', key: 'companies', next: get('/api/companies'), status: 200 },
    // The home page rendered on the server (decision 192): as sent, and as a browser asks for it.
    { name: 'GET / (HTML)', key: 'html', next: get('/'), status: 200 },
    {
      name: 'GET / (HTML, br)',
      key: 'html-br',
      headers: { 'accept-encoding': 'br' },
      next: get('/'),
      status: 200,
    },
    {
      name: 'GET /api/products/:id (rotating)',
      key: 'product-detail',
      next: rotate(facts.productIds, (id) => ({ method: 'GET', path: `/api/products/${id}` })),
      status: 200,
    },
    // The products a day's shoppers open most, as the rendered pages below: kept after the first read.
    {
      name: `GET /api/products/:id (${RENDERED_PAGES} rotating)`,
      key: 'product-detail-kept',
      next: rotate(facts.productIds.slice(0, RENDERED_PAGES), (id) => ({
        method: 'GET',
        path: `/api/products/${id}`,
      })),
      status: 200,
    },
    {
      name: `GET /products/:id (HTML, ${RENDERED_PAGES} rotating)`,
      key: 'product-page',
      next: rotate(facts.productPages, (path) => ({ method: 'GET', path })),
      status: 200,
    },
    {
      name: `GET /packs/:id (HTML, rotating)`,
      key: 'pack-page',
      next: rotate(facts.packPages, (path) => ({ method: 'GET', path })),
      status: 200,
    },
    {
      name: 'POST /api/orders (distinct products)',
      key: 'orders',
      headers: { 'content-type': 'application/json' },
      next: rotate(facts.orderable, orderRequest),
      status: 201,
    },
  ];
}
