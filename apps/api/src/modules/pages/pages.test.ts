import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, packs, products, shopSettings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/helpers';
import {
  insertCategory,
  insertCompany,
  insertOffer,
  insertPack,
  insertProduct,
} from '../catalogue-shared/testing/fixtures';
import { openingHours } from './structured-data';

const INDEX = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Built description" />
    <title>Parashop</title>
    <script type="module" src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const ORIGIN = 'https://shop.example.ma';

/** What a crawler reads of a page: plain HTTP, no script run. */
type Head = {
  status: number;
  html: string;
  lang: string | undefined;
  dir: string | undefined;
  title: string | undefined;
  description: string | undefined;
  canonical: string | undefined;
  alternates: Record<string, string>;
  meta: (key: string) => string | undefined;
  jsonLd: Array<Record<string, unknown>>;
};

const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function attributes(tag: string): Record<string, string> {
  return Object.fromEntries(
    [...tag.matchAll(/([a-z:-]+)="([^"]*)"/gi)].map((match) => [
      match[1]!.toLowerCase(),
      unescape(match[2]!),
    ]),
  );
}

function parseHead(status: number, html: string): Head {
  const head = /<head>([\s\S]*)<\/head>/i.exec(html)?.[1] ?? '';
  const tags = (name: string) =>
    [...head.matchAll(new RegExp(`<${name}\\s[^>]*>`, 'gi'))].map((m) => attributes(m[0]));
  const metas = tags('meta');
  const links = tags('link');
  const htmlTag = attributes(/<html[^>]*>/i.exec(html)?.[0] ?? '');
  return {
    status,
    html,
    lang: htmlTag.lang,
    dir: htmlTag.dir,
    title: [...head.matchAll(/<title>([\s\S]*?)<\/title>/gi)].map((m) => unescape(m[1]!)).join('|'),
    description: metas
      .filter((m) => m.name === 'description')
      .map((m) => m.content)
      .join('|'),
    canonical: links.find((l) => l.rel === 'canonical')?.href,
    alternates: Object.fromEntries(
      links.filter((l) => l.rel === 'alternate').map((l) => [l.hreflang!, l.href!]),
    ),
    meta: (key) => metas.find((m) => m.property === key || m.name === key)?.content,
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    ),
  };
}

