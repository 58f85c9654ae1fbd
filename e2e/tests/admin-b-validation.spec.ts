// The back office, part B (issue 7): every validation message of the product, category, brand, offer
// and pack forms, their confirms, and the failures the screens report. Nothing is saved here: forms are
// left invalid or cancelled, and the server's refusals are played by intercepting the calls.
import type { Page } from '@playwright/test';
import { amountText, expect, test } from '../fixtures';

const longText = (length: number) => 'x'.repeat(length);
const textFile = { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') };
const webpFile = { name: 'photo.webp', mimeType: 'image/webp', buffer: Buffer.from('RIFF0000WEBPVP8 ') };
const hugePng = { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) };
// Says it is a PNG, is not one: only the server, which reads the content, can refuse it.
const fakePng = { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('definitely not a picture') };

// Each test walks a whole form through its rules; the machine that runs CI is small.
// Up to 78 s per test on a 2-core machine at load average 16-22.
test.describe.configure({ timeout: 90_000 });

async function expectMessages(scope: ReturnType<Page['locator']>, messages: string[]) {
  for (const message of messages)
    await expect(scope.getByText(message, { exact: true }).first()).toBeVisible();
}

test('the product form shows each of its messages, and places the server refusal on its field', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/products');
  await page.getByRole('button', { name: 'Add product' }).click();
  const form = page.getByRole('form', { name: 'Add product' });

  // Left without a value: the message comes on blur, before any submit.
  await form.getByLabel('Product name').focus();
  await form.getByLabel('Product name').blur();
  await expect(form.getByText('Product name is required', { exact: true })).toBeVisible();
  await expect(form.getByText('Price is required', { exact: true })).toHaveCount(0);

  await form.getByRole('button', { name: 'Create product' }).click();
  await expectMessages(form, [
    'Product name is required',
    'Category is required',
    'Company is required',
    'Price is required',
    'Stock is required',
    'Description is required',
    'Image is required',
  ]);

  const name = form.getByLabel('Product name');
  await name.fill('A');
  await expect(form.getByText('Product name must be at least 2 characters', { exact: true })).toBeVisible();
  await name.fill(longText(101));
  await expect(form.getByText('Product name cannot exceed 100 characters', { exact: true })).toBeVisible();
  await name.fill('Thermal Water Spray 150ml');
  await expect(form.getByText('Product name cannot exceed 100 characters', { exact: true })).toHaveCount(0);

  await form.getByLabel('Description').fill(longText(501));
  await expect(form.getByText('Description cannot exceed 500 characters', { exact: true })).toBeVisible();
  await expect(form.getByText('501/500')).toBeVisible();
  await form.getByLabel('Description').fill('A soothing mist.');

  const price = form.getByLabel('Price (DH)');
  for (const [value, message] of [
    ['0', 'Price must be greater than 0'],
    ['10000.01', 'Price cannot exceed 10,000'],
    ['12.345', 'Price can have at most 2 decimals'],
  ]) {
    await price.fill(value!);
    await expect(form.getByText(message!, { exact: true })).toBeVisible();
  }
  await price.fill('49.90');

  const stock = form.getByLabel('Stock');
  for (const [value, message] of [
    ['-1', 'Stock cannot be negative'],
    ['2.5', 'Stock must be a whole number'],
    ['10001', 'Stock cannot exceed 10,000'],
  ]) {
    await stock.fill(value!);
    await expect(form.getByText(message!, { exact: true })).toBeVisible();
  }
  await stock.fill('8');

  const image = form.getByLabel('Product image');
  for (const [file, message] of [
    [textFile, 'Please select an image file'],
    [webpFile, 'Only JPG, PNG and GIF images are allowed'],
    [hugePng, 'Image must be 5 MB or smaller'],
  ] as const) {
    await image.setInputFiles(file);
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  }

  await form.getByLabel('Category').selectOption({ index: 1 });
  await form.getByLabel('Company').selectOption({ index: 1 });
  await image.setInputFiles(fakePng);
  await expect(form.getByRole('alert')).toHaveCount(0);
  await form.getByRole('button', { name: 'Create product' }).click();
  // The API reads the content and refuses it: its message goes under the image and in the banner.
  await expect(form.getByText('Please select an image file', { exact: true })).toHaveCount(2);
  await expect(page.getByRole('heading', { name: 'Add product', level: 1 })).toBeVisible();

  await form.getByRole('button', { name: 'Remove image' }).click();
  await expect(form.getByText('Image is required', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Back to products' }).click();
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
});

type ProductRow = {
  id: number;
  name: string;
  price: number;
  offer: { offer_price: number } | null;
  offer_price: number | null;
};

/** A demo product with or without an offer, read from the API (other specs add products). */
async function productWith(page: Page, hasOffer: boolean): Promise<ProductRow> {
  const products = (await (await page.request.get('/api/products')).json()) as ProductRow[];
  const product = products.find((candidate) => (candidate.offer !== null) === hasOffer);
  if (!product)
    throw new Error(`The demo catalogue has no product ${hasOffer ? 'with' : 'without'} an offer`);
  return product;
}

test('the offer modal checks its fields in order and reports failures', async ({ adminPage: page }) => {
  const product = await productWith(page, false);
  await page.goto('/admin/products');
  await page.getByRole('searchbox', { name: 'Search products' }).fill(product.name);
  await page.getByRole('button', { name: `Create an offer for ${product.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Create offer' });
  await expect(dialog).toContainText(`${amountText(product.price)} DH`);
  const submit = dialog.getByRole('button', { name: 'Create offer' });

  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText('Please fill all required fields');
  await dialog.getByLabel('Offer price (DH)').fill('0');
  await dialog.getByLabel('Start date').fill('2026-06-10');
  await dialog.getByLabel('End date').fill('2026-06-09');
  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText('End date must be after or equal to start date');
  await dialog.getByLabel('End date').fill('2026-06-10');
  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText('Offer price must be greater than 0');
  await dialog.getByLabel('Offer price (DH)').fill((product.price + 1).toFixed(2));
  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText('Offer price must be less than original price');

  await page.route('**/api/offers', (route) =>
    route.fulfill({ status: 500, json: { message: 'Something went wrong. Please try again.' } }),
  );
  await dialog.getByLabel('Offer price (DH)').fill((product.price / 2).toFixed(2));
  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText('Failed to create offer. Please check your inputs.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.unroute('**/api/offers');

  // Removing an offer asks first; a refused removal says so and the offer stays.
  const onOffer = await productWith(page, true);
  await page.route('**/api/offers/*', (route) =>
    route.fulfill({ status: 500, json: { message: 'Something went wrong. Please try again.' } }),
  );
  await page.getByRole('searchbox', { name: 'Search products' }).fill(onOffer.name);
  const remove = page.getByRole('button', { name: `Remove the offer of ${onOffer.name}` });
  await remove.click();
  const confirm = page.getByRole('dialog', { name: 'Remove offer' });
  await expect(confirm).toContainText('Are you sure you want to remove this offer?');
  await confirm.getByRole('button', { name: 'Remove offer' }).click();
  await expect(page.getByText('Failed to remove offer.', { exact: true })).toBeVisible();
  await expect(remove).toBeVisible();

  // An offer outside its dates (the API gives no current offer price then) is marked Expired.
  const products = (await (await page.request.get('/api/products')).json()) as ProductRow[];
  const outside = products.find((candidate) => candidate.offer !== null && candidate.offer_price === null);
  if (!outside) throw new Error('The demo catalogue has no offer outside its dates');
  await page.getByRole('searchbox', { name: 'Search products' }).fill(outside.name);
  const row = page.getByRole('table').getByRole('row').filter({ hasText: outside.name });
  await expect(row).toContainText('Expired');
  await expect(row).toContainText(`${amountText(outside.offer!.offer_price)} DH`);
});

test('the category and brand forms show their messages and the server message in the banner', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/categories');
  await page.getByRole('button', { name: 'Add category' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add category' });
  await dialog.getByRole('button', { name: 'Create category' }).click();
  await expect(dialog.getByText('Category name is required', { exact: true })).toBeVisible();
  await dialog.getByLabel('Category name').fill('A');
  await expect(
    dialog.getByText('Category name must be at least 2 characters', { exact: true }),
  ).toBeVisible();
  await dialog.getByLabel('Category name').fill(longText(101));
  await expect(dialog.getByText('Category name cannot exceed 100 characters', { exact: true })).toBeVisible();

  await dialog.getByLabel('Category name').fill('Skincare');
  await page.route('**/api/categories', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 422,
          json: {
            message: 'This category already exists',
            errors: { name: ['This category already exists'] },
          },
        })
      : route.fallback(),
  );
  await dialog.getByRole('button', { name: 'Create category' }).click();
  await expect(dialog.getByText('This category already exists', { exact: true })).toHaveCount(2);
  await page.unroute('**/api/categories');
  await page.route('**/api/categories', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
  );
  await dialog.getByRole('button', { name: 'Create category' }).click();
  await expect(dialog.getByRole('alert').last()).toHaveText('Something went wrong. Please try again.');
  await page.unroute('**/api/categories');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Opened again for creation, the form starts empty.
  await page.getByRole('button', { name: 'Add category' }).click();
  dialog = page.getByRole('dialog', { name: 'Add category' });
  await expect(dialog.getByLabel('Category name')).toHaveValue('');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page
    .getByRole('button', { name: /^Delete / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Delete category' })).toContainText(
    'Are you sure you want to delete the category',
  );
  await page.getByRole('dialog', { name: 'Delete category' }).getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/admin/companies');
  await page.getByRole('button', { name: 'Add brand' }).click();
  dialog = page.getByRole('dialog', { name: 'Add brand' });
  await dialog.getByRole('button', { name: 'Create brand' }).click();
  await expectMessages(dialog, ['Company name is required', 'Image is required']);
  await dialog.getByLabel('Brand name').fill('A');
  await expect(dialog.getByText('Company name must be at least 2 characters', { exact: true })).toBeVisible();
  await dialog.getByLabel('Brand name').fill(longText(100));
  await expect(
    dialog.getByText('Company name must be less than 100 characters', { exact: true }),
  ).toBeVisible();
  await dialog.getByLabel('Name in French').fill(longText(101));
  await dialog.getByLabel('Name in French').blur();
  await expect(dialog.getByText('This text is too long', { exact: true })).toBeVisible();
  await dialog.getByLabel('Logo').setInputFiles(textFile);
  await expect(dialog.getByText('Please select an image file', { exact: true })).toBeVisible();
  await dialog.getByLabel('Logo').setInputFiles(webpFile);
  await expect(dialog.getByText('Only JPG, PNG and GIF images are allowed', { exact: true })).toBeVisible();
  await dialog.getByLabel('Logo').setInputFiles(hugePng);
  await expect(dialog.getByText('Image must be 5 MB or smaller', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Add brand' }).click();
  dialog = page.getByRole('dialog', { name: 'Add brand' });
  await expect(dialog.getByLabel('Brand name')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

test('the pack form shows the pack messages word for word', async ({ adminPage: page }) => {
  await page.goto('/admin/pack-management');
  await page
    .getByRole('button', { name: /^Delete / })
    .first()
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete pack' });
  await expect(confirm).toContainText('Are you sure you want to delete this pack?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Create pack' }).click();
  const form = page.getByRole('form', { name: 'Create pack' });
  await form.getByRole('button', { name: 'Create pack' }).click();
  await expectMessages(form, [
    'Pack name is required',
    'Description is required',
    'Price is required',
    'Please select at least one product',
  ]);
  await form.getByLabel('Pack name').fill('A');
  await expect(form.getByText('Pack name must be at least 2 characters', { exact: true })).toBeVisible();
  await form.getByLabel('Pack name').fill(longText(101));
  await expect(form.getByText('Pack name cannot exceed 100 characters', { exact: true })).toBeVisible();
  await form.getByLabel('Description').fill(longText(501));
  await expect(form.getByText('Description cannot exceed 500 characters', { exact: true })).toBeVisible();
  await form.getByLabel('Price (DH)').fill('0');
  await expect(form.getByText('Price must be a positive number', { exact: true })).toBeVisible();
  await form.getByLabel('Price (DH)').fill('10001');
  await expect(form.getByText('Price cannot exceed 10,000', { exact: true })).toBeVisible();

  const picker = page.getByRole('region', { name: 'Choose the products' });
  await picker
    .getByRole('button', { name: /^Add .+ to the pack$/ })
    .first()
    .click();
  await expect(form.getByText('Please select at least one product', { exact: true })).toHaveCount(0);
  await form.getByRole('button', { name: /^Remove .+ from the pack$/ }).click();
  await expect(form.getByText('Please select at least one product', { exact: true })).toBeVisible();
});

test('each catalogue screen reports a failed load', async ({ adminPage: page }) => {
  const refuse = (path: string) =>
    page.route(`**/api/${path}`, (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 503, json: { message: 'Service unavailable' } })
        : route.fallback(),
    );
  await refuse('products');
  await refuse('categories');
  await refuse('companies');
  await refuse('packs');

  await page.goto('/admin/products');
  await expect(page.getByText('Error loading products: Service unavailable', { exact: true })).toBeVisible();
  await page.goto('/admin/categories');
  await expect(page.getByText('Error loading categories.', { exact: true })).toBeVisible();
  await page.goto('/admin/companies');
  await expect(page.getByText('Error fetching companies.', { exact: true })).toBeVisible();
  await page.goto('/admin/pack-management');
  await expect(page.getByText('Error loading packs.', { exact: true })).toBeVisible();

  // A failed delete says so, and the product stays.
  await page.unroute('**/api/products');
  await page.route('**/api/products/*', (route) =>
    route.request().method() === 'DELETE' ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
  );
  await page.goto('/admin/products');
  await page
    .getByRole('button', { name: /^Delete / })
    .first()
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete product' });
  await expect(confirm).toContainText('It will also be removed from any pack.');
  await confirm.getByRole('button', { name: 'Delete product' }).click();
  await expect(
    page.getByText('Failed to delete the product. Please try again.', { exact: true }),
  ).toBeVisible();
});
