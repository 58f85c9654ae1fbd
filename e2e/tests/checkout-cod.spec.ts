// Cash on delivery from the shopper's side (issue 14): the success screen says the shop will call and
// offers 'Confirm on WhatsApp' with the order typed in; steppers stop at the per-line cap (10) and say
// why; a blocked number is refused on the phone field. Each test uses its own phone number, so none of
// them counts against another's open orders.
import type { Page } from '@playwright/test';
import { amountText, apiSend, expect, newApiContext, test } from '../fixtures';
import { uniquePhone } from '../fixtures/phone';

type Item = { id: number; name: string; price: number; offer_price: number | null; stock: number };

const SHOP_WHATSAPP = '212612345678';
const paid = (item: Item) => item.offer_price ?? item.price;
/** A Moroccan mobile number no other test uses. */

async function products(page: Page): Promise<Item[]> {
  return (await (await page.request.get('/api/products')).json()) as Item[];
}

/** Puts one unit of `item` in the cart from its catalogue card. */
async function addFromCard(page: Page, item: Item) {
  await page.goto(`/?q=${encodeURIComponent(item.name)}`);
  const card = page.locator('#catalogue').getByRole('article', { name: item.name });
  await card.getByRole('button', { name: `Add ${item.name} to cart` }).click();
  // What the shopper sees before going on: the cart counts it.
  await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeVisible();
  return card;
}

/**
 * From the cart page: the details step filled in, then the review, then Complete Order. The carts these
 * tests fill stay below the free-delivery threshold (500 DH), so the delivery area is always asked.
 */
async function checkout(page: Page, details: { phone: string; address: string }) {
  await page.getByRole('button', { name: 'Continue to your details' }).click();
  await page.getByLabel('Full name').fill('Guest Shopper');
  await page.getByLabel('Phone number').fill(details.phone);
  await page.getByLabel('City').fill('Dakhla');
  await page.getByLabel('Address').fill(details.address);
  const area = page.getByLabel('Delivery area');
  await expect(area).toBeVisible();
  await area.selectOption({ label: 'Dakhla (10.00 DH)' });
  await page.getByRole('button', { name: 'Review my order' }).click();
  await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
  await page.getByRole('button', { name: 'Complete Order' }).click();
}

// Up to 53 s per test on a 2-core machine at load average 16-22.
test.describe.configure({ timeout: 90_000 });

test('a guest order shows its number, the call to come, the amount at the door and Confirm on WhatsApp', async ({
  page,
}) => {
  const item = (await products(page)).filter((p) => p.stock > 2).sort((a, b) => paid(a) - paid(b))[0]!;
  const phone = uniquePhone();
  await addFromCard(page, item);
  await page.goto('/shopping-cart');
  const placed = page.waitForResponse(
    (res) => res.url().endsWith('/api/orders') && res.request().method() === 'POST',
  );
  await checkout(page, { phone, address: '7 Avenue Mohammed V' });
  const response = await placed;
  expect(response.status()).toBe(201);
  const order = (await response.json()) as { order_number: string; total_order: number };

  await expect(page.getByText('Your order has been placed successfully!')).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(order.order_number);
  await expect(
    // The number shown in pairs, as people read it out (decision 205).
    page.getByText(
      `We will call you on ${phone.replace(/^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/, '$1 $2 $3 $4 $5')} to confirm your order before we deliver it.`,
    ),
  ).toBeVisible();
  await expect(page.getByText('To pay in cash at the door')).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText(`${amountText(order.total_order)} DH`);

  const whatsapp = page.getByRole('link', { name: /Confirm on WhatsApp/ });
  await expect(whatsapp).toBeVisible();
  await expect(whatsapp).toHaveAttribute('target', '_blank');
  const url = new URL((await whatsapp.getAttribute('href'))!);
  expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${SHOP_WHATSAPP}`);
  const text = url.searchParams.get('text') ?? '';
  expect(text).toContain(`I confirm my order ${order.order_number}.`);
  expect(text).toContain(`- 1 × ${item.name}: ${amountText(paid(item))} DH`);
  expect(text).toContain(`Total to pay at delivery: ${amountText(order.total_order)} DH`);
  expect(text).toContain('Delivery address: 7 Avenue Mohammed V, Dakhla');
});

test('steppers stop at 10 a line and say why, on the card, in the cart and in the detail modal', async ({
  page,
}) => {
  const item = (await products(page)).filter((p) => p.stock > 12).sort((a, b) => a.stock - b.stock)[0]!;
  expect(item, 'the demo data has a product with more than 12 in stock').toBeTruthy();
  const card = await addFromCard(page, item);
  const stepper = card.getByRole('group', { name: `Quantity of ${item.name}` });
  const increase = stepper.getByRole('button', { name: 'Increase quantity' });
  for (let quantity = 1; quantity < 10; quantity += 1) await increase.click();
  await expect(stepper.getByRole('status')).toHaveText('10');
  await expect(increase).toBeDisabled();
  await expect(card.getByText('At most 10 per order')).toBeVisible();

  // The detail modal starts at the cart's 10 and cannot go higher either.
  await card.getByRole('button', { name: `Details of ${item.name}` }).click();
  const dialog = page.getByRole('dialog', { name: item.name });
  const modalStepper = dialog.getByRole('group', { name: `Quantity of ${item.name}` });
  await expect(modalStepper.getByRole('status')).toHaveText('10');
  await expect(modalStepper.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  await expect(dialog.getByText('At most 10 per order')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/shopping-cart');
  const line = page.getByRole('listitem', { name: item.name });
  await expect(line.getByRole('status')).toHaveText('10');
  await expect(line.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  await expect(line.getByText('At most 10 per order')).toBeVisible();
  await line.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(line.getByText('At most 10 per order')).toBeHidden();
  await expect(line.getByRole('button', { name: 'Increase quantity' })).toBeEnabled();
});

test('a blocked number gets the shop’s message on the phone field', async ({ page, adminAccount }) => {
  const phone = uniquePhone();
  const admin = await newApiContext(adminAccount.state);
  try {
    const blocked = await apiSend(admin, 'POST', '/api/blocked-phones', {
      phone_number: phone,
      reason: 'checkout-cod browser test',
    });
    expect(blocked.status(), await blocked.text()).toBe(201);
  } finally {
    await admin.dispose();
  }

  const item = (await products(page)).filter((p) => p.stock > 2).sort((a, b) => paid(a) - paid(b))[0]!;
  await addFromCard(page, item);
  await page.goto('/shopping-cart');
  await checkout(page, { phone, address: '3 Rue Tarfaya' });

  const message = 'We could not take this order online. Please call the shop to order.';
  await expect(page.getByRole('heading', { name: 'Delivery details' })).toBeVisible();
  const field = page.getByLabel('Phone number');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/\./g, '\\.')));
  await expect(page.getByRole('alert').filter({ hasText: `Order failed: ${message}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Review my order' })).toBeDisabled();
  // The cart is kept for another number.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
});
