// Shared links (issue 25 item 4, decision 230): a product link carries the slug in the page's language
// and the language itself (`/products/12-creme-hydratante?lang=fr`), so a friend who opens it in a
// fresh browser reads the page in the sender's language. On a computer "Copy link" copies that link
// (a toast confirms); on a phone the system's share sheet gets it; WhatsApp gets the name and the link.
import type { Browser, Page } from '@playwright/test';
import { expect, test, watchErrors } from '../fixtures';
import { slug } from '../fixtures/item-urls';

type Product = {
  id: number;
  name: string;
  name_fr: string | null;
  name_ar: string | null;
  stock: number;
};
type Language = 'fr' | 'ar';

const TEXTS = {
  fr: {
    copy: 'Copier le lien',
    share: 'Partager',
    copied: 'Lien copié : collez-le dans un message pour partager cette page.',
    details: 'Détails de',
  },
  ar: {
    copy: 'نسخ الرابط',
    share: 'مشاركة',
    copied: 'تم نسخ الرابط: الصقه في رسالة لمشاركة هذه الصفحة.',
    details: 'تفاصيل',
  },
} as const;

const nameIn = (product: Product, lang: Language) =>
  (lang === 'fr' ? product.name_fr : product.name_ar)?.trim() || product.name;

async function chooseLanguage(page: Page, language: string) {
  await page.getByRole('banner').locator(`:is(a,button)[lang="${language}"]`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** A product in stock whose French name makes a slug of its own (the demo names them all in French and Arabic). */
async function translatedProduct(page: Page): Promise<Product> {
  const products = (await (await page.request.get('/api/products')).json()) as Product[];
  const product = products.find(
    (item) =>
      item.stock > 0 &&
      item.name_fr &&
      item.name_ar &&
      slug(item.name_fr) !== slug(item.name) &&
      slug(item.name_fr) !== 'item',
  );
  expect(product, 'a product named in French and Arabic').toBeDefined();
  return product!;
}

/** A browser with no cookie and nothing stored, as the friend's phone: opens `link` and shows its page. */
async function openAsFriend(browser: Browser, link: string, product: Product, lang: Language) {
  const friend = await browser.newContext();
  try {
    const page = await friend.newPage();
    const errors = watchErrors(page);
    const response = await page.goto(link);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(link);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: nameIn(product, lang) }),
    ).toBeVisible();
    // The friend can share it on in turn (Share or Copy link, as the browser allows).
    await expect(
      page.getByRole('main').getByRole('group', { name: `${TEXTS[lang].share} ${nameIn(product, lang)}` }),
    ).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    await friend.close();
  }
}

for (const lang of ['fr', 'ar'] as const) {
  test(`${lang}: "Copy link" copies the page's link in ${lang}, and a friend opens it in ${lang}`, async ({
    browser,
    baseURL,
  }) => {
    const sender = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    // A computer's browser: no system share sheet.
    await sender.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    try {
      const page = await sender.newPage();
      const product = await translatedProduct(page);
      await page.goto(`/products/${product.id}-${slug(product.name)}`);
      await chooseLanguage(page, lang);
      const main = page.getByRole('main');
      const expected = `${baseURL}/products/${product.id}-${slug(product.name_fr!)}?lang=${lang}`;

      await main.getByRole('button', { name: TEXTS[lang].copy }).click();
      await expect(page.getByText(TEXTS[lang].copied)).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(expected);

      // WhatsApp gets the name in the page's language and the same link.
      const whatsapp = new URL(
        (await main.getByRole('link', { name: lang === 'ar' ? /واتساب/ : /WhatsApp/ }).getAttribute('href'))!,
      );
      expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/');
      const message = whatsapp.searchParams.get('text')!;
      expect(message).toContain(nameIn(product, lang));
      expect(message).toContain(expected);

      await openAsFriend(browser, copied, product, lang);
    } finally {
      await sender.close();
    }
  });
}

test("fr on a phone: the quick view's Share hands the French link to the system's share sheet", async ({
  browser,
  baseURL,
}) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  await phone.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { sharedData: shared });
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        shared.push(data);
      },
    });
  });
  try {
    const page = await phone.newPage();
    const product = await translatedProduct(page);
    await page.goto('/');
    await chooseLanguage(page, 'fr');
    await page.goto(`/?q=${encodeURIComponent(product.name_fr!)}`);
    const card = page.locator('#catalogue').getByRole('article', { name: product.name_fr! }).first();
    await card.getByRole('button', { name: `${TEXTS.fr.details} ${product.name_fr}` }).click();
    const dialog = page.getByRole('dialog', { name: product.name_fr! });
    await dialog.getByRole('button', { name: TEXTS.fr.share, exact: true }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { sharedData: ShareData[] }).sharedData))
      .toEqual([
        {
          title: product.name_fr,
          text: product.name_fr,
          url: `${baseURL}/products/${product.id}-${slug(product.name_fr!)}?lang=fr`,
        },
      ]);
  } finally {
    await phone.close();
  }
});
