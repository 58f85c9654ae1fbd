import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { categories, products, shopSettings } from '../src/db/schema';
import {
  insertCategory,
  insertCompany,
  insertProduct,
} from '../src/modules/catalogue-shared/testing/fixtures';
import { createTestApp, type TestApp } from './helpers';

/** The addresses the stand-in entry was asked to render, in order (shared by every app of the file). */
const entryCalls = () => (globalThis as { entryCalls?: string[] }).entryCalls ?? [];
const rendersOf = (url: string) => entryCalls().filter((called) => called === url).length;

const INDEX =
  '<!doctype html><html><head><title>Parashop</title></head><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';

/**
 * A stand-in for apps/web's built server entry (dist-server/entry-server.js): as the real one's route
 * loaders do, it asks the API (through the `fetchApi` of the render) for what the page shows, once,
 * and hands the loaded data back with the markup; the API writes the head from it.
 */
const ENTRY = `
let renders = 0;
export const PAGE_DATA_ID = 'page-data';
globalThis.entryCalls = [];
export async function render({ url, languageChosen, fetchApi }) {
  renders += 1;
  globalThis.entryCalls.push(url);
  if (url.includes('boom')) throw new Error('the tree threw');
  if (url.includes('burst')) await globalThis.heldRenders;
  const settings = await (await fetchApi('/api/settings', { headers: { Accept: 'application/json' } })).json();
  const item = url.match(/^\\/products\\/(\\d+)/);
  if (item) {
    globalThis.onProductLoad?.('/api/products/' + item[1]);
    const answer = await fetchApi('/api/products/' + item[1], { headers: { Accept: 'application/json' } });
    if (answer.status === 404) return { kind: 'page', html: '<main>gone</main>', data: '{}', page: { kind: 'not-found', settings, path: url.split('?')[0] } };
    const product = await answer.json();
    if (url.includes('old-slug')) return { kind: 'redirect', location: '/products/' + product.id + '-new-slug' };
    // Marked, so a test can tell the head was written from this load and not read again.
    product.name = product.name + ' (loaded)';
    return { kind: 'page', html: '<main>' + product.name + '</main><p data-stock="' + product.stock + '"></p>', data: JSON.stringify({ product }).replace(/</g, '\\u003c'), page: { kind: 'product', settings, item: product } };
  }
  const list = await (await fetchApi('/api/categories', { headers: { Accept: 'application/json' } })).json();
  const lang = await (await fetchApi('/api/echo-language', {})).text();
  return {
    kind: 'page',
    html: '<link rel="preload" as="image" href="/hero.webp"/><main data-render="' + renders + '">' + url.replace(/&/g, '&amp;') + ' categories=' + list.length + ' lang=' + lang + (languageChosen ? ' chosen' : '') + '</main>',
    data: JSON.stringify({ url }).replace(/</g, '\\\\u003c'),
    page: url.startsWith('/brands/') ? { kind: 'not-found', settings, path: url.split('?')[0] } : { kind: 'home', settings },
  };
}
`;

