import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, guestHeaders, loginAs, type TestApp, type TestSession } from '../../../test/helpers';
import { packProducts, packs, products } from '../../db/schema';
import {
  insertCategory,
  insertCompany,
  insertPack,
  insertProduct,
} from '../catalogue-shared/testing/fixtures';
import { requests } from '../catalogue-shared/testing/requests';

let t: TestApp;
let admin: TestSession;
let customer: TestSession;
let r: ReturnType<typeof requests>;
let refs: { categoryId: number; companyId: number };

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, t.db, 'admin');
  customer = await loginAs(t.app, t.db, 'customer');
  r = requests(t.app);
  refs = { categoryId: await insertCategory(t.db), companyId: await insertCompany(t.db) };
});
afterAll(async () => t?.close());

const product = (values: { price?: string; stock?: number; image?: string | null; name?: string } = {}) =>
  insertProduct(t.db, { ...refs, ...values });
const packBody = (productIds: unknown, overrides: Record<string, unknown> = {}) => ({
  name: 'Summer routine',
  description: 'Cleanser, serum and sun cream.',
  price: 199.9,
  product_ids: productIds,
  ...overrides,
});

describe('POST /api/packs and GET /api/packs', () => {
  it('creates a pack (201) whose stock, original price and images come from its products', async () => {
    const a = await product({ name: 'Cleanser', price: '80.10', stock: 12, image: 'products/a.webp' });
    const b = await product({ name: 'Serum', price: '120.25', stock: 4, image: null });
    const c = await product({ name: 'Sun cream', price: '0.30', stock: 9, image: 'products/c.webp' });
    const response = await r.json('POST', '/api/packs', admin.headers, packBody([c, a, b, a]));
    expect(response.statusCode, response.body).toBe(201);
    const pack = response.json();
    expect(pack).toEqual({
      id: expect.any(Number),
      name: 'Summer routine',
      description: 'Cleanser, serum and sun cream.',
      name_fr: null,
      name_ar: null,
      description_fr: null,
      description_ar: null,
      price: 199.9,
      original_price: 200.65,
      offer_price: null,
      stock: 4,
      images: ['products/a.webp', 'products/c.webp'],
      number_click: 0,
      products: [
        { id: a, name: 'Cleanser', name_fr: null, name_ar: null, price: 80.1, image: 'products/a.webp' },
        { id: b, name: 'Serum', name_fr: null, name_ar: null, price: 120.25, image: null },
        { id: c, name: 'Sun cream', name_fr: null, name_ar: null, price: 0.3, image: 'products/c.webp' },
      ],
      product_ids: [a, b, c],
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      sale_mode: 'online',
    });
    expect((await r.get('/api/packs')).json()).toContainEqual(pack);
    expect((await r.get(`/api/packs/${pack.id}`)).json()).toEqual(pack);
  });

  it('follows its products: a stock change or a price change shows at once', async () => {
    const a = await product({ price: '10.00', stock: 8 });
    const b = await product({ price: '20.00', stock: 6 });
    const id = await insertPack(t.db, { productIds: [a, b] });
    expect((await r.get(`/api/packs/${id}`)).json()).toMatchObject({ stock: 6, original_price: 30 });
    await t.db.update(products).set({ stock: 0 }).where(eq(products.id, a));
    await t.db.update(products).set({ price: '25.50' }).where(eq(products.id, b));
    expect((await r.get(`/api/packs/${id}`)).json()).toMatchObject({ stock: 0, original_price: 35.5 });
  });

  it('lists the newest first', async () => {
    const a = await product();
    const first = await insertPack(t.db, { productIds: [a] });
    const second = await insertPack(t.db, { productIds: [a] });
    const ids = (await r.get('/api/packs')).json().map((pack: { id: number }) => pack.id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
  });

  it.each(['999999', 'abc', '-1', '0'])('GET /api/packs/%s -> 404', async (id) => {
    expect((await r.get(`/api/packs/${id}`)).statusCode).toBe(404);
  });
});

describe('validation (the specification messages, word for word)', () => {
  let productId: number;
  beforeAll(async () => {
    productId = await product();
  });

  const cases: [string, Record<string, unknown>, string, string][] = [
    ['no name', { name: '' }, 'name', 'Pack name is required'],
    ['a 1-character name', { name: 'a' }, 'name', 'Pack name must be at least 2 characters'],
    ['a 101-character name', { name: 'p'.repeat(101) }, 'name', 'Pack name cannot exceed 100 characters'],
    ['no description', { description: '  ' }, 'description', 'Description is required'],
    [
      'a 501-character description',
      { description: 'd'.repeat(501) },
      'description',
      'Description cannot exceed 500 characters',
    ],
    ['no price', { price: '' }, 'price', 'Price is required'],
    ['a missing price', { price: undefined }, 'price', 'Price is required'],
    ['a price of 0', { price: 0 }, 'price', 'Price must be a positive number'],
    ['a negative price', { price: -10 }, 'price', 'Price must be a positive number'],
    ['a price of 10000.01', { price: 10000.01 }, 'price', 'Price cannot exceed 10,000'],
    ['no product', { product_ids: [] }, 'product_ids', 'Please select at least one product'],
    [
      'a missing product list',
      { product_ids: undefined },
      'product_ids',
      'Please select at least one product',
    ],
  ];

  it.each(cases)('refuses %s', async (_label, overrides, field, message) => {
    const before = (await t.db.select().from(packs)).length;
    const response = await r.json('POST', '/api/packs', admin.headers, packBody([productId], overrides));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message, errors: { [field]: [message] } });
    expect((await t.db.select().from(packs)).length).toBe(before);
  });

  const accepted: [string, Record<string, unknown>][] = [
    ['a 2-character name', { name: 'ab' }],
    ['a 100-character name', { name: 'p'.repeat(100) }],
    ['a 500-character description', { description: 'd'.repeat(500) }],
    ['a price of 0.01', { price: 0.01 }],
    ['a price of 10000', { price: 10000 }],
    ['a price as text', { price: '45.50' }],
    ['product ids as text', { product_ids: 'ids' }],
  ];
  it.each(accepted)('accepts %s', async (_label, overrides) => {
    const body = packBody([productId], overrides);
    if (overrides.product_ids === 'ids') body.product_ids = [String(productId)];
    const response = await r.json('POST', '/api/packs', admin.headers, body);
    expect(response.statusCode, response.body).toBe(201);
  });

  it('refuses products that do not exist', async () => {
    const response = await r.json('POST', '/api/packs', admin.headers, packBody([productId, 999999]));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ product_ids: ['Invalid product selected'] });
    const negative = await r.json('POST', '/api/packs', admin.headers, packBody([-1]));
    expect(negative.statusCode).toBe(422);
    expect(negative.json().errors).toEqual({ product_ids: ['Invalid product selected'] });
  });
});

