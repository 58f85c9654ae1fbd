// The storefront in a real browser on the demo data (issue 6): catalogue filters and sorts, the hero's
// content rules, the detail modal, favourites, the brand page, phones, French. Expectations are computed
// from the API's own answers at the start of each test, so they hold whatever other tests changed before.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { amountText, expect, test } from '../fixtures';

type Named = { id: number; name: string };
type Product = Named & {
  price: number;
  offer_price: number | null;
  stock: number;
  number_click: number;
  category_id: number;
  company_id: number;
  category: { name: string };
  company: { name: string };
};
type Pack = Named & {
  price: number;
  offer_price: number | null;
  stock: number;
  number_click: number;
  images: string[];
  products: { id: number; image: string | null }[];
};
type Company = Named & { image: string | null };

// Whole journeys through a loaded 2-core machine: more than the default 30 seconds each. Each test reads
// what it checks from the API at its start and needs nothing of another: both workers share them out
// (the file is one of the last two handed out, about 75 s of tests).
test.describe.configure({ mode: 'parallel', timeout: 90_000 });

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
/** The search also matches the French and Arabic names (decision 170). */
const foldedNames = (item: { name: string; name_fr?: string | null; name_ar?: string | null }) =>
  fold([item.name, item.name_fr, item.name_ar].filter(Boolean).join(' '));

async function catalogue(request: APIRequestContext) {
  const products = (await (await request.get('/api/products')).json()) as Product[];
  const packs = (await (await request.get('/api/packs')).json()) as Pack[];
  const companies = (await (await request.get('/api/companies')).json()) as Company[];
  const byId = new Map(products.map((product) => [product.id, product]));
  const members = (pack: Pack) =>
    pack.products.map((item) => byId.get(item.id)).filter((p): p is Product => !!p);
  return { products, packs, companies, members };
}

/** A pack's pictures as the gallery shows them: its images, then its products', without repeats. */
const packPictures = (pack: Pack) => [
  ...new Set(
    [...pack.images, ...pack.products.map((p) => p.image)].filter((image): image is string => !!image),
  ),
];
const paid = (item: { price: number; offer_price: number | null }) => item.offer_price ?? item.price;
const byPriceThenName = (a: Product | Pack, b: Product | Pack) =>
  paid(a) - paid(b) || collator.compare(a.name, b.name);

function cardNames(page: Page): Locator {
  return page.locator('#catalogue article h3');
}

/**
 * The home page as the browser builds it: opened from another page by the header's link. Its own
 * address comes rendered by the server with its answers (decision 192), so the loading and error
 * states, and answers a test replaces, are those of a shopper moving to it within the shop.
 */
