import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, guestHeaders, loginAs, type TestApp, type TestSession } from '../../../test/helpers';
import { categories, orderItems, orders, packs, products } from '../../db/schema';
import {
  insertCategory,
  insertCompany,
  insertPack,
  insertProduct,
} from '../catalogue-shared/testing/fixtures';
import { svgWithScript, pngImage } from '../catalogue-shared/testing/images';
import { file } from '../catalogue-shared/testing/multipart';
import { IMAGE_PATH, requests, storedImageExists } from '../catalogue-shared/testing/requests';

let t: TestApp;
let admin: TestSession;
let customer: TestSession;
let r: ReturnType<typeof requests>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, t.db, 'admin');
  customer = await loginAs(t.app, t.db, 'customer');
  r = requests(t.app);
});
afterAll(async () => t?.close());

describe('GET /api/categories', () => {
  it('lists by sortOrder then name, with the number of products', async () => {
    const companyId = await insertCompany(t.db);
    const zeta = await insertCategory(t.db, { name: 'Zeta first', sortOrder: -2 });
    const beta = await insertCategory(t.db, { name: 'Beta', sortOrder: -1 });
    const alpha = await insertCategory(t.db, { name: 'Alpha', sortOrder: -1 });
    await insertProduct(t.db, { categoryId: beta, companyId });
    await insertProduct(t.db, { categoryId: beta, companyId });
    await insertProduct(t.db, { categoryId: zeta, companyId });

    const response = await r.get('/api/categories');
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.slice(0, 3)).toEqual([
      {
        id: zeta,
        name: 'Zeta first',
        name_fr: null,
        name_ar: null,
        sortOrder: -2,
        isActive: true,
        image: null,
        products_count: 1,
      },
      {
        id: alpha,
        name: 'Alpha',
        name_fr: null,
        name_ar: null,
        sortOrder: -1,
        isActive: true,
        image: null,
        products_count: 0,
      },
      {
        id: beta,
        name: 'Beta',
        name_fr: null,
        name_ar: null,
        sortOrder: -1,
        isActive: true,
        image: null,
        products_count: 2,
      },
    ]);
  });
});

describe('POST /api/categories and POST /api/categories/:id', () => {
  it('creates from a multipart name (201), placed last, with an optional image', async () => {
    const plain = await r.form('POST', '/api/categories', admin.headers, { name: '  Hair care  ' });
    expect(plain.statusCode, plain.body).toBe(201);
    const created = plain.json();
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Hair care',
      name_fr: null,
      name_ar: null,
      sortOrder: expect.any(Number),
      isActive: true,
      image: null,
      products_count: 0,
    });
    const maxBefore = Math.max(
      ...(await t.db.select({ s: categories.sortOrder }).from(categories)).map((row) => row.s),
    );
    expect(created.sortOrder).toBe(maxBefore);

    const withImage = await r.form('POST', '/api/categories', admin.headers, {
      name: 'Cosmetics',
      image: file(await pngImage()),
    });
    expect(withImage.statusCode).toBe(201);
    expect(withImage.json().image).toMatch(IMAGE_PATH('categories'));
    expect(storedImageExists(t.config.dataDir, withImage.json().image)).toEqual({ large: true, thumb: true });
  });

  it('accepts JSON too, and an explicit sortOrder and isActive', async () => {
    const response = await r.json('POST', '/api/categories', admin.headers, {
      name: 'Supplements',
      sortOrder: 7,
      isActive: false,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: 'Supplements', sortOrder: 7, isActive: false });
    const bad = await r.json('POST', '/api/categories', admin.headers, {
      name: 'Supplements',
      sortOrder: -3,
      isActive: 'maybe',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ sortOrder: ['Invalid value'], isActive: ['Invalid value'] });
  });

  it('updates with _method=PUT, replacing the image and deleting the old files', async () => {
    const created = (
      await r.form('POST', '/api/categories', admin.headers, { name: 'Baby', image: file(await pngImage()) })
    ).json();
    const renamed = await r.form('POST', `/api/categories/${created.id}`, admin.headers, {
      _method: 'PUT',
      name: 'Baby and maternity',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      id: created.id,
      name: 'Baby and maternity',
      image: created.image,
      sortOrder: created.sortOrder,
    });

    const newImage = await r.form('POST', `/api/categories/${created.id}`, admin.headers, {
      _method: 'PUT',
      name: 'Baby and maternity',
      image: file(await pngImage(20, 20)),
    });
    expect(newImage.statusCode).toBe(200);
    expect(newImage.json().image).not.toBe(created.image);
    expect(storedImageExists(t.config.dataDir, created.image)).toEqual({ large: false, thumb: false });
  });

  const cases: [string, string | null][] = [
    ['', 'Category name is required'],
    ['a', 'Category name must be at least 2 characters'],
    ['ab', null],
    ['c'.repeat(100), null],
    ['c'.repeat(101), 'Category name cannot exceed 100 characters'],
  ];
  it.each(cases)('name %j -> %s', async (name, message) => {
    const response = await r.form('POST', '/api/categories', admin.headers, { name });
    if (message === null) {
      expect(response.statusCode).toBe(201);
    } else {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message, errors: { name: [message] } });
    }
  });

  it('refuses a file that is not an image', async () => {
    const response = await r.form('POST', '/api/categories', admin.headers, {
      name: 'Svg',
      image: file(svgWithScript, 'a.svg', 'image/svg+xml'),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ image: ['Please select an image file'] });
  });

  it('answers 404 for an unknown category', async () => {
    expect(
      (await r.form('POST', '/api/categories/999999', admin.headers, { name: 'Ghost' })).statusCode,
    ).toBe(404);
    expect((await r.form('POST', '/api/categories/x1', admin.headers, { name: 'Ghost' })).statusCode).toBe(
      404,
    );
  });
});

