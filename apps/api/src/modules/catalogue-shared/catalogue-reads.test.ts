import { addDays, dateInZone } from '@parashop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, guestHeaders, loginAs, type TestApp, type TestSession } from '../../../test/helpers';
import { insertCatalogue, insertCategory, insertCompany, insertOffer, insertPack } from './testing/fixtures';
import { countQueries } from './testing/query-counter';
import { requests } from './testing/requests';

let t: TestApp;
let admin: TestSession;
let customer: TestSession;
let r: ReturnType<typeof requests>;

beforeAll(async () => {
  // These tests count the queries of the reads themselves; the memory cache in front of them (which
  // answers a repeated read with none) has its own tests in test/catalogue-cache.test.ts.
  t = await createTestApp({ catalogueCache: false });
  admin = await loginAs(t.app, t.db, 'admin');
  customer = await loginAs(t.app, t.db, 'customer');
  r = requests(t.app);
});
afterAll(async () => t?.close());

const today = () => dateInZone(new Date(), 'Africa/Casablanca');

/** Adds `size` products spread over new categories and brands, with offers, packs and favourites. */
async function grow(size: number) {
  for (let group = 0; group < 3; group += 1) {
    const { productIds } = await insertCatalogue(t.db, Math.ceil(size / 3));
    for (const [index, productId] of productIds.entries()) {
      if (index % 2 === 0) {
        await insertOffer(t.db, {
          productId,
          offerPrice: '1.00',
          startDate: addDays(today(), -1),
          endDate: addDays(today(), 1),
        });
      }
      if (index % 3 === 0)
        await r.json('POST', '/api/favourites/toggle', customer.headers, { type: 'product', id: productId });
    }
    for (let i = 0; i + 3 <= productIds.length; i += 3) {
      const packId = await insertPack(t.db, { productIds: productIds.slice(i, i + 3) });
      await r.json('POST', '/api/favourites/toggle', customer.headers, { type: 'pack', id: packId });
    }
  }
  await insertCategory(t.db);
  await insertCompany(t.db);
}

const reads: [string, () => Promise<{ statusCode: number }>, number][] = [
  ['GET /api/products', () => r.get('/api/products'), 1],
  ['GET /api/packs', () => r.get('/api/packs'), 2],
  ['GET /api/categories', () => r.get('/api/categories'), 1],
  ['GET /api/companies', () => r.get('/api/companies'), 1],
  ['GET /api/favourites', () => r.get('/api/favourites', customer.headers), -1],
];

describe('the hot reads use a fixed number of queries whatever the catalogue size', () => {
  it('same count with 9 products and with 69 (no query per row)', async () => {
    await grow(9);
    const small = new Map<string, number>();
    for (const [name, read] of reads) {
      const { count } = await countQueries(t.db, async () => expect((await read()).statusCode).toBe(200));
      small.set(name, count);
    }
    await grow(60);
    expect(JSON.parse((await r.get('/api/products')).body).length).toBeGreaterThanOrEqual(69);
    for (const [name, read, expected] of reads) {
      const { count, queries } = await countQueries(t.db, async () =>
        expect((await read()).statusCode).toBe(200),
      );
      expect(count, `${name}: ${queries.join('\n')}`).toBe(small.get(name));
      if (expected >= 0) expect(count, name).toBe(expected);
      // The session lookups of a logged-in request plus 4 catalogue queries.
      else expect(count, name).toBeLessThanOrEqual(7);
    }
  });

  it('one product or one pack is one or two queries too', async () => {
    const { productIds } = await insertCatalogue(t.db, 2);
    const packId = await insertPack(t.db, { productIds });
    expect((await countQueries(t.db, () => r.get(`/api/products/${productIds[0]}`))).count).toBe(1);
    expect((await countQueries(t.db, () => r.get(`/api/packs/${packId}`))).count).toBe(2);
  });
});

describe('ETag and 304 on the catalogue reads', () => {
  const endpoints = ['/api/products', '/api/packs', '/api/categories', '/api/companies'];

  it.each(endpoints)('%s answers a weak ETag, then 304 with no body while nothing changed', async (url) => {
    const first = await r.get(url);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const again = await r.get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    expect((await r.get(url, { 'if-none-match': `W/"other", ${etag}` })).statusCode).toBe(304);
    expect((await r.get(url, { 'if-none-match': etag.slice(2) })).statusCode).toBe(304);
    expect((await r.get(url, { 'if-none-match': 'W/"stale"' })).statusCode).toBe(200);
  });

  it('a write changes the ETag, so the next read gets the new data', async () => {
    const { productIds, categoryId, companyId } = await insertCatalogue(t.db, 1);
    const productId = productIds[0]!;
    const packId = await insertPack(t.db, { productIds });
    const etags = async () =>
      Object.fromEntries(
        await Promise.all(
          ['/api/products', '/api/packs', '/api/categories', '/api/companies'].map(async (url) => [
            url,
            (await r.get(url)).headers.etag,
          ]),
        ),
      );
    const before = await etags();

    // A click changes number_click of products; a pack click changes packs.
    await r.json('POST', `/api/products/${productId}/click`, guestHeaders());
    await r.json('POST', `/api/packs/${packId}/click`, guestHeaders());
    await r.form('POST', `/api/categories/${categoryId}`, admin.headers, {
      _method: 'PUT',
      name: 'Renamed category',
    });
    await r.form('POST', `/api/companies/${companyId}`, admin.headers, {
      _method: 'PUT',
      name: 'Renamed brand',
    });
    const after = await etags();
    for (const url of Object.keys(before)) expect(after[url], url).not.toBe(before[url]);

    const fresh = await r.get('/api/products', { 'if-none-match': before['/api/products'] as string });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().find((p: { id: number }) => p.id === productId).number_click).toBe(1);
  });

  it('single product and pack reads carry an ETag as well', async () => {
    const { productIds } = await insertCatalogue(t.db, 1);
    const packId = await insertPack(t.db, { productIds });
    for (const url of [`/api/products/${productIds[0]}`, `/api/packs/${packId}`]) {
      const first = await r.get(url);
      expect((await r.get(url, { 'if-none-match': first.headers.etag as string })).statusCode).toBe(304);
    }
  });
});
