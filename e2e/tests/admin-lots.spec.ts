// Lots with expiry dates (decision 130): the admin receives a lot on a product's screen and sees its
// stock and nearest expiry change there and in the products list, where the product is now "expiring
// soon" and one click prepares an offer until that date. The product is created here with a name of its
// own, so the demo data the other specs use is never touched.
import { randomBytes } from 'node:crypto';
import { createWithImage, expect, newApiContext, test } from '../fixtures';

const run = randomBytes(3).toString('hex');
const productName = `E2E Lotion with lots ${run}`;

/** The calendar day `offset` days from now in the shop's zone, 'YYYY-MM-DD'. */
function shopDay(offset = 0): string {
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Casablanca',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/** A date as the English back office writes it (e.g. '24 Dec 2026'). */
const shown = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

test.beforeAll(async ({ adminAccount }) => {
  const api = await newApiContext(adminAccount.state);
  const category = await createWithImage(api, '/api/categories', { name: `E2E Lots shelf ${run}` });
  const company = await createWithImage(api, '/api/companies', { name: `E2E Lots brand ${run}` });
  await createWithImage(api, '/api/products', {
    name: productName,
    description: 'A lotion received in lots, for this browser test.',
    price: '80',
    stock: '7',
    category_id: String(category.id),
    company_id: String(company.id),
  });
  await api.dispose();
});

test('the admin receives a lot and sees the stock and the nearest expiry change', async ({
  adminPage: page,
}) => {
  const expiry = shopDay(30);
  await page.goto('/admin/products');
  await page.getByRole('searchbox', { name: 'Search products' }).fill(productName);
  const row = page.getByRole('table').getByRole('row').filter({ hasText: productName });
  await expect(row.getByRole('cell').nth(3)).toHaveText('7');
  await row.getByRole('button', { name: `Edit ${productName}` }).click();

  const panel = page.getByRole('region', { name: 'Lots and expiry dates' });
  await expect(panel.getByText(/No lots yet/)).toBeVisible();
  const receive = panel.getByRole('form', { name: 'Receive stock' });
  // Bad input: field errors from the shared rules, nothing received.
  await receive.getByLabel('Lot number').fill('L-BAD');
  await receive.getByLabel('Expiry date').fill(expiry);
  await receive.getByRole('spinbutton', { name: 'Quantity' }).fill('0');
  await receive.getByRole('button', { name: 'Receive' }).click();
  await expect(receive.getByText('Quantity must be at least 1')).toBeVisible();

  await receive.getByLabel('Lot number').fill(`L-${run}`);
  await receive.getByRole('spinbutton', { name: 'Quantity' }).fill('12');
  // The first lot of a product with 7 units on the shelf: staff say what becomes of them (decision 213).
  const existing = receive.getByRole('group', {
    name: 'This product has 7 units in stock without a lot. What happens to them?',
  });
  await receive.getByRole('button', { name: 'Receive' }).click();
  await expect(receive.getByText('Choose what happens to the units already in stock')).toBeVisible();
  await expect(existing.getByText("They are added to this lot's quantity: 19 units in all.")).toBeVisible();
  await existing.getByRole('radio', { name: /Replace them with this lot/ }).check();
  await receive.getByRole('button', { name: 'Receive' }).click();
  await expect(page.getByText(`Lot L-${run} received.`)).toBeVisible();
  await expect(panel.getByTestId('lots-stock')).toHaveText('12');
  await expect(panel.getByTestId('lots-next-expiry')).toHaveText(shown(expiry));
  await expect(panel.getByRole('list', { name: 'Lots of this product' })).toContainText(`L-${run}`);
  // The form's stock is now the lots': read-only.
  const stock = page.getByRole('form', { name: 'Edit product' }).getByLabel('Stock');
  await expect(stock).toHaveValue('12');
  await expect(stock).toHaveAttribute('readonly', '');

  // The same lot number twice: the server's field error.
  await receive.getByLabel('Lot number').fill(`L-${run}`);
  await receive.getByLabel('Expiry date').fill(shopDay(60));
  await receive.getByRole('spinbutton', { name: 'Quantity' }).fill('3');
  await receive.getByRole('button', { name: 'Receive' }).click();
  await expect(receive.getByText('This product already has a lot with this number')).toBeVisible();
  await expect(panel.getByTestId('lots-stock')).toHaveText('12');

  await page.getByRole('button', { name: 'Back to products' }).first().click();
  await page.getByRole('searchbox', { name: 'Search products' }).fill(productName);
  await expect(row.getByRole('cell').nth(3)).toHaveText('12');
  await expect(row).toContainText(shown(expiry));
  await expect(row).toContainText('Prepare offer');

  // The filter keeps it; one click prepares an offer until the expiry date.
  await page.getByLabel('Expiring soon only').check();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: new RegExp(`^Prepare an offer for ${productName}`) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('End date')).toHaveValue(expiry);
  // Today in the shop's zone as the browser reckons it (its time zone data decides around midnight).
  const browserShopDay = await page.evaluate(() =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Africa/Casablanca',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(new Date()),
  );
  await expect(dialog.getByLabel('Start date')).toHaveValue(browserShopDay);
});
