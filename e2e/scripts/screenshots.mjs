// Screenshots of chosen routes at phone and laptop sizes in English, French and Arabic, for reviewing
// screens by eye. Needs a running shop (npm start, npm run dev, or any base URL).
//
//   npm run screenshots -- / /shopping-cart
//   npm run screenshots -- --admin /admin/dashboard /admin/products      (ADMIN_EMAIL / ADMIN_PASSWORD)
//   npm run screenshots -- --base-url http://localhost:5173 --langs fr --sizes 390x844 --full-page /
//
// Files land in screenshots/ (git-ignored) as <route>-<lang>-<width>x<height>.png.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, request } from 'playwright-core';
import { CHROMIUM_ARGS, findBrowser } from './browser.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const { values: options, positionals: routes } = parseArgs({
  allowPositionals: true,
  options: {
    'base-url': { type: 'string', default: process.env.BASE_URL ?? 'http://localhost:3000' },
    langs: { type: 'string', default: 'en,fr,ar' },
    sizes: { type: 'string', default: '390x844,1366x768' },
    admin: { type: 'boolean', default: false },
    'full-page': { type: 'boolean', default: false },
    out: { type: 'string', default: path.join(repoRoot, 'screenshots') },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (options.help || routes.length === 0) {
  console.log(
    [
      'Usage: npm run screenshots -- [options] <route> [<route>...]',
      '  --base-url URL    the running shop (default http://localhost:3000, or $BASE_URL)',
      '  --langs LIST      languages, comma-separated (default en,fr,ar)',
      '  --sizes LIST      viewports WxH, comma-separated (default 390x844,1366x768)',
      '  --admin           log in first as ADMIN_EMAIL / ADMIN_PASSWORD (environment)',
      '  --full-page       capture the whole page, not only the viewport',
      '  --out DIR         output folder (default screenshots/)',
    ].join('\n'),
  );
  process.exit(options.help ? 0 : 1);
}

const baseUrl = options['base-url'].replace(/\/+$/, '');
const langs = options.langs.split(',').filter(Boolean);
const sizes = options.sizes.split(',').map((size) => {
  const match = /^(\d+)x(\d+)$/.exec(size.trim());
  if (!match) throw new Error(`--sizes: "${size}" is not WIDTHxHEIGHT`);
  return { width: Number(match[1]), height: Number(match[2]) };
});

/** Logs in through the API (XSRF double submit) and returns the cookies plus the page's logged-in flag. */
async function adminStorageState() {
  const email = process.env.ADMIN_EMAIL;
  const password = process.env.ADMIN_PASSWORD;
  if (!email || !password) throw new Error('--admin needs ADMIN_EMAIL and ADMIN_PASSWORD in the environment');
  const api = await request.newContext({
    baseURL: baseUrl,
    extraHTTPHeaders: { Accept: 'application/json' },
  });
  try {
    await api.get('/api/me');
    const xsrf = (await api.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
    if (!xsrf) throw new Error(`${baseUrl}/api/me set no XSRF-TOKEN cookie`);
    const response = await api.post('/api/login', {
      data: { email, password },
      headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
    });
    if (!response.ok())
      throw new Error(`Login as ${email} failed: ${response.status()} ${await response.text()}`);
    const { cookies } = await api.storageState();
    return { cookies, origins: [{ origin: baseUrl, localStorage: [{ name: 'islogged', value: 'true' }] }] };
  } finally {
    await api.dispose();
  }
}

/** Before any script of the page runs: make `lang` the user's chosen language in the persisted state. */
function chooseLanguage(lang) {
  let state;
  try {
    state = JSON.parse(localStorage.getItem('reduxState') ?? '{}') ?? {};
  } catch {
    state = {};
  }
  state.ui = { ...(state.ui ?? {}), language: lang, languageChosen: true };
  localStorage.setItem('reduxState', JSON.stringify(state));
}

function fileName(route, lang, { width, height }) {
  const slug = route.replace(/^\/+|\/+$/g, '').replace(/[^a-zA-Z0-9]+/g, '-') || 'home';
  return `${slug}-${lang}-${width}x${height}.png`;
}

const executablePath = findBrowser();
if (!executablePath) {
  console.error('No Chromium found: set CHROME_PATH or install chromium (see README, Development).');
  process.exit(1);
}

fs.mkdirSync(options.out, { recursive: true });
const storageState = options.admin ? await adminStorageState() : undefined;
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
try {
  for (const size of sizes) {
    for (const lang of langs) {
      const phone = size.width < 640;
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport: size,
        isMobile: phone,
        hasTouch: phone,
        ...(storageState ? { storageState } : {}),
      });
      await context.addInitScript(chooseLanguage, lang);
      const page = await context.newPage();
      for (const route of routes) {
        await page.goto(route, { waitUntil: 'load' });
        // Lazy chunks, locales and first queries: wait for quiet, but never forever (polling screens).
        await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
        const file = path.join(options.out, fileName(route, lang, size));
        await page.screenshot({ path: file, fullPage: options['full-page'] });
        console.log(path.relative(process.cwd(), file));
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
