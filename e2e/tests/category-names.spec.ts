// One name per category per language (issue 25 item 5, decision 231): the storefront filter, the quick
// view, the product page and the back office (products filter, dashboard category sales and top
// sellers) show the category's own French or Arabic name from the database, never a second text.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

type Named = { name: string; name_fr: string | null; name_ar: string | null };
type Product = Named & { id: number; stock: number; category: Named & { id: number } };
type CategorySales = {
  category_name: string;
  category_name_fr: string | null;
  category_name_ar: string | null;
};
type TopSeller = Named;

const nameIn = (item: Named, lang: 'fr' | 'ar') =>
  (lang === 'fr' ? item.name_fr : item.name_ar)?.trim() || item.name;

async function chooseLanguage(page: Page, language: string) {
  await page.getByRole('banner').locator(`:is(a,button)[lang="${language}"]`).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

test.describe.configure({ timeout: 120_000 });

test('fr: the filter, the quick view and the product page give a category the same French name', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const products = (await (await page.request.get('/api/products')).json()) as Product[];
  const product = products.find(
    (item) =>
      item.stock > 0 && item.name_fr && item.category.name_fr && item.category.name_fr !== item.category.name,
  );
  expect(product, 'a product whose category has its own French name').toBeDefined();
  const category = product!.category.name_fr!;

  await page.goto('/');
  await chooseLanguage(page, 'fr');
  await page.goto(`/?q=${encodeURIComponent(product!.name_fr!)}`);
  await expect(
    page.getByRole('group', { name: 'Catégorie' }).getByRole('radio', { name: category, exact: true }),
  ).toBeVisible();

  const card = page.locator('#catalogue').getByRole('article', { name: product!.name_fr! }).first();
  await card.getByRole('button', { name: `Détails de ${product!.name_fr}` }).click();
  const dialog = page.getByRole('dialog', { name: product!.name_fr! });
  await expect(dialog.getByText(category, { exact: true })).toBeVisible();
  await dialog.getByRole('link', { name: 'Voir la page complète' }).click();

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: product!.name_fr! })).toBeVisible();
  await expect(main.getByRole('link', { name: `Catalogue : ${category}` })).toHaveText(category);
});

for (const lang of ['fr', 'ar'] as const) {
  test(`${lang}: the back office names categories and top sellers in ${lang}, as the storefront does`, async ({
    adminPage: page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const sales = (await (
      await page.request.get('/api/sales-per-categories?period=all')
    ).json()) as CategorySales[];
    const top = ((await (await page.request.get('/api/sales-per-product')).json()) as TopSeller[]).slice(
      0,
      5,
    );
    expect(sales.length, 'the demo shop has delivered orders').toBeGreaterThan(0);

    await page.goto('/admin/dashboard');
    await chooseLanguage(page, lang);
    const rows = page.getByTestId('category-sales-row');
    await expect(rows).toHaveCount(sales.length);
    for (const [index, row] of sales.entries()) {
      const expected =
        (lang === 'fr' ? row.category_name_fr : row.category_name_ar)?.trim() || row.category_name;
      await expect(rows.nth(index)).toContainText(expected);
    }
    const sellers = page.getByTestId('top-selling-item');
    for (const [index, item] of top.entries()) {
      await expect(sellers.nth(index)).toContainText(nameIn(item, lang));
    }

    await page.goto('/admin/products');
    const products = (await (await page.request.get('/api/products')).json()) as Product[];
    const filter = page.getByRole('combobox', { name: lang === 'fr' ? 'Catégorie' : 'الفئة' });
    const categories = new Map(products.map((item) => [item.category.id, item.category]));
    for (const category of categories.values()) {
      await expect(filter.locator('option', { hasText: nameIn(category, lang) })).toHaveCount(1);
    }
  });
}
