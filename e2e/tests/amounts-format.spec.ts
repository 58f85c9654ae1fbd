// Amounts in the reader's language (issue 18, item 8): the orders screen's delivered revenue, above a
// thousand in the demo data, with the thousands separator and decimal mark of English, French and
// Arabic (Latin digits, as the Arabic back office writes its dates).
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

const revenueText = async (page: Page) =>
  ((await page.getByTestId('orders-stat-revenue').getByText(/ DH$/).textContent()) ?? '').trim();

const inLanguage = (amount: number, locale: string) =>
  `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} DH`;

async function chooseLanguage(page: Page, language: string) {
  await page.getByRole('banner').locator(`:is(a,button)[lang="${language}"]`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

test('the orders screen writes its revenue the way each language writes amounts', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/orders-dashboard');
  await chooseLanguage(page, 'en');
  const revenue = page.getByTestId('orders-stat-revenue');
  await expect(revenue.getByText(/ DH$/)).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2} DH$/);
  const amount = Number((await revenueText(page)).replace(/[^\d.]/g, ''));
  expect(amount).toBeGreaterThanOrEqual(1000);

  await chooseLanguage(page, 'fr');
  await expect(revenue.getByText(/ DH$/)).toHaveText(inLanguage(amount, 'fr-FR'));
  expect(await revenueText(page)).toMatch(/^\d{1,3}(\u202f\d{3})+,\d{2} DH$/);

  await chooseLanguage(page, 'ar');
  await expect(revenue.getByText(/ DH$/)).toHaveText(inLanguage(amount, 'ar-MA'));
  expect(await revenueText(page)).toMatch(/^\d{1,3}(\.\d{3})+,\d{2} DH$/);
});
