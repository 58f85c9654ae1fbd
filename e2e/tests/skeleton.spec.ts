// The walking skeleton in a real browser (issue 2): the built app served by the real API on a fresh
// embedded database.
import { expect, test } from '../fixtures';

test('the home page loads with the shop header', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Parashop/);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
});

test('a guest opening the admin dashboard is sent to sign in, with the way back (decision 210)', async ({
  page,
}) => {
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/login\?next=/);
  const url = new URL(page.url());
  expect(url.pathname).toBe('/login');
  expect(url.searchParams.get('next')).toBe('/admin/dashboard');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('Pharmacy Dashboard')).toHaveCount(0);
});

test('an unknown path shows the 404 page whose button leads home', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  // The server answers with the app and status 404 (decision 190); the app shows the 404 screen.
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(
    page.getByText("Sorry, the page you are looking for doesn't exist or has been moved.", { exact: true }),
  ).toBeVisible();

  const main = page.getByRole('main');
  await main
    .getByRole('link', { name: 'Go Home' })
    .or(main.getByRole('button', { name: 'Go Home' }))
    .click();
  await expect(page).toHaveURL(/\/$/);
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
});

test('the language chosen in the header survives a reload', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(banner.getByRole('link', { name: 'Home', exact: true })).toBeVisible();

  await banner.getByRole('group', { name: 'Language' }).getByRole('link', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(banner.getByRole('link', { name: 'Accueil', exact: true })).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(banner.getByRole('link', { name: 'Accueil', exact: true })).toBeVisible();
  await expect(
    banner.getByRole('group', { name: 'Langue' }).getByRole('link', { name: 'Français' }),
  ).toHaveAttribute('aria-current', 'true');
});

test('a cart line survives a reload', async ({ page }) => {
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Our catalogue' }).getByRole('article').first();
  const name = (await card.getByRole('heading').innerText()).trim();
  await card.getByRole('button', { name: `Add ${name} to cart`, exact: true }).click();

  const cartLink = page.getByRole('banner').getByRole('link', { name: /^Cart, \d+ items?$/ });
  await expect(cartLink).toHaveAccessibleName('Cart, 1 item');

  await page.reload();
  await expect(cartLink).toHaveAccessibleName('Cart, 1 item');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? '[]') as unknown);
  expect(stored).toMatchObject([{ name, quantity: 1 }]);

  await cartLink.click();
  await expect(page).toHaveURL(/\/shopping-cart$/);
  await expect(page.getByRole('main').getByText(name, { exact: true }).first()).toBeVisible();
});
