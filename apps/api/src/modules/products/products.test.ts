import { and, eq } from 'drizzle-orm';
import { addDays, dateInZone } from '@parashop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, guestHeaders, loginAs, type TestApp, type TestSession } from '../../../test/helpers';
import { favourites, notifications, offers, orderItems, orders, packs } from '../../db/schema';
import {
  insertCatalogue,
  insertCategory,
  insertCompany,
  insertOffer,
  insertPack,
  insertProduct,
} from '../catalogue-shared/testing/fixtures';
import { productFields } from '../catalogue-shared/testing/forms';
import { pngImage } from '../catalogue-shared/testing/images';
import { file } from '../catalogue-shared/testing/multipart';
import { IMAGE_PATH, requests, storedImageExists } from '../catalogue-shared/testing/requests';
import { isForeignKeyViolation, pgConstraint } from '../../lib/pg-errors';

let t: TestApp;
let admin: TestSession;
let customer: TestSession;
let r: ReturnType<typeof requests>;
let refs: { categoryId: number; companyId: number };
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, t.db, 'admin');
  customer = await loginAs(t.app, t.db, 'customer');
  r = requests(t.app);
  refs = {
    categoryId: await insertCategory(t.db, { name: 'Skincare' }),
    companyId: await insertCompany(t.db, { name: 'Avène' }),
  };
  png = await pngImage();
});
afterAll(async () => t?.close());

const today = () => dateInZone(new Date(), 'Africa/Casablanca');

