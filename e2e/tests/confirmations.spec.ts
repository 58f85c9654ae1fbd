// The confirmation calls (issue 14) as staff make them: four guest orders placed through the API, then
// the To confirm screen: the tel: and wa.me links, a no answer (one attempt, still in the queue), a
// call back (leaves the queue), a confirmation and a fake order (asked first; leaves the queue). The fake
// order's details in the orders screen show the call and the cancellation, its number is blocked, and
// its product's stock is back. Every order is found by its own customer name and number, so orders other
// tests place meanwhile change nothing here.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { amountText, apiSend, expect, newApiContext, orderableProduct, placeOrder, test } from '../fixtures';

type Product = { id: number; name: string; price: number; stock: number; offer: unknown };
type PlacedOrder = {
  id: number;
  order_number: string;
  name: string;
  phone_number: string;
  total_order: number;
};
type OrderDetails = PlacedOrder & {
  status: string;
  confirmation_status: string;
  confirmation_attempts: number;
  contacts: { outcome: string; staff_name: string | null }[];
};

const FAKE_QUANTITY = 2;
const ADDRESS = '12 Rue des Dunes';

async function stockOf(api: APIRequestContext, productId: number): Promise<number> {
  const response = await api.get(`/api/products/${productId}`);
  expect(response.ok(), `GET /api/products/${productId}: ${response.status()}`).toBe(true);
  return ((await response.json()) as Product).stock;
}

function queueCard(page: Page, order: PlacedOrder): Locator {
  return page.getByRole('article', { name: order.name });
}

async function outcome(card: Locator, name: string): Promise<void> {
  await card.getByRole('button', { name, exact: true }).click();
}

test('staff call the queue: tel and WhatsApp links, no answer, call back, confirmed, fake', async ({
  adminPage: page,
  adminAccount,
  request,
}) => {
  const admin = await newApiContext(adminAccount.state);
  const run = randomBytes(3).toString('hex');

  // The last product able to take the orders: the other tests take the first ones they find.
  const product = await orderableProduct(request, { minStock: 10 });

  const [noAnswer, callBack, confirmed] = await Promise.all(
    ['No answer', 'Call back', 'Confirmed'].map((label) =>
      placeOrder(request, { name: `Queue ${run} ${label}`, product, quantity: 1, address: ADDRESS }),
    ),
  );
  const fake = await placeOrder(request, {
    name: `Queue ${run} Fake`,
    product,
    quantity: FAKE_QUANTITY,
    address: ADDRESS,
  });

  await page.goto('/admin/confirmations');
  await expect(page.getByRole('heading', { name: 'To confirm', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: /To confirm.*to call/ }),
  ).toBeVisible();
  for (const order of [noAnswer!, callBack!, confirmed!, fake]) {
    await expect(queueCard(page, order)).toBeVisible();
  }

  // The links a caller uses: the number to dial, and WhatsApp with the number without its 0.
  const card = queueCard(page, fake);
  await expect(card.getByRole('link', { name: `Call ${fake.phone_number}` })).toHaveAttribute(
    'href',
    `tel:${fake.phone_number}`,
  );
  const whatsapp = await card.getByRole('link', { name: /on WhatsApp/ }).getAttribute('href');
  expect(whatsapp).toMatch(new RegExp(`^https://wa\\.me/212${fake.phone_number.slice(1)}\\?text=`));
  const text = new URL(whatsapp!).searchParams.get('text') ?? '';
  expect(text).toContain(fake.order_number);
  expect(text).toContain(`${amountText(fake.total_order)} DH`);
  expect(text).toContain(`${FAKE_QUANTITY} × ${product.name}`);

  // No answer: one attempt, and the order stays in the queue.
  await outcome(queueCard(page, noAnswer!), 'No answer');
  await expect(queueCard(page, noAnswer!).getByText('1 attempt', { exact: true })).toBeVisible();
  await expect(queueCard(page, noAnswer!).getByText('No answer', { exact: true }).first()).toBeVisible();

  // Call back: the picker suggests a time an hour ahead; saving it takes the order out of the queue.
  await outcome(queueCard(page, callBack!), 'Call back');
  await queueCard(page, callBack!).getByRole('button', { name: 'Save the call-back' }).click();
  await expect(queueCard(page, callBack!)).toHaveCount(0);

  await outcome(queueCard(page, confirmed!), 'Confirmed');
  await expect(queueCard(page, confirmed!)).toHaveCount(0);

  // Fake cancels the order: staff are asked first.
  const stockBefore = await stockOf(admin, product.id);
  await outcome(card, 'Fake');
  const question = page.getByRole('dialog', { name: `Cancel order ${fake.order_number}?` });
  await expect(question).toContainText('puts its stock back');
  await question.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(card).toHaveCount(0);
  await expect(page.getByText(`Order ${fake.order_number}: Fake`)).toBeVisible();
  await expect(queueCard(page, noAnswer!)).toBeVisible();

  // What the server holds now.
  const details = async (order: PlacedOrder) =>
    (await (await admin.get(`/api/orders/${order.id}`)).json()) as OrderDetails;
  expect(await details(noAnswer!)).toMatchObject({
    confirmation_status: 'no_answer',
    confirmation_attempts: 1,
  });
  expect(await details(callBack!)).toMatchObject({ confirmation_status: 'call_back', status: 'pending' });
  expect(await details(confirmed!)).toMatchObject({ confirmation_status: 'confirmed', status: 'pending' });
  expect(await stockOf(admin, product.id)).toBe(stockBefore + FAKE_QUANTITY);

  // The fake order in the orders screen: cancelled, its call in the history, its number blocked.
  await page
    .getByRole('navigation', { name: 'Admin menu' })
    .getByRole('link', { name: 'Orders', exact: true })
    .click();
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(fake.order_number);
  const row = page.getByRole('row').filter({ hasText: fake.order_number });
  await expect(row.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(row.getByTestId('order-confirmation-cell')).toHaveText('Fake');
  await row.getByRole('button', { name: `View details of order ${fake.order_number}` }).click();
  const modal = page.getByRole('dialog', { name: 'Order details' });
  await expect(modal.getByTestId('order-confirmation-status')).toHaveText('Fake');
  const history = modal.getByTestId('contact-entry');
  await expect(history).toHaveCount(1);
  await expect(history.first()).toContainText('Fake');
  await expect(history.first()).toContainText('By Administrator');
  await expect(modal.getByRole('group', { name: /Outcome of the call/ })).toHaveCount(0);

  await modal.getByRole('button', { name: 'Block this number' }).click();
  const block = page.getByRole('dialog', { name: `Block ${fake.phone_number}` });
  await expect(block.getByRole('textbox', { name: 'Reason' })).toHaveValue(`Fake order ${fake.order_number}`);
  await block.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page.getByText(`${fake.phone_number} is blocked`)).toBeVisible();
  await expect(block).toHaveCount(0);
  await modal.getByRole('button', { name: 'Block this number' }).click();
  await page
    .getByRole('dialog', { name: `Block ${fake.phone_number}` })
    .getByRole('button', { name: 'Block', exact: true })
    .click();
  await expect(page.getByText('This number is already blocked')).toBeVisible();

  // Leave the number free again for other runs on this database.
  const blocked = (await (await admin.get('/api/blocked-phones')).json()) as {
    id: number;
    phone_number: string;
  }[];
  const entry = blocked.find((phone) => phone.phone_number === fake.phone_number);
  expect(entry).toBeTruthy();
  expect((await apiSend(admin, 'DELETE', `/api/blocked-phones/${entry!.id}`)).ok()).toBe(true);
  await admin.dispose();
});
