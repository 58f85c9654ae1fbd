import { eq, sql } from 'drizzle-orm';
import { normaliseSearchText, type CatalogueSuggestions, type Pack, type Product } from '@parashop/shared';
import type { CatalogueHero, CataloguePage } from '@parashop/shared/catalogue-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp, type TestSession } from '../../../test/helpers';
import { companies, products } from '../../db/schema';
import { executeRows } from '../../db/client';
import { insertCategory, insertOffer, insertPack, insertProduct } from '../catalogue-shared/testing/fixtures';
import { productFields } from '../catalogue-shared/testing/forms';
import { pngImage } from '../catalogue-shared/testing/images';
import { file } from '../catalogue-shared/testing/multipart';
import { requests } from '../catalogue-shared/testing/requests';
import { addDays, dateInZone } from '@parashop/shared';

/** Issue 15: product attributes and facets, in-store-only products, Arabic search, suggestions. */

let t: TestApp;
let admin: TestSession;
let r: ReturnType<typeof requests>;
const id: Record<string, number> = {};

type Tags = {
  skinTypes?: string[];
  concerns?: string[];
  ageGroup?: string | null;
  pregnancySafe?: boolean;
  saleMode?: string;
};

async function tag(productId: number, tags: Tags) {
  if (Object.keys(tags).length === 0) return;
  await t.db.update(products).set(tags).where(eq(products.id, productId));
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, t.db, 'admin');
  r = requests(t.app);
  id.face = await insertCategory(t.db, { name: 'Soins du visage' });
  const [brand] = await t.db
    .insert(companies)
    .values({ name: 'La Roche-Posay', nameAr: 'لاروش بوزاي' })
    .returning({ id: companies.id });
  const [arabic] = await t.db
    .insert(companies)
    .values({ name: 'Nabta', nameAr: 'نَبْتة الأَصالة' })
    .returning({ id: companies.id });
  id.brand = brand!.id;
  id.arabic = arabic!.id;
  const add = async (key: string, name: string, stock: number, tags: Tags, companyId = id.brand!) => {
    id[key] = await insertProduct(t.db, { name, categoryId: id.face!, companyId, stock, price: '100.00' });
    await tag(id[key]!, tags);
  };
  await add('effaclar', 'Effaclar Duo', 10, {
    skinTypes: ['oily', 'combination'],
    concerns: ['acne'],
    ageGroup: 'adult',
  });
  await add('cicaplast', 'Cicaplast Baume', 10, {
    skinTypes: ['dry', 'sensitive'],
    concerns: ['redness', 'dryness'],
    ageGroup: 'all',
    pregnancySafe: true,
  });
  await add('lipikar', 'Lipikar Baume', 10, {
    skinTypes: ['dry'],
    concerns: ['dryness', 'hydration'],
    ageGroup: 'baby',
    pregnancySafe: true,
  });
  await add('soldOut', 'Toleriane Sold Out', 0, { skinTypes: ['dry'], concerns: ['acne'] });
  await add('inStore', 'Kerium Traitement', 10, { concerns: ['hair_loss'], saleMode: 'in_store_only' });
  await add('argan', 'زيت الأرگان', 10, {}, id.arabic);
  id.pack = await insertPack(t.db, {
    name: 'Routine Pack',
    price: '150.00',
    productIds: [id.effaclar!, id.inStore!],
  });
});
afterAll(async () => t?.close());

