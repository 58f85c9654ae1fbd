import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { addDays, dateInZone } from '@parashop/shared';
import type { CatalogueHero, CataloguePage } from '@parashop/shared/catalogue-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { companies, offers, products } from '../../db/schema';
import { insertCategory, insertOffer, insertPack, insertProduct } from '../catalogue-shared/testing/fixtures';

let t: TestApp;
const id: Record<string, number> = {};
const today = () => dateInZone(new Date(), 'Africa/Casablanca');

async function insertBrand(name: string, nameAr: string | null, nameFr: string | null = null) {
  const [row] = await t.db.insert(companies).values({ name, nameAr, nameFr }).returning({ id: companies.id });
  return row!.id;
}

/**
 * A small catalogue where every rule shows: an item out of stock, active, expired and future offers,
 * a pack in stock and one that is not, accents, Arabic brand names, two categories.
 */
beforeAll(async () => {
  t = await createTestApp();
  id.face = await insertCategory(t.db, { name: 'Soins du visage' });
  id.hair = await insertCategory(t.db, { name: 'Hair care' });
  id.bioderma = await insertBrand('Bioderma', 'بيوديرما', 'Bioderma');
  id.avene = await insertBrand('Avène', 'أفين', 'Avène');
  id.cerave = await insertBrand('CeraVe', null);
  const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));
  const add = (key: string, values: Parameters<typeof insertProduct>[1]) =>
    insertProduct(t.db, values).then((productId) => (id[key] = productId));
  await add('p1', {
    name: 'Crème Hydratante Sensibio',
    categoryId: id.face,
    companyId: id.bioderma,
    price: '120.00',
    stock: 10,
    createdAt: at(1),
  });
  await add('p2', {
    name: 'Eau Micellaire',
    categoryId: id.face,
    companyId: id.bioderma,
    price: '80.00',
    stock: 0,
    createdAt: at(2),
  });
  await add('p3', {
    name: 'Cicalfate Crème Réparatrice',
    categoryId: id.face,
    companyId: id.avene,
    price: '95.50',
    stock: 5,
    createdAt: at(3),
  });
  await add('p4', {
    name: 'Shampooing Doux',
    categoryId: id.hair,
    companyId: id.cerave,
    price: '45.00',
    stock: 20,
    createdAt: at(4),
  });
  await add('p5', {
    name: 'Lotion Hydratante',
    categoryId: id.face,
    companyId: id.cerave,
    price: '150.00',
    stock: 3,
    createdAt: at(5),
  });
  await add('p6', {
    name: 'Écran Solaire SPF50',
    categoryId: id.face,
    companyId: id.avene,
    price: '30.00',
    stock: 7,
    createdAt: at(6),
  });
  await insertOffer(t.db, {
    productId: id.p3!,
    offerPrice: '60.00',
    startDate: addDays(today(), -1),
    endDate: addDays(today(), 1),
  });
  await insertOffer(t.db, {
    productId: id.p5!,
    offerPrice: '100.00',
    startDate: addDays(today(), -5),
    endDate: addDays(today(), -1),
  });
  await insertOffer(t.db, {
    productId: id.p6!,
    offerPrice: '20.00',
    startDate: addDays(today(), 1),
    endDate: addDays(today(), 3),
  });
  id.k1 = await insertPack(t.db, { name: 'Routine Visage', productIds: [id.p1!, id.p3!], price: '190.00' });
  id.k2 = await insertPack(t.db, { name: 'Pack Cheveux', productIds: [id.p4!, id.p2!], price: '110.00' });
});
afterAll(async () => t?.close());

