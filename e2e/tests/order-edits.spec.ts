// Order edits (issue 30, decision 260) as staff make them during the confirmation call: on the To
// confirm card, staff remove one product and add another, review the old and new totals side by side,
// save, and confirm the order. The products and the order are this spec's own (created through the
// API with names of their own), so the demo data and the other specs' orders change nothing here.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { amountText, apiSend, createWithImage, expect, newApiContext, test } from '../fixtures';
import { uniquePhone } from '../fixtures/phone';

const run = randomBytes(3).toString('hex');
const names = {
  keep: `E2E Edit Keep ${run}`,
  drop: `E2E Edit Drop ${run}`,
  add: `E2E Edit Add ${run}`,
};
const ids: Record<keyof typeof names, number> = { keep: 0, drop: 0, add: 0 };

async function stockOf(api: APIRequestContext, id: number): Promise<number> {
  return ((await (await api.get(`/api/products/${id}`)).json()) as { stock: number }).stock;
}

test.beforeAll(async ({ adminAccount }) => {
  const api = await newApiContext(adminAccount.state);
  const category = await createWithImage(api, '/api/categories', { name: `E2E Edits shelf ${run}` });
  const company = await createWithImage(api, '/api/companies', { name: `E2E Edits brand ${run}` });
  const prices = { keep: '40', drop: '25', add: '60' };
  for (const key of Object.keys(names) as Array<keyof typeof names>) {
    const product = await createWithImage(api, '/api/products', {
      name: names[key],
      description: 'A product for the order edits browser test.',
      price: prices[key],
      // Two units each: the other specs pick products with more in stock, so none of them orders these.
      stock: '2',
      category_id: String(category.id),
      company_id: String(company.id),
    });
    ids[key] = product.id;
  }
  await api.dispose();
});

test('during the call staff add a product and remove another, see the old and new totals, save, confirm', async ({
  adminPage: page,
  adminAccount,
  request,
}) => {
  const admin = await newApiContext(adminAccount.state);
  const customer = `Edit ${run} Customer`;
  const placed = await apiSend(request, 'POST', '/api/orders', {
    name: customer,
    phone_number: uniquePhone(),
    address: '12 Rue des Dunes',
    city: 'Dakhla',
    delivery_area_id: 1,
    items: [
      { target_name: 'product', target_id: ids.keep, quantity: 1, price: 40 },
      { target_name: 'product', target_id: ids.drop, quantity: 2, price: 25 },
    ],
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { id: number; order_number: string; total_order: number };
  // 40 + 2 x 25 + 10 delivery to Dakhla.
  expect(order.total_order).toBe(100);

  await page.goto('/admin/confirmations');
  const card = page.getByRole('article', { name: customer });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `Change order ${order.order_number}` }).click();

  const dialog = page.getByRole('dialog', { name: `Change order ${order.order_number}` });
  await expect(dialog.getByTestId('edit-line')).toHaveCount(2);
  await dialog.getByRole('button', { name: `Remove ${names.drop}` }).click();
  await expect(dialog.getByTestId('edit-line')).toHaveCount(1);
  await dialog.getByRole('searchbox', { name: 'Add a product or pack' }).fill(names.add);
  await dialog.getByRole('button', { name: `Add ${names.add}` }).click();
  await expect(dialog.getByTestId('edit-line')).toHaveCount(2);
  await expect(dialog.getByTestId('edit-line').nth(1)).toContainText(names.add);

  // The server's re-priced order, nothing kept yet: before and after side by side.
  await dialog.getByRole('button', { name: 'Review changes' }).click();
  const total = dialog.getByTestId('edit-totals-total');
  await expect(total.getByTestId('before')).toHaveText(`${amountText(100)} DH`);
  await expect(total.getByTestId('after')).toHaveText(`${amountText(110)} DH`);
  await expect(dialog.getByTestId('edit-changes')).toContainText(`${names.drop}: removed (2)`);
  await expect(dialog.getByTestId('edit-changes')).toContainText(`${names.add}: added (1)`);
  expect(await stockOf(admin, ids.drop)).toBe(0);

  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`Order ${order.order_number} changed.`)).toBeVisible();
  await expect(card).toContainText(names.add);
  await expect(card).not.toContainText(names.drop);
  await expect(card).toContainText(`${amountText(110)} DH`);

  // Then the call ends with a confirmation: the card leaves the queue.
  await card.getByRole('button', { name: 'Confirmed', exact: true }).click();
  await expect(card).toHaveCount(0);

  const details = (await (await admin.get(`/api/orders/${order.id}`)).json()) as {
    total_order: number;
    confirmation_status: string;
    order_items: { target_id: number; quantity: number }[];
    history: { staff_name: string; changes: { lines: unknown[] } }[];
  };
  expect(details.total_order).toBe(110);
  expect(details.confirmation_status).toBe('confirmed');
  expect(details.order_items.map((item) => [item.target_id, item.quantity])).toEqual([
    [ids.keep, 1],
    [ids.add, 1],
  ]);
  expect(details.history).toHaveLength(1);
  expect(details.history[0]?.changes.lines).toHaveLength(2);
  expect(await stockOf(admin, ids.keep)).toBe(1);
  expect(await stockOf(admin, ids.drop)).toBe(2);
  expect(await stockOf(admin, ids.add)).toBe(1);
  await admin.dispose();
});
