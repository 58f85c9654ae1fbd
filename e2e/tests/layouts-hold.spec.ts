// Layouts that hold (issue 25 item 7): the French status toast on a 390 px phone sits inside the screen
// with no word broken across lines; the cart's quantity buttons are at least 44 x 44 px with their
// icons whole; at 1366 px the orders table fits its box, status select included, and the products
// table too, its expiry header on two lines at most ("EXPIRATION LA PLUS PROCHE" took six).
import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { createWithImage, expect, newApiContext, placeGuestOrder, test } from '../fixtures';

type Product = { id: number; name: string; price: number; stock: number; offer: unknown };

const PHONE = { width: 390, height: 844 };

/** A name typed as one word of `length` characters (real data is hostile: nothing to wrap at). */
const unbroken = (prefix: string, length = 100) =>
  `${prefix}${randomBytes(3).toString('hex')}${'AntiimperfectionsPeauxGrasses'.repeat(4)}`.slice(0, length);

async function chooseFrench(page: Page) {
  await page.getByRole('banner').locator('[lang="fr"]').first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
}

/**
 * The words of the element's text that the layout split over two lines: each word's Range gives one
 * rectangle per line it occupies, so a word with rectangles on two different lines was broken inside.
 */
async function brokenWords(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
        );
        if (tops.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

test('fr at 390 px: the status toast is inside the screen and breaks no word', async ({
  browser,
  adminAccount,
}) => {
  const order = await placeGuestOrder(browser, `Layout ${randomBytes(3).toString('hex')}`);
  // Reduced motion: the toast appears in place (no slide), as on many phones.
  const context = await browser.newContext({
    storageState: adminAccount.state,
    viewport: PHONE,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  try {
    await page.goto(`/admin/orders-dashboard?q=${order.order_number}`);
    await chooseFrench(page);
    const card = page.getByTestId('data-card').filter({ hasText: order.order_number });
    await card
      .getByRole('combobox', { name: `Changer le statut de la commande ${order.order_number}` })
      .selectOption('delivered');
    const content = page.getByTestId('order-status-toast');
    await expect(content).toContainText(`La commande ${order.order_number} est maintenant « Livrée ».`);
    const toast = page.locator('.Toastify__toast').filter({ has: content });
    // Measured at once: the toast stays 5 s.
    const box = (await toast.boundingBox())!;
    const broken = await brokenWords(content);
    const undoBox = (await content.getByRole('button', { name: 'Annuler la modification' }).boundingBox())!;
    expect(broken).toEqual([]);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    // Two or three lines of text and the button, not a column of word pieces (it was 358 x 364 px).
    expect(box.height).toBeLessThan(160);
    expect(undoBox.height).toBeGreaterThanOrEqual(44);
  } finally {
    await context.close();
  }
});

test('at 390 px the cart quantity buttons are 44 x 44 px with whole icons, in en, fr and ar', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true });
  const page = await context.newPage();
  try {
    const products = (await (await page.request.get('/api/products')).json()) as Product[];
    const product = products.find((candidate) => candidate.stock > 5)!;
    await page.goto(`/?q=${encodeURIComponent(product.name)}`);
    await page
      .locator('#catalogue')
      .getByRole('button', { name: `Add ${product.name} to cart` })
      .first()
      .click();
    // What the shopper sees before going on: the cart counts it.
    await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeVisible();
    await page.goto('/shopping-cart');
    for (const language of ['en', 'fr', 'ar']) {
      await page.getByRole('banner').locator(`[lang="${language}"]`).first().click();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const stepper = page
        .locator('#main [role="group"]')
        .filter({ has: page.locator('output') })
        .first();
      const buttons = stepper.getByRole('button');
      await expect(buttons).toHaveCount(2);
      for (const button of await buttons.all()) {
        const box = (await button.boundingBox())!;
        expect(box.width, `${language}: button width`).toBeGreaterThanOrEqual(44);
        expect(box.height, `${language}: button height`).toBeGreaterThanOrEqual(44);
        const icon = (await button.locator('svg').boundingBox())!;
        // The icon is whole: inside its button, at its full 16 px.
        expect(icon.width).toBeGreaterThanOrEqual(16);
        expect(icon.x).toBeGreaterThanOrEqual(box.x);
        expect(icon.x + icon.width).toBeLessThanOrEqual(box.x + box.width);
      }
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth, `${language}: the page scrolls sideways`).toBeLessThanOrEqual(innerWidth);
    }
  } finally {
    await context.close();
  }
});

