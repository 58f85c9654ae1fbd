// Orders by courier (issue 31, decision 270), against the fake Sendit start-server.mjs starts: staff send
// two orders from their details (district chosen, fee shown), print their labels; the courier moves one
// to DELIVERED and the other to REJECTED; "Sync now" brings both in; staff receive the rejected one back.
// The orders, the stock and the courier cash screen show it. The screens are then captured in French and
// Arabic at 390 and 1366 px (test-results/) for a look by eye.
import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiSend,
  expect,
  newApiContext,
  confirmedOrder,
  orderableProduct,
  test,
  type OrderableProduct,
} from '../fixtures';

// Two sends, a sync, a return and sixteen captures on a busy 2-core machine: about 80 s, so 150 s.
test.describe.configure({ timeout: 150_000 });

type Order = { id: number; order_number: string; status: string };

const COURIER = `http://127.0.0.1:${process.env.E2E_COURIER_PORT}/api/v1`;

/** The third oldest product with stock: rider-day.spec.ts uses the two oldest ones. */
function product(guest: APIRequestContext): Promise<OrderableProduct> {
  return orderableProduct(guest, { minStock: 10, rank: 2, from: 'oldest' });
}

/** One unit, confirmed by phone, delivered in Laayoune (area 2) at an address naming the customer. */
function confirmedLaayouneOrder(
  guest: APIRequestContext,
  admin: APIRequestContext,
  name: string,
  item: OrderableProduct,
) {
  return confirmedOrder(guest, admin, {
    name,
    product: item,
    quantity: 1,
    address: `${name}, 7 Avenue Mohammed V`,
    city: 'Laayoune',
    deliveryAreaId: 2,
  });
}

async function openDetails(page: Page, order: Order) {
  await page.goto('/admin/orders-dashboard');
  await page.getByRole('searchbox', { name: /Search orders|Rechercher|البحث/ }).fill(order.order_number);
  // A row at laptop sizes, a card on phones: its details button names the order either way.
  await page
    .getByRole('button', { name: new RegExp(`${order.order_number}$`) })
    .first()
    .click();
  return page.getByRole('dialog');
}

