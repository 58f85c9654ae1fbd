// The shopper's first tap (issue 33): on a 390 px phone whose CPU is 4x slower than this machine, every
// journey acts the moment its control is visible, as a person does, never waiting for the page's script,
// and checks the result within 10 s. The same journeys run with JavaScript turned off: the links and GET
// forms of the server-rendered pages carry them (Add to cart says it needs JavaScript). Each journey is
// meant to pass `--repeat-each=3` in a row. The time from the control showing to its effect is attached
// to each test as an annotation (`tap-to-effect`), the figures of decision 220.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';

type Item = { id: number; name: string; stock: number; company_id?: number };
type CataloguePage = {
  data: { kind: 'product' | 'pack'; item: Item }[];
  meta: { total: number; last_page: number };
};
type Category = { id: number; name: string };

// Each journey opens its own page and reads what it expects from the API: both workers share them out
// (23 journeys, about two minutes on a 4x slowed CPU).
test.describe.configure({ mode: 'parallel' });

const EFFECT = { timeout: 10_000 };
const PHONE = { width: 390, height: 844 };

/** One page of the catalogue as the server answers it (the cards a page shows). */
async function cataloguePage(request: APIRequestContext, query: string): Promise<CataloguePage> {
  const response = await request.get(`/api/catalogue?${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as CataloguePage;
}

const cardNames = (page: Page) => page.locator('#catalogue article h3');

const namesOf = (answer: CataloguePage) => answer.data.map((entry) => entry.item.name);
const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((name, i) => name === b[i]);

/** The app's defaults, which its own requests leave out of the address (`/api/catalogue` is page 1). */
const CATALOGUE_DEFAULTS: Record<string, string> = { type: 'all', sort: 'featured', page: '1' };
const normalQuery = (query: string) => {
  const params = new URLSearchParams(query);
  for (const [name, value] of Object.entries(CATALOGUE_DEFAULTS))
    if (!params.has(name)) params.set(name, value);
  params.sort();
  return params.toString();
};

/** The catalogue pages the page itself was answered, by their query: what its cards may show. */
const pageAnswers = new WeakMap<Page, { query: string; answer: CataloguePage }[]>();
function watchCatalogueAnswers(page: Page) {
  const answers: { query: string; answer: CataloguePage }[] = [];
  pageAnswers.set(page, answers);
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname !== '/api/catalogue' || !response.ok()) return;
    response
      .json()
      .then((answer: CataloguePage) => answers.push({ query: normalQuery(url.search), answer }))
      .catch(() => undefined);
  });
}

/**
 * Waits until the cards shown are the page the API answers for `query`. Other specs running at the
 * same time add products (the featured sort puts the newest first), so the page the server rendered
 * may be the API's answer read before (`before`) or the one read now: either is the right page, a
 * mixture or page 1's cards are not. Returns the cards shown and the API's answer they matched.
 */
async function expectShownPage(
  cards: Locator,
  request: APIRequestContext,
  query: string,
  before?: CataloguePage,
): Promise<{ shown: string[]; matched: CataloguePage }> {
  let result: { shown: string[]; matched: CataloguePage } | undefined;
  await expect
    .poll(async () => {
      const shown = (await cards.allTextContents()).map((name) => name.trim());
      if (shown.length === 0) return 'no cards shown';
      // The page's own answers for this query count too: other specs may add products between the
      // moment the page asked and the moments this test asks.
      const own = (pageAnswers.get(cards.page()) ?? [])
        .filter((entry) => entry.query === normalQuery(query))
        .map((entry) => entry.answer);
      const answers = [...(before ? [before] : []), ...own];
      if (!answers.some((answer) => sameList(shown, namesOf(answer)))) {
        answers.push(await cataloguePage(request, query));
      }
      const matched = answers.find((answer) => sameList(shown, namesOf(answer)));
      if (!matched)
        return `shown: ${shown.join(' | ')}; the API's ${query}: ${namesOf(answers.at(-1)!).join(' | ')}`;
      result = { shown, matched };
      return 'ok';
    }, EFFECT)
    .toBe('ok');
  return result!;
}

/** Slows the page's CPU 4x over the DevTools protocol (a mid-range phone). */
async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * Waits until `control` shows (nothing else: no load event, no ready mark), notes the time, and
 * returns a function that records how long the effect took once it is seen.
 */
async function whenShown(control: Locator) {
  await control.waitFor({ state: 'visible' });
  const shown = Date.now();
  return () => {
    test.info().annotations.push({ type: 'tap-to-effect', description: `${Date.now() - shown} ms` });
  };
}

/** The phone's "Filters" control: a link to the filters' column, a button opening the sheet once the app is here. */
function filtersControl(page: Page) {
  const section = page.locator('#catalogue');
  // "Filters", or "Filters (N)" when N are set.
  const name = /^Filters( \(\d+\))?$/;
  return section.getByRole('button', { name }).or(section.getByRole('link', { name }));
}

/** The filters' Apply, shown only where the page's script is off (inside <noscript>). */
const applyFilters = (page: Page) =>
  page
    .locator('#catalogue')
    .getByRole('complementary', { name: 'Filters' })
    .getByRole('button', { name: 'Apply' });