async function openHomeWithin(page: Page) {
  await page.goto('/favorites');
  await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

test.describe('home catalogue', () => {
  test('filters, sorts, searches and pages give the right cards, in stock only', async ({
    page,
    request,
  }) => {
    const { products, packs, members } = await catalogue(request);
    const inStock = [...products, ...packs].filter((item) => item.stock > 0);
    const soldOut = products.find((product) => product.stock === 0);
    await page.goto('/');
    const section = page.locator('#catalogue');

    await expect(section.getByText(`Showing 1–8 of ${inStock.length}`)).toBeVisible();
    await expect(cardNames(page)).toHaveCount(8);

    // Name A to Z, then the second page.
    await section.getByLabel('Sort by').selectOption({ label: 'Name: A to Z' });
    const byName = inStock.map((item) => item.name).sort(collator.compare);
    await expect(cardNames(page)).toHaveText(byName.slice(0, 8));
    await section.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(cardNames(page)).toHaveText(byName.slice(8, 16));
    await expect(section.getByText(`Showing 9–16 of ${inStock.length}`)).toBeVisible();
    await section.getByLabel('Sort by').selectOption({ label: 'Name: Z to A' });
    await expect(cardNames(page)).toHaveText([...byName].reverse().slice(0, 8));

    // A category, cheapest first: its products and the packs holding one of them.
    // The filters live in the URL: the radio shows checked once the navigation is done.
    await section.getByRole('radio', { name: 'Hair Care' }).click();
    await expect(section.getByRole('radio', { name: 'Hair Care' })).toBeChecked();
    await section.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
    const hairCare = inStock
      .filter((item) =>
        'category' in item
          ? item.category.name === 'Hair Care'
          : members(item).some((product) => product.category.name === 'Hair Care'),
      )
      .sort(byPriceThenName);
    await expect(section.getByText(new RegExp(`^Showing \\d+–\\d+ of ${hairCare.length}$`))).toBeVisible();
    await expect(cardNames(page)).toHaveText(hairCare.slice(0, 8).map((item) => item.name));
    await section.getByLabel('Sort by').selectOption({ label: 'Price: high to low' });
    await expect(cardNames(page)).toHaveText(
      [...hairCare]
        .sort((a, b) => paid(b) - paid(a) || collator.compare(a.name, b.name))
        .slice(0, 8)
        .map((i) => i.name),
    );

    // A brand on top of the category.
    const ducray = products.find((product) => product.company.name === 'Ducray')!;
    await section.getByLabel('Brand').selectOption({ label: 'Ducray' });
    const hairCareDucray = hairCare.filter((item) =>
      'company_id' in item
        ? item.company_id === ducray.company_id
        : members(item).some((p) => p.company_id === ducray.company_id),
    );
    await expect(cardNames(page)).toHaveCount(Math.min(8, hairCareDucray.length));

    // Search (name, category or brand, without accents), over everything again.
    await section.getByRole('link', { name: 'Reset filters' }).first().click();
    await section.getByLabel('Search the catalogue').fill('SHAMPOO');
    const shampoos = inStock.filter((item) => foldedNames(item).includes('shampoo'));
    await expect(section.getByText(new RegExp(`^Showing \\d+–\\d+ of ${shampoos.length}$`))).toBeVisible();
    await expect(cardNames(page)).toHaveText(shampoos.slice(0, 8).map((item) => item.name));
    if (soldOut) {
      await section.getByLabel('Search the catalogue').fill(soldOut.name);
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(soldOut.name);
      await expect(section.getByRole('heading', { name: 'No products match your filters' })).toBeVisible();
    }
    await section.getByLabel('Search the catalogue').fill('no such product anywhere');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('no such product anywhere');
    await expect(section.getByRole('heading', { name: 'No products match your filters' })).toBeVisible();
    await section.getByRole('link', { name: 'Reset filters' }).last().click();
    await expect(cardNames(page)).toHaveCount(8);

    // Type: packages, then special offers.
    await section.getByLabel('Type').selectOption({ label: 'Packages' });
    await expect(cardNames(page)).toHaveText(packs.filter((pack) => pack.stock > 0).map((pack) => pack.name));
    await section.getByLabel('Type').selectOption({ label: 'Special offers' });
    const offers = products.filter((product) => product.stock > 0 && product.offer_price !== null);
    await expect(section.getByText(new RegExp(`^Showing \\d+–\\d+ of ${offers.length}$`))).toBeVisible();
    await expect(section.locator('article')).toHaveCount(Math.min(8, offers.length));
    for (const card of await section.locator('article').all())
      await expect(card.getByText(/^-\d+%$/)).toBeVisible();

    // Price range with the two slider handles: whole DHS, bounds included.
    await section.getByLabel('Type').selectOption({ label: 'All products' });
    await section.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
    await section.getByLabel('Minimum price').fill('100');
    await section.getByLabel('Maximum price').fill('150');
    await expect(page).toHaveURL(/min=100&max=150/);
    const inRange = inStock.filter((item) => paid(item) >= 100 && paid(item) <= 150).sort(byPriceThenName);
    await expect(section.getByText(new RegExp(`^Showing \\d+–\\d+ of ${inRange.length}$`))).toBeVisible();
    await expect(cardNames(page)).toHaveText(inRange.slice(0, 8).map((item) => item.name));
  });

  test('shows the loading text, then the error text with a retry when the catalogue cannot be read', async ({
    page,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let failing = true;
    await page.route(
      (url) => url.pathname === '/api/catalogue',
      async (route) => {
        await held;
        if (failing)
          await route.fulfill({ status: 500, json: { message: 'Something went wrong. Please try again.' } });
        else await route.continue();
      },
    );
    await openHomeWithin(page);
    const section = page.locator('#catalogue');
    await expect(section.getByText('Loading products and packs...')).toBeVisible();
    await expect(section.locator('[data-skeleton="card"]')).toHaveCount(8);
    release();
    await expect(section.getByText('Error fetching products or packs.')).toBeVisible({ timeout: 15_000 });
    failing = false;
    await section.getByRole('button', { name: 'Try again' }).click();
    await expect(cardNames(page)).toHaveCount(8);
  });

  test('never downloads the whole catalogue: each filter change asks the server for one page', async ({
    page,
    request,
  }) => {
    const { products } = await catalogue(request);
    const hairCare = products.find((product) => product.category.name === 'Hair Care')!;
    const asked: URL[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname.startsWith('/api/')) asked.push(url);
    });
    /** The next catalogue request whose parameters are exactly `expected`. */
    const catalogueRequest = (expected: Record<string, string>) =>
      page.waitForRequest((req) => {
        const url = new URL(req.url());
        return (
          url.pathname === '/api/catalogue' &&
          JSON.stringify([...url.searchParams].sort()) === JSON.stringify(Object.entries(expected).sort())
        );
      });

    await page.goto('/');
    const section = page.locator('#catalogue');
    await expect(cardNames(page)).toHaveCount(8);
    // The first page and the hero came with the HTML (decision 192): the browser asked for neither.
    expect(asked.map((url) => url.pathname)).not.toContain('/api/catalogue');
    expect(asked.map((url) => url.pathname)).not.toContain('/api/catalogue/hero');
    // Cards show the AVIF or WebP variant their drawn width needs, sized, loaded as they come near (the
    // catalogue is below the hero); the thumbnail is the plain src.
    const picture = section.locator('article img').first();
    await expect(picture).toHaveAttribute('src', /-thumb\.webp$/);
    await expect(picture).toHaveAttribute('srcset', /-w160\.webp 160w, .*-w1024\.webp 1024w$/);
    await expect(section.locator('article picture source[type="image/avif"]').first()).toHaveAttribute(
      'srcset',
      /-w160\.avif 160w, .*-w1024\.avif 1024w$/,
    );
    await expect(picture).toHaveAttribute('sizes', /\(min-width: 1280px\) 205px/);
    await expect(picture).toHaveAttribute('width', '400');
    await expect(picture).toHaveAttribute('height', '400');
    await expect(picture).toHaveAttribute('loading', 'lazy');
    await expect(picture).toHaveAttribute('decoding', 'async');

    // Page 2 is a link: followed before the page's script is ready it is the server's page 2 (no
    // request from the browser), after it the app asks for that one page.
    await section.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(section.getByText(/^Showing 9–16 of/)).toBeVisible();
    const sorted = catalogueRequest({ sort: 'price_asc' });
    await section.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
    await sorted;
    const filtered = catalogueRequest({ sort: 'price_asc', category_id: String(hairCare.category_id) });
    await section.getByRole('radio', { name: 'Hair Care' }).click();
    await filtered;
    // Only what differs from the defaults is sent (type=all, sort=featured, page=1 are left out).
    const searched = catalogueRequest({
      sort: 'price_asc',
      category_id: String(hairCare.category_id),
      q: 'shampoo',
    });
    await section.getByLabel('Search the catalogue').fill('shampoo');
    await searched;
    const offers = catalogueRequest({
      sort: 'price_asc',
      category_id: String(hairCare.category_id),
      q: 'shampoo',
      type: 'offers',
    });
    await section.getByLabel('Type').selectOption({ label: 'Special offers' });
    await offers;

    const whole = asked.filter((url) => url.pathname === '/api/products' || url.pathname === '/api/packs');
    expect(whole.map((url) => url.href)).toEqual([]);
  });

  test('keeps its place while loading: the hero, brands and catalogue push nothing down when they arrive', async ({
    page,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = ['/api/catalogue', '/api/catalogue/hero', '/api/companies', '/api/categories'];
    await page.route(
      (url) => slow.includes(url.pathname),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await openHomeWithin(page);
    await expect(page.locator('[data-skeleton="hero"]')).toBeVisible();
    await expect(page.locator('[data-skeleton="brands"]')).toBeVisible();
    await expect(page.locator('#catalogue [data-skeleton="card"]')).toHaveCount(8);
    const place = () =>
      page.evaluate(() => ({
        brands: Math.round(document.getElementById('brands')!.getBoundingClientRect().top + window.scrollY),
        catalogue: Math.round(
          document.getElementById('catalogue')!.getBoundingClientRect().top + window.scrollY,
        ),
        footer: Math.round(document.querySelector('footer')!.getBoundingClientRect().top + window.scrollY),
      }));
    const loading = await place();
    release();
    await expect(cardNames(page)).toHaveCount(8);
    await expect(
      page.getByRole('region', { name: 'Featured products' }).locator('[data-badge]').first(),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Our brands' }).getByRole('link').first()).toBeVisible();
    expect(await place()).toEqual(loading);
  });
});

test.describe('hero carousel', () => {
  test('shows the in-stock offers, at most 8, each badged OFFER, and moves with the buttons and dots', async ({
    page,
    request,
  }) => {
    const { products } = await catalogue(request);
    const offers = products.filter((product) => product.stock > 0 && product.offer_price !== null);
    expect(offers.length).toBeGreaterThan(0);
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Featured products' });
    const slides = hero.locator('[data-badge]');
    await expect(slides).toHaveCount(Math.min(8, offers.length));
    await expect(hero.locator('[data-badge="offer"]')).toHaveCount(Math.min(8, offers.length));
    const names = await slides.locator('h2').allInnerTexts();
    for (const name of names) expect(offers.map((offer) => offer.name)).toContain(name);
    await expect(slides.first().getByText('Offer', { exact: true })).toBeVisible();

    // The first picture is the page's largest paint: fetched at once and first; the others wait.
    const pictures = slides.locator('img');
    await expect(pictures.first()).toHaveAttribute('loading', 'eager');
    await expect(pictures.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(pictures.first()).toHaveAttribute('srcset', /-w160\.webp 160w, .*-w1024\.webp 1024w$/);
    // The browser drew a variant (made on its first request for the demo's pictures), not the placeholder.
    await expect
      .poll(() => pictures.first().evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/-w\d+\.(avif|webp)$/);
    // The browser picks the variant (currentSrc) before it has it: drawn once it has loaded and decoded.
    await expect
      .poll(() => pictures.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(pictures.nth(1)).toHaveAttribute('loading', 'lazy');

    const second = hero.getByRole('group', { name: `2 of ${names.length}` });
    await hero.getByRole('button', { name: 'Go to slide 2' }).click();
    await expect(second).not.toHaveAttribute('aria-hidden', 'true');
    await hero.getByRole('button', { name: 'Previous slide' }).click();
    await expect(hero.getByRole('group', { name: `1 of ${names.length}` })).not.toHaveAttribute(
      'aria-hidden',
      'true',
    );
    await hero.getByRole('button', { name: 'Previous slide' }).click();
    // Wraps from the first slide to the last.
    await expect(hero.getByRole('group', { name: `${names.length} of ${names.length}` })).not.toHaveAttribute(
      'aria-hidden',
      'true',
    );
    // Advances by itself after 5 seconds (autoplay pauses under the mouse: move it away).
    await page.mouse.move(0, 0);
    await expect(hero.getByRole('group', { name: `1 of ${names.length}` })).not.toHaveAttribute(
      'aria-hidden',
      'true',
      {
        timeout: 8_000,
      },
    );
  });

  test('without offers: the POPULAR products, then the PACKs, as the server lists them', async ({
    page,
    request,
  }) => {
    // The choice itself (most-clicked in-stock products and packs) is the server's, tested by the API
    // tests; here the page shows an answer of that kind, in its order, with its badges.
    const { products, packs } = await catalogue(request);
    const clicks = (a: Product | Pack, b: Product | Pack) => b.number_click - a.number_click || a.id - b.id;
    const popular = products
      .filter((p) => p.stock > 0)
      .sort(clicks)
      .slice(0, 4);
    const topPacks = packs
      .filter((p) => p.stock > 0)
      .sort(clicks)
      .slice(0, 4);
    await page.route('**/api/catalogue/hero', (route) =>
      route.fulfill({
        json: {
          data: [
            ...popular.map((item) => ({
              badge: 'popular',
              kind: 'product',
              item: { ...item, offer_price: null },
            })),
            ...topPacks.map((item) => ({ badge: 'pack', kind: 'pack', item })),
          ],
        },
      }),
    );
    await openHomeWithin(page);
    const hero = page.getByRole('region', { name: 'Featured products' });
    await expect(hero.locator('[data-badge]')).toHaveCount(popular.length + topPacks.length);
    await expect(hero.locator('[data-badge="popular"] h2')).toHaveText(popular.map((p) => p.name));
    await expect(hero.locator('[data-badge="pack"] h2')).toHaveText(topPacks.map((p) => p.name));
    await expect(hero.locator('[data-badge="offer"]')).toHaveCount(0);
    await expect(
      hero.locator('[data-badge="popular"]').first().getByText('Popular', { exact: true }),
    ).toBeVisible();
  });
});

test.describe('detail modal', () => {
  test('counts a click, steps the quantity within the stock, adds, then updates the cart, and buys now', async ({
    page,
    request,
  }) => {
    const { products, packs } = await catalogue(request);
    const product = products
      .filter((p) => p.stock >= 3 && p.offer_price !== null)
      .sort((a, b) => collator.compare(a.name, b.name))[0]!;
    await page.goto(`/?q=${encodeURIComponent(product.name)}`);
    const card = page.locator('#catalogue').getByRole('article', { name: product.name });

    const click = page.waitForRequest(
      (req) => req.method() === 'POST' && req.url().endsWith(`/api/products/${product.id}/click`),
    );
    await card.getByRole('button', { name: `Details of ${product.name}` }).click();
    await click;
    const dialog = page.getByRole('dialog', { name: product.name });
    await expect(dialog).toContainText(`${amountText(paid(product))} DHS`);
    await expect(dialog.locator('.line-through')).toContainText(`${amountText(product.price)} DHS`);
    const discount = Math.round((1 - product.offer_price! / product.price) * 100);
    await expect(dialog.getByText(`-${discount}%`)).toBeVisible();

    const quantity = dialog.getByRole('group', { name: `Quantity of ${product.name}` });
    await expect(quantity.getByRole('status')).toHaveText('1');
    await expect(quantity.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await quantity.getByRole('button', { name: 'Increase quantity' }).click();
    await quantity.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantity.getByRole('status')).toHaveText('3');
    await dialog.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText(`Product ${product.name} added to cart`)).toBeVisible();
    await expect(page.locator('.Toastify__toast-container--bottom-left')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

    // Opening it again starts at the cart's quantity and offers to update the cart.
    await card.getByRole('button', { name: `Details of ${product.name}` }).click();
    await expect(quantity.getByRole('status')).toHaveText('3');
    await quantity.getByRole('button', { name: 'Decrease quantity' }).click();
    await dialog.getByRole('button', { name: 'Update cart' }).click();
    await expect(page.getByText(`Decreased ${product.name} quantity`)).toBeVisible();

    // A pack: its products listed, its pictures as thumbnails; Buy now goes to the cart.
    const pack = packs.find((p) => p.stock > 0 && packPictures(p).length >= 2)!;
    await page.goto(`/?type=packs`);
    const packClick = page.waitForRequest(
      (req) => req.method() === 'POST' && req.url().endsWith(`/api/packs/${pack.id}/click`),
    );
    await page
      .locator('#catalogue')
      .getByRole('button', { name: `Details of ${pack.name}` })
      .click();
    await packClick;
    const packDialog = page.getByRole('dialog', { name: pack.name });
    const count = pack.products.length;
    await expect(
      packDialog.getByText(`In this pack: ${count} product${count === 1 ? '' : 's'}`),
    ).toBeVisible();
    const thumbnails = packDialog
      .getByRole('group', { name: 'Pictures' })
      .getByRole('button', { name: /Show picture/ });
    await expect(thumbnails).toHaveCount(Math.min(4, packPictures(pack).length));
    await thumbnails.nth(1).click();
    await expect(thumbnails.nth(1)).toHaveAttribute('aria-current', 'true');
    await packDialog.getByRole('button', { name: 'Buy now' }).click();
    await expect(page).toHaveURL(/\/shopping-cart$/);
    await expect(page.getByRole('listitem', { name: pack.name })).toBeVisible();
    await expect(page.getByRole('listitem', { name: product.name })).toBeVisible();
  });

  test('pack cards rotate their pictures', async ({ page, request }) => {
    const { packs } = await catalogue(request);
    const pack = packs.find((p) => p.stock > 0 && packPictures(p).length >= 2)!;
    await page.goto('/?type=packs');
    const card = page.locator('#catalogue').getByRole('article', { name: pack.name });
    const shown = card.locator('[data-rotating-images] img.opacity-100');
    await expect(shown).toHaveCount(1);
    const first = await shown.getAttribute('src');
    await expect(shown).not.toHaveAttribute('src', first!, { timeout: 8_000 });
  });
});

test.describe('favourites', () => {
  test('a guest is asked to log in, by a 3-second message and on the favourites page', async ({ page }) => {
    await page.goto('/');
    await page
      .locator('#catalogue article')
      .first()
      .getByRole('button', { name: /^Add .* to favorites$/ })
      .click();
    const toast = page.getByText('Please log in to manage favorites.');
    await expect(toast).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 6_000 });
    await page.goto('/favorites');
    await expect(
      page.getByRole('heading', { name: 'Please log in to manage your favourites' }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  test('a customer toggles, refreshes and removes favourites', async ({ customerPage: page, request }) => {
    const { products, packs } = await catalogue(request);
    const product = products.filter((p) => p.stock > 0).sort((a, b) => collator.compare(a.name, b.name))[0]!;
    const pack = packs.find((p) => p.stock > 0)!;
    await page.goto('/favorites');
    await expect(page.getByRole('heading', { name: 'No favorites yet' })).toBeVisible();

    await page.goto(`/?q=${encodeURIComponent(product.name)}`);
    await page.getByRole('button', { name: `Add ${product.name} to favorites` }).click();
    await expect(page.getByRole('button', { name: `Remove ${product.name} from favorites` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('banner').getByRole('link', { name: 'Favorites, 1 item' })).toBeVisible();
    await page.goto('/?type=packs');
    await page.getByRole('button', { name: `Add ${pack.name} to favorites` }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Favorites, 2 items' })).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: 'Favorites, 2 items' }).click();
    await expect(page.getByRole('heading', { name: 'My favorites' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(2);
    const packCard = page.getByRole('article', { name: pack.name });
    const count = pack.products.length;
    await expect(
      packCard.getByText(count === 1 ? '1 product' : `${count} products`, { exact: true }),
    ).toBeVisible();
    await expect(page.getByText('2 favorite items')).toBeVisible();
    await expect(page.getByText(`Total value: ${amountText(paid(product) + paid(pack))} DHS`)).toBeVisible();

    const refreshed = page.waitForResponse((res) => res.url().endsWith('/api/favourites') && res.ok());
    await page.getByRole('button', { name: 'Refresh' }).click();
    await refreshed;
    await expect(page.getByRole('article')).toHaveCount(2);

    await packCard.getByRole('button', { name: `Add ${pack.name} to cart` }).click();
    await expect(packCard.getByRole('group', { name: `Quantity of ${pack.name}` })).toBeVisible();

    await page.getByRole('button', { name: `Remove ${pack.name} from favorites` }).click();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByText('1 favorite item', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('article')).toHaveCount(1);
    await page.getByRole('button', { name: `Remove ${product.name} from favorites` }).click();
    await expect(page.getByRole('heading', { name: 'No favorites yet' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Favorites, 0 items' })).toBeVisible();
  });
});

test.describe('brand page', () => {
  test('opens from the brand strip, counts, searches by product or category, empties and clears', async ({
    page,
    request,
  }) => {
    const { products, companies } = await catalogue(request);
    const brand = companies
      .map((company) => ({
        company,
        items: products.filter((p) => p.company_id === company.id && p.stock > 0),
      }))
      .sort((a, b) => b.items.length - a.items.length)[0]!;
    const asked: URL[] = [];
    page.on('request', (req) => asked.push(new URL(req.url())));
    await page.goto('/');
    const strip = page.getByRole('region', { name: 'Our brands' });
    const logo = strip.getByRole('link', { name: `See ${brand.company.name} products` });
    // The strip scrolls all the time and stops under the pointer: point at the logo, then click it.
    await logo.hover({ force: true });
    await logo.click();
    await expect(page).toHaveURL(new RegExp(`/brands/${brand.company.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: brand.company.name })).toBeVisible();
    await expect(page.getByText(`${brand.items.length} products found`)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(brand.items.length);

    const category = brand.items[0]!.category.name;
    await page.getByLabel('Search by product or category').fill(category.toUpperCase());
    const inCategory = brand.items.filter(
      (p) => p.category.name === category || fold(p.name).includes(fold(category)),
    );
    await expect(page.getByRole('article')).toHaveCount(inCategory.length);

    const target = brand.items[0]!;
    await page.getByLabel('Search by product or category').fill(target.name.slice(0, 8));
    await expect(page.getByRole('article', { name: target.name })).toBeVisible();
    const view = page.waitForRequest(
      (req) => req.method() === 'POST' && req.url().endsWith(`/api/products/${target.id}/click`),
    );
    await page.getByRole('button', { name: `Details of ${target.name}` }).click();
    await view;
    await page.keyboard.press('Escape');

    await page.getByLabel('Search by product or category').fill('zzz no match');
    await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
    await expect(page.getByText('0 products found')).toBeVisible();
    await page.getByRole('link', { name: 'Clear search' }).click();
    await expect(page.getByRole('article')).toHaveCount(brand.items.length);

    // The brand's products come from the server, a page at a time, by name; never the whole lists.
    const brandPages = asked.filter(
      (url) =>
        url.pathname === '/api/catalogue' && url.searchParams.get('company_id') === String(brand.company.id),
    );
    expect(brandPages.length).toBeGreaterThan(0);
    for (const url of brandPages) {
      expect(url.searchParams.get('type')).toBe('products');
      expect(url.searchParams.get('sort')).toBe('name_asc');
    }
    expect(asked.filter((url) => ['/api/products', '/api/packs'].includes(url.pathname))).toEqual([]);
  });
});

test.describe('phones', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the bottom bar leads home, to the cart, favourites and profile; cart toasts stay hidden', async ({
    page,
  }) => {
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Mobile navigation' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link')).toHaveCount(4);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();

    const firstCard = page.locator('#catalogue article').first();
    await firstCard.scrollIntoViewIfNeeded();
    await firstCard.getByRole('button', { name: /^Add .* to cart$/ }).click();
    await expect(bar.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await expect(page.locator('.Toastify__toast.cart-toast')).toBeHidden();

    await bar.getByRole('link', { name: 'Cart, 1 item' }).click();
    await expect(page).toHaveURL(/\/shopping-cart$/);
    await bar.getByRole('link', { name: /^Favorites/ }).click();
    await expect(page).toHaveURL(/\/favorites$/);
    await bar.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/account-profile$/);
    await bar.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    // Nothing is wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('an admin gets the dashboard link in the bottom bar', async ({ adminPage: page }) => {
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Mobile navigation' });
    await expect(bar.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Profile' })).toHaveCount(0);
  });
});

test.describe('French', () => {
  test('the language switch turns every storefront screen to French', async ({ page, request }) => {
    const { companies } = await catalogue(request);
    await page.goto('/');
    await page
      .getByRole('banner')
      .getByRole('group', { name: 'Language' })
      .getByRole('link', { name: 'Français' })
      .click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByText("Livraison gratuite dès 500 DHS d'achat")).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Notre catalogue' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nos marques' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nous trouver' })).toBeVisible();
    await expect(page.getByText('Tous les jours, de 10 h à 23 h').first()).toBeVisible();
    await expect(page.locator('#catalogue').getByLabel('Trier par')).toBeVisible();

    await page
      .locator('#catalogue article')
      .first()
      .getByRole('button', { name: /^Ajouter .* au panier$/ })
      .click();
    await expect(page.getByText(/^Produit .* ajouté au panier$/)).toBeVisible();

    await page.goto(`/brands/${companies[0]!.id}`);
    await expect(page.getByLabel('Rechercher par produit ou catégorie')).toBeVisible();
    await expect(page.getByText(/produits? trouvés?/)).toBeVisible();

    await page.goto('/shopping-cart');
    await expect(page.getByRole('heading', { name: 'Panier', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Récapitulatif' })).toBeVisible();
    await page.getByRole('button', { name: 'Passer à mes coordonnées' }).click();
    await expect(page.getByRole('heading', { name: 'Coordonnées de livraison' })).toBeVisible();

    await page.goto('/favorites');
    await expect(
      page.getByRole('heading', { name: 'Veuillez vous connecter pour gérer vos favoris' }),
    ).toBeVisible();
  });
});