test('staff send two orders by courier, print labels, follow them and receive one back', async ({
  adminPage: page,
  adminAccount,
}, testInfo) => {
  const admin = await newApiContext(adminAccount.state);
  const guest = await newApiContext();
  const suffix = Date.now().toString(36);
  const item = await product(guest);
  const delivered = await confirmedLaayouneOrder(guest, admin, `Hind ${suffix}`, item);
  const rejected = await confirmedLaayouneOrder(guest, admin, `Yassine ${suffix}`, item);
  // Not sent: its details show the send form in the captures.
  const waiting = await confirmedLaayouneOrder(guest, admin, `Samira ${suffix}`, item);
  await page.setViewportSize({ width: 1366, height: 900 });

  const codes: Record<number, string> = {};
  for (const order of [delivered, rejected]) {
    const details = await openDetails(page, order);
    const courier = details.getByRole('region', { name: 'Courier' });
    await courier.getByRole('textbox', { name: 'Find a city or district' }).fill('Laayoune');
    await courier.getByRole('combobox', { name: 'Destination district' }).selectOption({ index: 1 });
    await expect(courier.getByTestId('courier-fee')).toContainText('35');
    await courier.getByRole('button', { name: 'Send by courier' }).click();
    const code = courier.getByTestId('parcel-code');
    await expect(code).toHaveText(/^SD\d+$/);
    codes[order.id] = (await code.textContent()) ?? '';
    // The label: the courier's PDF, through the shop (the keys stay on the server).
    const label = await admin.get(`/api/orders/${order.id}/courier-parcel/label`);
    expect(label.status()).toBe(200);
    expect(label.headers()['content-type']).toContain('application/pdf');
    await expect(courier.getByRole('link', { name: 'Print label' })).toHaveAttribute(
      'href',
      `/api/orders/${order.id}/courier-parcel/label`,
    );
    await page.keyboard.press('Escape');
  }
  // Sending leaves the orders pending, their stock taken.
  for (const order of [delivered, rejected]) {
    expect(((await (await admin.get(`/api/orders/${order.id}`)).json()) as Order).status).toBe('pending');
  }

  // The courier moves them; staff sync.
  const control = await newApiContext();
  for (const [order, status] of [
    [delivered, 'DELIVERED'],
    [rejected, 'REJECTED'],
  ] as const) {
    const moved = await control.post(`${COURIER}/__control/status`, {
      data: { code: codes[order.id], status },
    });
    expect(moved.status()).toBe(200);
  }
  await page.goto('/admin/couriers');
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByTestId(`parcel-${delivered.order_number}`)).toContainText('Delivered');
  await expect(page.getByTestId(`parcel-${rejected.order_number}`)).toContainText('Failed');
  expect(((await (await admin.get(`/api/orders/${delivered.id}`)).json()) as Order).status).toBe('delivered');

  const stockOf = async () =>
    ((await (await guest.get(`/api/products/${item.id}`)).json()) as OrderableProduct).stock;
  const stockBefore = await stockOf();
  // The refused parcel comes back: staff confirm it on the order.
  const details = await openDetails(page, rejected);
  const courier = details.getByRole('region', { name: 'Courier' });
  await courier.getByRole('button', { name: 'Received back' }).click();
  await expect(courier).toContainText('Returned');
  expect(((await (await admin.get(`/api/orders/${rejected.id}`)).json()) as Order).status).toBe('returned');
  // Its unit is back on the shelf.
  expect(await stockOf()).toBe(stockBefore + 1);
  await page.keyboard.press('Escape');

  // The courier cash: the delivered one is owed (nothing paid yet), the returned one is not due.
  await page.goto('/admin/courier-cash');
  await expect(page.getByTestId(`courier-cash-${delivered.order_number}`)).toContainText('Missing');
  await expect(page.getByTestId(`courier-cash-${rejected.order_number}`)).toContainText('Not due');

  // The screens in French and Arabic, at phone and laptop sizes.
  for (const language of ['fr', 'ar']) {
    await page.getByRole('banner').locator(`:is(a,button)[lang="${language}"]`).first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      for (const path of ['/admin/couriers', '/admin/courier-cash']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(
          page.locator('[data-testid^="parcel-"], [data-testid^="courier-cash-"]').first(),
        ).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} ${language} ${width}`).toBeLessThanOrEqual(0);
        await page.screenshot({
          path: testInfo.outputPath(`${path.replaceAll('/', '_')}-${language}-${width}.png`),
          fullPage: true,
        });
      }
      const order = await openDetails(page, rejected);
      await expect(order.getByTestId('courier-parcel')).toBeVisible();
      await order.getByTestId('courier-parcel').scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`order-courier-${language}-${width}.png`) });
      await page.keyboard.press('Escape');
      const form = (await openDetails(page, waiting)).getByTestId('courier-send');
      await form.locator('select').nth(1).selectOption({ index: 1 });
      await expect(form.getByTestId('courier-fee')).toBeVisible();
      await form.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`order-send-${language}-${width}.png`) });
      await page.keyboard.press('Escape');
    }
  }
});

test('staff cancel a parcel before pickup; until then the order cannot be cancelled', async ({
  adminPage: page,
  adminAccount,
}) => {
  const admin = await newApiContext(adminAccount.state);
  const guest = await newApiContext();
  const item = await product(guest);
  const order = await confirmedLaayouneOrder(guest, admin, `Khadija ${Date.now().toString(36)}`, item);
  const sent = await apiSend(admin, 'POST', `/api/orders/${order.id}/courier-parcel`, {
    courier: 'sendit',
    district_id: '11',
  });
  expect(sent.status(), await sent.text()).toBe(201);
  // A live parcel protects its order.
  const refused = await apiSend(admin, 'PATCH', `/api/orders/${order.id}`, { status: 'cancelled' });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { reason: string }).reason).toBe('parcel_live');

  await page.setViewportSize({ width: 1366, height: 900 });
  const details = await openDetails(page, order);
  const courier = details.getByRole('region', { name: 'Courier' });
  await courier.getByRole('button', { name: 'Cancel the parcel' }).click();
  const question = page.getByRole('dialog', { name: 'Cancel the parcel?' });
  await question.getByRole('button', { name: 'Cancel the parcel' }).click();
  await expect(courier.getByTestId('courier-send')).toContainText('was cancelled with the courier');
  expect(((await (await admin.get(`/api/orders/${order.id}`)).json()) as Order).status).toBe('pending');
  const cancelled = await apiSend(admin, 'PATCH', `/api/orders/${order.id}`, { status: 'cancelled' });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
});
