// Pages open at their top (issue 18, item 2): after the home page was scrolled down, a page opened by a
// link or by its address starts at its top with its heading in view; Back brings the home page back to
// where it was left; a link to a #section lands on that section. At phone width, where it was seen.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 90_000 });

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

async function scrollHomeDown(page: Page): Promise<number> {
  await page.goto('/');
  await expect(page.locator('#catalogue')).toBeVisible();
  // The catalogue's cards make the page several screens tall once they are in.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(3000);
  await page.mouse.move(195, 400);
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
  // Let the scroll settle before the position is read.
  await page.waitForTimeout(300);
  return scrollY(page);
}

async function expectAtTop(page: Page, path: string) {
  await expect(page).toHaveURL(path);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeInViewport();
  await expect.poll(() => scrollY(page)).toBe(0);
  // Still there once the page's data has arrived (a late restore would move it).
  await page.waitForTimeout(500);
  expect(await scrollY(page)).toBe(0);
  await expect(heading).toBeInViewport();
}

test('a page opened by a link starts at its top, and Back returns to where the home page was', async ({
  page,
}) => {
  const homeY = await scrollHomeDown(page);
  const phoneNav = page.getByRole('navigation', { name: /mobile|phone/i });

  await phoneNav.locator('a[href="/shopping-cart"]').click();
  await expectAtTop(page, '/shopping-cart');

  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect.poll(() => scrollY(page)).toBeGreaterThan(homeY - 5);
  expect(Math.abs((await scrollY(page)) - homeY)).toBeLessThan(5);

  // The profile tab of a guest offers to register: /register by a link, from the scrolled home page.
  await phoneNav.locator('a[href="/account-profile"]').click();
  await expectAtTop(page, '/account-profile');
  await page.getByRole('main').locator('a[href="/register"]').click();
  await expectAtTop(page, '/register');
});

test('a page opened by its address starts at its top, whatever the home page was scrolled to', async ({
  page,
}) => {
  await scrollHomeDown(page);
  await page.goto('/register');
  await expectAtTop(page, '/register');

  await scrollHomeDown(page);
  await page.goto('/shopping-cart');
  await expectAtTop(page, '/shopping-cart');

  // Reloading the scrolled home page keeps its place: only a fresh opening starts at the top.
  const homeY = await scrollHomeDown(page);
  await page.reload();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(homeY - 5);
});

test('a link to a #section lands on that section', async ({ page }) => {
  await page.goto('/shopping-cart');
  await expectAtTop(page, '/shopping-cart');
  await page.locator('footer a[href="/#visit-us"]').click();
  await expect(page).toHaveURL('/#visit-us');
  await expect(page.locator('#visit-us')).toBeInViewport();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
});
