// The shopper's way through checkout and registration (issue 18, items 4 and 7): a signed-in customer
// finds name and city filled in, the disabled "Review my order" says what is missing, the verify-code
// page offers "Resend code" after a minute and the login page then has the e-mail filled in; and the
// catalogue speaks French when the shopper does.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test, verificationCode, waitForMail } from '../fixtures';

type Product = {
  id: number;
  name: string;
  name_fr: string | null;
  price: number;
  offer_price: number | null;
  stock: number;
};

/** Free delivery from 500 DH (FREE_DELIVERY_THRESHOLD in packages/shared/src/constants.ts); below, an area is asked. */
const FREE_DELIVERY_FROM = 500;

async function chooseLanguage(page: Page, language: string) {
  await page.getByRole('banner').locator(`:is(a,button)[lang="${language}"]`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

test('a signed-in customer finds name and city filled in; a disabled review says what is missing', async ({
  customerPage: page,
  customerAccount,
  request,
}) => {
  const products = (await (await request.get('/api/products')).json()) as Product[];
  // One unit below the free-delivery threshold: the delivery area is one of the things to complete.
  const product = products.find(
    (item) => item.stock > 3 && (item.offer_price ?? item.price) < FREE_DELIVERY_FROM,
  )!;
  expect(product, 'the demo data has a product in stock below the free-delivery threshold').toBeTruthy();
  await page.goto(`/?q=${encodeURIComponent(product.name)}`);
  const card = page.locator('#catalogue').getByRole('article', { name: product.name });
  await card.getByRole('button', { name: `Add ${product.name} to cart` }).click();
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Cart, 1 item/ })
    .click();
  await page.getByRole('button', { name: 'Continue to your details' }).click();

  await expect(page.getByLabel('Full name')).toHaveValue(customerAccount.fullName);
  await expect(page.getByLabel('City')).toHaveValue(customerAccount.city);
  await expect(page.getByLabel('Phone number')).toHaveValue('');

  // Leaving the phone and the address wrong or empty: the button is disabled and says why.
  const review = page.getByRole('button', { name: 'Review my order' });
  await page.getByLabel('Phone number').fill('12');
  await page.getByLabel('Address').focus();
  await page.getByLabel('Address').blur();
  await expect(review).toBeDisabled();
  await expect(review).toHaveAccessibleDescription(/Phone number, Address/);
  await expect(page.getByText('To review your order, complete: Phone number, Address')).toBeVisible();

  await page.getByLabel('Phone number').fill('0612345678');
  await page.getByLabel('Address').fill('12 Rue Tarfaya');
  // What remains: the delivery area, asked below the free-delivery threshold.
  const area = page.getByLabel('Delivery area');
  await expect(page.getByText('To review your order, complete: Delivery area')).toBeVisible();
  await expect(area).toBeVisible();
  await area.selectOption({ index: 1 });
  await expect(page.getByText(/To review your order, complete/)).toBeHidden();
  await expect(review).toBeEnabled();
});

test('resend code on the verify page, then the login page has the e-mail filled in', async ({ page }) => {
  // 'Resend code' is offered after a minute, by design: that minute plus the rest of the journey
  // (84 s in all on a 2-core machine at load average 16-22).
  test.setTimeout(120_000);
  const email = `e2e.resend.${randomBytes(4).toString('hex')}@gmail.com`;
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Resend Shopper');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('City').fill('Dakhla');
  await page.getByLabel('Password', { exact: true }).fill('resend-secret');
  await page.getByLabel('Confirm password').fill('resend-secret');
  const firstSince = Date.now();
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/verify-code\?/);
  const first = verificationCode(await waitForMail({ to: email, since: firstSince }));

  // The button counts down the minute since the code was sent, then sends a new one.
  const waiting = page.getByRole('button', { name: /^Resend code in \d+ s$/ });
  await expect(waiting).toBeDisabled();
  const resend = page.getByRole('button', { name: 'Resend code', exact: true });
  await expect(resend).toBeEnabled({ timeout: 75_000 });
  const secondSince = Date.now();
  await resend.click();
  await expect(page.getByText('We have sent you a new code. The earlier one no longer works.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Resend code in \d+ s$/ })).toBeDisabled();
  const second = verificationCode(await waitForMail({ to: email, since: secondSince }));

  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(second);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  expect(first).toMatch(/^\d{6}$/);
});

test('switching the shop to French shows the French product names', async ({ page, request }) => {
  const products = (await (await request.get('/api/products')).json()) as Product[];
  const product = products.find((item) => item.stock > 0 && item.name_fr && item.name_fr !== item.name)!;
  expect(product, 'the demo catalogue has French names').toBeTruthy();
  await page.goto(`/?q=${encodeURIComponent(product.name)}`);
  const catalogue = page.locator('#catalogue');
  await expect(catalogue.getByRole('article', { name: product.name })).toBeVisible();
  await chooseLanguage(page, 'fr');
  await expect(catalogue.getByRole('article', { name: product.name_fr! })).toBeVisible();
  await expect(catalogue.getByText(product.name_fr!, { exact: true })).toBeVisible();
  // Searching by the French name finds it too.
  await page.goto(`/?q=${encodeURIComponent(product.name_fr!)}`);
  await expect(catalogue.getByRole('article', { name: product.name_fr! })).toBeVisible();
});
