// A rider's day (issue 29): staff build a run of 4 orders and hand it over; the rider, on a 390 px
// phone in Arabic, delivers one with a different amount and its reason, fails one refused at the door
// (its stock comes back), postpones one, and delivers the last with its delivery code after the phone
// lost the network and found it again (the outcome waits on the phone, then is sent once); staff close
// the day with a difference and see it on the cash screen, and the dashboard's tiles follow.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  apiSend,
  expect,
  newApiContext,
  confirmedOrder,
  orderableProduct,
  test,
  type OrderableProduct,
} from '../fixtures';
import { uniquePhone } from '../fixtures/phone';

// The whole day on two screens (back office and phone), with a build of the run and a cash close:
// about 60 s on a busy 2-core machine, so 150 s.
test.describe.configure({ timeout: 150_000 });

type Product = { id: number; name: string; price: number; stock: number; offer: unknown };
type Order = { id: number; order_number: string; total_order: number; delivery_code?: string | null };
type Run = { id: number; stops: { id: number; order: { id: number } }[] };

const shopToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Casablanca' }).format(new Date());

/** The oldest products: the other specs order the newest ones, so these stock figures stay ours. */
function product(guest: APIRequestContext, index: number): Promise<OrderableProduct> {
  return orderableProduct(guest, { minStock: 10, rank: index, from: 'oldest' });
}

async function productStock(guest: APIRequestContext, id: number): Promise<number> {
  return ((await (await guest.get(`/api/products/${id}`)).json()) as Product).stock;
}

/** `quantity` units, confirmed by phone, delivered in Dakhla at an address naming the customer. */
function confirmedDakhlaOrder(
  guest: APIRequestContext,
  admin: APIRequestContext,
  name: string,
  item: OrderableProduct,
  quantity: number,
) {
  return confirmedOrder(guest, admin, {
    name,
    product: item,
    quantity,
    address: `${name} — 14 شارع الولاء، حي السلام`,
  });
}

async function riderPhone(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'ar-MA',
  });
  return { context, page: await context.newPage() };
}

/** Opens the outcome sheet of one stop on the phone. */
async function choose(page: Page, stopId: number, action: string) {
  await page.getByTestId(`stop-${stopId}`).getByRole('button', { name: action, exact: true }).click();
  return page.getByRole('dialog');
}

