// The back office, part B (issue 7): categories, brands, products with their offers and packs, driven as
// an admin in Chromium against the real API on the demo data. Everything created here has a name of its
// own (a random suffix), so the other specs' demo data is never touched.
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';

const SHOP_ZONE = 'Africa/Casablanca';
const run = randomBytes(3).toString('hex');

/** A real PNG image of `size` x `size` pixels of one colour, built here (the server decodes it). */
function png(size: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const pngFile = (name: string, rgb: [number, number, number]) => ({
  name,
  mimeType: 'image/png',
  buffer: png(64, rgb),
});

/** The calendar day `offset` days from now in the shop's zone, 'YYYY-MM-DD'. */
function shopDay(offset = 0): string {
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

const names = {
  category: `E2E Dermo-cosmetics ${run}`,
  brand: `E2E Laboratoires ${run}`,
  brandFr: `E2E Laboratoires FR ${run}`,
  brandAr: `مختبرات ${run}`,
  product: `E2E Soothing Cream ${run}`,
  pack: `E2E Sensitive Routine ${run}`,
};

function tableRow(page: Page, text: string): Locator {
  return page.getByRole('table').getByRole('row').filter({ hasText: text });
}

async function searchList(page: Page, label: string, text: string) {
  await page.getByRole('searchbox', { name: label }).fill(text);
}

test.describe('catalogue back office', () => {
  // Each step drives several screens and uploads; the machine that runs CI is small.
  // Up to 78 s per test on a 2-core machine at load average 16-22.
  test.describe.configure({ mode: 'serial', timeout: 90_000 });

  test('creates a category, a brand with its logo and a product with its image', async ({
    adminPage: page,
  }) => {
    await page.goto('/admin/categories');
    await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('complementary', { name: 'Deleting a category deletes its products' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Add category' }).click();
    const categoryDialog = page.getByRole('dialog', { name: 'Add category' });
    await categoryDialog.getByLabel('Category name').fill(names.category);
    await categoryDialog.getByRole('button', { name: 'Create category' }).click();
    await expect(categoryDialog).toBeHidden();
    await searchList(page, 'Search categories', names.category);
    await expect(tableRow(page, names.category)).toContainText('No products');

    await page.goto('/admin/companies');
    await expect(
      page.getByRole('complementary', { name: 'Deleting a brand deletes all its products' }),
    ).toBeVisible();
    const total = Number(await page.getByTestId('companies-total').locator('dd').first().innerText());
    await page.getByRole('button', { name: 'Add brand' }).click();
    const brandDialog = page.getByRole('dialog', { name: 'Add brand' });
    await brandDialog.getByLabel('Brand name').fill(names.brand);
    await brandDialog.getByLabel('Name in French').fill(names.brandFr);
    await brandDialog.getByLabel('Name in Arabic').fill(names.brandAr);
    await brandDialog.getByLabel('Logo').setInputFiles(pngFile('logo.png', [20, 120, 200]));
    await expect(brandDialog.getByRole('img', { name: 'Preview of the brand logo' })).toHaveAttribute(
      'src',
      /^blob:/,
    );
    await brandDialog.getByRole('button', { name: 'Create brand' }).click();
    await expect(brandDialog).toBeHidden();
    await expect(page.getByTestId('companies-total')).toContainText(String(total + 1));
    await searchList(page, 'Search brands', names.brand);
    const brandRow = tableRow(page, names.brand);
    await expect(brandRow).toContainText(names.brandAr);
    // The uploaded logo is served back from storage as a decodable image.
    const logo = brandRow.locator('img');
    await expect(logo).toHaveAttribute('src', /^\/storage\/companies\/.+-thumb\.webp$/);
    await expect
      .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);

    await page.goto('/admin/products');
    await page.getByRole('button', { name: 'Add product' }).click();
    const form = page.getByRole('form', { name: 'Add product' });
    await form.getByLabel('Product name').fill(names.product);
    await form.getByLabel('Category').selectOption({ label: names.category });
    await form.getByLabel('Company').selectOption({ label: names.brand });
    await form.getByLabel('Price (DH)').fill('120');
    await form.getByLabel('Stock').fill('25');
    await form
      .getByLabel('Description')
      .fill('A soothing cream for sensitive skin, made for this browser test.');
    await expect(form.getByText('64/500')).toBeVisible();
    await form.getByLabel('Product image').setInputFiles(pngFile('cream.png', [230, 120, 160]));
    await form.getByRole('button', { name: 'Create product' }).click();

    await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
    await searchList(page, 'Search products', names.product);
    const row = tableRow(page, names.product);
    await expect(row).toContainText(names.category);
    await expect(row).toContainText('120.00 DH');
    await expect(row).toContainText('In Stock');
    await expect(row).toContainText('No offer');
    const thumbnail = row
      .getByRole('button', { name: `Show a large image of ${names.product}` })
      .locator('img');
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await row.getByRole('button', { name: `Show a large image of ${names.product}` }).click();
    await expect(
      page.getByRole('dialog', { name: names.product }).getByRole('img', { name: names.product }),
    ).toBeVisible();
  });

  test('gives the product an offer that the storefront shows with its badge', async ({ adminPage: page }) => {
    await page.goto('/admin/products');
    await searchList(page, 'Search products', names.product);
    await tableRow(page, names.product)
      .getByRole('button', { name: `Create an offer for ${names.product}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Create offer' });
    await expect(dialog).toContainText('120.00 DH');
    await dialog.getByLabel('Offer price (DH)').fill('90');
    await dialog.getByLabel('Start date').fill(shopDay());
    await dialog.getByLabel('End date').fill(shopDay(10));
    await expect(dialog.getByText('Customers save 25%.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Create offer' }).click();
    await expect(dialog).toBeHidden();

    const row = tableRow(page, names.product);
    await expect(row).toContainText('90.00 DH');
    await expect(row).toContainText('25% off');
    await expect(row).not.toContainText('Expired');
    await expect(row.getByRole('button', { name: `Remove the offer of ${names.product}` })).toBeVisible();

    await page.goto('/');
    const catalogue = page.getByRole('region', { name: 'Our catalogue' });
    await catalogue.getByRole('searchbox', { name: 'Search the catalogue' }).fill(names.product);
    const card = catalogue.getByRole('article', { name: names.product });
    await expect(card).toContainText('-25%');
    await expect(card).toContainText('90.00 DHS');
    await expect(card.locator('.line-through')).toHaveText(/120\.00 DHS/);
  });

  test('builds a pack from the product picker', async ({ adminPage: page }) => {
    await page.goto('/admin/pack-management');
    await page.getByRole('button', { name: 'Create pack' }).click();
    const picker = page.getByRole('region', { name: 'Choose the products' });
    const form = page.getByRole('form', { name: 'Create pack' });
    // 12 products per page, at most 5 page buttons.
    await expect(picker.getByRole('button', { name: /^Add .+ to the pack$/ })).toHaveCount(12);
    await expect(
      picker.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: /^Page \d/ }),
    ).toHaveCount(5);

    await picker.getByRole('button', { name: 'Page 2' }).click();
    const secondPageProduct = picker.getByRole('button', { name: /^Add .+ to the pack$/ }).first();
    const otherName = ((await secondPageProduct.getAttribute('aria-label')) ?? '').replace(
      /^Add (.+) to the pack$/,
      '$1',
    );
    await secondPageProduct.click();
    await picker.getByRole('searchbox', { name: 'Search products' }).fill(names.product);
    await picker.getByRole('button', { name: `Add ${names.product} to the pack` }).click();
    await expect(
      picker.getByRole('button', { name: `Take ${names.product} out of the pack` }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(form.getByText('Products in the pack (2)')).toBeVisible();
    await expect(form.getByRole('button', { name: `Remove ${otherName} from the pack` })).toBeVisible();

    await form.getByLabel('Pack name').fill(names.pack);
    await form.getByLabel('Description').fill('Two gentle products chosen by the browser test.');
    await form.getByLabel('Price (DH)').fill('99.90');
    await form.getByRole('button', { name: 'Create pack' }).click();

    await expect(page.getByRole('heading', { name: 'Pack management', level: 1 })).toBeVisible();
    await searchList(page, 'Search packs', names.pack);
    const row = tableRow(page, names.pack);
    await expect(row).toContainText('99.90 DH');
    await expect(row.getByRole('cell').nth(5)).toHaveText('2');
    await row.getByRole('button', { name: `View ${names.pack}` }).click();
    const details = page.getByRole('dialog', { name: names.pack });
    await expect(details).toContainText('2 products in the pack');
    await expect(details).toContainText(names.product);
    await expect(details).toContainText(otherName);
    await expect(details).toContainText('Created');
    await expect(details).toContainText('Last updated');
  });

  test('deletes the brand after its confirm, and its products go with it', async ({ adminPage: page }) => {
    await page.goto('/admin/companies');
    await searchList(page, 'Search brands', names.brand);
    await tableRow(page, names.brand)
      .getByRole('button', { name: `Delete ${names.brand}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete brand' });
    await expect(confirm).toContainText(
      `Are you sure you want to delete the brand “${names.brand}”? Its 1 product will be deleted too.`,
    );
    // Cancelling keeps it.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(tableRow(page, names.brand)).toBeVisible();
    await tableRow(page, names.brand)
      .getByRole('button', { name: `Delete ${names.brand}` })
      .click();
    await page
      .getByRole('dialog', { name: 'Delete brand' })
      .getByRole('button', { name: 'Delete brand' })
      .click();
    await expect(page.getByRole('table')).toContainText('No brands match your search.');

    await page.goto('/admin/products');
    await searchList(page, 'Search products', names.product);
    await expect(page.getByRole('table')).toContainText('No products match your search or filters.');

    // Deleting a product takes it out of its packs: the pack keeps its other product.
    await page.goto('/admin/pack-management');
    await searchList(page, 'Search packs', names.pack);
    await expect(tableRow(page, names.pack).getByRole('cell').nth(5)).toHaveText('1');

    await page.goto('/');
    const catalogue = page.getByRole('region', { name: 'Our catalogue' });
    await catalogue.getByRole('searchbox', { name: 'Search the catalogue' }).fill(names.product);
    await expect(catalogue.getByRole('article', { name: names.product })).toHaveCount(0);
  });
});
