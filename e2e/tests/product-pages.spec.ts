// Product and pack pages (issue 20): a shared address opens the page (the server moves a bare id to
// the canonical `{id}-{slug}`), the page sells the item, the storefront speaks Arabic right to left,
// and the detail modal links to the page. Items are picked from the API's own answers.
import type { APIRequestContext } from '@playwright/test';
import { expect, test, watchErrors } from '../fixtures';
import { slug } from '../fixtures/item-urls';

type Named = { name: string; name_fr?: string | null; name_ar?: string | null };
type Product = Named & { id: number; stock: number };
type Pack = Named & { id: number; stock: number; products: (Named & { id: number })[] };

/** The name a page in `lang` shows (packages/shared localised): the translation when there is one. */
const localisedName = (item: Named, lang: 'fr' | 'ar') =>
  (lang === 'fr' ? item.name_fr : item.name_ar)?.trim() || item.name;

test.describe.configure({ timeout: 90_000 });

async function inStock<T extends { stock: number }>(request: APIRequestContext, path: string): Promise<T> {
  const items = (await (await request.get(path)).json()) as T[];
  const item = items.find((entry) => entry.stock >= 3);
  if (!item) throw new Error(`no item with stock in ${path}`);
  return item;
}

test('a shared product address opens its page, sells it, and speaks Arabic right to left', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const product = await inStock<Product>(request, '/api/products');
  const canonical = `/products/${product.id}-${slug(product.name)}`;

  const response = await page.goto(`/products/${product.id}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(canonical);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page).toHaveTitle(`${product.name} · Parashop`);

  await main.getByRole('button', { name: 'Add to cart', exact: true }).click();
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Update cart', exact: true })).toBeVisible();

  await banner.getByRole('group', { name: 'Language' }).getByRole('link', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(main.getByRole('button', { name: 'تحديث السلة', exact: true })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'السلة، منتج واحد' })).toBeVisible();
  // The product is named in Arabic where it has an Arabic name (decision 207).
  await expect(main.getByRole('heading', { level: 1, name: localisedName(product, 'ar') })).toBeVisible();

  await banner.getByRole('group', { name: 'اللغة' }).getByRole('link', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(main.getByRole('button', { name: 'Update cart', exact: true })).toBeVisible();

  await main.getByRole('button', { name: 'Buy now' }).click();
  await expect(page).toHaveURL('/shopping-cart');
  expect(errors).toEqual([]);
});

test('a pack page lists its products, each a link to its page', async ({ page, request }) => {
  const errors = watchErrors(page);
  const pack = await inStock<Pack>(request, '/api/packs');
  // A stale slug moves to the pack's address in the language of the link: its French name's slug.
  await page.goto(`/packs/${pack.id}-old-name?lang=fr`);
  await expect(page).toHaveURL(`/packs/${pack.id}-${slug(localisedName(pack, 'fr'))}?lang=fr`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const main = page.getByRole('main');
  // The French page names the pack and its products in French where they have a French name.
  await expect(main.getByRole('heading', { level: 1, name: localisedName(pack, 'fr') })).toBeVisible();
  const first = pack.products[0]!;
  const firstName = localisedName(first, 'fr');
  await main
    .getByRole('link', { name: new RegExp(firstName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/products/${first.id}-`));
  await expect(main.getByRole('heading', { level: 1, name: firstName })).toBeVisible();
  expect(errors).toEqual([]);
});

test("the detail modal's link opens the item's page", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  const card = page.locator('#catalogue article').first();
  const name = (await card.locator('h3').textContent())?.trim() ?? '';
  await card.getByRole('button', { name: `Details of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name });
  const link = dialog.getByRole('link', { name: 'View full page' });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/(products|packs)\/\d+-/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(`${name} · Parashop`);
  // Back home, the home page's title comes back.
  await page.goBack();
  await expect(page).toHaveTitle('Your parapharmacy online · Parashop');
  expect(errors).toEqual([]);
});

test('an unknown product is the not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/products/99999999-nothing');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  const unknown = await page.goto('/no/such/page');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});