test('a rider delivers a day of orders and staff close its cash', async ({
  adminPage,
  adminAccount,
  browser,
}, testInfo) => {
  const admin = await newApiContext(adminAccount.state);
  const guest = await newApiContext();
  const settingsBefore = (await (await admin.get('/api/settings')).json()) as {
    delivery_code_required?: boolean;
  };
  const suffix = Date.now().toString(36);
  const password = `ride-${suffix}-pass`;
  const phone = uniquePhone();
  const riderName = `Brahim ${suffix}`;

  try {
    const created = await apiSend(admin, 'POST', '/api/riders', { name: riderName, phone, password });
    expect(created.status(), await created.text()).toBe(201);
    const rider = (await created.json()) as { id: number };

    const main = await product(guest, 0);
    const refused = await product(guest, 1);
    const orders = {
      short: await confirmedDakhlaOrder(guest, admin, `Salma ${suffix}`, main, 2),
      refused: await confirmedDakhlaOrder(guest, admin, `Karim ${suffix}`, refused, 3),
      later: await confirmedDakhlaOrder(guest, admin, `Nadia ${suffix}`, main, 1),
      // Placed once the shop asks for delivery codes: only this order has one.
      code: await (async () => {
        expect(
          (await apiSend(admin, 'PUT', '/api/settings', { delivery_code_required: true })).status(),
        ).toBe(200);
        return confirmedDakhlaOrder(guest, admin, `Omar ${suffix}`, main, 1);
      })(),
    };
    expect(orders.short.delivery_code).toBeNull();
    expect(orders.code.delivery_code).toMatch(/^\d{4}$/);
    const refusedStockBefore = await productStock(guest, refused.id);

    // Staff build the run at 1366 px: the rider, the four orders, hand over.
    const staff = adminPage;
    await staff.setViewportSize({ width: 1366, height: 900 });
    await staff.goto('/admin/deliveries');
    await expect(staff.getByRole('heading', { name: 'Deliveries', level: 1 })).toBeVisible({
      timeout: 30_000,
    });
    await staff.getByRole('combobox', { name: /Rider/ }).selectOption({ label: riderName });
    for (const order of Object.values(orders)) {
      await staff.getByRole('checkbox', { name: new RegExp(order.order_number) }).check();
    }
    await expect(staff.getByText('4 stops (at most 40)')).toBeVisible();
    await staff.getByRole('button', { name: 'Hand over to the rider' }).click();
    await expect(staff.getByText('Run handed over with 4 stops.')).toBeVisible();
    const runs = (await (await admin.get(`/api/delivery-runs?date=${shopToday()}`)).json()) as (Run & {
      rider: { id: number };
    })[];
    const run = runs.find((item) => item.rider.id === rider.id);
    if (!run) throw new Error('The handed-over run is not among the day’s runs');
    const stopOf = (order: Order) => run.stops.find((stop) => stop.order.id === order.id)!.id;
    await expect(staff.getByTestId(`run-${run.id}`)).toBeVisible();
    await staff.screenshot({ path: testInfo.outputPath('deliveries-1366-en.png'), fullPage: true });

    // The rider signs in on the phone, in Arabic, with their phone number.
    const phoneContext = await riderPhone(browser);
    const rp = phoneContext.page;
    await rp.goto('/login?lang=ar');
    await rp.locator('input[name="email"]').fill(phone);
    await rp.locator('input[name="password"]').fill(password);
    await rp.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(rp).toHaveURL(/\/rider$/);
    await expect(rp.getByRole('heading', { name: 'توصيلاتي', level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(rp.locator('html')).toHaveAttribute('dir', 'rtl');
    await rp.getByRole('button', { name: 'ابدأ الجولة' }).click();

    // 1. Delivered, 5 DH short, with the reason.
    const short = stopOf(orders.short);
    let sheet = await choose(rp, short, 'تم التسليم');
    const due = Math.round(orders.short.total_order * 100);
    await sheet.getByRole('textbox', { name: /المبلغ المحصَّل/ }).fill(((due - 500) / 100).toFixed(2));
    await sheet.getByRole('button', { name: 'تأكيد التسليم' }).click();
    await expect(sheet.getByText('اذكر لماذا يختلف المبلغ المحصّل عن المبلغ المستحق')).toBeVisible();
    await sheet.getByRole('textbox', { name: /لماذا مبلغ مختلف/ }).fill('الزبون لم يكن لديه الصرف');
    await sheet.getByRole('button', { name: 'تأكيد التسليم' }).click();
    await expect(rp.getByTestId(`stop-${short}`).getByText('مُسلَّمة')).toBeVisible();

    // 2. Failed: refused at the door (the order is returned, its units go back to stock).
    const refusedStop = stopOf(orders.refused);
    sheet = await choose(rp, refusedStop, 'فشل');
    await sheet.getByRole('combobox', { name: /السبب/ }).selectOption('refused_at_door');
    await sheet.getByRole('button', { name: 'تأكيد الفشل' }).click();
    await expect(rp.getByTestId(`stop-${refusedStop}`).getByText('رُفض عند الباب')).toBeVisible();
    expect(await productStock(guest, refused.id)).toBe(refusedStockBefore + 3);

    // 3. Postponed to tomorrow (the date the sheet suggests).
    const later = stopOf(orders.later);
    sheet = await choose(rp, later, 'تأجيل');
    await sheet.getByRole('button', { name: 'تأكيد التأجيل' }).click();
    await expect(rp.getByTestId(`stop-${later}`).getByText('مؤجَّلة')).toBeVisible();
    await rp.screenshot({ path: testInfo.outputPath('rider-390-ar.png'), fullPage: true });

    // 4. The network goes; the delivery with its code waits on the phone, then leaves once.
    const codeStop = stopOf(orders.code);
    const outcomePosts: string[] = [];
    rp.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(`/api/rider/stops/${codeStop}/outcome`))
        outcomePosts.push(request.postData() ?? '');
    });
    await phoneContext.context.setOffline(true);
    await expect(rp.getByText('لا توجد شبكة: يمكنك متابعة العمل.')).toBeVisible();
    sheet = await choose(rp, codeStop, 'تم التسليم');
    await sheet.getByRole('textbox', { name: /رمز التسليم/ }).fill(orders.code.delivery_code!);
    await sheet.getByRole('button', { name: 'تأكيد التسليم' }).click();
    await expect(rp.getByTestId(`stop-${codeStop}`).getByText('تم التسليم: في انتظار الإرسال')).toBeVisible();
    await expect(rp.getByTestId('waiting-count')).toBeVisible();
    await rp.screenshot({ path: testInfo.outputPath('rider-390-ar-offline.png'), fullPage: true });
    await phoneContext.context.setOffline(false);
    await expect(rp.getByTestId(`stop-${codeStop}`).getByText('مُسلَّمة')).toBeVisible();
    await expect(rp.getByTestId('connection-banner')).toBeHidden();
    const sent = outcomePosts.filter((body) => body.includes('"outcome":"delivered"'));
    expect(new Set(sent.map((body) => (JSON.parse(body) as { key: string }).key)).size).toBe(1);
    const delivered = (await (await admin.get(`/api/delivery-runs/${run.id}`)).json()) as {
      totals: { delivered: number; failed: number; postponed: number; collected: number };
    };
    expect(delivered.totals).toMatchObject({ delivered: 2, failed: 1, postponed: 1 });
    const expected = due - 500 + Math.round(orders.code.total_order * 100);
    expect(delivered.totals.collected).toBe(expected);

    // The rider declares the cash collected (prefilled).
    await rp.getByRole('button', { name: 'صرّح بالنقود المسلَّمة' }).click();
    await expect(rp.getByText('تم التصريح بالنقود.')).toBeVisible();
    await phoneContext.context.close();

    // Staff see the run finished live, then close the day 10 DH short with a note.
    await staff.goto('/admin/cash');
    const row = staff.getByTestId(`cash-${rider.id}-${shopToday()}`);
    await expect(row).toBeVisible({ timeout: 30_000 });
    await row.getByRole('button', { name: 'Close the day' }).click();
    const close = staff.getByRole('dialog');
    await close.getByRole('textbox', { name: /Counted/ }).fill(((expected - 1000) / 100).toFixed(2));
    await close.getByRole('button', { name: 'Close the day' }).click();
    await expect(close.getByText('Say why the cash counted is not the cash expected')).toBeVisible();
    await close.getByRole('textbox', { name: /Note/ }).fill('10 DH missing, rider to bring it tomorrow');
    await close.getByRole('button', { name: 'Close the day' }).click();
    await expect(row.getByTestId('cash-difference')).toContainText('-10.00');
    await expect(row.getByText('Closed')).toBeVisible();
    await staff.screenshot({ path: testInfo.outputPath('cash-1366-en.png'), fullPage: true });

    await staff.goto('/admin/dashboard');
    await expect(staff.getByTestId('dashboard-deliveries-today')).toContainText(
      '2 delivered · 1 failed · 0 left',
      {
        timeout: 30_000,
      },
    );
    await expect(staff.getByTestId('dashboard-cash-with-riders')).toContainText('0.00');
    await expect(staff.getByTestId('dashboard-first-attempt-rate')).not.toContainText('—');
    await staff.screenshot({ path: testInfo.outputPath('dashboard-1366-en.png'), fullPage: true });
  } finally {
    await apiSend(admin, 'PUT', '/api/settings', {
      delivery_code_required: settingsBefore.delivery_code_required ?? false,
    });
  }
});
