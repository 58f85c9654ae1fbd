import { eq } from 'drizzle-orm';
import { addDays, dateInZone } from '@parashop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, guestHeaders, loginAs, type TestApp, type TestSession } from '../../../test/helpers';
import { offers } from '../../db/schema';
import {
  insertCategory,
  insertCompany,
  insertOffer,
  insertProduct,
} from '../catalogue-shared/testing/fixtures';
import { form } from '../catalogue-shared/testing/forms';
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

const today = () => dateInZone(new Date(), 'Africa/Casablanca');
const newProduct = (price = '100.00') => insertProduct(t.db, { ...refs, price });
const offerBody = (productId: number, overrides: Record<string, unknown> = {}) => ({
  product_id: productId,
  start_date: today(),
  end_date: addDays(today(), 7),
  offer_price: 75.5,
  ...overrides,
});

describe('POST /api/offers', () => {
  it('creates the offer (201) and the product shows it with its active price', async () => {
    const productId = await newProduct();
    const response = await r.json('POST', '/api/offers', admin.headers, offerBody(productId));
    expect(response.statusCode, response.body).toBe(201);
    const offer = response.json();
    expect(offer).toMatchObject({
      id: expect.any(Number),
      product_id: productId,
      start_date: today(),
      end_date: addDays(today(), 7),
      offer_price: 75.5,
      product: { id: productId, price: 100, original_price: 100, offer_price: 75.5 },
    });
    expect((await r.get(`/api/products/${productId}`)).json()).toMatchObject({
      offer_price: 75.5,
      offer: { id: offer.id, start_date: today(), end_date: addDays(today(), 7), offer_price: 75.5 },
    });
  });

  it('reads an offer price typed with a comma (49,90) and refuses three decimals (review finding 11)', async () => {
    const productId = await newProduct();
    const comma = await r.json(
      'POST',
      '/api/offers',
      admin.headers,
      offerBody(productId, { offer_price: '49,90' }),
    );
    expect(comma.statusCode, comma.body).toBe(201);
    expect(comma.json().offer_price).toBe(49.9);
    const other = await newProduct();
    const decimals = await r.json(
      'POST',
      '/api/offers',
      admin.headers,
      offerBody(other, { offer_price: '49,905' }),
    );
    expect(decimals.statusCode).toBe(422);
    expect(decimals.json().errors.offer_price).toEqual(['Price can have at most 2 decimals']);
  });

  it('accepts the multipart form the admin may send, with numbers as text', async () => {
    const productId = await newProduct();
    const body = form({
      product_id: String(productId),
      start_date: today(),
      end_date: today(),
      offer_price: '10',
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/offers',
      headers: { ...admin.headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().offer_price).toBe(10);
  });

  it('replaces the previous offer of the product: one offer per product', async () => {
    const productId = await newProduct();
    await r.json('POST', '/api/offers', admin.headers, offerBody(productId, { offer_price: 90 }));
    const second = await r.json(
      'POST',
      '/api/offers',
      admin.headers,
      offerBody(productId, { offer_price: 60, end_date: addDays(today(), 1) }),
    );
    expect(second.statusCode).toBe(201);
    const rows = await t.db.select().from(offers).where(eq(offers.productId, productId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ offerPrice: '60.00', endDate: addDays(today(), 1) });
    expect((await r.get(`/api/products/${productId}`)).json().offer_price).toBe(60);
  });

  it('stores a future offer, shown with its dates but without an active price', async () => {
    const productId = await newProduct();
    const response = await r.json(
      'POST',
      '/api/offers',
      admin.headers,
      offerBody(productId, { start_date: addDays(today(), 2), end_date: addDays(today(), 4) }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().product).toMatchObject({
      offer_price: null,
      offer: { start_date: addDays(today(), 2) },
    });
  });

  const required = 'Please fill all required fields';
  const cases: [string, Record<string, unknown>, Record<string, string[]>][] = [
    ['no product', { product_id: undefined }, { product_id: [required] }],
    ['no start date', { start_date: '' }, { start_date: [required] }],
    ['no end date', { end_date: undefined }, { end_date: [required] }],
    ['no offer price', { offer_price: '' }, { offer_price: [required] }],
    [
      'end before start',
      { start_date: '2026-05-10', end_date: '2026-05-09' },
      { end_date: ['End date must be after or equal to start date'] },
    ],
    ['a price of 0', { offer_price: 0 }, { offer_price: ['Offer price must be greater than 0'] }],
    ['a negative price', { offer_price: -1 }, { offer_price: ['Offer price must be greater than 0'] }],
    [
      'a price above the regular price',
      { offer_price: 100.01 },
      { offer_price: ['Offer price must be less than original price'] },
    ],
    ['an impossible date', { start_date: '2026-02-30' }, { start_date: ['Please enter a valid date'] }],
    ['a date in another format', { end_date: '10/05/2026' }, { end_date: ['Please enter a valid date'] }],
    ['an unknown product', { product_id: 999999 }, { product_id: ['Invalid identifier'] }],
    ['a negative product id', { product_id: -4 }, { product_id: ['Invalid identifier'] }],
    ['a product id as words', { product_id: 'abc' }, { product_id: ['Invalid identifier'] }],
  ];

  it.each(cases)('refuses %s (422)', async (_label, overrides, errors) => {
    const productId = await newProduct('100.00');
    const response = await r.json('POST', '/api/offers', admin.headers, offerBody(productId, overrides));
    expect(response.statusCode).toBe(422);
    const body = response.json();
    // The first message of each field is the one the form shows.
    expect(Object.keys(body.errors)).toEqual(Object.keys(errors));
    for (const [field, messages] of Object.entries(errors)) expect(body.errors[field][0]).toBe(messages[0]);
    expect(body.message).toBe(Object.values(errors)[0]![0]);
    expect(await t.db.select().from(offers).where(eq(offers.productId, productId))).toEqual([]);
  });

  it('allows an offer at exactly the regular price and starting and ending the same day', async () => {
    const productId = await newProduct('100.00');
    const response = await r.json(
      'POST',
      '/api/offers',
      admin.headers,
      offerBody(productId, { offer_price: 100, end_date: today() }),
    );
    expect(response.statusCode).toBe(201);
  });

  it('gives every missing field at once for an empty body', async () => {
    const response = await r.json('POST', '/api/offers', admin.headers, {});
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'end_date',
      'offer_price',
      'product_id',
      'start_date',
    ]);
  });
});

describe('DELETE /api/offers/:id', () => {
  it('removes the offer; the product goes back to its price', async () => {
    const productId = await newProduct();
    const offerId = await insertOffer(t.db, {
      productId,
      offerPrice: '50.00',
      startDate: today(),
      endDate: today(),
    });
    const response = await r.delete(`/api/offers/${offerId}`, admin.headers);
    expect(response.statusCode).toBe(204);
    expect((await r.get(`/api/products/${productId}`)).json()).toMatchObject({
      offer: null,
      offer_price: null,
      price: 100,
    });
    expect((await r.delete(`/api/offers/${offerId}`, admin.headers)).statusCode).toBe(404);
  });

  it.each(['999999', 'abc', '-1'])('answers 404 for %s', async (id) => {
    expect((await r.delete(`/api/offers/${id}`, admin.headers)).statusCode).toBe(404);
  });
});

describe('authorisation', () => {
  it('guests get 401 and customers 403 on both routes, and nothing changes', async () => {
    const productId = await newProduct();
    const offerId = await insertOffer(t.db, {
      productId,
      offerPrice: '50.00',
      startDate: today(),
      endDate: today(),
    });
    for (const [headers, status] of [
      [guestHeaders(), 401],
      [customer.headers, 403],
    ] as const) {
      expect(
        (await r.json('POST', '/api/offers', headers, offerBody(productId, { offer_price: 1 }))).statusCode,
      ).toBe(status);
      expect((await r.delete(`/api/offers/${offerId}`, headers)).statusCode).toBe(status);
    }
    const [row] = await t.db.select().from(offers).where(eq(offers.id, offerId));
    expect(row?.offerPrice).toBe('50.00');
  });
});

describe('bad input never gives a 500', () => {
  it('malformed JSON, wrong types and huge strings', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/offers',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: '{"product_id": ',
    });
    expect(malformed.statusCode).toBe(400);
    const wrong = await r.json('POST', '/api/offers', admin.headers, {
      product_id: { id: 1 },
      start_date: 20260101,
      end_date: ['2026-01-01'],
      offer_price: 'cheap',
    });
    expect(wrong.statusCode).toBe(422);
    const huge = await r.json('POST', '/api/offers', admin.headers, {
      product_id: '9'.repeat(5000),
      start_date: 'x'.repeat(100_000),
    });
    expect(huge.statusCode).toBe(422);
    const scalar = await r.json('POST', '/api/offers', admin.headers, 'just text');
    expect(scalar.statusCode).toBe(422);
  });
});
