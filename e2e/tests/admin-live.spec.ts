// The back office live (issue 16): a new order placed from another browser reaches the admin header
// and the orders list through the notification stream, without a reload; the CSV export downloads
// the rows the filters show.
import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, placeGuestOrder, test } from '../fixtures';

async function bellCount(page: Page): Promise<number> {
  const label = (await page.getByTestId('notification-bell').getAttribute('aria-label')) ?? '';
  return Number(/(\d+)/.exec(label)?.[1] ?? 0);
}

test.describe('back office live', () => {
  test('a new order from another browser shows in the header and the orders list without a reload', async ({
    adminPage: page,
    browser,
  }) => {
    const stream = page.waitForResponse((response) => response.url().endsWith('/api/notifications/stream'));
    await page.goto('/admin/orders-dashboard');
    await expect(page.getByRole('heading', { name: 'Orders management' })).toBeVisible();
    expect((await stream).status()).toBe(200);
    await expect(page.getByRole('table', { name: 'Orders' })).toBeVisible();
    let reloaded = false;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) reloaded = true;
    });
    const before = await bellCount(page);

    const customer = `Live ${randomBytes(3).toString('hex')}`;
    const order = await placeGuestOrder(browser, customer);

    // Live, not the 10-second poll (which rests while the stream is up).
    await expect.poll(() => bellCount(page), { timeout: 5_000, intervals: [200] }).toBeGreaterThan(before);
    await expect(page.getByText(`New order from ${customer}`)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: order.order_number })).toBeVisible({
      timeout: 5_000,
    });
    await expect.poll(() => page.title()).toMatch(/^\(\d+\+?\) /);
    expect(reloaded).toBe(false);
  });

  test('Export CSV downloads the rows the filters show', async ({ adminPage: page, browser }) => {
    const name = `Export ${randomBytes(3).toString('hex')}`;
    const first = await placeGuestOrder(browser, name);
    const second = await placeGuestOrder(browser, `${name} bis`);

    await page.goto('/admin/orders-dashboard');
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(name);
    await expect(page.getByText(/^Showing 1–2 of 2 /)).toBeVisible();
    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('pending');
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(`${name} bis`);
    await expect(page.getByText(/^Showing 1–1 of 1 /)).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await file.path()) ?? '');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Order number,Date,Customer,Phone,City,Address,Items,Subtotal,Delivery fee,Total,Status,Confirmation',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(second.order_number);
    expect(lines[1]).toContain(`${name} bis`);
    expect(lines.join('\n')).not.toContain(first.order_number);
  });
});