describe('public pages as search engines and link previews see them', () => {
  let t: TestApp;
  let dist: string;
  let base: string;
  const ids = { brand: 0, product: 0, soldOut: 0, pack: 0 };

  const get = async (path: string) => {
    const response = await fetch(`${base}${path}`, { redirect: 'manual' });
    return { response, head: parseHead(response.status, await response.text()) };
  };

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'parashop-pages-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), INDEX);
    t = await createTestApp({ webDistDir: dist, publicUrl: ORIGIN });
    const categoryId = await insertCategory(t.db, { name: 'skincare' });
    ids.brand = await insertCompany(t.db, { name: 'La Roche-Posay', image: 'companies/lrp.webp' });
    await t.db.update(companies).set({ nameAr: 'لاروش بوزاي' }).where(eq(companies.id, ids.brand));
    ids.product = await insertProduct(t.db, {
      categoryId,
      companyId: ids.brand,
      name: 'Crème Hydratante « Été » 50 ml',
      price: '120.00',
      stock: 7,
      image: 'products/cream.webp',
    });
    await insertOffer(t.db, {
      productId: ids.product,
      offerPrice: '99.50',
      startDate: '2000-01-01',
      endDate: '2999-12-31',
    });
    ids.soldOut = await insertProduct(t.db, {
      categoryId,
      companyId: ids.brand,
      name: 'Sérum <b>',
      stock: 0,
    });
    ids.pack = await insertPack(t.db, { productIds: [ids.product], name: 'Routine Été', price: '150.00' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('gives the home page its title, alternates, previews and the shop as a local business', async () => {
    const { head } = await get('/');
    expect(head.status).toBe(200);
    expect(head.html).toContain('<script type="module" src="/assets/index-abc123.js"></script>');
    expect(head.lang).toBe('en');
    expect(head.dir).toBe('ltr');
    expect(head.title).toBe('Your parapharmacy online · Parashop');
    expect(head.description).toMatch(/^Parashop, your parapharmacy in Dakhla/);
    expect(head.canonical).toBe(`${ORIGIN}/`);
    expect(head.alternates).toEqual({
      en: `${ORIGIN}/?lang=en`,
      fr: `${ORIGIN}/?lang=fr`,
      ar: `${ORIGIN}/?lang=ar`,
      'x-default': `${ORIGIN}/`,
    });
    expect(head.meta('og:title')).toBe(head.title);
    expect(head.meta('og:url')).toBe(`${ORIGIN}/`);
    expect(head.meta('twitter:card')).toBeDefined();
    const [shop] = head.jsonLd;
    expect(shop).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'HealthAndBeautyBusiness',
      name: 'Parashop',
      telephone: '+212 528 89 76 45',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '112 avenue Mohammed V',
        addressLocality: 'Dakhla',
      },
      openingHours: 'Mo-Su 10:00-23:00',
    });
  });

  it('follows ?lang= for the language, direction and texts, and the shop settings for the business', async () => {
    await t.db.update(shopSettings).set({ phone: '+212 600 00 00 00' });
    const french = await get('/?lang=fr');
    expect(french.head.lang).toBe('fr');
    expect(french.head.title).toBe('Votre parapharmacie en ligne · Parashop');
    expect(french.head.canonical).toBe(`${ORIGIN}/?lang=fr`);
    expect(french.head.meta('og:locale')).toBe('fr_FR');
    const arabic = await get('/?lang=ar');
    expect(arabic.head.lang).toBe('ar');
    expect(arabic.head.dir).toBe('rtl');
    expect(arabic.head.title).toBe('صيدليتك شبه الطبية على الإنترنت · Parashop');
    expect(arabic.head.jsonLd[0]).toMatchObject({ telephone: '+212 600 00 00 00' });
    expect((await get('/?lang=de')).head.lang).toBe('en');
  });

  it('keeps a language named by the address in the language cookie, and only a language it speaks', async () => {
    const french = await get('/?lang=fr');
    const language = (response: Response) =>
      response.headers.getSetCookie().filter((line) => line.startsWith('parashop_lang='));
    const [cookie = ''] = language(french.response);
    expect(cookie).toMatch(/^parashop_lang=fr;/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=31536000/);
    // The next address that names no language is answered in the kept one.
    const next = await fetch(`${base}/`, { headers: { cookie: 'parashop_lang=fr' } });
    expect(parseHead(next.status, await next.text()).lang).toBe('fr');
    // Nothing to write when the cookie already says so, or when the language is not one of the shop's.
    const again = await fetch(`${base}/?lang=fr`, { headers: { cookie: 'parashop_lang=fr' } });
    expect(language(again)).toEqual([]);
    expect(language((await get('/?lang=de')).response)).toEqual([]);
    expect(language((await get('/')).response)).toEqual([]);
  });

  it('describes a brand page, and answers an unknown brand with 404', async () => {
    const { head } = await get(`/brands/${ids.brand}?lang=ar`);
    expect(head.status).toBe(200);
    expect(head.title).toBe('لاروش بوزاي · Parashop');
    expect(head.canonical).toBe(`${ORIGIN}/brands/${ids.brand}?lang=ar`);
    expect(head.alternates['x-default']).toBe(`${ORIGIN}/brands/${ids.brand}`);
    expect(head.meta('og:image')).toBe(`${ORIGIN}/storage/companies/lrp-w1024.webp`);
    expect((await get('/brands/999999')).head.status).toBe(404);
    expect((await get('/brands/abc')).head.status).toBe(404);
  });

  it('describes a product page: title, description, preview picture and JSON-LD Product', async () => {
    const path = `/products/${ids.product}-creme-hydratante-ete-50-ml`;
    const { head } = await get(path);
    expect(head.status).toBe(200);
    expect(head.title).toBe('Crème Hydratante « Été » 50 ml · Parashop');
    expect(head.description).toBe('A product of the test catalogue.');
    expect(head.canonical).toBe(`${ORIGIN}${path}`);
    expect(head.alternates.fr).toBe(`${ORIGIN}${path}?lang=fr`);
    expect(head.meta('og:type')).toBe('product');
    expect(head.meta('og:image')).toBe(`${ORIGIN}/storage/products/cream-w1024.webp`);
    expect(head.meta('twitter:image')).toBe(head.meta('og:image'));
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.jsonLd).toHaveLength(1);
    expect(head.jsonLd[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Crème Hydratante « Été » 50 ml',
      image: [`${ORIGIN}/storage/products/cream-w1024.webp`],
      brand: { '@type': 'Brand', name: 'La Roche-Posay' },
      offers: {
        '@type': 'Offer',
        price: '99.50',
        priceCurrency: 'MAD',
        availability: 'https://schema.org/InStock',
        url: `${ORIGIN}${path}`,
      },
    });
  });

  it('marks a sold-out product OutOfStock and escapes names in the HTML', async () => {
    const { head } = await get(`/products/${ids.soldOut}-serum-b?lang=fr`);
    expect(head.status).toBe(200);
    expect(head.html).not.toContain('Sérum <b>');
    expect(head.title).toBe('Sérum <b> · Parashop');
    expect(head.jsonLd[0]).toMatchObject({
      name: 'Sérum <b>',
      offers: { price: '100.00', availability: 'https://schema.org/OutOfStock' },
    });
  });

  it('titles and describes an item in the language of the page, with its translated name', async () => {
    const categoryId = await insertCategory(t.db, { name: 'sun care' });
    const id = await insertProduct(t.db, { categoryId, companyId: ids.brand, name: 'Sun Fluid SPF50' });
    await t.db
      .update(products)
      .set({
        nameFr: 'Fluide solaire SPF50',
        nameAr: 'سائل واقي من الشمس',
        descriptionAr: 'واقٍ خفيف للوجه.',
      })
      .where(eq(products.id, id));
    const packId = await insertPack(t.db, { productIds: [id], name: 'Summer kit' });
    await t.db.update(packs).set({ nameFr: 'Kit été', nameAr: 'طقم الصيف' }).where(eq(packs.id, packId));

    const arabic = (await get(`/products/${id}-sun-fluid-spf50?lang=ar`)).head;
    expect(arabic.title).toBe('سائل واقي من الشمس · Parashop');
    expect(arabic.description).toBe('واقٍ خفيف للوجه.');
    expect(arabic.jsonLd[0]).toMatchObject({
      name: 'سائل واقي من الشمس',
      description: 'واقٍ خفيف للوجه.',
      brand: { name: 'لاروش بوزاي' },
    });
    const french = (await get(`/products/${id}-sun-fluid-spf50?lang=fr`)).head;
    expect(french.title).toBe('Fluide solaire SPF50 · Parashop');
    // No French description: the main one.
    expect(french.jsonLd[0]).toMatchObject({
      name: 'Fluide solaire SPF50',
      description: 'A product of the test catalogue.',
    });
    const english = (await get(`/products/${id}-sun-fluid-spf50`)).head;
    expect(english.title).toBe('Sun Fluid SPF50 · Parashop');

    const pack = (await get(`/packs/${packId}-summer-kit?lang=fr`)).head;
    expect(pack.title).toBe('Kit été · Parashop');
    expect(pack.jsonLd[0]).toMatchObject({ name: 'Kit été' });
  });

  it('describes a pack page with its price and stock', async () => {
    const { head } = await get(`/packs/${ids.pack}-routine-ete`);
    expect(head.status).toBe(200);
    expect(head.title).toBe('Routine Été · Parashop');
    expect(head.meta('og:image')).toBe(`${ORIGIN}/storage/products/cream-w1024.webp`);
    expect(head.jsonLd[0]).toMatchObject({
      '@type': 'Product',
      name: 'Routine Été',
      offers: { price: '150.00', priceCurrency: 'MAD', availability: 'https://schema.org/InStock' },
    });
  });

  it('answers 301 to the canonical address for a bare id or a wrong slug, keeping the query', async () => {
    const canonical = `/products/${ids.product}-creme-hydratante-ete-50-ml`;
    for (const [path, location] of [
      [`/products/${ids.product}`, canonical],
      [`/products/${ids.product}-old-name?lang=fr`, `${canonical}?lang=fr`],
      [`/packs/${ids.pack}`, `/packs/${ids.pack}-routine-ete`],
      [`/packs/${ids.pack}-x/`, `/packs/${ids.pack}-routine-ete`],
    ] as const) {
      const { response } = await get(path);
      expect(response.status, path).toBe(301);
      expect(response.headers.get('location'), path).toBe(location);
    }
  });

  it('gives each language its own slug: a shared French or Arabic link is that page, in that language', async () => {
    const categoryId = await insertCategory(t.db);
    const id = await insertProduct(t.db, { categoryId, companyId: ids.brand, name: 'Moisturising Cream' });
    await t.db
      .update(products)
      .set({ nameFr: 'Crème hydratante', nameAr: 'كريم مرطب' })
      .where(eq(products.id, id));
    const en = `/products/${id}-moisturising-cream`;
    const fr = `/products/${id}-creme-hydratante`;

    const french = await get(`${fr}?lang=fr`);
    expect(french.head.status).toBe(200);
    expect(french.head.lang).toBe('fr');
    expect(french.head.title).toBe('Crème hydratante · Parashop');
    expect(french.head.canonical).toBe(`${ORIGIN}${fr}?lang=fr`);
    expect(french.head.alternates).toEqual({
      en: `${ORIGIN}${en}?lang=en`,
      fr: `${ORIGIN}${fr}?lang=fr`,
      ar: `${ORIGIN}${fr}?lang=ar`,
      'x-default': `${ORIGIN}${en}`,
    });

    // The Arabic link carries the French (Latin-letter) slug and shows the Arabic page.
    const arabic = await get(`${fr}?lang=ar`);
    expect(arabic.head.status).toBe(200);
    expect(arabic.head.lang).toBe('ar');
    expect(arabic.head.dir).toBe('rtl');
    expect(arabic.head.title).toBe('كريم مرطب · Parashop');
    expect(arabic.head.canonical).toBe(`${ORIGIN}${fr}?lang=ar`);

    // The English slug is the same page; asked in French, its canonical is the French address.
    const englishSlug = await get(`${en}?lang=fr`);
    expect(englishSlug.head.status).toBe(200);
    expect(englishSlug.head.canonical).toBe(`${ORIGIN}${fr}?lang=fr`);
    expect((await get(en)).head.canonical).toBe(`${ORIGIN}${en}`);

    // A stale slug moves to the slug of the language the address names.
    for (const [path, location] of [
      [`/products/${id}-old-name?lang=fr`, `${fr}?lang=fr`],
      [`/products/${id}?lang=ar`, `${fr}?lang=ar`],
      [`/products/${id}-old-name`, en],
    ] as const) {
      const { response } = await get(path);
      expect(response.status, path).toBe(301);
      expect(response.headers.get('location'), path).toBe(location);
    }

    const xml = await (await fetch(`${base}/sitemap.xml`)).text();
    expect(xml).toContain(`<loc>${ORIGIN}${fr}?lang=fr</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}${en}?lang=en</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="fr" href="${ORIGIN}${fr}?lang=fr"/>`);
    await t.db.delete(products).where(eq(products.id, id));
  });

  it('answers 404 with the app for an unknown item and any unknown path', async () => {
    for (const path of [
      '/products/999999-nothing',
      '/products/abc',
      '/packs/999999',
      '/some/unknown/page',
      '/product',
      '/brands',
    ]) {
      const { head } = await get(path);
      expect(head.status, path).toBe(404);
      expect(head.html, path).toContain('<div id="root"></div>');
      expect(head.title, path).toBe('Page Not Found · Parashop');
      expect(head.meta('robots'), path).toBe('noindex');
    }
    expect((await get('/products/999999?lang=fr')).head.title).toBe('Page introuvable · Parashop');
  });

  it('serves the other client pages as built, in the language asked for', async () => {
    for (const path of [
      '/shopping-cart',
      '/login',
      '/account-profile',
      '/admin',
      '/admin/orders',
      '/rider',
    ]) {
      const { head } = await get(`${path}?lang=ar`);
      expect(head.status, path).toBe(200);
      expect(head.dir, path).toBe('rtl');
      expect(head.title, path).toBe('Parashop');
    }
  });

  it('follows catalogue changes: a renamed product moves to its new address', async () => {
    const before = await get(`/packs/${ids.pack}-routine-ete`);
    expect(before.head.status).toBe(200);
    const { packs } = await import('../../db/schema');
    await t.db.update(packs).set({ name: 'Routine Hiver' }).where(eq(packs.id, ids.pack));
    const after = await get(`/packs/${ids.pack}-routine-ete`);
    expect(after.response.status).toBe(301);
    expect(after.response.headers.get('location')).toBe(`/packs/${ids.pack}-routine-hiver`);
    await t.db.update(packs).set({ name: 'Routine Été' }).where(eq(packs.id, ids.pack));
  });

  it('lists home, brand, product and pack pages with their alternates in the sitemap', async () => {
    const response = await fetch(`${base}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => unescape(m[1]!));
    for (const path of [
      '/',
      `/brands/${ids.brand}`,
      `/products/${ids.product}-creme-hydratante-ete-50-ml`,
      `/products/${ids.soldOut}-serum-b`,
      `/packs/${ids.pack}-routine-ete`,
    ]) {
      expect(locs, path).toContain(`${ORIGIN}${path}`);
      expect(locs, path).toContain(`${ORIGIN}${path}?lang=ar`);
    }
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="fr" href="${ORIGIN}/packs/${ids.pack}-routine-ete?lang=fr"/>`,
    );
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it('keeps crawlers out of the back office, the API, the cart and the account pages', async () => {
    const response = await fetch(`${base}/robots.txt`);
    expect(response.status).toBe(200);
    const text = await response.text();
    for (const path of [
      '/admin',
      '/rider',
      '/api/',
      '/shopping-cart',
      '/account-profile',
      '/login',
      '/favorites',
    ]) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('opening hours for structured data', () => {
  it('reads the shop settings text', () => {
    expect(openingHours('Tous les jours, de 10 h à 23 h')).toBe('Mo-Su 10:00-23:00');
    expect(openingHours('Every day, 9:30 to 20h')).toBe('Mo-Su 09:30-20:00');
    expect(openingHours('Sur rendez-vous')).toBe('Sur rendez-vous');
  });
});