async function catalogue(query: string): Promise<CataloguePage> {
  const response = await r.get(`/api/catalogue?per_page=100&${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const productIds = (page: CataloguePage) =>
  page.data
    .filter((entry) => entry.kind === 'product')
    .map((entry) => entry.item.id)
    .sort((a, b) => a - b);
const sorted = (...keys: string[]) => keys.map((key) => id[key]!).sort((a, b) => a - b);

describe('product attributes on the admin form', () => {
  let png: Buffer;
  beforeAll(async () => {
    png = await pngImage();
  });
  const refs = () => ({ categoryId: id.face!, companyId: id.brand! });

  it('saves lists sent as the field repeated, and plain sale_mode and pregnancy_safe; every shape carries them', async () => {
    const created = await r.form('POST', '/api/products', admin.headers, {
      ...productFields(refs(), { name: 'Anthelios Fluid' }),
      skin_types: ['sensitive', 'dry'],
      concerns: ['sun_protection'],
      age_group: 'adult',
      pregnancy_safe: 'true',
      sale_mode: 'in_store_only',
      image: file(png),
    });
    expect(created.statusCode, created.body).toBe(201);
    const product: Product = created.json();
    expect(product).toMatchObject({
      skin_types: ['sensitive', 'dry'],
      concerns: ['sun_protection'],
      age_group: 'adult',
      pregnancy_safe: true,
      sale_mode: 'in_store_only',
    });
    const one: Product = (await r.get(`/api/products/${product.id}`)).json();
    expect(one.skin_types).toEqual(['sensitive', 'dry']);
    const list: Product[] = (await r.get('/api/products')).json();
    expect(list.find((item) => item.id === id.effaclar)).toMatchObject({
      skin_types: ['oily', 'combination'],
      concerns: ['acne'],
      age_group: 'adult',
      pregnancy_safe: false,
      sale_mode: 'online',
    });

    // An update without the lists clears them (the form sends its whole state); no age group is null.
    const updated = await r.form('POST', `/api/products/${product.id}`, admin.headers, {
      ...productFields(refs(), { name: 'Anthelios Fluid' }),
      _method: 'PUT',
      skin_types: 'oily',
      age_group: '',
      pregnancy_safe: 'false',
      sale_mode: 'online',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      skin_types: ['oily'],
      concerns: [],
      age_group: null,
      pregnancy_safe: false,
      sale_mode: 'online',
    });
    await r.delete(`/api/products/${product.id}`, admin.headers);
  });

  it('answers 422 on the field of each unknown value, and writes nothing', async () => {
    const before = (await r.get('/api/products')).json().length;
    const response = await r.form('POST', '/api/products', admin.headers, {
      ...productFields(refs(), { name: 'Bad tags' }),
      skin_types: ['dry', 'scaly'],
      concerns: 'wrinkles',
      age_group: 'teen',
      pregnancy_safe: 'maybe',
      sale_mode: 'mail_order',
      image: file(png),
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(
      expect.arrayContaining(['age_group', 'concerns', 'pregnancy_safe', 'sale_mode', 'skin_types']),
    );
    expect((await r.get('/api/products')).json()).toHaveLength(before);
  });

  it('the pack shape says in_store_only when one of its products is', async () => {
    const pack: Pack = (await r.get(`/api/packs/${id.pack}`)).json();
    expect(pack.sale_mode).toBe('in_store_only');
  });
});

describe('GET /api/catalogue: attribute filters and facets', () => {
  it('counts, for each value, the in-stock items matching every other filter', async () => {
    const page = await catalogue('');
    expect(page.facets.skin_type).toEqual({ dry: 2, oily: 1, combination: 1, normal: 0, sensitive: 1 });
    expect(page.facets.concern).toMatchObject({
      acne: 1,
      dryness: 2,
      redness: 1,
      hydration: 1,
      hair_loss: 1,
    });
    expect(page.facets.age_group).toEqual({ baby: 1, child: 0, adult: 1, all: 1 });
    expect(page.facets.pregnancy_safe).toEqual({ true: 2 });
  });

  it('ORs the values of one parameter and ANDs different parameters', async () => {
    expect(productIds(await catalogue('skin_type=oily&skin_type=sensitive'))).toEqual(
      sorted('effaclar', 'cicaplast'),
    );
    expect(productIds(await catalogue('skin_type=dry&concern=hydration'))).toEqual(sorted('lipikar'));
    expect(productIds(await catalogue('skin_type=dry&pregnancy_safe=true&age_group=all'))).toEqual(
      sorted('cicaplast'),
    );
    // Packs carry no attributes of their own: an attribute filter lists products only.
    const filtered = await catalogue('concern=acne');
    expect(filtered.data.map((entry) => entry.kind)).toEqual(['product']);
  });

  it("a facet's own filter does not narrow its counts; the other filters do", async () => {
    const page = await catalogue('skin_type=dry&concern=redness');
    expect(productIds(page)).toEqual(sorted('cicaplast'));
    // skin_type counts: items with concern=redness only.
    expect(page.facets.skin_type).toEqual({ dry: 1, oily: 0, combination: 0, normal: 0, sensitive: 1 });
    // concern counts: items with skin_type=dry only.
    expect(page.facets.concern).toMatchObject({ redness: 1, dryness: 2, hydration: 1, acne: 0 });
    expect(page.facets.age_group).toEqual({ baby: 0, child: 0, adult: 0, all: 1 });
  });

  it('answers 422 naming the parameter of an unknown value', async () => {
    for (const [query, field] of [
      ['skin_type=scaly', 'skin_type'],
      ['concern=acne&concern=wrinkles', 'concern'],
      ['age_group=teen', 'age_group'],
      ['pregnancy_safe=maybe', 'pregnancy_safe'],
    ]) {
      const response = await r.get(`/api/catalogue?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(JSON.stringify(response.json().errors), query).toContain(field);
    }
  });
});