describe('PUT /api/packs/:id', () => {
  it('replaces the fields and the products', async () => {
    const a = await product({ price: '10.00', stock: 3 });
    const b = await product({ price: '5.00', stock: 30 });
    const id = await insertPack(t.db, { productIds: [a] });
    const response = await r.json('PUT', `/api/packs/${id}`, admin.headers, {
      id,
      ...packBody([b], { name: 'Renamed', price: 4.5 }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      name: 'Renamed',
      price: 4.5,
      product_ids: [b],
      stock: 30,
      original_price: 5,
    });
    const members = await t.db.select().from(packProducts).where(eq(packProducts.packId, id));
    expect(members.map((member) => member.productId)).toEqual([b]);
  });

  it('keeps the pack as it was when the form is refused', async () => {
    const a = await product();
    const id = await insertPack(t.db, { productIds: [a], name: 'Kept pack' });
    const response = await r.json('PUT', `/api/packs/${id}`, admin.headers, packBody([], { name: 'X' }));
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['name', 'product_ids']);
    expect((await r.get(`/api/packs/${id}`)).json()).toMatchObject({ name: 'Kept pack', product_ids: [a] });
  });

  it.each(['999999', 'abc'])('answers 404 for %s', async (id) => {
    expect((await r.json('PUT', `/api/packs/${id}`, admin.headers, packBody([1]))).statusCode).toBe(404);
  });
});

