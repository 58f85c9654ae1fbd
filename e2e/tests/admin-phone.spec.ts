// The back office on a phone (issue 18, items 1 and 3): at 390 px the orders, products, customers and
// packs lists are cards whose actions are reachable (44 px targets) and the page never scrolls sideways;
// a status change says what happened with an "Undo", and cancelling asks first. At 1366 px the
// products table fits its box in English and Arabic.
import { randomBytes } from 'node:crypto';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, newApiContext, placeGuestOrder, test } from '../fixtures';

const PHONE = { width: 390, height: 844 };

// The back office's pages are heavy to open on a busy machine, as in the other back-office files.

type OrderRow = { id: number; order_number: string; status: string; total_order: number };

async function phonePage(browser: Browser, state: Parameters<Browser['newContext']>[0]) {
  // Reduced motion, as many phones are set: toasts appear in place instead of sliding in, so a tap
  // on their buttons does not chase them on a busy machine.
  const context = await browser.newContext({
    ...state,
    viewport: PHONE,
    hasTouch: true,
    reducedMotion: 'reduce',
  });
  return { context, page: await context.newPage() };
}

/** The page does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(innerWidth);
}

/** The control is inside the screen's width and at least 44 px on each side. */
async function expectReachable(control: Locator) {
  await expect(control).toBeVisible();
  const box = await control.boundingBox();
  if (!box) throw new Error('the control has no box');
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);
}

/** The element is within the screen's width. */
async function expectInsideScreen(element: Locator) {
  await expect(element).toBeVisible();
  const box = await element.boundingBox();
  if (!box) throw new Error('the element has no box');
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
}

/** The list's cards (no table at phone width). */
async function expectCards(page: Page, name: string) {
  await expect(page.getByRole('list', { name })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByTestId('data-card').first()).toBeVisible();
}