/** The journeys, with or without JavaScript. */
function journeys(javaScript: boolean) {
  test.use({ viewport: PHONE, javaScriptEnabled: javaScript, hasTouch: false });

  test.beforeEach(async ({ page }) => {
    watchCatalogueAnswers(page);
    if (javaScript) await slowPhone(page);
  });

  test('FR in the language switch switches the page', async ({ page }) => {
    await page.goto('/', { waitUntil: 'commit' });
    const french = page.getByRole('banner').locator(':is(a,button)[lang=fr]');
    const done = await whenShown(french);
    await french.click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr', EFFECT);
    await expect(page.locator('#catalogue-title')).toHaveText('Notre catalogue', EFFECT);
    done();
  });

  test('a search typed and sent finds the product, with q in the address', async ({ page, request }) => {
    const [first] = (await cataloguePage(request, 'type=products&sort=name_asc&page=1')).data;
    const name = first!.item.name;
    await page.goto('/', { waitUntil: 'commit' });
    // The header has a box for wide screens and one for phones: the one shown.
    const box = page.getByRole('banner').getByRole('searchbox').filter({ visible: true });
    // Before the stylesheet applies (nothing is painted yet) both have a layout and count as visible.
    await expect(box).toHaveCount(1);
    const done = await whenShown(box);
    await box.fill(name);
    await box.press('Enter');
    await expect(page).toHaveURL(/[?&]q=/, EFFECT);
    expect(new URL(page.url()).searchParams.get('q')).toBe(name);
    await expect(cardNames(page).first()).toBeVisible(EFFECT);
    await expect(cardNames(page).filter({ hasText: name }).first()).toBeVisible(EFFECT);
    done();
  });

  test('a card tap opens that product', async ({ page }) => {
    await page.goto('/', { waitUntil: 'commit' });
    const name = cardNames(page).first();
    const done = await whenShown(name);
    // The card's own name (other specs add products meanwhile: the API's first card may be another).
    const tapped = (await name.textContent())!.trim();
    await name.click();
    // The quick view once the page is ready, the item's own page before (or without JavaScript).
    const inDialog = page.getByRole('dialog', { name: tapped }).getByRole('heading', { name: tapped });
    const itemPage = page.getByRole('heading', { level: 1, name: tapped });
    await expect(inDialog.or(itemPage).first()).toBeVisible(EFFECT);
    done();
  });

  test('Add to cart on a product page puts it in the cart', async ({ page, request }) => {
    const { data } = await cataloguePage(request, 'type=products&sort=name_asc&page=1');
    const product = data.find((entry) => entry.item.stock > 2)!.item;
    await page.goto(`/products/${product.id}`, { waitUntil: 'commit' });
    const add = page.getByRole('main').getByRole('button', { name: 'Add to cart' });
    const done = await whenShown(add);
    if (!javaScript) {
      // Nothing can put it in a cart without the page's script: the page says so where the button is.
      // (Text inside <noscript> is not matched by getByText: the note is found by its mark.)
      const note = page.getByRole('main').locator('[data-needs-script]');
      await expect(note).toBeVisible();
      await expect(note).toHaveText('Turn on JavaScript to add to your cart.');
      done();
      return;
    }
    await add.click();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeVisible(EFFECT);
    done();
  });

  if (javaScript) {
    test('Add to cart, then the cart link before the script is here: the cart holds the product', async ({
      page,
      request,
    }) => {
      const { data } = await cataloguePage(request, 'type=products&sort=name_asc&page=1');
      const product = data.find((entry) => entry.item.stock > 2)!.item;
      // The page's script is held back until both taps are made: on a slow network the page is idle,
      // shown and not ready, and a link followed then leaves it (the tap before it with it).
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(`/products/${product.id}`, { waitUntil: 'commit' });
      const add = page.getByRole('main').getByRole('button', { name: 'Add to cart' });
      const done = await whenShown(add);
      const cartLink = page.getByRole('link', { name: /^Cart/ }).first();
      await cartLink.waitFor({ state: 'visible' });
      await add.click();
      await cartLink.click();
      release();
      await expect(page).toHaveURL(/\/shopping-cart$/, EFFECT);
      await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeVisible(EFFECT);
      await expect(page.getByRole('main').getByText(product.name).first()).toBeVisible(EFFECT);
      done();
    });
  }

  test('page 2 shows page 2', async ({ page, request }) => {
    const pageTwo = 'type=all&sort=featured&page=2';
    const second = await cataloguePage(request, pageTwo);
    await page.goto('/', { waitUntil: 'commit' });
    const link = page.locator('#catalogue').getByRole('link', { name: 'Page 2', exact: true });
    const done = await whenShown(link);
    await link.click();
    await expect(page.locator('#catalogue [aria-current="page"]')).toHaveText('2', EFFECT);
    // The API's page 2, read before or after (products added meanwhile push the featured order on)...
    const { shown } = await expectShownPage(cardNames(page), request, pageTwo, second);
    // ...and none of page 1's cards: products added only push page 1's last cards onto page 2.
    const first = namesOf(await cataloguePage(request, 'type=all&sort=featured&page=1'));
    expect(shown.filter((name) => first.includes(name))).toEqual([]);
    done();
  });

  test('a sort applies', async ({ page, request }) => {
    const cheapest = await cataloguePage(request, 'type=all&sort=price_asc&page=1');
    await page.goto('/', { waitUntil: 'commit' });
    const sort = page.locator('#catalogue').getByRole('combobox', { name: 'Sort by' });
    const done = await whenShown(sort);
    await sort.selectOption('price_asc');
    // The Apply of the sort's own form (the filters' column, hidden on a phone, has one too).
    const sortForm = page.locator('form', { has: page.getByRole('combobox', { name: 'Sort by' }) });
    if (!javaScript) await sortForm.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/[?&]sort=price_asc/, EFFECT);
    await expectShownPage(cardNames(page), request, 'type=all&sort=price_asc&page=1', cheapest);
    done();
  });

  test('a category filter applies', async ({ page, request }) => {
    const categories = (await (await request.get('/api/categories')).json()) as Category[];
    const hair = categories.find((category) => category.name === 'Hair Care')!;
    const query = `type=all&sort=featured&page=1&category_id=${hair.id}`;
    const filtered = await cataloguePage(request, query);
    await page.goto('/', { waitUntil: 'commit' });
    const filters = filtersControl(page);
    const done = await whenShown(filters);
    await filters.click();
    const choice = page.getByRole('radio', { name: 'Hair Care' });
    await choice.click();
    if (!javaScript) await applyFilters(page).click();
    await expect(page).toHaveURL(new RegExp(`[?&]category=${hair.id}(&|$|#)`), EFFECT);
    await expectShownPage(cardNames(page), request, query, filtered);
    done();
  });

  test('a price range applies', async ({ page, request }) => {
    const query = 'type=all&sort=featured&page=1&min_price=100&max_price=150';
    const inRange = await cataloguePage(request, query);
    expect(inRange.data.length).toBeGreaterThan(0);
    await page.goto('/', { waitUntil: 'commit' });
    const filters = filtersControl(page);
    const done = await whenShown(filters);
    await filters.click();
    await page.getByRole('spinbutton', { name: 'From' }).fill('100');
    const to = page.getByRole('spinbutton', { name: 'To' });
    await to.fill('150');
    // Enter sends the form before the app is ready, and the app applies the range once it is.
    if (javaScript) await to.press('Enter');
    else await applyFilters(page).click();
    await expect
      .poll(() => {
        const params = new URL(page.url()).searchParams;
        return [params.get('min'), params.get('max')];
      }, EFFECT)
      .toEqual(['100', '150']);
    await expectShownPage(cardNames(page), request, query, inRange);
    done();
  });

  test('Reset filters goes back to the whole catalogue', async ({ page, request }) => {
    const query = 'type=all&sort=featured&page=1';
    const all = await cataloguePage(request, query);
    await page.goto('/?min=100&max=150&sort=price_desc#catalogue', { waitUntil: 'commit' });
    const filters = filtersControl(page);
    const done = await whenShown(filters);
    await filters.click();
    await page.getByRole('link', { name: 'Reset filters' }).click();
    await expect.poll(() => new URL(page.url()).search, EFFECT).toBe('');
    await expectShownPage(cardNames(page), request, query, all);
    done();
  });

  test('a brand page searches, and Clear search brings its products back', async ({ page, request }) => {
    const [first] = (await cataloguePage(request, 'type=products&sort=name_asc&page=1')).data;
    const brand = first!.item.company_id!;
    const query = `type=products&sort=name_asc&page=1&per_page=24&company_id=${brand}`;
    const products = await cataloguePage(request, query);
    await page.goto(`/brands/${brand}`, { waitUntil: 'commit' });
    const box = page.getByRole('main').getByRole('searchbox', { name: 'Search by product or category' });
    const done = await whenShown(box);
    await box.fill('zzz no such product');
    await box.press('Enter');
    await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible(EFFECT);
    expect(new URL(page.url()).searchParams.get('q')).toBe('zzz no such product');
    await page.getByRole('link', { name: 'Clear search' }).click();
    await expect.poll(() => new URL(page.url()).search, EFFECT).toBe('');
    await expectShownPage(page.getByRole('main').locator('article h3'), request, query, products);
    done();
  });

  test('scrolling right after the cards show is not thrown back', async ({ page }) => {
    await page.goto('/', { waitUntil: 'commit' });
    const done = await whenShown(cardNames(page).first());
    await page.mouse.wheel(0, 1400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    // Through the page's loading and hydration (several seconds at this speed), it stays where it was put.
    const end = Date.now() + 6_000;
    while (Date.now() < end) {
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      await page.waitForTimeout(200);
    }
    done();
  });
}

test.describe('first tap, CPU 4x, JavaScript on', () => {
  journeys(true);
});

test.describe('first tap, JavaScript off', () => {
  journeys(false);
});