test('at 1366 px the orders table fits its box, status select included, in en and fr', async ({
  browser,
  adminAccount,
}) => {
  // The newest order, first in the table, is a customer whose name is one 100-character word.
  await placeGuestOrder(browser, unbroken('Customer'));
  const context = await browser.newContext({
    storageState: adminAccount.state,
    viewport: { width: 1366, height: 768 },
  });
  const page = await context.newPage();
  try {
    await page.goto('/admin/orders-dashboard');
    for (const language of ['en', 'fr']) {
      await page.getByRole('banner').locator(`[lang="${language}"]`).first().click();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const table = page.getByRole('table');
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      const region = page.locator('[role="region"]').filter({ has: table });
      const fit = await region.evaluate((box) => ({ scroll: box.scrollWidth, client: box.clientWidth }));
      expect(fit.scroll, `${language}: the table is wider than its box`).toBeLessThanOrEqual(fit.client);
      // The boxes are read again until the rows hold still: they are drawn anew when the language's
      // texts arrive, and a box read from an element being replaced is null.
      const select = table.getByRole('combobox').first();
      await expect(select).toBeVisible();
      await expect
        .poll(async () => {
          const [selectBox, regionBox] = await Promise.all([select.boundingBox(), region.boundingBox()]);
          return selectBox && regionBox && selectBox.x + selectBox.width <= regionBox.x + regionBox.width;
        }, `${language}: the status select is inside the table's box`)
        .toBe(true);
    }
  } finally {
    await context.close();
  }
});

test('at 1366 px the products table fits its box and its expiry header takes two lines at most, in en, fr and ar', async ({
  browser,
  adminAccount,
}) => {
  const context = await browser.newContext({
    storageState: adminAccount.state,
    viewport: { width: 1366, height: 768 },
  });
  const page = await context.newPage();
  const headers = { en: 'Nearest expiry', fr: 'Prochaine expiration', ar: 'أقرب انتهاء' };
  // The newest product, first in the table: a 100-character unbroken name, brand and category.
  const api = await newApiContext(adminAccount.state);
  try {
    const category = await createWithImage(api, '/api/categories', { name: unbroken('Category') });
    const company = await createWithImage(api, '/api/companies', { name: unbroken('Brand', 99) });
    await createWithImage(api, '/api/products', {
      name: unbroken('Product'),
      description: 'A product whose names are one word each.',
      company_id: String(company.id),
      price: '19.90',
      stock: '30',
      category_id: String(category.id),
    });
  } finally {
    await api.dispose();
  }
  try {
    await page.goto('/admin/products');
    for (const language of ['en', 'fr', 'ar'] as const) {
      await page.getByRole('banner').locator(`[lang="${language}"]`).first().click();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const table = page.getByRole('table');
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      const region = page.locator('[role="region"]').filter({ has: table });
      const fit = await region.evaluate((box) => ({ scroll: box.scrollWidth, client: box.clientWidth }));
      expect(fit.scroll, `${language}: the table is wider than its box`).toBeLessThanOrEqual(fit.client);
      const header = table.getByRole('columnheader', { name: headers[language] });
      expect(await brokenWords(header), `${language}: a word of the header is broken`).toEqual([]);
      // The lines the header's text takes: one rectangle top per line.
      const lines = await header.evaluate((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)))
          .size;
      });
      expect(lines, `${language}: the expiry header's lines`).toBeLessThanOrEqual(2);
    }
  } finally {
    await context.close();
  }
});
