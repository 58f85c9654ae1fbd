import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, shopSettings } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers';

const INDEX =
  '<!doctype html><html><head><title>Parashop</title></head><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';

/**
 * A stand-in for apps/web's built server entry (dist-server/entry-server.js): it asks the API for the
 * categories and for the language it was asked in, as the real one asks for the pages' data.
 */
const ENTRY = `
let fetchApi;
let renders = 0;
export const PAGE_DATA_ID = 'page-data';
export function setServerFetch(next) { fetchApi = next; }
export async function render({ url, languageChosen }) {
  renders += 1;
  if (url.includes('boom')) throw new Error('the tree threw');
  if (url.includes('burst')) await globalThis.heldRenders;
  const list = await (await fetchApi('/api/categories', { headers: { Accept: 'application/json' } })).json();
  const lang = await (await fetchApi('/api/echo-language', {})).text();
  return {
    html: '<link rel="preload" as="image" href="/hero.webp"/><main data-render="' + renders + '">' + url.replace(/&/g, '&amp;') + ' categories=' + list.length + ' lang=' + lang + (languageChosen ? ' chosen' : '') + '</main>',
    data: JSON.stringify({ url }).replace(/</g, '\\\\u003c'),
    lang,
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
    // The page's own head (describePage) is kept.
    expect(body).toContain('<link rel="canonical"');
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