async function page(query: string): Promise<CataloguePage> {
  const response = await t.app.inject({ method: 'GET', url: `/api/catalogue${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CataloguePage;
}

/** `p3`, `k1`…: the fixtures' names of the items of a page, in order. */
async function names(query: string): Promise<string[]> {
  const byId = new Map(
    Object.entries(id).map(([name, value]) => [`${name[0] === 'k' ? 'pack' : 'product'}:${value}`, name]),
  );
  return (await page(query)).data.map(
    (entry) => byId.get(`${entry.kind}:${entry.item.id}`) ?? `?${entry.item.id}`,
  );
}

describe('GET /api/catalogue: products and packs in one list', () => {
  it('featured: current offers first, then the newest products, then packs; only stock above 0', async () => {
    const result = await page('');
    expect(result.meta).toEqual({ page: 1, per_page: 8, total: 6, last_page: 1 });
    expect(await names('')).toEqual(['p3', 'p6', 'p5', 'p4', 'p1', 'k1']);
    const [first] = result.data;
    expect(first).toMatchObject({
      kind: 'product',
      item: { id: id.p3, offer_price: 60, price: 95.5, stock: 5 },
    });
    const pack = result.data.find((entry) => entry.kind === 'pack');
    expect(pack?.item).toMatchObject({ id: id.k1, stock: 5, price: 190, product_ids: [id.p1, id.p3] });
  });

  it('pages of 8 by default, per_page and page cut the list; past the end is empty with the total', async () => {
    expect(await names('?per_page=2&page=2')).toEqual(['p5', 'p4']);
    expect((await page('?per_page=2&page=2')).meta).toEqual({ page: 2, per_page: 2, total: 6, last_page: 3 });
    const beyond = await page('?per_page=2&page=9');
    expect(beyond.data).toEqual([]);
    expect(beyond.meta).toEqual({ page: 9, per_page: 2, total: 6, last_page: 3 });
    expect((await page('?q=nothing-like-this')).meta).toEqual({
      page: 1,
      per_page: 8,
      total: 0,
      last_page: 1,
    });
  });

  it('in_stock=false also lists what is out of stock (a pack is out when one of its products is)', async () => {
    expect((await page('?in_stock=false')).meta.total).toBe(8);
    expect(await names('?in_stock=false&type=packs')).toEqual(['k2', 'k1']);
  });

  it('type: packs, special offers (active ones only), products', async () => {
    expect(await names('?type=packs')).toEqual(['k1']);
    expect(await names('?type=offers')).toEqual(['p3']);
    expect(await names('?type=products')).toEqual(['p3', 'p6', 'p5', 'p4', 'p1']);
  });

  it('category and brand filters; a pack belongs to the categories and brands of its products', async () => {
    expect(await names(`?category_id=${id.hair}`)).toEqual(['p4']);
    expect(await names(`?category_id=${id.face}&type=packs`)).toEqual(['k1']);
    expect(await names(`?company_id=${id.avene}`)).toEqual(['p3', 'p6', 'k1']);
    expect(await names(`?company_id=${id.cerave}&category_id=${id.face}`)).toEqual(['p5']);
  });

  it('the price range applies to what an item costs today (an active offer price, not an expired one)', async () => {
    expect(await names('?min_price=50&max_price=100')).toEqual(['p3']);
    expect(await names('?min_price=100&max_price=150')).toEqual(['p5', 'p1']);
    expect(await names('?min_price=150.01')).toEqual(['k1']);
    // Both bounds are inclusive.
    expect(await names('?min_price=150')).toEqual(['p5', 'k1']);
    expect(await names('?max_price=30')).toEqual(['p6']);
  });

  it("sorts by today's price both ways and by name a-z / z-a ignoring accents and case", async () => {
    expect(await names('?sort=price_asc')).toEqual(['p6', 'p4', 'p3', 'p1', 'p5', 'k1']);
    expect(await names('?sort=price_desc')).toEqual(['k1', 'p5', 'p1', 'p3', 'p4', 'p6']);
    expect(await names('?sort=name_asc')).toEqual(['p3', 'p1', 'p6', 'p5', 'k1', 'p4']);
    expect(await names('?sort=name_desc')).toEqual(['p4', 'k1', 'p5', 'p6', 'p1', 'p3']);
  });
});

describe('search', () => {
  it.each([
    ['creme', ['p3', 'p1']],
    ['CRÈME', ['p3', 'p1']],
    ['ecran', ['p6']],
    ['réparatrice', ['p3']],
  ])('is accent- and case-insensitive: %s', async (q, expected) => {
    expect(await names(`?q=${encodeURIComponent(q)}`)).toEqual(expected);
  });

  it('ignores the spaces around the words', async () => {
    expect(await names('?q=%20%20HAIR%20')).toEqual(['p4']);
  });

  it('finds brand and category names, and packs through their products', async () => {
    expect(await names('?q=bioderm')).toEqual(['p1', 'k1']);
    expect(await names('?q=hair')).toEqual(['p4']);
    expect(await names('?q=visage')).toEqual(['p3', 'p6', 'p5', 'p1', 'k1']);
  });

  it.each([
    ['bioderna', ['p1', 'k1']],
    ['avenne', ['p3', 'p6', 'k1']],
    ['shampoing', ['p4']],
    ['micelaire', []],
  ])('tolerates a typo: %s', async (q, expected) => {
    expect(await names(`?q=${q}`)).toEqual(expected);
    if (q === 'micelaire') expect(await names(`?q=${q}&in_stock=false`)).toEqual(['p2']);
  });

  it.each([
    ['بيوديرما', ['p1', 'k1']],
    ['بِيُودِيرْمَا', ['p1', 'k1']],
    ['افين', ['p3', 'p6', 'k1']],
    ['بيوديرم', ['p1', 'k1']],
  ])('finds Arabic brand names, without diacritics or alef variants mattering: %s', async (q, expected) => {
    expect(await names(`?q=${encodeURIComponent(q)}`)).toEqual(expected);
  });

  it('every word must match; unrelated words do not match by accident', async () => {
    expect(await names('?q=hydratante%20sensibio')).toEqual(['p1']);
    expect(await names('?q=hydratante')).toEqual(['p5', 'p1']);
    expect(await names('?q=lait')).toEqual([]);
    expect(await names('?q=creme%20cerave')).toEqual([]);
  });

  it('combines with the filters, sorts and paging', async () => {
    expect(await names(`?q=creme&company_id=${id.avene}`)).toEqual(['p3']);
    expect(await names('?q=creme&sort=price_desc')).toEqual(['p1', 'p3']);
    expect((await page('?q=creme&per_page=1&page=2')).meta).toEqual({
      page: 2,
      per_page: 1,
      total: 2,
      last_page: 2,
    });
  });

  it.each(['%', '_', '\\', "'", '"; drop table products; --', '%%__', '🧴', '   ', 'a'.repeat(100)])(
    'takes any text as plain text: %s',
    async (q) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/catalogue?q=${encodeURIComponent(q)}`,
      });
      expect(response.statusCode).toBe(200);
    },
  );
});