test.describe('back office at 390 px', () => {
  test('orders: cards; a status change is told with Undo; cancelling asks first', async ({
    browser,
    adminAccount,
  }) => {
    const order = await placeGuestOrder(browser, `Phone ${randomBytes(3).toString('hex')}`);
    const { context, page } = await phonePage(browser, { storageState: adminAccount.state });
    try {
      await page.goto(`/admin/orders-dashboard?q=${order.order_number}`);
      await expect(page.getByRole('heading', { name: 'Orders management' })).toBeVisible();
      await expectCards(page, 'Orders');
      const card = page.getByTestId('data-card').filter({ hasText: order.order_number });
      await expect(card).toHaveCount(1);
      await expect(card.getByTestId('order-status')).toHaveText('Pending');
      await expectNoSidewaysScroll(page);

      const select = card.getByRole('combobox', { name: `Change the status of order ${order.order_number}` });
      await expectReachable(select);
      await expectReachable(
        card.getByRole('button', { name: `View details of order ${order.order_number}` }),
      );

      // Delivered: done at once, told in a toast naming the order, undone by its button.
      await select.selectOption('delivered');
      await expect(card.getByTestId('order-status')).toHaveText('Delivered');
      const toast = page.getByTestId('order-status-toast');
      await expect(toast).toContainText(`Order ${order.order_number} is now Delivered.`);
      await toast.getByRole('button', { name: 'Undo' }).click();
      await expect(card.getByTestId('order-status')).toHaveText('Pending');
      await expect(page.getByText(`Order ${order.order_number} is back to Pending.`)).toBeVisible();

      // Cancelled: asks first; "keep" changes nothing.
      await select.selectOption('cancelled');
      const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
      await expect(dialog).toContainText(`Order ${order.order_number} will be cancelled`);
      await dialog.getByRole('button', { name: 'Keep it Pending' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(card.getByTestId('order-status')).toHaveText('Pending');
      await expect(select).toHaveValue('pending');

      await select.selectOption('cancelled');
      await dialog.getByRole('button', { name: 'Cancel the order' }).click();
      await expect(card.getByTestId('order-status')).toHaveText('Cancelled');
      await expect(page.getByTestId('order-status-toast')).toContainText(
        `Order ${order.order_number} is now Cancelled.`,
      );

      const api = await newApiContext(adminAccount.state);
      try {
        const orders = (await (await api.get('/api/orders')).json()) as OrderRow[];
        expect(orders.find((candidate) => candidate.id === order.id)?.status).toBe('cancelled');
      } finally {
        await api.dispose();
      }

      // The details open from the card and fit the screen.
      await card.getByRole('button', { name: `View details of order ${order.order_number}` }).click();
      const details = page.getByRole('dialog', { name: 'Order details' });
      await expect(details).toContainText(order.order_number);
      await expectInsideScreen(details.getByRole('heading', { name: 'Order details' }));
      await expectNoSidewaysScroll(page);
    } finally {
      await context.close();
    }
  });

  test('products: cards with offer, edit and delete within reach', async ({ browser, adminAccount }) => {
    const { context, page } = await phonePage(browser, { storageState: adminAccount.state });
    try {
      await page.goto('/admin/products');
      await expectCards(page, 'Products');
      const card = page.getByTestId('data-card').first();
      await expectReachable(card.getByRole('button', { name: /^Edit / }));
      await expectReachable(card.getByRole('button', { name: /^Delete / }));
      await expectReachable(card.getByRole('button', { name: /offer/i }).first());
      await expectNoSidewaysScroll(page);

      await card.getByRole('button', { name: /^Delete / }).click();
      const question = page.getByRole('alertdialog').or(page.getByRole('dialog'));
      await expect(question).toContainText(/delete/i);
      await expectInsideScreen(question.getByRole('button', { name: 'Cancel' }));
      await question.getByRole('button', { name: 'Cancel' }).click();
      await expect(question).toHaveCount(0);

      await card.getByRole('button', { name: /^Edit / }).click();
      await expect(page.getByRole('textbox').first()).toBeVisible();
      await expectNoSidewaysScroll(page);
    } finally {
      await context.close();
    }
  });

  test('customers: a card opens the customer', async ({ browser, adminAccount, customerAccount }) => {
    const { context, page } = await phonePage(browser, { storageState: adminAccount.state });
    try {
      await page.goto('/admin/customers');
      await expectCards(page, 'Customers');
      await page.getByRole('searchbox', { name: 'Search customers' }).fill(customerAccount.email);
      // The card holds a real button named after what it opens (issue 25 item 11).
      const open = page
        .getByTestId('data-card')
        .getByRole('button', { name: `View details of ${customerAccount.fullName}` });
      await expect(open).toBeVisible();
      await expectNoSidewaysScroll(page);
      await open.click();
      const details = page.getByRole('dialog', { name: customerAccount.fullName });
      await expect(details).toContainText(customerAccount.email);
      await expectInsideScreen(details.getByRole('heading', { name: customerAccount.fullName }));
      await expectNoSidewaysScroll(page);
    } finally {
      await context.close();
    }
  });

  test('packs: cards with view, edit and delete within reach', async ({ browser, adminAccount }) => {
    const { context, page } = await phonePage(browser, { storageState: adminAccount.state });
    try {
      await page.goto('/admin/pack-management');
      await expectCards(page, 'Packs');
      const card = page.getByTestId('data-card').first();
      for (const action of [/^View /, /^Edit /, /^Delete /]) {
        await expectReachable(card.getByRole('button', { name: action }));
      }
      await expectNoSidewaysScroll(page);
      await card.getByRole('button', { name: /^View / }).click();
      await expect(page.getByRole('dialog')).toContainText('DH');
      await expectNoSidewaysScroll(page);
    } finally {
      await context.close();
    }
  });
});

for (const lang of ['en', 'ar'] as const) {
  test(`at 1366 px the products table fits its box (${lang})`, async ({ browser, adminAccount }) => {
    const context = await browser.newContext({
      storageState: adminAccount.state,
      viewport: { width: 1366, height: 900 },
    });
    const page = await context.newPage();
    try {
      await page.goto('/admin/products');
      if (lang === 'ar') {
        await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'العربية' }).click();
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      }
      const table = page.getByRole('table');
      await expect(table).toBeVisible();
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      const { tableWidth, boxWidth } = await table.evaluate((element) => ({
        tableWidth: element.scrollWidth,
        boxWidth: (element.parentElement as HTMLElement).clientWidth,
      }));
      expect(tableWidth, 'the table is wider than its box').toBeLessThanOrEqual(boxWidth);
      await expectNoSidewaysScroll(page);
      // The last action of the first row is inside the box. Its box is read again until the row holds
      // still: the row's actions are drawn anew when the language's texts arrive, and a box read from a
      // button being replaced is null.
      const remove = table.getByRole('row').nth(1).getByRole('button').last();
      await expect(remove).toBeVisible();
      const container = await table.evaluate((element) => {
        const rect = (element.parentElement as HTMLElement).getBoundingClientRect();
        return { left: rect.left, right: rect.right };
      });
      await expect
        .poll(async () => {
          const box = await remove.boundingBox();
          return box && { left: box.x >= container.left, right: box.x + box.width <= container.right + 0.5 };
        }, 'the last action of the first row is inside the box')
        .toEqual({ left: true, right: true });
    } finally {
      await context.close();
    }
  });
}
