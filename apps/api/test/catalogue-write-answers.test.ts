import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp, type TestSession } from './helpers';
import { answerRecorder } from './recorded-answers';
import { insertOffer } from '../src/modules/catalogue-shared/testing/fixtures';
import { pngImage, svgWithScript, truncatedPng } from '../src/modules/catalogue-shared/testing/images';
import { file } from '../src/modules/catalogue-shared/testing/multipart';
import { requests } from '../src/modules/catalogue-shared/testing/requests';

/**
 * The catalogue's write answers, byte for byte (issue 28): a fixed run of requests (create, update and
 * delete a category, a brand, a product and a pack, with and without an image, with field errors in
 * en, fr and ar, unknown rows) whose answers are recorded in a file kept with the code. The file was
 * written before the forms moved to their routes; a change to any answer (status, content type, body,
 * the order of the fields or of their errors) fails here. What differs from run to run (image file
 * names, timestamps) is masked; the ids are those of a fresh database.
 */

let t: TestApp;
let admin: TestSession;
let r: ReturnType<typeof requests>;
const { record, text } = answerRecorder();

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, t.db, 'admin');
  r = requests(t.app);
});
afterAll(async () => t?.close());

const lang = (language: 'en' | 'fr' | 'ar') => ({ ...admin.headers, 'accept-language': language });

