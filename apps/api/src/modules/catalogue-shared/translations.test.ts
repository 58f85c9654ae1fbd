import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp, type TestSession } from '../../../test/helpers';
import { insertCategory, insertCompany, insertProduct } from './testing/fixtures';
import { productFields } from './testing/forms';
import { pngImage } from './testing/images';
import { file } from './testing/multipart';
import { requests } from './testing/requests';

/**
 * French and Arabic names and descriptions of products, packs and categories (decision 170): optional,
 * trimmed, null when empty, the main field's limits and messages, and found by the catalogue search.
 */

let t: TestApp;
let admin: TestSession;
let r: ReturnType<typeof requests>;
let refs: { categoryId: number; companyId: number };
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, t.db, 'admin');
  r = requests(t.app);
  refs = {
    categoryId: await insertCategory(t.db, { name: 'Skincare' }),
    companyId: await insertCompany(t.db, { name: 'Plain brand' }),
  };
  png = await pngImage();
});
afterAll(async () => t?.close());

const texts = {
  name_fr: '  Crème réparatrice apaisante  ',
  name_ar: 'كريم مهدئ',
  description_fr: 'Crème pour les peaux irritées.',
  description_ar: 'كريم للبشرة المتهيجة.',
};

describe('products', () => {
  it('creates and updates with French and Arabic texts (trimmed; blank or missing is null)', async () => {
    const created = await r.form('POST', '/api/products', admin.headers, {
      ...productFields(refs, { name: 'Soothing cream', ...texts }),
      image: file(png),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Soothing cream',
      description: 'Repairing cream for irritated skin.',
      name_fr: 'Crème réparatrice apaisante',
      name_ar: 'كريم مهدئ',
      description_fr: 'Crème pour les peaux irritées.',
      description_ar: 'كريم للبشرة المتهيجة.',
      category: { id: refs.categoryId, name: 'Skincare', name_fr: null, name_ar: null },
    });

    const id = created.json().id;
    const updated = await r.form('PUT', `/api/products/${id}`, admin.headers, {
      ...productFields(refs, { name: 'Soothing cream', name_fr: '   ', name_ar: 'كريم' }),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      name_fr: null,
      name_ar: 'كريم',
      description_fr: null,
      description_ar: null,
    });
    expect((await r.get(`/api/products/${id}`)).json()).toMatchObject({ name_fr: null, name_ar: 'كريم' });
  });

  it('a product without translations has them null in every read', async () => {
    const id = await insertProduct(t.db, { ...refs, name: 'Untranslated' });
    expect((await r.get(`/api/products/${id}`)).json()).toMatchObject({
      name: 'Untranslated',
      name_fr: null,
      name_ar: null,
      description_fr: null,
      description_ar: null,
    });
  });

  it('422 with the main field’s messages for a name too short or too long, a description too long', async () => {
    const response = await r.form('POST', '/api/products', admin.headers, {
      ...productFields(refs, {
        name_fr: 'A',
        name_ar: 'ب'.repeat(101),
        description_fr: 'x'.repeat(501),
      }),
      image: file(png),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name_fr: ['Product name must be at least 2 characters'],
      name_ar: ['Product name cannot exceed 100 characters'],
      description_fr: ['Description cannot exceed 500 characters'],
    });
  });
});

describe('packs and categories', () => {
  it('a pack keeps its texts; its products carry theirs', async () => {
    const productId = await insertProduct(t.db, { ...refs, name: 'Pack member' });
    const response = await r.json('POST', '/api/packs', admin.headers, {
      name: 'Summer routine',
      description: 'Cleanser and sun cream.',
      price: 99,
      product_ids: [productId],
      name_fr: 'Routine été',
      description_ar: 'روتين الصيف',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      name_fr: 'Routine été',
      name_ar: null,
      description_fr: null,
      description_ar: 'روتين الصيف',
      products: [{ id: productId, name: 'Pack member', name_fr: null, name_ar: null }],
    });
    const bad = await r.json('PUT', `/api/packs/${response.json().id}`, admin.headers, {
      name: 'Summer routine',
      description: 'Cleanser and sun cream.',
      price: 99,
      product_ids: [productId],
      name_ar: 'x'.repeat(101),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ name_ar: ['Pack name cannot exceed 100 characters'] });
  });

  it('a category has French and Arabic names (no descriptions)', async () => {
    const created = await r.form('POST', '/api/categories', admin.headers, {
      name: 'Hair care',
      name_fr: ' Soins capillaires ',
      name_ar: 'العناية بالشعر',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Hair care',
      name_fr: 'Soins capillaires',
      name_ar: 'العناية بالشعر',
    });
    expect(created.json()).not.toHaveProperty('description_fr');
    const updated = await r.form('PUT', `/api/categories/${created.json().id}`, admin.headers, {
      name: 'Hair care',
      name_fr: '',
    });
    expect(updated.json()).toMatchObject({ name_fr: null, name_ar: null });
    const bad = await r.form('POST', '/api/categories', admin.headers, { name: 'Hair', name_fr: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ name_fr: ['Category name must be at least 2 characters'] });
  });
});

describe('catalogue search', () => {
  const names = async (q: string) =>
    (
      (await r.get(`/api/catalogue?per_page=50&q=${encodeURIComponent(q)}`)).json().data as {
        item: { name: string };
      }[]
    )
      .map((entry) => entry.item.name)
      .sort();

  beforeAll(async () => {
    const categoryId = await insertCategory(t.db, { name: 'Devices' });
    const create = async (fields: Record<string, string>) => {
      const response = await r.form('POST', '/api/products', admin.headers, {
        ...productFields({ ...refs, categoryId }, fields),
        image: file(png),
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().id as number;
    };
    const monitor = await create({
      name: 'Wrist monitor RS2',
      name_fr: 'Tensiomètre poignet',
      name_ar: 'جهاز قياس الضغط',
    });
    await create({ name: 'Forehead thermometer', name_fr: 'Thermomètre frontal' });
    await r.json('POST', '/api/packs', admin.headers, {
      name: 'Home check kit',
      description: 'Everything to check at home.',
      price: 300,
      product_ids: [monitor],
      name_fr: 'Trousse de contrôle',
      name_ar: 'طقم المراقبة',
    });
    await r.form('PUT', `/api/categories/${categoryId}`, admin.headers, {
      name: 'Devices',
      name_fr: 'Appareils médicaux',
    });
  });

  it('finds products and packs by their French names, without accents or case', async () => {
    expect(await names('tensiometre')).toEqual(['Wrist monitor RS2']);
    expect(await names('THERMOMÈTRE')).toEqual(['Forehead thermometer']);
    expect(await names('trousse')).toEqual(['Home check kit']);
  });

  it('finds them by their Arabic names, letter variants folded', async () => {
    expect(await names('جهاز')).toEqual(['Wrist monitor RS2']);
    expect(await names('طقم')).toEqual(['Home check kit']);
  });

  it('tolerates a typo in a French name and finds a category by its French name', async () => {
    expect(await names('tensiometer')).toContain('Wrist monitor RS2');
    expect(await names('appareils')).toEqual(['Forehead thermometer', 'Home check kit', 'Wrist monitor RS2']);
  });

  it('still finds by the main name, and every word must match', async () => {
    expect(await names('wrist')).toEqual(['Wrist monitor RS2']);
    expect(await names('poignet frontal')).toEqual([]);
  });
});
