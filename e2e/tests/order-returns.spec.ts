// Returns after delivery (issue 30, decision 265): staff record a partial return of one damaged unit
// from the order's details, the order shows "delivered with returns", and the return's credit note
// prints in French and in Arabic. The spec makes its own order through the API. The PDFs are kept in
// the test's output folder to be looked at as pictures.
import { randomBytes } from 'node:crypto';
import { amountText, deliveredOrder, expect, newApiContext, test } from '../fixtures';

// Back office screens, a dialog and two printed documents: three times the default time.
test.slow();

test('a partial return of one damaged unit, then its credit note printed in French and Arabic', async ({
  adminPage: page,
  adminAccount,
  request,
}, testInfo) => {
  const admin = await newApiContext(adminAccount.state);
  const customer = `Return ${randomBytes(3).toString('hex')}`;
  const { order, product } = await deliveredOrder(request, admin, {
    name: customer,
    address: '12 Avenue Mohammed V',
    productRank: 0,
  });
  expect(order.invoice_number).toMatch(/^\d{4}-\d{6}$/);

  await page.goto('/admin/orders-dashboard');
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(customer);
  // The back office's first screen of the run loads its chunk and texts: slow on a busy machine.
  await page
    .getByRole('button', { name: `View details of order ${order.order_number}` })
    .click({ timeout: 30_000 });
  const details = page.getByRole('dialog', { name: 'Order details' });
  await expect(details.getByText('No return recorded for this order.')).toBeVisible();
  await details.getByRole('button', { name: 'Record a return' }).click();

  const form = page.getByRole('dialog', { name: `Record a return of order ${order.order_number}` });
  await expect(form.getByText('Can return: 2')).toBeVisible();
  // Nothing chosen: said on the form, nothing sent.
  await form.getByRole('button', { name: 'Record the return' }).click();
  await expect(form.getByText('Set at least one unit to return.')).toBeVisible();
  await form.getByLabel('Units returned').fill('1');
  await form.getByRole('button', { name: 'Record the return' }).click();
  await expect(form.getByText('Choose why the units came back')).toBeVisible();
  await expect(form.getByText('Choose how the refund is paid back')).toBeVisible();
  await form.getByLabel('Reason').selectOption({ label: 'Damaged' });
  await form.getByLabel('Refund paid').selectOption({ label: 'Cash at the shop' });
  await expect(form.getByTestId('return-refund')).toContainText(`${amountText(product.price)} DH`);
  await form.getByRole('button', { name: 'Record the return' }).click();
  await expect(page.getByText(/^Return recorded: credit note AV-\d{4}-\d{6}$/)).toBeVisible();
  await expect(form).toBeHidden();

  // The order stays delivered, flagged; the return shows with its quarantined unit and its credit note.
  await expect(details.getByText('Delivered with returns')).toBeVisible();
  const entry = details.getByTestId('order-return');
  await expect(entry).toContainText('Damaged');
  await expect(entry).toContainText('quarantined');
  const number = (await entry.getByTestId('return-credit-note').textContent())!.trim();
  expect(number).toMatch(/^AV-\d{4}-\d{6}$/);
  const href = await entry.getByRole('link', { name: 'Credit note (FR)' }).getAttribute('href');
  expect(href).toMatch(new RegExp(`^/admin/orders/${order.id}/credit-notes/\\d+\\?lang=fr$`));

  // The credit note in French.
  await page.goto(href!);
  const note = page.locator('article.credit-note');
  await expect(note).toHaveAttribute('dir', 'ltr', { timeout: 30_000 });
  await expect(note.getByRole('heading', { name: 'Avoir', exact: true })).toBeVisible();
  await expect(note.getByTestId('credit-note-number')).toHaveText(number);
  await expect(note.getByText(order.invoice_number!, { exact: true })).toBeVisible();
  await expect(note.getByText('Endommagé')).toBeVisible();
  await expect(note.getByText('Arrêté le présent avoir à la somme de :')).toBeVisible();
  await expect(note.getByText('Remboursement : Espèces en boutique.')).toBeVisible();
  await page.pdf({ path: testInfo.outputPath('credit-note-fr.pdf'), preferCSSPageSize: true });

  // In Arabic: right to left, its own words.
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(note).toHaveAttribute('dir', 'rtl');
  await expect(note.getByRole('heading', { name: 'إشعار دائن', exact: true })).toBeVisible();
  await expect(note.getByTestId('credit-note-number')).toHaveText(number);
  await expect(note.getByText('تالف')).toBeVisible();
  await expect(note.getByText('حُدّد هذا الإشعار الدائن في مبلغ:')).toBeVisible();
  await expect(note.getByText('الاسترداد: نقدًا في المتجر.')).toBeVisible();
  const arabicPdf = await page.pdf({
    path: testInfo.outputPath('credit-note-ar.pdf'),
    preferCSSPageSize: true,
  });
  expect(arabicPdf.subarray(0, 4).toString()).toBe('%PDF');

  // The API agrees: one unit back, one left to return.
  const returns = await (await admin.get(`/api/orders/${order.id}/returns`)).json();
  expect(returns.lines[0]).toMatchObject({ delivered: 2, returned: 1, returnable: 1 });
});