describe('DELETE /api/categories/:id', () => {
  it('deletes its products, their images and the packs left empty; other packs and past orders stay', async () => {
    const companyId = await insertCompany(t.db);
    const doomedCategory = (
      await r.form('POST', '/api/categories', admin.headers, {
        name: 'Doomed',
        image: file(await pngImage()),
      })
    ).json();
    const keptCategory = await insertCategory(t.db);
    const doomedProduct = (
      await r.form('POST', '/api/products', admin.headers, {
        name: 'Doomed product',
        description: 'x',
        price: '10',
        stock: '3',
        category_id: String(doomedCategory.id),
        company_id: String(companyId),
        image: file(await pngImage()),
      })
    ).json();
    const secondDoomed = await insertProduct(t.db, { categoryId: doomedCategory.id, companyId });
    const kept = await insertProduct(t.db, { categoryId: keptCategory, companyId });
    const emptied = await insertPack(t.db, { productIds: [doomedProduct.id, secondDoomed] });
    const mixed = await insertPack(t.db, { productIds: [doomedProduct.id, kept] });
    const [order] = await t.db
      .insert(orders)
      .values({
        orderNumber: 'CMD-CAT-1',
        name: 'C',
        phoneNumber: '0612345678',
        address: 'a',
        city: 'c',
        subtotal: '10.00',
        deliveryFee: '0.00',
        deliveryDiscount: '0.00',
        totalOrder: '10.00',
      })
      .returning();
    await t.db.insert(orderItems).values({
      orderId: order!.id,
      targetName: 'product',
      targetId: doomedProduct.id,
      productId: doomedProduct.id,
      categoryId: doomedCategory.id,
      name: 'Doomed product',
      quantity: 1,
      unitPrice: '10.00',
      totalPrice: '10.00',
      components: [{ product_id: doomedProduct.id, quantity: 1 }],
    });

    const response = await r.delete(`/api/categories/${doomedCategory.id}`, admin.headers);
    expect(response.statusCode).toBe(204);

    expect(await t.db.select().from(products).where(eq(products.categoryId, doomedCategory.id))).toEqual([]);
    expect((await r.get(`/api/products/${kept}`)).statusCode).toBe(200);
    expect(await t.db.select().from(packs).where(eq(packs.id, emptied))).toEqual([]);
    expect((await r.get(`/api/packs/${mixed}`)).json().product_ids).toEqual([kept]);
    expect(storedImageExists(t.config.dataDir, doomedCategory.image)).toEqual({ large: false, thumb: false });
    expect(storedImageExists(t.config.dataDir, doomedProduct.image)).toEqual({ large: false, thumb: false });
    const [line] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(line).toMatchObject({
      productId: null,
      categoryId: null,
      name: 'Doomed product',
      totalPrice: '10.00',
    });
    expect((await r.get('/api/categories')).json().map((c: { id: number }) => c.id)).not.toContain(
      doomedCategory.id,
    );
  });

  it.each(['999999', 'abc', '-1'])('answers 404 for %s', async (id) => {
    expect((await r.delete(`/api/categories/${id}`, admin.headers)).statusCode).toBe(404);
  });
});

describe('authorisation', () => {
  it('the list is public; every write is 401 for guests and 403 for customers', async () => {
    const id = await insertCategory(t.db, { name: 'Protected' });
    for (const headers of [guestHeaders(), customer.headers])
      expect((await r.get('/api/categories', headers)).statusCode).toBe(200);
    for (const [headers, status] of [
      [guestHeaders(), 401],
      [customer.headers, 403],
    ] as const) {
      expect((await r.form('POST', '/api/categories', headers, { name: 'Nope' })).statusCode).toBe(status);
      expect(
        (await r.form('POST', `/api/categories/${id}`, headers, { _method: 'PUT', name: 'Nope' })).statusCode,
      ).toBe(status);
      expect((await r.form('PUT', `/api/categories/${id}`, headers, { name: 'Nope' })).statusCode).toBe(
        status,
      );
      expect((await r.delete(`/api/categories/${id}`, headers)).statusCode).toBe(status);
    }
    const [row] = await t.db.select().from(categories).where(eq(categories.id, id));
    expect(row?.name).toBe('Protected');
  });
});

describe('bad input never gives a 500', () => {
  it('malformed JSON, wrong types, huge names', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: '{name:',
    });
    expect(malformed.statusCode).toBe(400);
    expect(
      (await r.json('POST', '/api/categories', admin.headers, { name: { first: 'x' } })).statusCode,
    ).toBe(422);
    expect(
      (await r.json('POST', '/api/categories', admin.headers, { name: 'x'.repeat(500_000) })).statusCode,
    ).toBe(422);
    expect((await r.json('POST', '/api/categories', admin.headers, null)).statusCode).toBe(422);
  });
});
