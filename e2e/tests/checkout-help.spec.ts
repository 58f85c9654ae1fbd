// A checkout that helps (issue 25 item 8, decision 212), in French: the disabled "Vérifier ma commande"
// names every field still missing, not only the delivery area; what was typed survives a reload and is
// erased once the order is placed (a shared device shows nobody's phone); a blocked number is told the
// shop's phone and WhatsApp from the shop settings, and the chosen delivery area stays.
import type { Page } from '@playwright/test';
import { apiSend, expect, newApiContext, test } from '../fixtures';
import { uniquePhone } from '../fixtures/phone';

type Item = {
  id: number;
  name: string;
  name_fr: string | null;
  price: number;
  offer_price: number | null;
  stock: number;
};
type Settings = { phone: string; whatsapp: string | null };

const paid = (item: Item) => item.offer_price ?? item.price;

/** The cheapest product in stock: one unit stays under the free-delivery threshold, so an area is asked. */
async function cheapItem(page: Page): Promise<Item> {
  const items = (await (await page.request.get('/api/products')).json()) as Item[];
  return items.filter((item) => item.stock > 2).sort((a, b) => paid(a) - paid(b))[0]!;
}

/** In French, one unit of `item` in the cart from its catalogue card, then the details step. */
async function toDetails(page: Page, item: Item) {
  await page.goto('/');
  // The language switch of the header (a button or a link).
  await page.getByRole('banner').locator('[lang="fr"]').first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.goto(`/?q=${encodeURIComponent(item.name_fr || item.name)}`);
  // The card names the product in French or, while it has no French name shown, in English.
  const names = [item.name_fr, item.name].filter(Boolean).map((name) => escapeRegExp(name!));
  await page
    .locator('#catalogue')
    .getByRole('button', { name: new RegExp(`^Ajouter (${names.join('|')}) au panier$`) })
    .first()
    .click();
  // What the shopper sees before going on: the cart counts it.
  await expect(page.getByRole('link', { name: 'Panier, 1 article' }).first()).toBeVisible();
  await page.goto('/shopping-cart');
  await page.getByRole('button', { name: 'Passer à mes coordonnées' }).click();
  await expect(page.getByRole('heading', { name: 'Coordonnées de livraison' })).toBeVisible();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function fillDetails(page: Page, phone: string) {
  await page.getByLabel('Nom complet').fill('Amina Cliente');
  await page.getByLabel('Numéro de téléphone').fill(phone);
  await page.getByLabel('Ville').fill('Dakhla');
  await page.getByLabel('Adresse').fill('5 Rue de la Plage');
  await page.getByLabel('Zone de livraison').selectOption({ index: 1 });
}

// A whole checkout takes up to a minute on a loaded 2-core machine.
test.describe.configure({ timeout: 90_000 });

test('with every field empty, the hint names every missing field, in French', async ({ page }) => {
  await toDetails(page, await cheapItem(page));
  const review = page.getByRole('button', { name: 'Vérifier ma commande' });
  await expect(review).toBeDisabled();
  const hint =
    'Pour vérifier votre commande, complétez : Nom complet, Numéro de téléphone, Ville, Adresse, Zone de livraison';
  await expect(page.getByText(hint)).toBeVisible();
  await expect(review).toHaveAccessibleDescription(hint);

  // Each field filled leaves the list.
  await page.getByLabel('Nom complet').fill('Amina Cliente');
  await page.getByLabel('Ville').fill('Dakhla');
  await expect(
    page.getByText(
      'Pour vérifier votre commande, complétez : Numéro de téléphone, Adresse, Zone de livraison',
    ),
  ).toBeVisible();
});

test('what was typed survives a reload; once the order is placed the next shopper finds an empty form', async ({
  page,
}) => {
  // Two visits of the cart, a reload each, and an order: 1.6 min at load average 26 on 2 cores.
  test.setTimeout(180_000);
  const item = await cheapItem(page);
  const phone = uniquePhone();
  await toDetails(page, item);
  await fillDetails(page, phone);
  const area = await page.getByLabel('Zone de livraison').inputValue();

  await page.reload();
  await page.getByRole('button', { name: 'Passer à mes coordonnées' }).click();
  await expect(page.getByLabel('Nom complet')).toHaveValue('Amina Cliente');
  await expect(page.getByLabel('Numéro de téléphone')).toHaveValue(phone);
  await expect(page.getByLabel('Ville')).toHaveValue('Dakhla');
  await expect(page.getByLabel('Adresse')).toHaveValue('5 Rue de la Plage');
  await expect(page.getByLabel('Zone de livraison')).toHaveValue(area);

  await page.getByRole('button', { name: 'Vérifier ma commande' }).click();
  const placed = page.waitForResponse(
    (res) => res.url().endsWith('/api/orders') && res.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Valider la commande' }).click();
  expect((await placed).status()).toBe(201);
  await expect(page.getByText('Merci pour votre commande !')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('checkoutDraft'))).toBeNull();

  // The next person on this device: a new cart, an empty form, no phone left behind.
  await toDetails(page, item);
  await expect(page.getByLabel('Numéro de téléphone')).toHaveValue('');
  await expect(page.getByLabel('Nom complet')).toHaveValue('');
  await expect(page.getByLabel('Adresse')).toHaveValue('');
  await page.reload();
  await page.getByRole('button', { name: 'Passer à mes coordonnées' }).click();
  await expect(page.getByLabel('Numéro de téléphone')).toHaveValue('');
});

test('a blocked number is given the shop’s phone and WhatsApp, and the delivery area stays', async ({
  page,
  adminAccount,
}) => {
  const phone = uniquePhone();
  const admin = await newApiContext(adminAccount.state);
  try {
    const blocked = await apiSend(admin, 'POST', '/api/blocked-phones', {
      phone_number: phone,
      reason: 'checkout-help browser test',
    });
    expect(blocked.status(), await blocked.text()).toBe(201);
  } finally {
    await admin.dispose();
  }
  const settings = (await (await page.request.get('/api/settings')).json()) as Settings;
  expect(settings.whatsapp, 'the browser tests run with SHOP_WHATSAPP').toBeTruthy();

  await toDetails(page, await cheapItem(page));
  await fillDetails(page, phone);
  const area = await page.getByLabel('Zone de livraison').inputValue();
  await page.getByRole('button', { name: 'Vérifier ma commande' }).click();
  await page.getByRole('button', { name: 'Valider la commande' }).click();

  const alert = page.getByRole('alert').filter({ hasText: 'Échec de la commande' });
  await expect(alert).toContainText('Veuillez appeler la boutique pour commander.');
  const call = alert.getByRole('link', { name: /Appeler la boutique/ });
  await expect(call).toContainText(settings.phone);
  await expect(call).toHaveAttribute('href', `tel:${settings.phone.replace(/[^\d+]/g, '')}`);
  const whatsapp = alert.getByRole('link', { name: /WhatsApp/ });
  await expect(whatsapp).toContainText(settings.whatsapp!);
  expect(new URL((await whatsapp.getAttribute('href'))!).hostname).toBe('wa.me');
  // Back on the details step: the phone is marked, the rest (the area too) is as it was.
  await expect(page.getByLabel('Numéro de téléphone')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Zone de livraison')).toHaveValue(area);
  await expect(page.getByLabel('Adresse')).toHaveValue('5 Rue de la Plage');
});
