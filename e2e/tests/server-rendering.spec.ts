// Server rendering of the public pages (issue 20, decision 192). Without JavaScript (plain HTTP), the
// answer already shows the names and prices the shopper will see, compared here with the API's own
// answers; in a browser the same page hydrates without a console error or a hydration warning, and
// without asking the API again for what the HTML was rendered with.
import { createHash } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { amountText } from '../fixtures/money';
import { expect, test, watchErrors } from '../fixtures';
import { slug } from '../fixtures/item-urls';

test.describe.configure({ timeout: 90_000 });

type Product = {
  id: number;
  name: string;
  name_fr?: string | null;
  name_ar?: string | null;
  price: number;
  stock: number;
  offer_price: number | null;
};
type Pack = { id: number; name: string; price: number; stock: number; offer_price: number | null };
type CatalogueItem = { kind: 'product'; item: Product } | { kind: 'pack'; item: Pack };
type CataloguePage = { data: CatalogueItem[]; meta: { page: number; last_page: number } };
type Company = { id: number; name: string; products_count?: number };

/** The text a reader without JavaScript gets: the markup inside #root, tags dropped, entities read. */
function visibleText(html: string): string {
  const root = (html.split('<div id="root">')[1] ?? html).split('<script type="application/json"')[0] ?? '';
  return root
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;|\u00a0|\u202f/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** The price a card or page shows: the offer's while one runs. */
const shownPrice = (item: Product | Pack) => amountText(item.offer_price ?? item.price);

async function json<T>(request: APIRequestContext, path: string, lang = 'en'): Promise<T> {
  const response = await request.get(path, { headers: { 'Accept-Language': lang } });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** The page as plain HTTP gets it: no script runs. */
async function plainPage(request: APIRequestContext, path: string, status = 200) {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(status);
  expect(response.headers()['content-type']).toContain('text/html');
  const html = await response.text();
  return { html, text: visibleText(html) };
}

function expectItems(text: string, items: CatalogueItem[]) {
  expect(items.length).toBeGreaterThan(0);
  for (const { item } of items) {
    expect(text, item.name).toContain(item.name);
    expect(text, `${item.name}: ${shownPrice(item)}`).toContain(shownPrice(item));
  }
}

test('without JavaScript, the home page holds the header, the hero and the catalogue page of the address', async ({
  request,
}) => {
  const first = await json<CataloguePage>(request, '/api/catalogue');
  const home = await plainPage(request, '/');
  expect(home.html).toMatch(/<html lang="en" dir="ltr">/);
  expect(home.html).toContain('<header');
  expect(first.data).toHaveLength(8);
  expectItems(home.text, first.data);
  const hero = await json<{ data: CatalogueItem[] }>(request, '/api/catalogue/hero');
  expect(hero.data.length).toBeGreaterThan(0);
  for (const { item } of hero.data) expect(home.text, `hero: ${item.name}`).toContain(item.name);

  // The address's sort and page are honoured: the second page by price, as the API gives it.
  const second = await json<CataloguePage>(request, '/api/catalogue?sort=price_asc&page=2');
  const sorted = await plainPage(request, '/?sort=price_asc&page=2');
  expectItems(sorted.text, second.data);
  // The grid holds the second page's cards, not the first's (the hero above may show any item).
  const grid = visibleText(sorted.html.split('id="catalogue-results"')[1] ?? '');
  const firstOnly = first.data.filter(
    ({ item }) => !second.data.some((entry) => entry.item.name === item.name),
  );
  expect(firstOnly.length).toBeGreaterThan(0);
  for (const { item } of firstOnly) expect(grid, item.name).not.toContain(item.name);

  // A search: only what the API finds.
  const word = first.data[0]!.item.name.split(' ')[0]!;
  const found = await json<CataloguePage>(request, `/api/catalogue?q=${encodeURIComponent(word)}`);
  expectItems((await plainPage(request, `/?q=${encodeURIComponent(word)}`)).text, found.data);
});

test('without JavaScript, a brand page, a product page and a pack page show what the API says', async ({
  request,
}) => {
  const companies = await json<Company[]>(request, '/api/companies');
  const brand = companies.find((company) => (company.products_count ?? 1) > 0)!;
  const brandItems = await json<CataloguePage>(
    request,
    `/api/catalogue?company_id=${brand.id}&type=products&sort=name_asc&per_page=24`,
  );
  const brandPage = await plainPage(request, `/brands/${brand.id}`);
  expect(brandPage.text).toContain(brand.name);
  expectItems(brandPage.text, brandItems.data);

  const product = (await json<Product[]>(request, '/api/products')).find((entry) => entry.stock > 0)!;
  const productPage = await plainPage(request, `/products/${product.id}-${slug(product.name)}`);
  expect(productPage.html).toMatch(/<h1[^>]*>[^<]*/);
  expect(productPage.text).toContain(product.name);
  expect(productPage.text).toContain(shownPrice(product));
  expect(productPage.text).toContain('Add to cart');

  const pack = (await json<Pack[]>(request, '/api/packs'))[0]!;
  const packPage = await plainPage(request, `/packs/${pack.id}-${slug(pack.name)}`);
  expect(packPage.text).toContain(pack.name);
  expect(packPage.text).toContain(shownPrice(pack));

  // In French and in Arabic (right to left), with the item's name in that language where it has one.
  const french = await json<Product>(request, `/api/products/${product.id}`, 'fr');
  const frenchPage = await plainPage(request, `/products/${product.id}-${slug(product.name)}?lang=fr`);
  expect(frenchPage.html).toMatch(/<html lang="fr" dir="ltr">/);
  expect(frenchPage.text).toContain(french.name_fr?.trim() || french.name);
  expect(frenchPage.text).toContain('Ajouter au panier');
  const arabicPage = await plainPage(request, `/products/${product.id}-${slug(product.name)}?lang=ar`);
  expect(arabicPage.html).toMatch(/<html lang="ar" dir="rtl">/);
  const arabic = await json<Product>(request, `/api/products/${product.id}`, 'ar');
  expect(arabicPage.text).toContain(arabic.name_ar?.trim() || arabic.name);

  // The language link wrote the language cookie: the next address that names no language is still
  // Arabic, as for a shopper who opens another page before the page's script has saved the choice.
  const next = await plainPage(request, '/no/such/page', 404);
  expect(next.html).toMatch(/<html lang="ar" dir="rtl">/);
  expect(next.text).toContain('الصفحة غير موجودة');

  // Unknown pages keep their 404, with the not-found page in the HTML.
  expect((await plainPage(request, '/products/99999999-nothing?lang=en', 404)).text).toContain(
    'Page Not Found',
  );
  expect((await plainPage(request, '/no/such/page', 404)).text).toContain('Page Not Found');
});

test('a rendered page is revalidated with its ETag and carries its data as a data block, never a script', async ({
  request,
}) => {
  const first = await request.get('/');
  const etag = first.headers()['etag']!;
  expect(first.headers()['cache-control']).toBe('no-cache');
  const again = await request.get('/', { headers: { 'If-None-Match': etag } });
  expect(again.status()).toBe(304);
  const html = await first.text();
  // One inline script runs: the capture of taps made before the page is ready (decision 220), which the
  // CSP allows by its hash and no other way ('unsafe-inline' stays out).
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
  expect(inline).toHaveLength(1);
  expect(inline[0]).toContain('__parashopEvents');
  const hash = createHash('sha256').update(inline[0]!, 'utf8').digest('base64');
  const scriptSrc = /script-src ([^;]*)/.exec(first.headers()['content-security-policy'] ?? '')?.[1];
  expect(scriptSrc?.split(' ').sort()).toEqual([`'self'`, `'sha256-${hash}'`].sort());
  for (const tag of html.match(/<script\b[^>]*>/g) ?? [])
    expect(tag).toMatch(
      /^<script>$|\ssrc="|^<script type="application\/(ld\+json|json)"( id="page-data")?>$/,
    );
});

/** The API calls the page makes (path and query). */
function watchApi(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (call) => {
    const url = new URL(call.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${call.method()} ${url.pathname}${url.search}`);
  });
  return calls;
}

test('a shared product address hydrates without a warning or a second fetch, sells, and switches to Arabic and back', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const calls = watchApi(page);
  const product = (await json<Product[]>(request, '/api/products')).find((entry) => entry.stock >= 3)!;
  await page.goto(`/products/${product.id}-${slug(product.name)}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const addToCart = main.getByRole('button', { name: 'Add to cart', exact: true });
  await addToCart.click();
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  await banner.getByRole('group', { name: 'Language' }).getByRole('link', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(main.getByRole('button', { name: 'تحديث السلة', exact: true })).toBeVisible();
  await banner.getByRole('group', { name: 'اللغة' }).getByRole('link', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(main.getByRole('button', { name: 'Update cart', exact: true })).toBeVisible();

  // The product, the settings and the catalogue came with the page: only the view is counted.
  expect(calls.filter((call) => !call.endsWith('/click'))).not.toContain(`GET /api/products/${product.id}`);
  expect(calls.filter((call) => call.startsWith('GET /api/settings'))).toEqual([]);
  expect(errors).toEqual([]);
});

test('the home page hydrates without asking for its catalogue again; a saved cart and language come after', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const calls = watchApi(page);
  await page.goto('/?sort=price_asc');
  const cards = page.locator('#catalogue article');
  await expect(cards).toHaveCount(8);
  await cards
    .first()
    .getByRole('button', { name: /^Add .* to cart$/ })
    .click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  expect(
    calls.filter((call) => call.startsWith('GET /api/catalogue') || call.startsWith('GET /api/companies')),
  ).toEqual([]);

  // A chosen language is the shopper's: its cookie has the next pages sent in it (the address names
  // none), and they hydrate in it without a warning; the saved cart is back after hydration.
  await page
    .getByRole('banner')
    .getByRole('group', { name: 'Language' })
    .getByRole('link', { name: 'Français' })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // The switch is a link: followed before the page's script is ready, the cookie comes once it is.
  await expect
    .poll(async () => (await page.request.get('/?sort=price_asc')).text())
    .toMatch(/<html lang="fr" dir="ltr">/);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(
    page.getByRole('banner').getByRole('link', { name: /Panier, 1 (article|produit)/ }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test('a page is sent in the language cookie of an earlier visit and stays in it once hydrated', async ({
  browser,
  baseURL,
}) => {
  // The saved state is gone (storage cleared) but the cookie of the choice is there.
  const context = await browser.newContext();
  await context.addCookies([{ name: 'parashop_lang', value: 'ar', url: baseURL! }]);
  const page = await context.newPage();
  const errors = watchErrors(page);
  const sent = await page.request.get('/');
  expect(await sent.text()).toMatch(/<html lang="ar" dir="rtl">/);
  await page.goto('/');
  // A card's details open (at once, or once the page is ready), and the page is still in Arabic then.
  const firstCard = page.locator('#catalogue article').first();
  await firstCard.getByRole('button', { name: /^تفاصيل / }).click();
  // (The dialog element itself has no size: its panel is fixed; its heading shows.)
  await expect(page.getByRole('dialog').getByRole('heading').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('banner').getByRole('group', { name: 'اللغة' })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});