describe('server rendering of the public pages (decision 192)', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'parashop-ssr-'));
    await mkdir(join(root, 'dist', 'assets'), { recursive: true });
    await mkdir(join(root, 'dist-server'));
    await writeFile(join(root, 'dist', 'index.html'), INDEX);
    await writeFile(join(root, 'dist', 'assets', 'index-abc123.js'), 'console.log("shop")');
    await writeFile(join(root, 'dist-server', 'entry-server.js'), ENTRY);
    t = await createTestApp({
      webDistDir: join(root, 'dist'),
      // Every request of this file comes from one address: its own test checks the limit.
      pageRendersPerMinute: 100_000,
      beforeModules: (scope) => {
        scope.get(
          '/echo-language',
          async (request) =>
            `${request.headers['accept-language'] ?? 'none'}${request.headers.cookie ? '+cookie' : ''}`,
        );
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('writes the rendered page into #root, its data block after it and its hints into the head', async () => {
    const response = await get('/?sort=price_asc&page=2');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const body = response.body;
    expect(body).toMatch(/<html lang="en" dir="ltr">/);
    expect(body).toMatch(
      /<div id="root"><main data-render="\d+">\/\?sort=price_asc&amp;page=2 categories=\d+ lang=en<\/main><\/div>/,
    );
    expect(body).toContain(
      '<script type="application/json" id="page-data">{"url":"/?sort=price_asc&page=2"}</script>',
    );
    expect(body).toMatch(/<link rel="preload" as="image" href="\/hero.webp"\/>\s*<\/head>/);
    // The page's head, written from the data the render loaded.
    expect(body).toContain('<link rel="canonical"');
    // Readable and usable before its script: the script comes after the stylesheet and pictures (decision 310).
    expect(body).toContain('<script type="module" fetchpriority="low" src="/assets/index-abc123.js">');
  });

  it("asks the API in the page's language, never with the visitor's cookies", async () => {
    const arabic = await get('/brands/999999?lang=ar', { cookie: 'parashop_session=abc' });
    expect(arabic.statusCode).toBe(404);
    expect(arabic.body).toMatch(/<html lang="ar" dir="rtl">/);
    expect(arabic.body).toContain('lang=ar chosen</main>');
  });

  it('renders an address without ?lang= in the language the shopper chose earlier (its cookie)', async () => {
    const cookie = (lang: string) => ({ cookie: `parashop_session=abc; parashop_lang=${lang}` });
    const arabic = await get('/?q=cookie', cookie('ar'));
    expect(arabic.body).toMatch(/<html lang="ar" dir="rtl">/);
    expect(arabic.body).toContain('lang=ar chosen</main>');
    // The page's head in that language, its canonical naming it (the content at this address is Arabic).
    expect(arabic.body).toMatch(/<link rel="canonical" href="[^"]*\/\?lang=ar"/);
    expect(arabic.headers.vary).toMatch(/cookie/i);
    // The address's language wins; an unknown cookie value is no choice.
    const french = await get('/?q=cookie&lang=fr', cookie('ar'));
    expect(french.body).toMatch(/<html lang="fr" dir="ltr">/);
    expect(french.body).toContain('lang=fr chosen</main>');
    const unknown = await get('/?q=cookie', cookie('de'));
    expect(unknown.body).toMatch(/<html lang="en" dir="ltr">/);
    expect(unknown.body).toContain('lang=en</main>');
    // Kept pages are told apart by language: the plain address in English is not the Arabic one.
    const plain = await get('/?q=cookie');
    expect(plain.body).toContain('lang=en</main>');
    expect(plain.headers.etag).not.toBe(arabic.headers.etag);
  });

  it('keeps a rendered page until the catalogue changes, and answers 304 to its ETag', async () => {
    const first = await get('/?q=kept');
    const again = await get('/?q=kept');
    expect(again.body).toBe(first.body);
    const etag = String(first.headers.etag);
    expect((await get('/?q=kept', { 'if-none-match': etag })).statusCode).toBe(304);

    await t.db.insert(categories).values({ name: `Rendered ${Date.now()}` });
    const after = await get('/?q=kept');
    expect(after.body).not.toBe(first.body);
    const count = (body: string) => Number(/categories=(\d+)/.exec(body)?.[1]);
    expect(count(after.body)).toBe(count(first.body) + 1);
    expect(after.headers.etag).not.toBe(etag);
  });

  it("renders the page again once the shop's settings change (its footer shows them)", async () => {
    const first = await get('/?q=settings');
    expect((await get('/?q=settings')).body).toBe(first.body);
    await t.db.update(shopSettings).set({ phone: '+212528001122' });
    const after = await get('/?q=settings');
    const rendered = (body: string) => Number(/data-render="(\d+)"/.exec(body)?.[1]);
    expect(rendered(after.body)).toBeGreaterThan(rendered(first.body));
  });

  it('sends a rendered page compressed once, in the encoding the browser takes', async () => {
    const plain = await get('/?q=encoded');
    const br = await get('/?q=encoded', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
    const gz = await get('/?q=encoded', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('renders a few pages at once; a burst of new addresses gets the built page meanwhile', async () => {
    const holder = globalThis as { heldRenders?: Promise<void> };
    let release = () => {};
    holder.heldRenders = new Promise<void>((resolve) => (release = resolve));
    let settled = 0;
    const requests = Array.from({ length: 12 }, (_, i) =>
      get(`/?q=burst-${i}`).then((response) => {
        settled += 1;
        return response;
      }),
    );
    // While 4 renders are held, the 8 other addresses are answered with the built page.
    await expect.poll(() => settled, { timeout: 10_000 }).toBe(8);
    release();
    const burst = await Promise.all(requests);
    delete holder.heldRenders;
    const rendered = burst.filter((response) => response.body.includes('page-data'));
    expect(rendered).toHaveLength(4);
    for (const response of burst) expect(response.statusCode).toBe(200);
    // Once the burst is over, the same address is rendered.
    expect((await get('/?q=burst-11')).body).toContain('page-data');
  });

  it('sends the built page when rendering fails, and renders only the public pages', async () => {
    const failed = await get('/?q=boom');
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('<div id="root"></div>');
    expect(failed.body).not.toContain('page-data');
    for (const url of ['/shopping-cart', '/login', '/admin/dashboard']) {
      const shell = await get(url);
      expect(shell.statusCode, url).toBe(200);
      expect(shell.body, url).toContain('<div id="root"></div>');
      // Nothing shows before the script of a page built in the browser: it keeps its priority.
      expect(shell.body, url).toContain('<script type="module" src="/assets/index-abc123.js">');
    }
  });

  it('renders an address once whatever other parameters it carries (utm_source, fbclid, ...)', async () => {
    const first = await get('/?q=campaign');
    expect(rendersOf('/?q=campaign')).toBe(1);
    for (let i = 0; i < 5; i += 1) {
      const random = Math.random().toString(36).slice(2);
      const tagged = await get(`/?utm_source=${random}&q=campaign&fbclid=${random}&x-${random}=1`);
      expect(tagged.statusCode).toBe(200);
      expect(tagged.body).toBe(first.body);
    }
    expect(rendersOf('/?q=campaign')).toBe(1);
    // A parameter the page reads is another page.
    await get('/?q=campaign&page=2&utm_medium=mail');
    expect(rendersOf('/?q=campaign&page=2')).toBe(1);
    // An item page reads none: its canonical address is the path alone.
    const categoryId = await insertCategory(t.db);
    const companyId = await insertCompany(t.db);
    const id = await insertProduct(t.db, { categoryId, companyId, name: 'Hydra Serum' });
    await get(`/products/${id}-hydra-serum?utm_source=a`);
    await get(`/products/${id}-hydra-serum?utm_source=b&sort=price_asc`);
    expect(rendersOf(`/products/${id}-hydra-serum`)).toBe(1);
  });

  it('writes the head from what the render loaded: one load of the product per page', async () => {
    const categoryId = await insertCategory(t.db);
    const companyId = await insertCompany(t.db);
    const id = await insertProduct(t.db, { categoryId, companyId, name: 'Calm Balm' });
    const loads: string[] = [];
    const hook = globalThis as { onProductLoad?: (url: string) => void };
    hook.onProductLoad = (url) => loads.push(url);
    const response = await get(`/products/${id}-calm-balm`);
    delete hook.onProductLoad;
    expect(response.statusCode).toBe(200);
    // The name as the render's load marked it: the head was not read from the database again.
    expect(response.body).toContain('<title>Calm Balm (loaded) · Parashop</title>');
    expect(response.body).toContain('<main>Calm Balm (loaded)</main>');
    expect(response.body).toMatch(/"@type":"Product"/);
    expect(loads).toEqual([`/api/products/${id}`]);

    // An unknown item: the not-found page with its 404 and noindex head, from the same load.
    const missing = await get('/products/999999-nothing');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<main>gone</main>');
    expect(missing.body).toContain('name="robots" content="noindex"');
  });

  it('renders a product page again when its stock changes, and keeps the pages not showing it (decision 305)', async () => {
    const categoryId = await insertCategory(t.db);
    const companyId = await insertCompany(t.db);
    const id = await insertProduct(t.db, { categoryId, companyId, name: 'Stock Balm', stock: 7 });
    const other = await insertProduct(t.db, { categoryId, companyId, name: 'Other Balm', stock: 7 });
    const page = `/products/${id}-stock-balm`;
    expect((await get(page)).body).toContain('data-stock="7"');
    await get(`/products/${other}-other-balm`);
    await get('/?q=stock-kept');
    const rendersShowing = (part: string) => entryCalls().filter((called) => called.includes(part)).length;
    const otherRenders = rendersShowing(`/products/${other}-`);
    const homeRenders = rendersShowing('stock-kept');

    await t.db.update(products).set({ stock: 4 }).where(eq(products.id, id));
    // Heard once committed (at once on PGlite, a moment after on PostgreSQL).
    await expect.poll(async () => (await get(page)).body).toContain('data-stock="4"');
    await get(`/products/${other}-other-balm`);
    await get('/?q=stock-kept');
    expect(rendersShowing(`/products/${other}-`)).toBe(otherRenders);
    expect(rendersShowing('stock-kept')).toBe(homeRenders);
  });

  it("answers the loaders' redirect with a 301 that keeps the address's query", async () => {
    const categoryId = await insertCategory(t.db);
    const companyId = await insertCompany(t.db);
    const id = await insertProduct(t.db, { categoryId, companyId });
    const moved = await get(`/products/${id}-old-slug?utm_source=mail&lang=fr`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/products/${id}-new-slug?utm_source=mail&lang=fr`);
  });

  it('keeps a bounded number of pages, the least recently sent leaving first', async () => {
    const small = await createTestApp({
      webDistDir: join(root, 'dist'),
      pageRendersPerMinute: 100_000,
      keptPages: { maxEntries: 3 },
    });
    try {
      const page = (q: string) => small.app.inject({ method: 'GET', url: `/?q=${q}` });
      for (const q of ['lru-a', 'lru-b', 'lru-c']) await page(q);
      // lru-a is sent again (kept), so lru-b is now the least recently sent.
      await page('lru-a');
      expect(rendersOf('/?q=lru-a')).toBe(1);
      await page('lru-d');
      // lru-d took lru-b's place; the others are still kept.
      for (const q of ['lru-a', 'lru-c', 'lru-d']) await page(q);
      expect(rendersOf('/?q=lru-a')).toBe(1);
      expect(rendersOf('/?q=lru-c')).toBe(1);
      expect(rendersOf('/?q=lru-d')).toBe(1);
      await page('lru-b');
      expect(rendersOf('/?q=lru-b')).toBe(2);
    } finally {
      await small.close();
    }
  });

  it('limits the renders one client causes per minute: beyond it, the kept page or the shell', async () => {
    const limited = await createTestApp({ webDistDir: join(root, 'dist'), pageRendersPerMinute: 3 });
    try {
      const from = (address: string, url: string) =>
        limited.app.inject({ method: 'GET', url, remoteAddress: address });
      const answers = [];
      for (let i = 1; i <= 6; i += 1) answers.push(await from('203.0.113.7', `/?q=limit-${i}`));
      for (const answer of answers) expect(answer.statusCode).toBe(200);
      const rendered = answers.map((answer) => answer.body.includes('id="page-data"'));
      expect(rendered).toEqual([true, true, true, false, false, false]);
      // Over the limit: the unrendered shell, still with the page's head; never an error page.
      expect(answers[3]!.body).toContain('<div id="root"></div>');
      expect(answers[3]!.body).toContain('<link rel="canonical"');
      expect(rendersOf('/?q=limit-4')).toBe(0);
      // A page kept already is sent rendered, limit or not.
      expect((await from('203.0.113.7', '/?q=limit-1')).body).toContain('id="page-data"');
      // Another client (and an IPv6 /64 counts as one client) has its own allowance.
      expect((await from('198.51.100.2', '/?q=limit-4')).body).toContain('id="page-data"');
      for (let i = 1; i <= 3; i += 1) await from(`2001:db8:1:2::${i}`, `/?q=limit-v6-${i}`);
      expect((await from('2001:db8:1:2::99', '/?q=limit-v6-4')).body).not.toContain('id="page-data"');
    } finally {
      await limited.close();
    }
  });

  it('is off with SERVER_RENDERING=false', async () => {
    const plain = await createTestApp({ webDistDir: join(root, 'dist'), serverRendering: false });
    try {
      const response = await plain.app.inject({ method: 'GET', url: '/' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
    } finally {
      await plain.close();
    }
  });
});
