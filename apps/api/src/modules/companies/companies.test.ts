import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, guestHeaders, loginAs, type TestApp, type TestSession } from '../../../test/helpers';
import { companies, packs, products } from '../../db/schema';
import {
  insertCategory,
  insertCompany,
  insertPack,
  insertProduct,
} from '../catalogue-shared/testing/fixtures';
import { pngImage, textAsJpg } from '../catalogue-shared/testing/images';
import { file } from '../catalogue-shared/testing/multipart';
import { IMAGE_PATH, requests, storedImageExists } from '../catalogue-shared/testing/requests';

let t: TestApp;
let admin: TestSession;
let customer: TestSession;
let r: ReturnType<typeof requests>;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, t.db, 'admin');
  customer = await loginAs(t.app, t.db, 'customer');
  r = requests(t.app);
  png = await pngImage();
});
afterAll(async () => t?.close());

describe('GET /api/companies', () => {
  it('lists brands by name with localized names, logo, creation date and number of products', async () => {
    const categoryId = await insertCategory(t.db);
    const bioderma = await insertCompany(t.db, { name: 'Bioderma', image: 'companies/logo.webp' });
    const avene = await insertCompany(t.db, { name: 'Avène' });
    await t.db.update(companies).set({ nameAr: 'أفين', nameFr: 'Avène FR' }).where(eq(companies.id, avene));
    await insertProduct(t.db, { categoryId, companyId: avene });
    await insertProduct(t.db, { categoryId, companyId: avene });

    const response = await r.get('/api/companies');
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.map((company: { name: string }) => company.name)).toEqual(['Avène', 'Bioderma']);
    expect(list[0]).toEqual({
      id: avene,
      name: 'Avène',
      nameAr: 'أفين',
      nameFr: 'Avène FR',
      image: null,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      products_count: 2,
    });
    expect(list[1]).toMatchObject({
      id: bioderma,
      image: 'companies/logo.webp',
      nameAr: null,
      nameFr: null,
      products_count: 0,
    });
  });
});

describe('POST /api/companies and POST /api/companies/:id', () => {
  it('creates with name, optional Arabic and French names and the required logo (201)', async () => {
    const response = await r.form('POST', '/api/companies', admin.headers, {
      name: 'La Roche-Posay',
      nameAr: 'لاروش بوزاي',
      nameFr: '',
      image: file(png),
    });
    expect(response.statusCode, response.body).toBe(201);
    const company = response.json();
    expect(company).toMatchObject({
      name: 'La Roche-Posay',
      nameAr: 'لاروش بوزاي',
      nameFr: null,
      products_count: 0,
    });
    expect(company.image).toMatch(IMAGE_PATH('companies'));
    expect(storedImageExists(t.config.dataDir, company.image)).toEqual({ large: true, thumb: true });
  });

  it('requires the logo on creation only', async () => {
    const missing = await r.form('POST', '/api/companies', admin.headers, { name: 'No logo' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      message: 'Image is required',
      errors: { image: ['Image is required'] },
    });

    const created = (
      await r.form('POST', '/api/companies', admin.headers, { name: 'Uriage', image: file(png) })
    ).json();
    const renamed = await r.form('POST', `/api/companies/${created.id}`, admin.headers, {
      _method: 'PUT',
      name: 'Uriage Eau Thermale',
      nameFr: 'Uriage',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      id: created.id,
      name: 'Uriage Eau Thermale',
      nameFr: 'Uriage',
      image: created.image,
    });
    // A localized name left out stays; sent blank, it is cleared.
    const kept = await r.form('POST', `/api/companies/${created.id}`, admin.headers, {
      _method: 'PUT',
      name: 'Uriage',
    });
    expect(kept.json()).toMatchObject({ name: 'Uriage', nameFr: 'Uriage' });
    const cleared = await r.form('POST', `/api/companies/${created.id}`, admin.headers, {
      _method: 'PUT',
      name: 'Uriage',
      nameFr: ' ',
    });
    expect(cleared.json()).toMatchObject({ nameFr: null });
  });

  it('replaces the logo and deletes the old files', async () => {
    const created = (
      await r.form('POST', '/api/companies', admin.headers, { name: 'Vichy', image: file(png) })
    ).json();
    const updated = await r.form('POST', `/api/companies/${created.id}`, admin.headers, {
      _method: 'PUT',
      name: 'Vichy',
      image: file(await pngImage(10, 10)),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().image).not.toBe(created.image);
    expect(storedImageExists(t.config.dataDir, created.image)).toEqual({ large: false, thumb: false });
    expect(storedImageExists(t.config.dataDir, updated.json().image)).toEqual({ large: true, thumb: true });
  });

  const cases: [string, string | null][] = [
    ['', 'Company name is required'],
    ['a', 'Company name must be at least 2 characters'],
    ['ab', null],
    ['b'.repeat(99), null],
    ['b'.repeat(100), 'Company name must be less than 100 characters'],
    ['b'.repeat(101), 'Company name must be less than 100 characters'],
  ];
  it.each(cases)('name of %j -> %s', async (name, message) => {
    const response = await r.form('POST', '/api/companies', admin.headers, { name, image: file(png) });
    if (message === null) {
      expect(response.statusCode).toBe(201);
    } else {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message, errors: { name: [message] } });
    }
  });

  it('limits the localized names and refuses a logo that is not an image', async () => {
    const response = await r.form('POST', '/api/companies', admin.headers, {
      name: 'Nuxe',
      nameAr: 'ن'.repeat(101),
      image: file(textAsJpg, 'logo.jpg', 'image/jpeg'),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      nameAr: ['This text is too long'],
      image: ['Please select an image file'],
    });
  });

  it('answers 404 for an unknown company', async () => {
    expect((await r.form('POST', '/api/companies/999999', admin.headers, { name: 'Ghost' })).statusCode).toBe(
      404,
    );
  });
});

