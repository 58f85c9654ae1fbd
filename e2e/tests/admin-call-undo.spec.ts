// A call that cancels an order can be undone (issue 25 item 10, decision 211), in French: the To confirm
// queue asks with "Garder la commande" / "Annuler la commande" as the orders screen does; after "Fausse
// commande" the toast offers "Annuler la modification", which puts the order back in the queue and its
// units back on the order (the product's stock goes down again).
import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, newApiContext, orderableProduct, placeOrder, test } from '../fixtures';

type Product = { id: number; price: number; stock: number; offer: unknown };

async function stockOf(api: APIRequestContext, productId: number): Promise<number> {
  return ((await (await api.get(`/api/products/${productId}`)).json()) as Product).stock;
}

test('fr: the cancel question says keep or cancel the order, and a cancelling call is undone', async ({
  adminPage: page,
  adminAccount,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await newApiContext(adminAccount.state);
  // Not the first products: other tests take those.
  const product = await orderableProduct(request, { minStock: 10, rank: 1 });
  const name = `Annulation ${randomBytes(3).toString('hex')}`;
  const order = await placeOrder(request, { name, product, quantity: 2, address: '4 Rue des Dunes' });
  const held = await stockOf(admin, product.id);

  await page.goto('/admin/confirmations');
  await page.getByRole('banner').locator('[lang="fr"]').first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const card = page.getByRole('article', { name });
  const fake = card.getByRole('button', { name: 'Fausse commande', exact: true });

  // Asked first, in the orders screen's words; keeping the order records nothing.
  await fake.click();
  let question = page.getByRole('dialog', { name: `Annuler la commande ${order.order_number} ?` });
  await expect(question.getByRole('button', { name: 'Garder la commande' })).toBeVisible();
  await expect(question.getByRole('button', { name: 'Annuler la commande' })).toBeVisible();
  await question.getByRole('button', { name: 'Garder la commande' }).click();
  await expect(question).toHaveCount(0);
  await expect(card).toBeVisible();

  await fake.click();
  question = page.getByRole('dialog', { name: `Annuler la commande ${order.order_number} ?` });
  await question.getByRole('button', { name: 'Annuler la commande' }).click();
  await expect(card).toHaveCount(0);
  const toast = page.getByTestId('contact-toast');
  await expect(toast).toContainText(`Commande ${order.order_number} : Fausse commande`);
  // The pointer on the toast holds it (its "Undo" lasts 5 s) while the stock is read.
  await toast.hover();
  await expect.poll(() => stockOf(admin, product.id)).toBe(held + 2);

  // Undo: the order is pending again, back in the queue, and holds its 2 units again.
  await toast.getByRole('button', { name: 'Annuler la modification' }).click();
  await expect(
    page.getByText(`La commande ${order.order_number} est de nouveau en attente avec ses articles.`),
  ).toBeVisible();
  await expect(card).toBeVisible();
  expect(await stockOf(admin, product.id)).toBe(held);
  const details = (await (await admin.get(`/api/orders/${order.id}`)).json()) as {
    status: string;
    confirmation_status: string;
    contacts: unknown[];
  };
  expect(details).toMatchObject({ status: 'pending', confirmation_status: 'unconfirmed', contacts: [] });
  await admin.dispose();
});
