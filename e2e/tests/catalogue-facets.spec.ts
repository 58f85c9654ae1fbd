// Issue 15 (and issue 18 item 5) in a real browser on the demo data: the attribute filters with their
// counts, products sold in store only, search suggestions, and the filter sheet on a phone.
// Expectations come from the API's own answers, so they hold whatever other tests changed before.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';

type Product = {
  id: number;
  name: string;
  stock: number;
  skin_types: string[];
  concerns: string[];
  sale_mode: 'online' | 'in_store_only';
};

test.describe.configure({ timeout: 90_000 });

async function products(request: APIRequestContext): Promise<Product[]> {
  return (await (await request.get('/api/products')).json()) as Product[];
}

const matching = (list: Product[], skin: string, concern: string) =>
  list.filter((p) => p.stock > 0 && p.skin_types.includes(skin) && p.concerns.includes(concern));

test('a shopper filters by skin type and concern, and the counts follow', async ({ page, request }) => {
  const all = await products(request);
  const dry = all.filter((p) => p.stock > 0 && p.skin_types.includes('dry'));
  const dryForDryness = matching(all, 'dry', 'dryness');
  expect(dryForDryness.length).toBeGreaterThan(0);

  await page.goto('/');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  const section = page.locator('#catalogue');
  const dryBox = filters.getByRole('checkbox', { name: /^Dry\b/ });
  await expect(
    filters.locator('label').filter({ has: page.getByRole('checkbox', { name: /^Dry\b/ }) }),
  ).toContainText(String(dry.length));
  await dryBox.click();
  await expect(dryBox).toBeChecked();
  await expect(section.getByText(new RegExp(`^Showing \\d+–\\d+ of ${dry.length}$`))).toBeVisible();
  await filters.getByRole('checkbox', { name: /^Dryness\b/ }).click();
  await expect(filters.getByRole('checkbox', { name: /^Dryness\b/ })).toBeChecked();
  await expect(section.getByText(new RegExp(`^Showing \\d+–\\d+ of ${dryForDryness.length}$`))).toBeVisible();
  await expect.poll(() => new URL(page.url()).searchParams.getAll('skin_type')).toEqual(['dry']);
  expect(new URL(page.url()).searchParams.getAll('concern')).toEqual(['dryness']);
  // Every card shown is a dry-skin product for dryness.
  const names = new Set(dryForDryness.map((p) => p.name));
  for (const name of await section.locator('article h3').allTextContents())
    expect(names.has(name)).toBe(true);

  // The URL holds the filters: a reload keeps them.
  await page.reload();
  await expect(filters.getByRole('checkbox', { name: /^Dryness\b/ })).toBeChecked();
  await expect(section.getByText(new RegExp(`^Showing \\d+–\\d+ of ${dryForDryness.length}$`))).toBeVisible();
});

test('a product sold in store only shows the badge and the shop contact, never an add button', async ({
  page,
  request,
}) => {
  const inStore = (await products(request)).find((p) => p.sale_mode === 'in_store_only' && p.stock > 0);
  expect(inStore).toBeDefined();
  await page.goto(`/?q=${encodeURIComponent(inStore!.name)}`);
  const card = page.locator('#catalogue').getByRole('article', { name: inStore!.name });
  await expect(card).toContainText('Available in store - ask our pharmacist');
  await expect(card.getByRole('link', { name: /Call the shop/ })).toHaveAttribute('href', /^tel:\+?\d+/);
  await expect(card.getByRole('button', { name: /to cart/ })).toHaveCount(0);

  // The name is a link to the product's page; the eye opens its details in place.
  await card.getByRole('button', { name: `Details of ${inStore!.name}` }).click();
  const details = page.getByRole('dialog', { name: inStore!.name });
  await expect(details).toContainText('Available in store - ask our pharmacist');
  await expect(details.getByRole('button', { name: /Add to cart|Buy now/ })).toHaveCount(0);
});

test('a shopper picks a search suggestion with the keyboard, and another with the mouse', async ({
  page,
  request,
}) => {
  const product = (await products(request)).find((p) => p.stock > 0 && p.name.startsWith('Cicaplast'))!;
  await page.goto('/');
  const search = page.getByRole('searchbox', { name: 'Search the catalogue' });
  await search.pressSequentially('cicapl', { delay: 30 });
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(list.getByRole('option', { name: product.name })).toBeVisible();
  // The suggestions for the whole word, not those of a moment ago ("cic" also lists Cicalfate first).
  await expect(list.getByRole('option').first()).toContainText(product.name);
  await expect(search).toHaveAttribute('aria-autocomplete', 'list');
  await search.press('ArrowDown');
  await expect(search).toHaveAttribute('aria-activedescendant', /option-0$/);
  await search.press('Enter');
  await expect(
    page.getByRole('dialog', { name: product.name }).getByRole('heading', { name: product.name }),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // A brand suggestion opens the brand's page.
  await search.fill('');
  await search.pressSequentially('bioder', { delay: 30 });
  await list.getByRole('option', { name: 'Bioderma' }).click();
  await expect(page).toHaveURL(/\/brands\/\d+/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the filters open in a sheet showing the number of results, and close on them', async ({
    page,
    request,
  }) => {
    const all = await products(request);
    const oily = all.filter((p) => p.stock > 0 && p.skin_types.includes('oily'));
    const oilyAcne = matching(all, 'oily', 'acne');
    await page.goto('/#catalogue');
    const section = page.locator('#catalogue');
    await expect(section.getByRole('complementary', { name: 'Filters' })).toBeHidden();
    await expect(page.getByRole('searchbox', { name: 'Search the catalogue' })).toBeVisible();

    await section.getByRole('button', { name: 'Filters', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByRole('checkbox', { name: /^Oily\b/ }).click();
    await expect(sheet.getByRole('checkbox', { name: /^Oily\b/ })).toBeChecked();
    await expect(sheet.getByRole('button', { name: `Show ${oily.length} results` })).toBeEnabled();
    await sheet.getByRole('checkbox', { name: /^Acne\b/ }).click();
    await expect(sheet.getByRole('checkbox', { name: /^Acne\b/ })).toBeChecked();
    const show = sheet.getByRole('button', { name: `Show ${oilyAcne.length} result` });
    await expect(show).toBeEnabled();
    await show.click();
    await expect(sheet).toBeHidden();
    await expect(section.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
    await expect(section.getByText(new RegExp(`^Showing \\d+–\\d+ of ${oilyAcne.length}$`))).toBeVisible();
    await expect(section.locator('article').first()).toBeInViewport();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