describe('DELETE /api/companies/:id', () => {
  it('deletes the brand, its products and logo, and the packs left empty', async () => {
    const categoryId = await insertCategory(t.db);
    const brand = (
      await r.form('POST', '/api/companies', admin.headers, { name: 'Gone brand', image: file(png) })
    ).json();
    const otherBrand = await insertCompany(t.db);
    const gone = await insertProduct(t.db, { categoryId, companyId: brand.id });
    const kept = await insertProduct(t.db, { categoryId, companyId: otherBrand });
    const emptied = await insertPack(t.db, { productIds: [gone] });
    const mixed = await insertPack(t.db, { productIds: [gone, kept] });

    expect((await r.delete(`/api/companies/${brand.id}`, admin.headers)).statusCode).toBe(204);
    expect(await t.db.select().from(products).where(eq(products.companyId, brand.id))).toEqual([]);
    expect(await t.db.select().from(packs).where(eq(packs.id, emptied))).toEqual([]);
    expect((await r.get(`/api/packs/${mixed}`)).json().product_ids).toEqual([kept]);
    expect(storedImageExists(t.config.dataDir, brand.image)).toEqual({ large: false, thumb: false });
    expect((await r.delete(`/api/companies/${brand.id}`, admin.headers)).statusCode).toBe(404);
  });
});

describe('authorisation', () => {
  it('the list is public; every write is 401 for guests and 403 for customers', async () => {
    const id = await insertCompany(t.db, { name: 'Protected brand' });
    for (const headers of [guestHeaders(), customer.headers])
      expect((await r.get('/api/companies', headers)).statusCode).toBe(200);
    for (const [headers, status] of [
      [guestHeaders(), 401],
      [customer.headers, 403],
    ] as const) {
      expect(
        (await r.form('POST', '/api/companies', headers, { name: 'Nope', image: file(png) })).statusCode,
      ).toBe(status);
      expect(
        (await r.form('POST', `/api/companies/${id}`, headers, { _method: 'PUT', name: 'Nope' })).statusCode,
      ).toBe(status);
      expect((await r.delete(`/api/companies/${id}`, headers)).statusCode).toBe(status);
    }
    const [row] = await t.db.select().from(companies).where(eq(companies.id, id));
    expect(row?.name).toBe('Protected brand');
  });
});

describe('bad input never gives a 500', () => {
  it('wrong types and odd ids', async () => {
    const wrong = await r.json('POST', '/api/companies', admin.headers, {
      name: ['x'],
      nameAr: 5,
      nameFr: {},
    });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors).sort()).toEqual(['image', 'name', 'nameAr', 'nameFr']);
    for (const id of ['abc', '-1', '0', '1e3', '9'.repeat(30)]) {
      expect((await r.delete(`/api/companies/${id}`, admin.headers)).statusCode).toBe(404);
    }
  });
});