describe('bad parameters answer 422 naming the parameter, never 500', () => {
  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=1.5', 'page'],
    ['page=1&page=2', 'page'],
    ['per_page=0', 'per_page'],
    ['per_page=101', 'per_page'],
    ['category_id=-1', 'category_id'],
    ['company_id=x', 'company_id'],
    ['min_price=-5', 'min_price'],
    ['max_price=1e3', 'max_price'],
    ['max_price=10000.01', 'max_price'],
    ['min_price=200&max_price=100', 'max_price'],
    ['sort=cheapest', 'sort'],
    ['type=services', 'type'],
    ['in_stock=maybe', 'in_stock'],
    [`q=${'a'.repeat(101)}`, 'q'],
  ])('%s', async (query, field) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/catalogue?${query}` });
    expect(response.statusCode, response.body).toBe(422);
    const body = response.json() as { message: string; errors: Record<string, string[]> };
    expect(body.errors[field]?.[0]).toEqual(expect.any(String));
    expect(body.message).toBe(body.errors[field]?.[0]);
  });

  it('random parameter values give 200 or 422 only', async () => {
    const keys = [
      'page',
      'per_page',
      'q',
      'category_id',
      'company_id',
      'min_price',
      'max_price',
      'sort',
      'type',
      'in_stock',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom(...keys), fc.string({ maxLength: 12 })),
        async (params) => {
          const response = await t.app.inject({
            method: 'GET',
            url: `/api/catalogue?${new URLSearchParams(params)}`,
          });
          expect([200, 422]).toContain(response.statusCode);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('GET /api/catalogue/hero', () => {
  async function hero() {
    const response = await t.app.inject({ method: 'GET', url: '/api/catalogue/hero' });
    expect(response.statusCode).toBe(200);
    return (response.json() as CatalogueHero).data.map((entry) => [entry.badge, entry.kind, entry.item.id]);
  }

  it('shows the in-stock products on offer today, largest discount first', async () => {
    expect(await hero()).toEqual([['offer', 'product', id.p3]]);
    await insertOffer(t.db, { productId: id.p1!, offerPrice: '24.00', startDate: today(), endDate: today() });
    // 80 % off beats 37 %; an offer on a product out of stock never shows.
    await insertOffer(t.db, { productId: id.p2!, offerPrice: '8.00', startDate: today(), endDate: today() });
    expect(await hero()).toEqual([
      ['offer', 'product', id.p1],
      ['offer', 'product', id.p3],
    ]);
  });

  it('without any, the 4 most-clicked products then the 4 most-clicked packs in stock', async () => {
    await t.db.delete(offers);
    await t.db.update(products).set({ numberClick: 5 }).where(eq(products.id, id.p4!));
    await t.db.update(products).set({ numberClick: 9 }).where(eq(products.id, id.p2!)); // out of stock
    await t.db.update(products).set({ numberClick: 3 }).where(eq(products.id, id.p6!));
    expect(await hero()).toEqual([
      ['popular', 'product', id.p4],
      ['popular', 'product', id.p6],
      ['popular', 'product', id.p1],
      ['popular', 'product', id.p3],
      ['pack', 'pack', id.k1],
    ]);
  });
});

describe('sort ties', () => {
  it('items of the same price are ordered by name, whichever way the price goes', async () => {
    const category = await insertCategory(t.db, { name: 'Ties' });
    for (const name of ['Zinc Cream', 'alpha Balm', 'Mid Serum'])
      await insertProduct(t.db, { name, categoryId: category, companyId: id.cerave!, price: '42.00' });
    const listed = async (sort: string) =>
      (await page(`?category_id=${category}&sort=${sort}`)).data.map((entry) => entry.item.name);
    expect(await listed('price_asc')).toEqual(['alpha Balm', 'Mid Serum', 'Zinc Cream']);
    expect(await listed('price_desc')).toEqual(['alpha Balm', 'Mid Serum', 'Zinc Cream']);
  });
});
