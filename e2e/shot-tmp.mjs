import { chromium } from 'playwright';
const base = 'http://localhost:3200';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
async function admin(width, lang) {
  const ctx = await browser.newContext({
    viewport: { width, height: width < 500 ? 844 : 900 },
    locale: lang,
  });
  const page = await ctx.newPage();
  await page.goto(base + '/login');
  await page
    .getByLabel(/e-?mail/i)
    .first()
    .fill('admin@parashop.test');
  await page.locator('input[type=password]').first().fill('Admin-e2e-password-1');
  await page.locator('input[type=password]').first().press('Enter');
  await page.waitForURL(/admin/, { timeout: 20000 });
  await page.evaluate((l) => localStorage.setItem('i18nextLng', l), lang);
  return { ctx, page };
}
for (const [width, lang] of [
  [390, 'ar'],
  [1366, 'fr'],
  [390, 'en'],
]) {
  const { ctx, page } = await admin(width, lang);
  await page.goto(base + '/admin/confirmations');
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shots/confirm-${width}-${lang}.png`, fullPage: false });
  await page.goto(base + '/admin');
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shots/dash-${width}-${lang}.png`, fullPage: true });
  await ctx.close();
}
await browser.close();