describe('products sold in store only', () => {
  it('show in the catalogue, never in the hero (offers or popular)', async () => {
    expect(productIds(await catalogue('concern=hair_loss'))).toEqual(sorted('inStore'));
    const d = dateInZone(new Date(), 'Africa/Casablanca');
    await insertOffer(t.db, {
      productId: id.inStore!,
      offerPrice: '50.00',
      startDate: addDays(d, -1),
      endDate: addDays(d, 3),
    });
    await insertOffer(t.db, {
      productId: id.effaclar!,
      offerPrice: '90.00',
      startDate: addDays(d, -1),
      endDate: addDays(d, 3),
    });
    const hero: CatalogueHero = (await r.get('/api/catalogue/hero')).json();
    expect(hero.data.map((entry) => entry.item.id)).toEqual([id.effaclar]);
    const offersPage = await catalogue('type=offers');
    expect(productIds(offersPage)).toEqual(sorted('effaclar', 'inStore'));
  });
});

describe('Arabic search', () => {
  it.each([
    ['أ', 'ا'],
    ['إ', 'ا'],
    ['آ', 'ا'],
    ['ٱ', 'ا'],
    ['ى', 'ي'],
    ['ة', 'ه'],
    ['نَبْتَة', 'نبته'],
    ['مـــرهم', 'مرهم'],
    ['Crème Éclat', 'creme eclat'],
  ])('%s folds to %s, in the database and in the suggestions alike', async (input, expected) => {
    const [row] = await executeRows<{ folded: string }>(
      t.db,
      sql`select parashop_search_text(${input}) as folded`,
    );
    expect(row?.folded).toBe(expected);
    expect(normaliseSearchText(input)).toBe(expected);
  });

  it.each(['نبتة', 'نبته', 'نَبْتَة', 'الاصالة', 'الأصالة', 'الإصالة', 'الآصالة'])(
    'finds the Arabic brand typed as %s',
    async (q) => {
      const page = await catalogue(`q=${encodeURIComponent(q)}`);
      expect(productIds(page)).toEqual(sorted('argan'));
    },
  );
});

describe('GET /api/catalogue/suggest', () => {
  async function suggestions(q: string): Promise<CatalogueSuggestions> {
    const response = await r.get(`/api/catalogue/suggest?q=${encodeURIComponent(q)}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  it('offers in-stock products and packs, brands and categories, however the text is typed', async () => {
    const baume = await suggestions('baume');
    expect(baume.items.map((item) => item.name).sort()).toEqual(['Cicaplast Baume', 'Lipikar Baume']);
    expect((await suggestions('toleriane')).items).toEqual([]);
    expect((await suggestions('ROUTINE')).items).toEqual([
      expect.objectContaining({ kind: 'pack', id: id.pack, name: 'Routine Pack' }),
    ]);
    expect((await suggestions('roche')).brands.map((brand) => brand.id)).toEqual([id.brand]);
    expect((await suggestions('نبته الاصاله')).brands.map((brand) => brand.id)).toEqual([id.arabic]);
    expect((await suggestions('soins')).categories.map((category) => category.id)).toEqual([id.face]);
    // Names starting with the text come first.
    const eff = await suggestions('eff');
    expect(eff.items[0]?.name).toBe('Effaclar Duo');
  });

  it('answers nothing under two letters, and 422 on a text over 100 characters', async () => {
    expect(await suggestions('e')).toEqual({ q: 'e', items: [], brands: [], categories: [] });
    expect((await r.get(`/api/catalogue/suggest?q=${'a'.repeat(101)}`)).statusCode).toBe(422);
  });

  it('follows catalogue changes: the very next search finds a product just added', async () => {
    // The index exists (built by the searches above): a change makes the next search wait for the new one.
    expect((await suggestions('hydreane')).items).toEqual([]);
    const newId = await insertProduct(t.db, {
      name: 'Hydreane Riche',
      categoryId: id.face!,
      companyId: id.brand!,
      stock: 4,
    });
    expect((await suggestions('hydreane')).items.map((item) => item.id)).toEqual([newId]);
  });
});
