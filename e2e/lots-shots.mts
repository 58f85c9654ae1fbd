import { chromium, request } from 'playwright';
const BASE = 'http://localhost:3301';
const api = await request.newContext({ baseURL: BASE, extraHTTPHeaders: { Accept: 'application/json' } });
await api.get('/api/me');
const xsrf = async () => decodeURIComponent((await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
let r = await api.post('/api/login', { data: { email: 'admin@parashop.test', password: 'Admin-e2e-password-1' }, headers: { 'X-XSRF-TOKEN': await xsrf() } });
console.log('login', r.status());
const products = (await (await api.get('/api/products')).json()) as Array<{ id: number; name: string }>;
const p = products[0]!;
const day = (n: number) => { const d = new Date(); d.setUTCDate(d.getUTCDate() + n); return d.toISOString().slice(0, 10); };
for (const [lot, exp, q] of [['L2406A', day(12), 8], ['دفعة-LOT-' + 'X'.repeat(38), day(200), 40], ['SOLDOUT', day(40), 1]] as const) {
  r = await api.post(`/api/products/${p.id}/lots`, { data: { lot_number: lot, expiry_date: exp, quantity: q }, headers: { 'X-XSRF-TOKEN': await xsrf() } });
  console.log('lot', r.status(), await r.text());
}
const raw = await api.storageState();
const state = { cookies: raw.cookies, origins: [{ origin: BASE, localStorage: [{ name: 'islogged', value: 'true' }] }] };
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const lang of ['en', 'ar']) {
  for (const width of [390, 1366]) {
    const ctx = await browser.newContext({ storageState: state, viewport: { width: 1366, height: 900 } });
    const page = await ctx.newPage();
    await page.goto(`${BASE}/admin/dashboard`);
    await page.getByRole('button', { name: lang === 'ar' ? 'العربية' : 'English', exact: true }).first().click();
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/lots-shots/dash-${lang}-${width}.png`, fullPage: false });
    await page.goto(`${BASE}/admin/products`);
    await page.getByRole('searchbox').first().fill(p.name.slice(0, 20));
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/lots-shots/list-${lang}-${width}.png`, fullPage: true });
    await page.getByRole('table').getByRole('row').nth(1).getByRole('button').filter({ has: page.locator('svg.lucide-pencil, svg.lucide-square-pen, svg') }).nth(0);
    const edit = page.getByRole('table').getByRole('row').nth(1).getByRole('button', { name: lang === 'ar' ? /تعديل/ : /^Edit/ }).first();
    await edit.click();
    await page.waitForTimeout(2000);
    await page.getByRole('region').last().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/lots-shots/form-${lang}-${width}.png`, fullPage: true });
    await ctx.close();
  }
}
await browser.close();
await api.dispose();