async function createViaApi(overrides: Record<string, string> = {}) {
  const response = await r.form('POST', '/api/products', admin.headers, {
    ...productFields(refs, overrides),
    image: file(png),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('GET /api/products and /api/products/:id', () => {
  it('returns each product in the contract shape, with its category, company and stored image', async () => {
    const created = await createViaApi({ name: 'Shape check', price: '89.9', stock: '25' });
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Shape check',
      description: 'Repairing cream for irritated skin.',
      name_fr: null,
      name_ar: null,
      description_fr: null,
      description_ar: null,
      price: 89.9,
      original_price: 89.9,
      offer_price: null,
      offer: null,
      stock: 25,
      image: expect.stringMatching(IMAGE_PATH('products')),
      category_id: refs.categoryId,
      company_id: refs.companyId,
      category: { id: refs.categoryId, name: 'Skincare', name_fr: null, name_ar: null },
      company: { id: refs.companyId, name: 'Avène', nameAr: null, nameFr: null, image: null },
      next_expiry: null,
      skin_types: [],
      concerns: [],
      age_group: null,
      pregnancy_safe: false,
      sale_mode: 'online',
      number_click: 0,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(storedImageExists(t.config.dataDir, created.image)).toEqual({ large: true, thumb: true });

    const list = await r.get('/api/products');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual(created);
    const one = await r.get(`/api/products/${created.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(created);
  });

  it('lists the newest first', async () => {
    const base = Date.now();
    const ids = [];
    for (let i = 0; i < 3; i += 1) {
      ids.push(await insertProduct(t.db, { ...refs, createdAt: new Date(base + 60_000 * (i + 1)) }));
    }
    const listed = (await r.get('/api/products')).json().map((product: { id: number }) => product.id);
    expect(listed.slice(0, 3)).toEqual([...ids].reverse());
  });

  it('gives offer_price only while the offer is active today in the shop time zone, and the offer always', async () => {
    const active = await insertProduct(t.db, { ...refs, price: '100.00' });
    const startsToday = await insertProduct(t.db, { ...refs, price: '100.00' });
    const endsToday = await insertProduct(t.db, { ...refs, price: '100.00' });
    const expired = await insertProduct(t.db, { ...refs, price: '100.00' });
    const future = await insertProduct(t.db, { ...refs, price: '100.00' });
    await insertOffer(t.db, {
      productId: active,
      offerPrice: '79.50',
      startDate: addDays(today(), -3),
      endDate: addDays(today(), 3),
    });
    await insertOffer(t.db, {
      productId: startsToday,
      offerPrice: '80.00',
      startDate: today(),
      endDate: addDays(today(), 3),
    });
    await insertOffer(t.db, {
      productId: endsToday,
      offerPrice: '81.00',
      startDate: addDays(today(), -3),
      endDate: today(),
    });
    await insertOffer(t.db, {
      productId: expired,
      offerPrice: '70.00',
      startDate: addDays(today(), -10),
      endDate: addDays(today(), -1),
    });
    await insertOffer(t.db, {
      productId: future,
      offerPrice: '60.00',
      startDate: addDays(today(), 1),
      endDate: addDays(today(), 5),
    });

    const byId = new Map((await r.get('/api/products')).json().map((p: { id: number }) => [p.id, p]));
    expect(byId.get(active)).toMatchObject({
      price: 100,
      original_price: 100,
      offer_price: 79.5,
      offer: {
        id: expect.any(Number),
        start_date: addDays(today(), -3),
        end_date: addDays(today(), 3),
        offer_price: 79.5,
      },
    });
    expect(byId.get(startsToday)).toMatchObject({ offer_price: 80 });
    expect(byId.get(endsToday)).toMatchObject({ offer_price: 81 });
    expect(byId.get(expired)).toMatchObject({
      offer_price: null,
      offer: { offer_price: 70, end_date: addDays(today(), -1) },
    });
    expect(byId.get(future)).toMatchObject({ offer_price: null, offer: { offer_price: 60 } });
  });

  it.each(['999999', 'abc', '-1', '0', '1.5', '99999999999', '%20'])(
    'answers 404 JSON for product id %s',
    async (id) => {
      const response = await r.get(`/api/products/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    },
  );
});

describe('authorisation', () => {
  it('lets guests and customers read and click', async () => {
    const id = await insertProduct(t.db, refs);
    for (const headers of [guestHeaders(), customer.headers, admin.headers]) {
      expect((await r.get('/api/products', headers)).statusCode).toBe(200);
      expect((await r.get(`/api/products/${id}`, headers)).statusCode).toBe(200);
      expect((await r.json('POST', `/api/products/${id}/click`, headers)).statusCode).toBe(200);
    }
  });

  it('refuses every write to guests (401) and customers (403) and changes nothing', async () => {
    const id = await insertProduct(t.db, { ...refs, name: 'Untouchable' });
    const body = { ...productFields(refs), image: file(png) };
    const attempts = [
      (h: Record<string, string>) => r.form('POST', '/api/products', h, body),
      (h: Record<string, string>) =>
        r.form('POST', `/api/products/${id}`, h, { ...body, _method: 'PUT', name: 'Changed' }),
      (h: Record<string, string>) => r.form('PUT', `/api/products/${id}`, h, { ...body, name: 'Changed' }),
      (h: Record<string, string>) => r.delete(`/api/products/${id}`, h),
    ];
    const before = (await r.get('/api/products')).json().length;
    for (const attempt of attempts) {
      const guest = await attempt(guestHeaders());
      expect(guest.statusCode).toBe(401);
      expect(guest.json()).toEqual({ message: 'Unauthenticated.' });
      const asCustomer = await attempt(customer.headers);
      expect(asCustomer.statusCode).toBe(403);
      expect(asCustomer.json()).toEqual({ message: 'This action is unauthorized.' });
    }
    expect((await r.get('/api/products')).json().length).toBe(before);
    expect((await r.get(`/api/products/${id}`)).json().name).toBe('Untouchable');
  });
});

describe('validation (422 with the specification messages)', () => {
  let productId: number;
  beforeAll(async () => {
    productId = await insertProduct(t.db, { ...refs, name: 'Boundary product' });
  });

  /** Updates carry the same rules as creation without needing an image each time. */
  const update = (overrides: Record<string, string>) =>
    r.form('POST', `/api/products/${productId}`, admin.headers, {
      ...productFields(refs, overrides),
      _method: 'PUT',
    });

  const cases: [string, string, string | null][] = [
    ['name', '', 'Product name is required'],
    ['name', '   ', 'Product name is required'],
    ['name', 'a', 'Product name must be at least 2 characters'],
    ['name', '  a  ', 'Product name must be at least 2 characters'],
    ['name', 'ab', null],
    ['name', 'n'.repeat(100), null],
    ['name', 'n'.repeat(101), 'Product name cannot exceed 100 characters'],
    ['description', '', 'Description is required'],
    ['description', 'd'.repeat(500), null],
    ['description', 'd'.repeat(501), 'Description cannot exceed 500 characters'],
    ['price', '', 'Price is required'],
    ['price', 'abc', 'Price must be a number'],
    ['price', '0', 'Price must be greater than 0'],
    ['price', '-5', 'Price must be greater than 0'],
    ['price', '0.01', null],
    ['price', '10000', null],
    ['price', '10000.01', 'Price cannot exceed 10,000'],
    ['stock', '', 'Stock is required'],
    ['stock', '-1', 'Stock cannot be negative'],
    ['stock', '0', null],
    ['stock', '10000', null],
    ['stock', '10001', 'Stock cannot exceed 10,000'],
    ['stock', '2.5', 'Stock must be a whole number'],
    ['category_id', '', 'Category is required'],
    ['company_id', '', 'Company is required'],
  ];

  it.each(cases)('%s = %j -> %s', async (field, value, message) => {
    const response = await update({ [field]: value });
    if (message === null) {
      expect(response.statusCode, response.body).toBe(200);
      const saved = response.json();
      if (field === 'price') expect(saved.price).toBe(Number(value));
      else if (field === 'stock') expect(saved.stock).toBe(Number(value));
      else expect(saved[field]).toBe(value.trim());
    } else {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message, errors: { [field]: [message] } });
    }
  });

  it('refuses a category or company that does not exist, on its field', async () => {
    const response = await update({ category_id: '999999', company_id: '888888' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      category_id: ['Invalid identifier'],
      company_id: ['Invalid identifier'],
    });
  });

  it('requires an image on creation only, and reports every field at once', async () => {
    const response = await r.form('POST', '/api/products', admin.headers, {
      ...productFields(refs),
      name: 'x',
      price: '0',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Product name must be at least 2 characters',
      errors: {
        name: ['Product name must be at least 2 characters'],
        price: ['Price must be greater than 0'],
        image: ['Image is required'],
      },
    });
  });

  it('creates nothing on a refused form', async () => {
    const before = (await r.get('/api/products')).json().length;
    await r.form('POST', '/api/products', admin.headers, {
      ...productFields(refs),
      stock: '-1',
      image: file(png),
    });
    expect((await r.get('/api/products')).json().length).toBe(before);
  });
});

describe('prices typed with a comma (review finding 11)', () => {
  it('reads 149,50 as 149.50, never as 14950', async () => {
    expect((await createViaApi({ price: '149,50' })).price).toBe(149.5);
    expect((await createViaApi({ price: '49.90' })).price).toBe(49.9);
  });

  it.each([
    ['149,505', 'Price can have at most 2 decimals'],
    ['1.234,50', 'Price must be a number'],
    ['1 000', 'Price must be a number'],
  ])('refuses %s with a field error', async (price, message) => {
    const response = await r.form('POST', '/api/products', admin.headers, {
      ...productFields(refs, { price }),
      image: file(png),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.price).toEqual([message]);
  });
});

describe('a category or brand deleted during a save', () => {
  it('is recognised from the database error, on both drivers, with the field it concerns', async () => {
    const failure = await insertProduct(t.db, { categoryId: refs.categoryId, companyId: 999_999 }).catch(
      (error: unknown) => error,
    );
    expect(isForeignKeyViolation(failure)).toBe(true);
    expect(pgConstraint(failure)).toContain('compan');
    const other = await insertProduct(t.db, { categoryId: 999_999, companyId: refs.companyId }).catch(
      (error: unknown) => error,
    );
    expect(pgConstraint(other)).toContain('categor');
  });
});

describe('POST /api/products/:id (update)', () => {
  it('saves the form, keeps the image when none is sent, and accepts a real PUT too', async () => {
    const created = await createViaApi({ name: 'Before edit' });
    const edited = await r.form('POST', `/api/products/${created.id}`, admin.headers, {
      ...productFields(refs, { name: 'After edit', price: '12.5', stock: '7', description: 'New text' }),
      _method: 'PUT',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      id: created.id,
      name: 'After edit',
      price: 12.5,
      stock: 7,
      description: 'New text',
      image: created.image,
    });

    const put = await r.form(
      'PUT',
      `/api/products/${created.id}`,
      admin.headers,
      productFields(refs, { name: 'Via PUT' }),
    );
    expect(put.statusCode).toBe(200);
    expect(put.json().name).toBe('Via PUT');
  });

  it('replaces the image and deletes the old files', async () => {
    const created = await createViaApi();
    const edited = await r.form('POST', `/api/products/${created.id}`, admin.headers, {
      ...productFields(refs),
      _method: 'PUT',
      image: file(await pngImage(30, 30)),
    });
    expect(edited.statusCode).toBe(200);
    const image = edited.json().image;
    expect(image).toMatch(IMAGE_PATH('products'));
    expect(image).not.toBe(created.image);
    expect(storedImageExists(t.config.dataDir, image)).toEqual({ large: true, thumb: true });
    expect(storedImageExists(t.config.dataDir, created.image)).toEqual({ large: false, thumb: false });
  });

  it('moves the category and company when the form says so', async () => {
    const created = await createViaApi();
    const categoryId = await insertCategory(t.db, { name: 'Hair care' });
    const companyId = await insertCompany(t.db, { name: 'Klorane' });
    const edited = await r.form(
      'POST',
      `/api/products/${created.id}`,
      admin.headers,
      productFields({ categoryId, companyId }),
    );
    expect(edited.json()).toMatchObject({
      category: { id: categoryId, name: 'Hair care' },
      company: { id: companyId, name: 'Klorane' },
    });
  });

  it('answers 404 for an unknown product, before looking at the form', async () => {
    expect(
      (await r.form('POST', '/api/products/999999', admin.headers, productFields(refs))).statusCode,
    ).toBe(404);
    expect((await r.form('POST', '/api/products/abc', admin.headers, {})).statusCode).toBe(404);
  });

  it('refuses a regular price below the current offer price', async () => {
    const id = await insertProduct(t.db, { ...refs, price: '100.00' });
    await insertOffer(t.db, { productId: id, offerPrice: '80.00', startDate: today(), endDate: today() });
    const cheaper = await r.form(
      'POST',
      `/api/products/${id}`,
      admin.headers,
      productFields(refs, { price: '70' }),
    );
    expect(cheaper.statusCode).toBe(422);
    expect(cheaper.json().errors).toEqual({ price: ['Offer price must be less than original price'] });
    const equal = await r.form(
      'POST',
      `/api/products/${id}`,
      admin.headers,
      productFields(refs, { price: '80' }),
    );
    expect(equal.statusCode).toBe(200);
  });
});

describe('stock alerts on edit', () => {
  it('notifies low_stock on entering 1..5 and out_of_stock on reaching 0, once per crossing', async () => {
    const id = await insertProduct(t.db, { ...refs, name: 'Watched cream', stock: 20 });
    const alerts = async () =>
      (
        await t.db
          .select({ type: notifications.type, message: notifications.message })
          .from(notifications)
          .where(eq(notifications.message, 'Watched cream'))
          .orderBy(notifications.id)
      ).map((row) => row.type);
    const setStock = async (stock: number) => {
      const response = await r.form('POST', `/api/products/${id}`, admin.headers, {
        ...productFields(refs, { name: 'Watched cream', stock: String(stock) }),
        _method: 'PUT',
      });
      expect(response.statusCode).toBe(200);
    };

    await setStock(6);
    expect(await alerts()).toEqual([]);
    await setStock(5);
    expect(await alerts()).toEqual(['low_stock']);
    await setStock(3);
    expect(await alerts()).toEqual(['low_stock']);
    await setStock(0);
    expect(await alerts()).toEqual(['low_stock', 'out_of_stock']);
    await setStock(0);
    expect(await alerts()).toEqual(['low_stock', 'out_of_stock']);
    await setStock(12);
    await setStock(1);
    expect(await alerts()).toEqual(['low_stock', 'out_of_stock', 'low_stock']);
  });
});

describe('DELETE /api/products/:id', () => {
  it('deletes the product, its image, offer and favourites, and takes it out of packs', async () => {
    const doomed = await createViaApi({ name: 'Doomed' });
    const other = await insertProduct(t.db, refs);
    const shared = await insertPack(t.db, { productIds: [doomed.id, other] });
    const alone = await insertPack(t.db, { productIds: [doomed.id] });
    await insertOffer(t.db, {
      productId: doomed.id,
      offerPrice: '10.00',
      startDate: today(),
      endDate: today(),
    });
    await t.db.insert(favourites).values({ userId: customer.user.id, productId: doomed.id });

    const response = await r.delete(`/api/products/${doomed.id}`, admin.headers);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    expect((await r.get(`/api/products/${doomed.id}`)).statusCode).toBe(404);
    expect(storedImageExists(t.config.dataDir, doomed.image)).toEqual({ large: false, thumb: false });
    expect((await r.get(`/api/packs/${shared}`)).json().product_ids).toEqual([other]);
    expect((await r.get(`/api/packs/${alone}`)).statusCode).toBe(404);
    expect(await t.db.select().from(packs).where(eq(packs.id, alone))).toEqual([]);
    expect(await t.db.select().from(offers).where(eq(offers.productId, doomed.id))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(favourites)
        .where(and(eq(favourites.userId, customer.user.id), eq(favourites.productId, doomed.id))),
    ).toEqual([]);
  });

  it('keeps past order lines with their copied name and price', async () => {
    const id = await insertProduct(t.db, { ...refs, name: 'Sold once', price: '45.00' });
    const [order] = await t.db
      .insert(orders)
      .values({
        orderNumber: `CMD-TEST-${id}`,
        name: 'Client',
        phoneNumber: '0612345678',
        address: 'Rue 1',
        city: 'Dakhla',
        subtotal: '45.00',
        deliveryFee: '10.00',
        deliveryDiscount: '0.00',
        totalOrder: '55.00',
      })
      .returning();
    await t.db.insert(orderItems).values({
      orderId: order!.id,
      targetName: 'product',
      targetId: id,
      productId: id,
      name: 'Sold once',
      quantity: 1,
      unitPrice: '45.00',
      totalPrice: '45.00',
      components: [{ product_id: id, quantity: 1 }],
    });

    expect((await r.delete(`/api/products/${id}`, admin.headers)).statusCode).toBe(204);
    const [line] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(line).toMatchObject({ productId: null, targetId: id, name: 'Sold once', unitPrice: '45.00' });
  });

  it.each(['999999', 'abc', '-3'])('answers 404 for %s', async (id) => {
    const response = await r.delete(`/api/products/${id}`, admin.headers);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });
});

describe('POST /api/products/:id/click', () => {
  const click = (id: number | string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/products/${id}/click`,
      headers: guestHeaders(),
      remoteAddress: ip,
    });

  it('counts every client atomically, once per item and 10 minutes', async () => {
    const id = await insertProduct(t.db, refs);
    const first = await click(id, '10.20.0.1');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ number_click: 1 });
    // The same client again: the answer is the count, nothing more is counted.
    expect((await click(id, '10.20.0.1')).json()).toEqual({ number_click: 1 });
    await Promise.all(Array.from({ length: 20 }, (_, i) => click(id, `10.20.1.${i + 1}`)));
    expect((await r.get(`/api/products/${id}`)).json().number_click).toBe(21);
  });

  it.each(['999999', 'abc', '-1'])('answers 404 for %s', async (id) => {
    expect((await r.json('POST', `/api/products/${id}/click`, guestHeaders())).statusCode).toBe(404);
  });

  it('never empties the catalogue cache: not for a click, not for an unknown id', async () => {
    const id = await insertProduct(t.db, refs);
    await r.get('/api/catalogue');
    const before = t.app.catalogueCache.stats();
    await click(id, '10.20.2.1');
    await click(999_999, '10.20.2.2');
    await r.get('/api/catalogue');
    const after = t.app.catalogueCache.stats();
    expect(after.hits).toBe(before.hits + 1);
    expect(after.misses).toBe(before.misses);
  });
});

describe('bad input never gives a 500', () => {
  it('malformed JSON, wrong types, odd content types, huge strings and broken multipart', async () => {
    const { productIds } = await insertCatalogue(t.db, 1);
    const id = productIds[0]!;
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: '{"name": "x",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('The request body is not valid JSON.');

    const wrongTypes = await r.json('POST', `/api/products/${id}`, admin.headers, {
      name: 42,
      description: ['x'],
      price: { amount: 1 },
      stock: true,
      category_id: null,
      company_id: 'abc',
    });
    expect(wrongTypes.statusCode).toBe(422);
    expect(Object.keys(wrongTypes.json().errors).sort()).toEqual([
      'category_id',
      'company_id',
      'description',
      'name',
      'price',
      'stock',
    ]);

    const arrayBody = await r.json('POST', `/api/products/${id}`, admin.headers, [1, 2]);
    expect(arrayBody.statusCode).toBe(422);

    const huge = await r.json('POST', `/api/products/${id}`, admin.headers, {
      ...productFields(refs),
      name: 'x'.repeat(200_000),
    });
    expect(huge.statusCode).toBe(422);
    expect(huge.json().errors.name).toEqual(['Product name cannot exceed 100 characters']);

    // Above the 64 KB multipart field limit the value arrives cut, and is still too long.
    const hugeField = await r.form(
      'POST',
      `/api/products/${id}`,
      admin.headers,
      productFields(refs, { description: 'd'.repeat(100_000) }),
    );
    expect(hugeField.statusCode).toBe(422);
    expect(hugeField.json().errors.description).toEqual(['Description cannot exceed 500 characters']);

    const plain = await t.app.inject({
      method: 'POST',
      url: `/api/products/${id}`,
      headers: { ...admin.headers, 'content-type': 'text/plain' },
      payload: 'name=hello',
    });
    expect(plain.statusCode).toBeGreaterThanOrEqual(400);
    expect(plain.statusCode).toBeLessThan(500);

    const cut = await t.app.inject({
      method: 'POST',
      url: `/api/products/${id}`,
      headers: { ...admin.headers, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nHalf a form',
    });
    expect(cut.statusCode).toBeGreaterThanOrEqual(400);
    expect(cut.statusCode).toBeLessThan(500);

    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { ...admin.headers, 'content-type': 'multipart/form-data' },
      payload: 'garbage',
    });
    expect(noBoundary.statusCode).toBeGreaterThanOrEqual(400);
    expect(noBoundary.statusCode).toBeLessThan(500);

    const prototype = await r.form('POST', `/api/products/${id}`, admin.headers, {
      ...productFields(refs),
      ['__proto__']: 'x',
      constructor: 'y',
    });
    expect(prototype.statusCode).toBeGreaterThanOrEqual(400);
    expect(prototype.statusCode).toBeLessThan(500);

    expect((await r.get(`/api/products/${id}`)).json().name).not.toBe('Half a form');
  });
});
