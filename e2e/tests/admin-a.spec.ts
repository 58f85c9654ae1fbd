// The back office, part A (issue 7): the notification bell, orders management, the dashboard and
// customers, driven as an admin in Chromium against the real API on the demo data.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { amountText, expect, loginState, newApiContext, placeGuestOrder, test } from '../fixtures';

const SHOP_ZONE = 'Africa/Casablanca';

// These tests walk whole screens (filters, dialogs, the storefront after a change): 30 s was their
// usual length on a busy 2-core machine, so each has 90 s.
test.describe.configure({ timeout: 90_000 });

type OrderRow = {
  id: number;
  order_number: string;
  status: string;
  created_at: string;
  name: string;
  phone_number: string;
  total_order: number;
};
type CustomerRow = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  city: string;
  joined_at: string;
};

/** The calendar day of an instant in the shop's zone, 'YYYY-MM-DD' (written here, not taken from the app). */
function shopDay(instant: string | Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(instant));
}

/** The day `days` before a 'YYYY-MM-DD' day. */
function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** First day of the week holding `day`: 0 = weeks start on Sunday, 1 = on Monday. */
function weekStart(day: string, firstDay: 0 | 1): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return daysBefore(day, (weekday - firstDay + 7) % 7);
}

/**
 * The rows a screen shows, as one list. The screen asks the server for pages (its first GET `path`
 * answers `{ data, total, ..., stats }`); once that first answer is in, the whole list is read from the
 * unpaged `path` with the admin's own session, at once: tests that count rows compare the screen with
 * the data it shows, and another test placing an order or registering a customer long before our read
 * would otherwise change the expected counts (review finding 10: "expected 6 orders today, saw 5").
 */
