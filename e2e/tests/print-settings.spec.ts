// Shop settings and printed documents (issue 16, part B): the settings screen saves and the storefront's
// footer shows the new values; a delivered order's slip and invoice (French and Arabic) render and print
// to PDF in Chromium. The PDFs are kept in the test's output folder to be looked at as pictures.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import {
  amountText,
  apiSend,
  deliveredOrder,
  expect,
  newApiContext,
  orderableProduct,
  placeOrder,
  test,
} from '../fixtures';

// These tests walk whole screens (filters, dialogs, the storefront after a change): 30 s was their
// usual length on a busy 2-core machine, so each has 90 s.
// Up to 53 s per test on a 2-core machine at load average 16-22.
test.describe.configure({ timeout: 90_000 });

// Each test walks several back-office pages and prints PDFs: three times the default time.
test.slow();

/** Delivered orders of this file: the second newest product, a customer's address in Arabic. */
async function deliveredOrderToPrint(guest: APIRequestContext, admin: APIRequestContext, name: string) {
  const { order } = await deliveredOrder(guest, admin, {
    name,
    address: '12 شارع الولاء، حي السلام',
    productRank: 1,
  });
  return order;
}

test('the settings screen saves and the storefront footer shows the new values', async ({
  adminPage: page,
  adminAccount,
}) => {
  const admin = await newApiContext(adminAccount.state);
  const before = await (await admin.get('/api/settings')).json();
  const hours = `Lun–Sam 9 h – 21 h ${randomBytes(2).toString('hex')}`;
  try {
    await page.goto('/admin/settings');
    // The back office's first screen of the run loads its chunk and texts: slow on a busy machine.
    await expect(page.getByLabel('Opening hours')).toBeVisible({ timeout: 30_000 });
    await page.getByLabel('Phone', { exact: true }).fill('+212 528 00 11 22');
    await page.getByLabel('Opening hours').fill(hours);
    // A wrong value is refused on its field first.
    await page.getByLabel('VAT rate (%)').fill('120');
    await page.getByRole('button', { name: 'Save the settings' }).click();
    await expect(page.getByText('The VAT rate is a percentage between 0 and 100')).toBeVisible();
    await page.getByLabel('VAT rate (%)').fill('20');
    await page.getByRole('button', { name: 'Save the settings' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();

    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: '+212 528 00 11 22' })).toHaveAttribute(
      'href',
      'tel:+212528001122',
    );
    await expect(footer.getByText(hours)).toBeVisible();
  } finally {
    await apiSend(admin, 'PUT', '/api/settings', {
      phone: before.phone,
      opening_hours: before.opening_hours,
    });
  }
});

test('a delivered order prints its slip and its invoice in French and Arabic', async ({
  adminPage: page,
  adminAccount,
  request,
}, testInfo) => {
  const admin = await newApiContext(adminAccount.state);
  await apiSend(admin, 'PUT', '/api/settings', {
    ice: '001234567000089',
    if_number: '12345678',
    rc: '4321',
    patente: '50123456',
  });
  const order = await deliveredOrderToPrint(
    request,
    admin,
    `Print ${randomBytes(3).toString('hex')} فاطمة الزهراء`,
  );
  expect(order.invoice_number).toMatch(/^\d{4}-\d{6}$/);

  // The slip: order number, its QR code, the customer, and the amount to collect.
  await page.goto(`/admin/orders/${order.id}/slip`);
  const slip = page.getByRole('article', { name: `Delivery slip of order ${order.order_number}` });
  // The back office's first screen of the run loads its chunk and texts: slow on a busy machine.
  await expect(slip).toBeVisible({ timeout: 30_000 });
  await expect(slip.getByRole('img', { name: `QR code of order ${order.order_number}` })).toBeVisible();
  await expect(slip.getByText(`${amountText(order.total_order)} DH`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  const slipPdf = await page.pdf({ path: testInfo.outputPath('slip.pdf'), preferCSSPageSize: true });
  expect(slipPdf.subarray(0, 4).toString()).toBe('%PDF');
  // An A6 page: 105 x 148 mm, i.e. about 298 x 420 points.
  const mediaBox = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(slipPdf.toString('latin1'));
  expect(Math.round(Number(mediaBox?.[1]))).toBe(298);
  expect(Math.round(Number(mediaBox?.[2]))).toBe(420);
  // Back to no emulation: the toolbar shows again, and page.pdf() prints with the print styles.
  await page.emulateMedia({ media: null });

  // The invoice in French.
  await page.goto(`/admin/orders/${order.id}/invoice?lang=fr`);
  const invoice = page.locator('article.invoice');
  await expect(invoice).toHaveAttribute('dir', 'ltr');
  await expect(invoice.getByRole('heading', { name: 'Facture', exact: true })).toBeVisible();
  await expect(invoice.getByText(order.invoice_number!)).toBeVisible();
  await expect(invoice.getByText('Arrêtée la présente facture à la somme de :')).toBeVisible();
  await expect(invoice.getByText('001234567000089')).toBeVisible();
  await expect(invoice.getByText(/TVA 20/)).toBeVisible();
  await page.pdf({ path: testInfo.outputPath('invoice-fr.pdf'), preferCSSPageSize: true });

  // In Arabic: right to left.
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(invoice).toHaveAttribute('dir', 'rtl');
  await expect(invoice.getByRole('heading', { name: 'فاتورة', exact: true })).toBeVisible();
  await expect(invoice.getByText('حُصرت هذه الفاتورة في مبلغ:')).toBeVisible();
  const arabicPdf = await page.pdf({ path: testInfo.outputPath('invoice-ar.pdf'), preferCSSPageSize: true });
  expect(arabicPdf.length).toBeGreaterThan(1000);
});

test('ticked orders print as one batch of slips; an order never delivered has no invoice', async ({
  adminPage: page,
  adminAccount,
  request,
}) => {
  const admin = await newApiContext(adminAccount.state);
  const run = randomBytes(3).toString('hex');
  const first = await deliveredOrderToPrint(request, admin, `Batch ${run} A`);
  const second = await deliveredOrderToPrint(request, admin, `Batch ${run} B`);

  await page.goto('/admin/orders-dashboard');
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(`Batch ${run}`);
  await page.getByRole('checkbox', { name: `Select order ${first.order_number}` }).check();
  await page.getByRole('checkbox', { name: `Select order ${second.order_number}` }).check();
  const link = page.getByRole('link', { name: 'Print 2 slips' });
  const href = await link.getAttribute('href');
  expect(href).toBe(`/admin/orders/slips?ids=${first.id},${second.id}`);
  await page.goto(href!);
  // Two orders and the settings to fetch before anything shows: slow on a busy machine.
  await expect(page.getByRole('article', { name: /^Delivery slip of order / })).toHaveCount(2, {
    timeout: 30_000,
  });

  const pending = await placeOrder(request, {
    name: `Batch ${run} pending`,
    product: await orderableProduct(request, { minStock: 5, rank: 1 }),
    quantity: 1,
    address: '3 Rue 12',
  });
  await page.goto(`/admin/orders/${pending.id}/invoice`);
  await expect(page.getByRole('heading', { name: 'No invoice for this order yet' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toHaveCount(0);

  await apiSend(admin, 'PATCH', `/api/orders/${first.id}`, { status: 'returned' });
  await page.goto(`/admin/orders/${first.id}/invoice`);
  // Returned after its delivery: it keeps its invoice.
  await expect(page.locator('article.invoice').getByText(first.invoice_number!)).toBeVisible();
});
