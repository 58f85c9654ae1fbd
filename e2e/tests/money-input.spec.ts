// Prices typed with a comma (review finding 11): French-speaking staff write 149,50. Every money field
// reads `149,50` and `149.50` as the same amount whatever the browser's language, shows the amount it
// understood before saving, and never multiplies by 100 (a number input once turned 149,50 into 14950).
import { randomBytes } from 'node:crypto';
import { apiSend, expect, newApiContext, test, xsrfToken } from '../fixtures';

// A 1 x 1 PNG: the server decodes and re-encodes it like any upload.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

for (const locale of ['fr-FR', 'en-US']) {
  test(`a ${locale} browser: 149,50 and 49,90 are saved as 149.50 and 49.90 DH`, async ({
    browser,
    adminAccount,
  }) => {
    // 57 s on a 2-core machine at load average 16-22.
    test.setTimeout(90_000);
    const api = await newApiContext(adminAccount.state);
    const [category] = (await (await api.get('/api/categories')).json()) as { id: number }[];
    const [company] = (await (await api.get('/api/companies')).json()) as { id: number }[];
    const name = `Comma price ${locale} ${randomBytes(3).toString('hex')}`;
    const created = await api.fetch('/api/products', {
      method: 'POST',
      headers: { 'X-XSRF-TOKEN': await xsrfToken(api) },
      multipart: {
        name,
        description: 'A product whose price is typed with a decimal comma.',
        price: '120',
        // None in stock: the product never shows in the storefront's lists, which other specs read
        // whole while this one runs (storefront.spec.ts's catalogue test counted it once).
        stock: '0',
        category_id: String(category?.id),
        company_id: String(company?.id),
        image: { name: 'pixel.png', mimeType: 'image/png', buffer: PIXEL },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };

    const context = await browser.newContext({ storageState: adminAccount.state, locale });
    const page = await context.newPage();
    await page.goto('/admin/products');
    await page.getByRole('searchbox', { name: 'Search products' }).fill(name);
    const row = page.getByRole('table').getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: `Edit ${name}` }).click();

    const price = page.getByLabel('Price (DH)');
    await price.fill('149,50');
    await expect(page.getByTestId('understood-amount')).toContainText('149.50 DH');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toBeVisible();
    await expect
      .poll(async () => ((await (await api.get(`/api/products/${id}`)).json()) as { price: number }).price)
      .toBe(149.5);

    await page.getByRole('searchbox', { name: 'Search products' }).fill(name);
    await row.getByRole('button', { name: `Create an offer for ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Create offer' });
    await dialog.getByLabel('Offer price (DH)').fill('49,90');
    await expect(dialog.getByTestId('understood-amount')).toContainText('49.90 DH');
    // Today in the shop's time zone: an offer may not start before it.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Casablanca' }).format(new Date());
    await dialog.getByLabel('Start date').fill(today);
    await dialog.getByLabel('End date').fill('2099-12-31');
    await dialog.getByRole('button', { name: 'Create offer' }).click();
    // What tells the staff the offer is saved: the toast, then the form gone.
    await expect(page.getByText('Offer created.')).toBeVisible();
    await expect(dialog).toBeHidden();
    const product = (await (await api.get(`/api/products/${id}`)).json()) as {
      offer: { offer_price: number } | null;
    };
    expect(product.offer?.offer_price).toBe(49.9);

    await apiSend(api, 'DELETE', `/api/products/${id}`);
    await context.close();
    await api.dispose();
  });
}