async function openWithRows<T>(page: Page, url: string, path: string): Promise<T> {
  const answer = page.waitForResponse(
    (response) =>
      response.request().method() === 'GET' && new URL(response.url()).pathname === path && response.ok(),
  );
  await page.goto(url);
  await answer;
  const response = await page.request.get(path);
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

async function adminGet<T>(api: APIRequestContext, path: string): Promise<T> {
  const response = await api.get(path);
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** The unread count the bell announces ('Notifications, 3 unread'; 0 when it says only 'Notifications'). */
async function bellCount(page: Page): Promise<number> {
  const label = (await page.getByTestId('notification-bell').getAttribute('aria-label')) ?? '';
  return Number(/(\d+)/.exec(label)?.[1] ?? 0);
}

/** The total of 'Showing 1–10 of 42 orders' under a table (0 when the list is empty). */
async function listedTotal(page: Page): Promise<number> {
  const range = page.getByText(/^Showing \d+–\d+ of \d+ /);
  if ((await range.count()) === 0) return 0;
  return Number(/of (\d+)/.exec((await range.textContent()) ?? '')?.[1] ?? -1);
}

/**
 * How far the list's "of N" is from the rows of `path` that `keep` keeps, both read now. Other specs
 * place orders and register customers while this one runs: a count taken once at the start is passed
 * by the list's next answer (seen: 5 customers joined this month listed against 4 counted).
 */
async function listedLess<T>(page: Page, path: string, keep: (row: T) => boolean): Promise<number> {
  const listed = await listedTotal(page);
  const response = await page.request.get(path);
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return listed - ((await response.json()) as T[]).filter(keep).length;
}

async function figure(locator: Locator): Promise<number> {
  return Number(((await locator.textContent()) ?? '').replace(/[^\d.]/g, ''));
}

async function openOrders(page: Page) {
  await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { name: 'Orders management' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Orders' })).toBeVisible();
}

function orderRow(page: Page, orderNumber: string): Locator {
  return page.getByRole('row').filter({ hasText: orderNumber });
}

test.describe('back office: orders, bell and dashboard', () => {
  test('a guest order raises the bell count within the polling interval and shows in the orders page', async ({
    adminPage: page,
    browser,
  }) => {
    await page.goto('/admin/orders-dashboard');
    await expect(page.getByRole('heading', { name: 'Orders management' })).toBeVisible();
    // The bell's first answer is in once the page has gone quiet (the next poll is 10 s away).
    await page.waitForLoadState('networkidle');
    const before = await bellCount(page);

    const customer = `Guest ${randomBytes(3).toString('hex')}`;
    const order = await placeGuestOrder(browser, customer);

    // Polled every 10 s: the new_order notification shows without any reload.
    await expect.poll(() => bellCount(page), { timeout: 12_000, intervals: [500] }).toBeGreaterThan(before);

    await page.getByTestId('notification-bell').click();
    await expect(page).toHaveURL(/\/admin\/notifications$/);
    await expect(page.getByText(`New order from ${customer}.`)).toBeVisible();

    await openOrders(page);
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(customer);
    const row = orderRow(page, order.order_number);
    await expect(row).toBeVisible();
    await expect(row).toContainText(customer);
    await expect(row.getByTestId('order-status')).toHaveText('Pending');
    await expect(listedTotal(page)).resolves.toBe(1);

    await row.getByRole('button', { name: `View details of order ${order.order_number}` }).click();
    const details = page.getByRole('dialog', { name: 'Order details' });
    await expect(details).toContainText(customer);
    await expect(details).toContainText('12 Rue des Tests');
    await expect(details).toContainText(`${amountText(order.total_order)} DH`);
  });

  test('marking an order delivered moves the dashboard, and a refused change is rolled back', async ({
    adminPage: page,
    adminAccount,
    browser,
  }) => {
    const customer = `Guest ${randomBytes(3).toString('hex')}`;
    const order = await placeGuestOrder(browser, customer);

    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { name: 'Pharmacy Dashboard' })).toBeVisible();
    const delivered = page.getByTestId('dashboard-status-delivered-total');
    const deliveredToday = page.getByTestId('dashboard-delivered-today');
    const revenueToday = page.getByTestId('dashboard-revenue-today').getByText(/MAD$/);
    await expect(delivered).toHaveText(/^\d+$/);
    const start = {
      delivered: await figure(delivered),
      deliveredToday: await figure(deliveredToday),
      revenueToday: await figure(revenueToday),
    };

    await openOrders(page);
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(order.order_number);
    const row = orderRow(page, order.order_number);
    await row
      .getByRole('combobox', { name: `Change the status of order ${order.order_number}` })
      .selectOption('delivered');
    await expect(row.getByTestId('order-status')).toHaveText('Delivered');

    // Back on the dashboard (same tab, cached data): the change made its figures stale.
    await page
      .getByRole('navigation', { name: 'Admin menu' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await expect.poll(() => figure(delivered)).toBeGreaterThanOrEqual(start.delivered + 1);
    await expect.poll(() => figure(deliveredToday)).toBeGreaterThanOrEqual(start.deliveredToday + 1);
    await expect
      .poll(() => figure(revenueToday))
      .toBeGreaterThanOrEqual(Math.round((start.revenueToday + order.total_order) * 100) / 100);

    // The server refuses the next change: it shows at once, then goes back.
    await page.route('**/api/orders/*', async (route) => {
      if (route.request().method() !== 'PATCH') return route.continue();
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Something went wrong. Please try again.' }),
      });
    });
    await openOrders(page);
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(order.order_number);
    const select = row.getByRole('combobox', { name: `Change the status of order ${order.order_number}` });
    await select.selectOption('returned');
    await expect(row.getByTestId('order-status')).toHaveText('Returned');
    await expect(row.getByTestId('order-status')).toHaveText('Delivered');
    await expect(select).toHaveValue('delivered');
    await page.unroute('**/api/orders/*');

    const api = await newApiContext(adminAccount.state);
    try {
      const orders = await adminGet<OrderRow[]>(api, '/api/orders');
      expect(orders.find((candidate) => candidate.id === order.id)?.status).toBe('delivered');
    } finally {
      await api.dispose();
    }
  });

  test('order filters return the right rows on the demo data', async ({ adminPage: page }) => {
    // The page and the test read "today" at one instant: a run across the shop's midnight cannot split them.
    const now = new Date();
    await page.clock.setFixedTime(now);
    const orders = await openWithRows<OrderRow[]>(page, '/admin/orders-dashboard', '/api/orders');
    await expect(page.getByRole('table', { name: 'Orders' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('50');
    const today = shopDay(now);
    const listedOffBy = (keep: (order: OrderRow) => boolean) => listedLess(page, '/api/orders', keep);

    await expect(page.getByTestId('orders-stat-total')).toContainText(String(orders.length));

    const status = page.getByRole('combobox', { name: 'Status', exact: true });
    await status.selectOption('delivered');
    await expect.poll(() => listedOffBy((order) => order.status === 'delivered')).toBe(0);
    await expect(page.getByTestId('order-status').filter({ hasNotText: 'Delivered' })).toHaveCount(0);
    await status.selectOption('cancelled');
    await expect.poll(() => listedOffBy((order) => order.status === 'cancelled')).toBe(0);
    await status.selectOption('all');

    const date = page.getByRole('combobox', { name: 'Date', exact: true });
    await date.selectOption('week');
    const sunday = weekStart(today, 0);
    await expect.poll(() => listedOffBy((order) => shopDay(order.created_at) >= sunday)).toBe(0);
    await date.selectOption('month');
    const firstOfMonth = `${today.slice(0, 8)}01`;
    await expect.poll(() => listedOffBy((order) => shopDay(order.created_at) >= firstOfMonth)).toBe(0);
    await date.selectOption('today');
    await expect.poll(() => listedOffBy((order) => shopDay(order.created_at) === today)).toBe(0);
    await date.selectOption('all');

    // Search: an order number finds exactly its order; a customer's phone finds all of theirs.
    const sample = orders[Math.floor(orders.length / 2)];
    if (!sample) throw new Error('The demo data has no orders');
    const search = page.getByRole('searchbox', { name: 'Search orders' });
    await search.fill(sample.order_number);
    await expect.poll(() => listedTotal(page)).toBe(1);
    await expect(orderRow(page, sample.order_number)).toBeVisible();
    await search.fill(sample.phone_number);
    await expect.poll(() => listedOffBy((order) => order.phone_number.includes(sample.phone_number))).toBe(0);
  });
});

test.describe('back office: customers', () => {
  test('search and joined filters return the right customers; details and the simulated e-mail', async ({
    adminPage: page,
    customerAccount,
  }) => {
    const now = new Date();
    await page.clock.setFixedTime(now);
    const customers = await openWithRows<CustomerRow[]>(page, '/admin/customers', '/api/customers');
    await expect(page.getByRole('table', { name: 'Customers' })).toBeVisible();
    await expect(page.getByTestId('customers-count')).toContainText(String(customers.length));
    const today = shopDay(now);
    const listedOffBy = (keep: (customer: CustomerRow) => boolean) =>
      listedLess(page, '/api/customers', keep);

    const joined = page.getByRole('combobox', { name: 'Joined' });
    await joined.selectOption('week');
    const monday = weekStart(today, 1);
    await expect.poll(() => listedOffBy((customer) => shopDay(customer.joined_at) >= monday)).toBe(0);
    await joined.selectOption('month');
    const firstOfMonth = `${today.slice(0, 8)}01`;
    await expect.poll(() => listedOffBy((customer) => shopDay(customer.joined_at) >= firstOfMonth)).toBe(0);
    await joined.selectOption('today');
    await expect.poll(() => listedOffBy((customer) => shopDay(customer.joined_at) === today)).toBe(0);
    // The customer registered by this run joined today.
    await expect(
      page.getByRole('button', { name: `View details of ${customerAccount.fullName}` }),
    ).toBeVisible();
    await joined.selectOption('all');

    const search = page.getByRole('searchbox', { name: 'Search customers' });
    const city = customerAccount.city;
    await search.fill(city.toUpperCase());
    const needle = city.toLowerCase();
    await expect
      .poll(() =>
        listedOffBy((customer) =>
          [customer.name, customer.email, customer.phone ?? '', customer.city].some((field) =>
            field.toLowerCase().includes(needle),
          ),
        ),
      )
      .toBe(0);

    await search.fill(customerAccount.email);
    await expect.poll(() => listedTotal(page)).toBe(1);
    await page.getByRole('button', { name: `View details of ${customerAccount.fullName}` }).click();
    const details = page.getByRole('dialog', { name: customerAccount.fullName });
    await expect(details).toContainText(customerAccount.email);
    await expect(details).toContainText('Customer since');

    // The e-mail is simulated: no request leaves the page.
    await details.getByRole('button', { name: 'Send email' }).click();
    const email = page.getByRole('dialog', { name: 'Send an email' });
    await expect(email.getByRole('textbox', { name: 'Recipient' })).toHaveValue(customerAccount.email);
    await email.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(email.getByText('Subject is required')).toBeVisible();
    await expect(email.getByText('Message is required')).toBeVisible();

    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') writes.push(`${request.method()} ${request.url()}`);
    });
    await email.getByRole('textbox', { name: 'Subject' }).fill('Your order');
    await email.getByRole('textbox', { name: 'Message' }).fill('It is on its way.');
    await email.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText('Email sent successfully!')).toBeVisible();
    await expect(email).toBeHidden();
    expect(writes).toEqual([]);
  });
});

test('the back office speaks Arabic right to left, and logout asks first then goes to the login page', async ({
  browser,
  adminAccount,
}) => {
  // Its own session: logging out must not end the worker's shared admin session.
  const context = await browser.newContext({
    storageState: await loginState({ email: adminAccount.email, password: adminAccount.password }),
  });
  const page = await context.newPage();
  try {
    await page.goto('/admin/dashboard');
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'لوحة تحكم الصيدلية' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'قائمة الإدارة' }).getByRole('link', { name: 'الطلبات' }),
    ).toBeVisible();

    await page.getByRole('group', { name: 'اللغة' }).getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText('Are you sure you want to logout?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
  } finally {
    await context.close();
  }
});