describe('DELETE /api/packs/:id and POST /api/packs/:id/click', () => {
  it('deletes the pack only, never its products', async () => {
    const a = await product();
    const id = await insertPack(t.db, { productIds: [a] });
    expect((await r.delete(`/api/packs/${id}`, admin.headers)).statusCode).toBe(204);
    expect((await r.get(`/api/packs/${id}`)).statusCode).toBe(404);
    expect((await r.get(`/api/products/${a}`)).statusCode).toBe(200);
    expect((await r.delete(`/api/packs/${id}`, admin.headers)).statusCode).toBe(404);
  });

  it('counts clicks atomically for anyone, once per client and 10 minutes; 404 for unknown packs', async () => {
    const id = await insertPack(t.db, { productIds: [await product()] });
    const click = (ip: string, headers = guestHeaders()) =>
      t.app.inject({ method: 'POST', url: `/api/packs/${id}/click`, headers, remoteAddress: ip });
    await Promise.all(Array.from({ length: 15 }, (_, i) => click(`10.30.0.${i + 1}`)));
    expect((await click('10.30.0.1')).json()).toEqual({ number_click: 15 });
    // A signed-in customer counts by session, whatever the address.
    const last = await click('10.30.0.1', customer.headers);
    expect(last.json()).toEqual({ number_click: 16 });
    expect((await r.get(`/api/packs/${id}`)).json().number_click).toBe(16);
    for (const bad of ['999999', 'abc', '-2'])
      expect((await r.json('POST', `/api/packs/${bad}/click`, guestHeaders())).statusCode).toBe(404);
  });
});

describe('authorisation', () => {
  it('reads are public; writes are 401 for guests and 403 for customers', async () => {
    const a = await product();
    const id = await insertPack(t.db, { productIds: [a], name: 'Guarded' });
    for (const headers of [guestHeaders(), customer.headers]) {
      expect((await r.get('/api/packs', headers)).statusCode).toBe(200);
      expect((await r.get(`/api/packs/${id}`, headers)).statusCode).toBe(200);
    }
    for (const [headers, status] of [
      [guestHeaders(), 401],
      [customer.headers, 403],
    ] as const) {
      expect((await r.json('POST', '/api/packs', headers, packBody([a]))).statusCode).toBe(status);
      expect(
        (await r.json('PUT', `/api/packs/${id}`, headers, packBody([a], { name: 'Taken' }))).statusCode,
      ).toBe(status);
      expect((await r.delete(`/api/packs/${id}`, headers)).statusCode).toBe(status);
    }
    expect((await r.get(`/api/packs/${id}`)).json().name).toBe('Guarded');
  });
});

describe('bad input never gives a 500', () => {
  it('malformed JSON, wrong types, huge lists and strings', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/packs',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: '[{"name"',
    });
    expect(malformed.statusCode).toBe(400);
    const wrong = await r.json('POST', '/api/packs', admin.headers, {
      name: 1,
      description: null,
      price: [],
      product_ids: 'all',
    });
    expect(wrong.statusCode).toBe(422);
    const many = await r.json(
      'POST',
      '/api/packs',
      admin.headers,
      packBody(Array.from({ length: 5000 }, (_, i) => i + 1)),
    );
    expect(many.statusCode).toBe(422);
    const hugeIds = await r.json(
      'POST',
      '/api/packs',
      admin.headers,
      packBody(['9'.repeat(400), 1.5, 'x', null]),
    );
    expect(hugeIds.statusCode).toBe(422);
    const hugeName = await r.json(
      'POST',
      '/api/packs',
      admin.headers,
      packBody([1], { name: 'n'.repeat(300_000) }),
    );
    expect(hugeName.statusCode).toBe(422);
  });
});
