// The shop in the customer's language and phones as people write them (issue 25, items 1, 2 and 6;
// decisions 205 and 207): a French shopper types `+212 6 …` with spaces, an Arabic one types the number
// with an Arabic keyboard's digits; both orders pass and show the number grouped. In Arabic the cart, the
// "added to cart" toast, the success screen, its WhatsApp text and the order history name the product in
// Arabic, and the staff's WhatsApp message to that customer opens in Arabic too.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { uniquePhone } from '../fixtures/phone';

type Product = {
  id: number;
  name: string;
  name_fr: string | null;
  name_ar: string | null;
  price: number;
  offer_price: number | null;
  stock: number;
  sale_mode?: string;
};

const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';
const toArabicDigits = (text: string) => text.replace(/\d/g, (digit) => ARABIC_DIGITS[Number(digit)]!);
const grouped = (phone: string) => phone.replace(/^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/, '$1 $2 $3 $4 $5');

async function chooseLanguage(page: Page, language: string) {
  await page.getByRole('banner').locator(`:is(a,button)[lang="${language}"]`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** A product in stock under the free-delivery threshold with French and Arabic names (the demo has them all). */
async function translatedProduct(page: Page, skip = 0): Promise<Product> {
  const products = (await (await page.request.get('/api/products')).json()) as Product[];
  const usable = products.filter(
    (item) =>
      item.stock > 5 &&
      (item.offer_price ?? item.price) < 400 &&
      item.name_fr &&
      item.name_ar &&
      item.name_fr !== item.name &&
      item.sale_mode !== 'in_store_only',
  );
  expect(usable.length, 'the demo catalogue has products named in French and Arabic').toBeGreaterThan(skip);
  return usable[skip]!;
}

// A whole checkout in each language: up to a minute on a 2-core machine under load.
test.describe.configure({ timeout: 120_000 });

test('French: the cart names the product in French and +212 with spaces is taken, shown grouped', async ({
  page,
}) => {
  const product = await translatedProduct(page, 3);
  const phone = uniquePhone();
  await page.goto('/');
  await chooseLanguage(page, 'fr');
  await page.goto(`/?q=${encodeURIComponent(product.name_fr!)}`);
  const card = page.locator('#catalogue').getByRole('article', { name: product.name_fr! });
  await card.getByRole('button', { name: `Ajouter ${product.name_fr} au panier` }).click();
  await expect(page.getByText(`Produit ${product.name_fr} ajouté au panier`)).toBeVisible();

  await page.goto('/shopping-cart');
  await expect(page.getByRole('listitem', { name: product.name_fr! })).toBeVisible();
  await page.getByRole('button', { name: 'Passer à mes coordonnées' }).click();
  await page.getByLabel('Nom complet').fill('Client Français');
  // As it is written on a business card: +212, the leading 0 dropped, pairs.
  const typed = `+212 ${phone.slice(1, 2)} ${phone.slice(2, 4)} ${phone.slice(4, 6)} ${phone.slice(6, 8)} ${phone.slice(8)}`;
  await page.getByLabel('Numéro de téléphone').fill(typed);
  await page.getByLabel('Ville').fill('Dakhla');
  await page.getByLabel('Adresse').fill('152 Hay Salam');
  await page.getByLabel('Zone de livraison').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Vérifier ma commande' }).click();
  await expect(page.getByRole('heading', { name: 'Vérifiez votre commande' })).toBeVisible();
  await expect(page.getByText(grouped(phone))).toBeVisible();
  const placed = page.waitForResponse(
    (res) => res.url().endsWith('/api/orders') && res.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Valider la commande' }).click();
  const response = await placed;
  expect(response.status()).toBe(201);
  const order = (await response.json()) as { phone_number: string; language: string };
  expect(order.phone_number).toBe(phone);
  expect(order.language).toBe('fr');
  await expect(page.getByText('Merci pour votre commande !')).toBeVisible();
  await expect(page.getByTestId('order-items')).toContainText(product.name_fr!);
  await expect(page.getByTestId('order-call')).toHaveText(
    `Nous vous appellerons au ${grouped(phone)} pour confirmer votre commande avant de la livrer.`,
  );
});

test('Arabic: Arabic digits at checkout; cart, toast, success, WhatsApp and history in Arabic; staff message in Arabic', async ({
  customerPage: page,
  adminPage,
}) => {
  const product = await translatedProduct(page, 5);
  const phone = uniquePhone();
  await page.goto('/');
  await chooseLanguage(page, 'ar');
  await page.goto(`/?q=${encodeURIComponent(product.name_ar!)}`);
  const card = page.locator('#catalogue').getByRole('article', { name: product.name_ar! });
  await card.getByRole('button', { name: `أضف ${product.name_ar} إلى السلة` }).click();
  // The "added to cart" toast names it in Arabic.
  await expect(page.getByText(`تمت إضافة المنتج ${product.name_ar} إلى السلة`)).toBeVisible();

  await page.goto('/shopping-cart');
  const line = page.getByRole('listitem', { name: product.name_ar! });
  await expect(line).toBeVisible();
  await expect(line).not.toContainText(product.name);
  await page.getByRole('button', { name: 'المتابعة إلى معلوماتك' }).click();
  await page.getByLabel('رقم الهاتف').fill(toArabicDigits(grouped(phone)));
  await page.getByLabel('المدينة').fill('الداخلة');
  await page.getByLabel('العنوان').fill('152 Hay Salam');
  await page.getByLabel('منطقة التوصيل').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'مراجعة طلبي' }).click();
  await expect(page.getByRole('heading', { name: 'راجع طلبك' })).toBeVisible();
  const placed = page.waitForResponse(
    (res) => res.url().endsWith('/api/orders') && res.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'إتمام الطلب' }).click();
  const response = await placed;
  expect(response.status()).toBe(201);
  const order = (await response.json()) as {
    id: number;
    order_number: string;
    phone_number: string;
    language: string;
  };
  expect(order.phone_number).toBe(phone);
  expect(order.language).toBe('ar');

  await expect(page.getByText('شكرًا على طلبك!')).toBeVisible();
  await expect(page.getByTestId('order-items')).toContainText(product.name_ar!);
  await expect(page.getByTestId('order-call')).toContainText(grouped(phone));
  const whatsapp = page.getByRole('link', { name: /التأكيد عبر واتساب/ });
  const text = new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text') ?? '';
  expect(text).toContain(`مرحبًا، أؤكد طلبي رقم ${order.order_number}.`);
  expect(text).toContain(`- 1 × ${product.name_ar}:`);
  expect(text).not.toContain(product.name);

  // The order history, in Arabic.
  await page.goto('/account-profile');
  await page.getByRole('tab', { name: 'الطلبات' }).click();
  await page.getByRole('button', { name: new RegExp(order.order_number) }).click();
  await expect(page.getByText(product.name_ar!).first()).toBeVisible();

  // The staff's screen is in English; the message to this customer opens in Arabic, with the Arabic name.
  await adminPage.goto('/admin/confirmations');
  await expect(adminPage.getByRole('heading', { name: 'To confirm', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  const queueCard = adminPage.getByRole('article').filter({ hasText: order.order_number });
  const staffLink = queueCard.getByTestId('whatsapp-link');
  await expect(staffLink).toBeVisible({ timeout: 30_000 });
  const staffText = new URL((await staffLink.getAttribute('href'))!).searchParams.get('text') ?? '';
  expect(staffText).toContain(product.name_ar!);
  expect(staffText).toContain(order.order_number);
  expect(staffText).not.toContain('Hello');
});