describe('the catalogue write answers', () => {
  // About 70 requests, a dozen with pictures to decode: a budget for a busy machine, not a speed check.
  it('are the recorded ones', { timeout: 180_000 }, async () => {
    const png = file(await pngImage(), 'photo.png');
    const broken = file(await truncatedPng(), 'broken.png');
    const svg = file(svgWithScript, 'evil.svg', 'image/svg+xml');

    // Categories
    const category = record(
      'create a category without an image',
      await r.form('POST', '/api/categories', admin.headers, { name: '  Hair care  ' }),
    ).json<{ id: number }>();
    record(
      'create a category with an image',
      await r.form('POST', '/api/categories', admin.headers, { name: 'Sun', image: png }),
    );
    record(
      'create a category, json',
      await r.json('POST', '/api/categories', admin.headers, { name: 'Baby' }),
    );
    for (const language of ['en', 'fr', 'ar'] as const) {
      record(
        `create a category with errors (${language})`,
        await r.form('POST', '/api/categories', lang(language), {
          name: '',
          sortOrder: '-3',
          isActive: 'maybe',
          image: svg,
        }),
      );
    }
    record('create a category, no body', await r.json('POST', '/api/categories', admin.headers));
    record('create a category, json array', await r.json('POST', '/api/categories', admin.headers, [1]));
    record(
      'create a category, undecodable image',
      await r.form('POST', '/api/categories', admin.headers, { name: 'Broken', image: broken }),
    );
    record(
      'update a category',
      await r.form('POST', `/api/categories/${category.id}`, admin.headers, {
        _method: 'PUT',
        name: 'Hair',
        name_fr: 'Cheveux',
        sortOrder: '4',
        isActive: 'false',
      }),
    );
    record(
      'update a category with an image (PUT)',
      await r.form('PUT', `/api/categories/${category.id}`, admin.headers, { name: 'Hair', image: png }),
    );
    record(
      'update a category with errors (fr)',
      await r.form('PUT', `/api/categories/${category.id}`, lang('fr'), { name: 'x'.repeat(300) }),
    );
    record(
      'update an unknown category with a bad form',
      await r.form('POST', '/api/categories/999999', admin.headers, { name: '', image: svg }),
    );
    record('update category abc', await r.form('PUT', '/api/categories/abc', admin.headers, { name: '' }));
    record('delete an unknown category', await r.delete('/api/categories/999999', admin.headers));

    // Companies
    for (const language of ['en', 'fr', 'ar'] as const) {
      record(
        `create a brand without its image (${language})`,
        await r.form('POST', '/api/companies', lang(language), { name: 'Avène' }),
      );
    }
    const company = record(
      'create a brand',
      await r.form('POST', '/api/companies', admin.headers, { name: ' Avène ', nameAr: 'أفين', image: png }),
    ).json<{ id: number }>();
    record(
      'create a brand with errors (ar)',
      await r.form('POST', '/api/companies', lang('ar'), { name: '', nameFr: 'y'.repeat(300), image: svg }),
    );
    record(
      'create a brand, undecodable image',
      await r.form('POST', '/api/companies', admin.headers, { name: 'Broken', image: broken }),
    );
    record(
      'update a brand without an image',
      await r.form('POST', `/api/companies/${company.id}`, admin.headers, {
        _method: 'PUT',
        name: 'Avène Paris',
        nameFr: '',
      }),
    );
    record(
      'update a brand, json',
      await r.json('PUT', `/api/companies/${company.id}`, admin.headers, { name: 'Avène', nameAr: null }),
    );
    record(
      'update a brand with an image',
      await r.form('PUT', `/api/companies/${company.id}`, admin.headers, { name: 'Avène', image: png }),
    );
    record(
      'update an unknown brand',
      await r.form('PUT', '/api/companies/999999', admin.headers, { name: '' }),
    );
    const spareCompany = record(
      'create a second brand',
      await r.form('POST', '/api/companies', admin.headers, { name: 'Spare', image: png }),
    ).json<{ id: number }>();

    // Products
    const fields = {
      name: 'Cicalfate cream',
      description: 'Repairing cream.',
      price: '89.90',
      category_id: String(category.id),
      company_id: String(company.id),
      stock: '25',
    };
    for (const language of ['en', 'fr', 'ar'] as const) {
      record(
        `create a product with errors (${language})`,
        await r.form('POST', '/api/products', lang(language), {
          ...fields,
          name: '',
          price: '-1',
          stock: 'many',
          skin_types: ['dry', 'scaly'],
          image: svg,
        }),
      );
    }
    record(
      'create a product: unknown references, no image',
      await r.form('POST', '/api/products', lang('fr'), {
        ...fields,
        category_id: '999999',
        company_id: '999998',
      }),
    );
    record(
      'create a product: unknown category, undecodable image',
      await r.form('POST', '/api/products', admin.headers, {
        ...fields,
        category_id: '999999',
        image: broken,
      }),
    );
    record(
      'create a product: unknown brand, not an image',
      await r.form('POST', '/api/products', admin.headers, { ...fields, company_id: '999999', image: svg }),
    );
    record(
      'create a product: undecodable image',
      await r.form('POST', '/api/products', admin.headers, { ...fields, image: broken }),
    );
    record(
      'create a product, json without an image',
      await r.json('POST', '/api/products', admin.headers, fields),
    );
    const product = record(
      'create a product',
      await r.form('POST', '/api/products', admin.headers, {
        ...fields,
        name_fr: 'Crème Cicalfate',
        skin_types: ['dry', 'sensitive'],
        concerns: ['redness'],
        pregnancy_safe: 'true',
        image: png,
      }),
    ).json<{ id: number }>();
    record(
      'update a product without an image',
      await r.form('POST', `/api/products/${product.id}`, admin.headers, {
        ...fields,
        _method: 'PUT',
        price: '79.50',
        stock: '12',
      }),
    );
    record(
      'update a product, json',
      await r.json('PUT', `/api/products/${product.id}`, admin.headers, { ...fields, stock: 30 }),
    );
    record(
      'update a product with an image',
      await r.form('PUT', `/api/products/${product.id}`, admin.headers, { ...fields, image: png }),
    );
    await insertOffer(t.db, {
      productId: product.id,
      offerPrice: '60.00',
      startDate: '2000-01-01',
      endDate: '2999-12-31',
    });
    record(
      'update a product under its offer (ar)',
      await r.form('PUT', `/api/products/${product.id}`, lang('ar'), { ...fields, price: '50.00' }),
    );
    record(
      'update a product with errors (fr)',
      await r.form('PUT', `/api/products/${product.id}`, lang('fr'), {
        ...fields,
        company_id: '0',
        image: svg,
      }),
    );
    record(
      'update an unknown product with a bad form',
      await r.form('PUT', '/api/products/999999', admin.headers, { name: '', image: svg }),
    );
    record('update product abc', await r.form('POST', '/api/products/abc', admin.headers, { name: '' }));

    // Packs
    for (const language of ['en', 'fr', 'ar'] as const) {
      record(
        `create a pack with errors (${language})`,
        await r.json('POST', '/api/packs', lang(language), {
          name: '',
          price: 'free',
          product_ids: [product.id, 'x'],
        }),
      );
    }
    record(
      'create a pack with an unknown product',
      await r.json('POST', '/api/packs', lang('fr'), {
        name: 'Summer',
        description: 'Two creams.',
        price: '99',
        product_ids: [product.id, 999999],
      }),
    );
    const pack = record(
      'create a pack, json',
      await r.json('POST', '/api/packs', admin.headers, {
        name: 'Summer',
        description: 'Two creams.',
        price: '99',
        product_ids: [product.id],
      }),
    ).json<{ id: number }>();
    record(
      'create a pack, multipart',
      await r.form('POST', '/api/packs', admin.headers, {
        name: 'Winter',
        description: 'One cream.',
        price: '45.5',
        product_ids: String(product.id),
      }),
    );
    record(
      'update a pack',
      await r.json('PUT', `/api/packs/${pack.id}`, admin.headers, {
        name: 'Summer set',
        description: 'Two creams.',
        price: '95',
        product_ids: [product.id],
      }),
    );
    record('update an unknown pack', await r.json('PUT', '/api/packs/999999', admin.headers, { name: '' }));
    record(
      'update an unknown pack, valid form',
      await r.json('PUT', '/api/packs/999999', admin.headers, {
        name: 'Gone',
        description: 'Gone.',
        price: '9',
        product_ids: [product.id],
      }),
    );

    // Deletes, and what the lists say after them
    record('delete the pack', await r.delete(`/api/packs/${pack.id}`, admin.headers));
    record('delete an unknown pack', await r.delete('/api/packs/999999', admin.headers));
    record('delete the product', await r.delete(`/api/products/${product.id}`, admin.headers));
    record('delete an unknown product', await r.delete('/api/products/999999', admin.headers));
    record('delete the spare brand', await r.delete(`/api/companies/${spareCompany.id}`, admin.headers));
    record('delete an unknown brand', await r.delete('/api/companies/999999', admin.headers));
    record('delete the category', await r.delete(`/api/categories/${category.id}`, admin.headers));
    record('the categories after', await r.get('/api/categories'));
    record('the brands after', await r.get('/api/companies'));
    record('the products after', await r.get('/api/products'));
    record('the packs after', await r.get('/api/packs'));

    await expect(text()).toMatchFileSnapshot('./__snapshots__/catalogue-write-answers.txt');
  });
});
