import { createServer, type Server } from 'node:http';
import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favourites } from '../../src/db/schema';
import { latestCode, randomGmail } from '../../src/modules/accounts/test-support';
import { pngImage } from '../../src/modules/catalogue-shared/testing/images';
import { file } from '../../src/modules/catalogue-shared/testing/multipart';
import { orderPayload } from '../../src/modules/orders/test-support';
import { SESSION_COOKIE, XSRF_COOKIE } from '../../src/plugins/session';
import { createTestApp, loginAs, type TestApp, type TestSession } from '../helpers';
import { call } from './support/actors';
import { launchBrowser, pageVerdict, trappedContext } from './support/browser';
import { reportFigure, seconds } from './support/env';
import { listen } from './support/http';
import { ensureWebBuild } from './support/web-build';

/**
 * Stored XSS: payloads saved through the API in every text field the shop shows (product, category,
 * brand, pack, order, customer), then the built web app, served by the real server, opened in Chromium
 * on every storefront and back-office page that renders them. No script may run, no dialog open, and
 * the CSP must never have had to block an injected script. Then a cross-site form POST in the browser.
 */

const IMG = '<img src=x onerror=window.__xss=1>';
const SCRIPT = '<script>window.__xss=1</script>';

let t: TestApp;
let baseUrl: string;
let browser: Browser;
let admin: TestSession;
let customer: TestSession;
const ids = { category: 0, company: 0, product: 0, second: 0, pack: 0, order: 0 };

function cookiesFor(session: TestSession) {
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(session.cookie)?.[1] ?? '';
  return [
    { name: SESSION_COOKIE, value: session.token, url: baseUrl },
    { name: XSRF_COOKIE, value: xsrf, url: baseUrl },
  ];
}

beforeAll(async () => {
  t = await createTestApp({ webDistDir: ensureWebBuild(), orderRateLimitPerMinute: 1000 });
  baseUrl = await listen(t.app);
  admin = await loginAs(t.app, t.db, 'admin');
  const png = await pngImage(120, 120);
  const ok = (response: { statusCode: number; body: string }, what: string) => {
    expect(response.statusCode, `${what}: ${response.body}`).toBeLessThan(300);
    return JSON.parse(response.body) as { id: number };
  };

  ids.category = ok(
    await call(t, { method: 'POST', url: '/api/categories', headers: admin.headers, form: { name: IMG } }),
    'category',
  ).id;
  ids.company = ok(
    await call(t, {
      method: 'POST',
      url: '/api/companies',
      headers: admin.headers,
      form: { name: SCRIPT, nameFr: IMG, nameAr: SCRIPT, image: file(png) },
    }),
    'brand',
  ).id;
  const product = (name: string, description: string) =>
    call(t, {
      method: 'POST',
      url: '/api/products',
      headers: admin.headers,
      form: {
        name,
        description,
        price: '30.00',
        category_id: ids.category,
        company_id: ids.company,
        stock: 4,
        image: file(png),
      },
    });
  ids.product = ok(await product(IMG, `${SCRIPT} ${IMG}`), 'product').id;
  ids.second = ok(await product(SCRIPT, IMG), 'second product').id;
  ok(
    await call(t, {
      method: 'POST',
      url: '/api/offers',
      headers: admin.headers,
      json: { product_id: ids.second, start_date: '2020-01-01', end_date: '2099-12-31', offer_price: 25 },
    }),
    'offer',
  );
  ids.pack = ok(
    await call(t, {
      method: 'POST',
      url: '/api/packs',
      headers: admin.headers,
      json: { name: IMG, description: SCRIPT, price: 50, product_ids: [ids.product, ids.second] },
    }),
    'pack',
  ).id;

  // A customer registered through the API with payloads for a name and a city.
  const email = randomGmail('xss');
  const registered = await call(t, {
    method: 'POST',
    url: '/api/register',
    json: { full_name: SCRIPT, email, city: IMG, password: 'secret12', password_confirmation: 'secret12' },
  });
  const pending = ok(registered, 'registration') as unknown as { pending_user_id: string };
  ok(
    await call(t, {
      method: 'POST',
      url: '/api/verify-email',
      json: { code: await latestCode(t, email), pending_user_id: pending.pending_user_id },
    }),
    'verification',
  );
  const login = await call(t, { method: 'POST', url: '/api/login', json: { email, password: 'secret12' } });
  const user = ok(login, 'login') as unknown as { user: { id: number } };
  customer = await loginAs(t.app, t.db, {
    ...(await t.db.query.users.findFirst({ where: (u) => eq(u.id, user.user.id) }))!,
  });

  ids.order = ok(
    await call(t, {
      method: 'POST',
      url: '/api/orders',
      headers: customer.headers,
      json: orderPayload(
        [
          { target_name: 'product', target_id: ids.product, quantity: 1, price: 30 },
          { target_name: 'pack', target_id: ids.pack, quantity: 1, price: 50 },
        ],
        { name: IMG, address: SCRIPT, city: SCRIPT },
      ),
    }),
    'order',
  ).id;
  ok(
    await call(t, {
      method: 'PATCH',
      url: `/api/orders/${ids.order}`,
      headers: admin.headers,
      json: { status: 'delivered' },
    }),
    'delivered',
  );
  for (const target of [
    { type: 'product', id: ids.product },
    { type: 'pack', id: ids.pack },
  ]) {
    ok(
      await call(t, {
        method: 'POST',
        url: '/api/favourites/toggle',
        headers: customer.headers,
        json: target,
      }),
      'favourite',
    );
  }
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await t?.close();
});

type Visit = { path: string; shows: string[] };
let evalProbes = 0;

async function visitAll(who: 'guest' | 'customer' | 'admin', visits: Visit[]) {
  const session = who === 'customer' ? customer : who === 'admin' ? admin : undefined;
  const { context, trap } = await trappedContext(
    browser,
    session ? { cookies: cookiesFor(session), loggedIn: true } : {},
  );
  const results: string[] = [];
  try {
    for (const visit of visits) {
      const page = await context.newPage();
      await page.goto(`${baseUrl}${visit.path}`, { waitUntil: 'load', timeout: 120_000 });
      // The page must really show the payloads, as text, before its verdict counts.
      for (const text of visit.shows) {
        await page
          .getByText(text, { exact: false })
          .first()
          .waitFor({ state: 'attached', timeout: 90_000 })
          .catch((error: unknown) => {
            throw new Error(`${who} ${visit.path} never showed ${text}: ${String(error)}`);
          });
      }
      await page.waitForTimeout(500);
      const verdict = await pageVerdict(page);
      expect(verdict.xss, `${who} ${visit.path}: an injected script ran`).toBeUndefined();
      // Injected markup would show as a blocked inline script or handler. (A blocked `eval` is zod's
      // feature probe, `new Function('')` in a try: not an injection.)
      const blocked = verdict.violations.filter(
        (v) => v.startsWith('script-src') && v.split(' ')[1] !== 'eval',
      );
      expect(blocked, `${who} ${visit.path}: the CSP had to block a script`).toEqual([]);
      evalProbes += verdict.violations.length - blocked.length;
      results.push(visit.path);
      await page.close();
    }
    expect(trap.dialogs, `${who}: dialogs`).toEqual([]);
    expect(
      trap.pageErrors.filter((message) => message.includes('__xss')),
      `${who}: page errors`,
    ).toEqual([]);
  } finally {
    await context.close();
  }
  return results;
}

describe('stored XSS is rendered inert in the browser', () => {
  const started = Date.now();
  const pages: string[] = [];

  it('control: the trap does see markup that gets injected (the CSP blocks it and says so)', async () => {
    const { context } = await trappedContext(browser);
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl}/`, { waitUntil: 'load', timeout: 120_000 });
      await page.evaluate((html) => {
        const scope = globalThis as unknown as {
          document: { body: { insertAdjacentHTML: (where: string, markup: string) => void } };
        };
        scope.document.body.insertAdjacentHTML('beforeend', html);
      }, IMG);
      await page.waitForFunction(
        () => ((globalThis as unknown as { __cspViolations?: string[] }).__cspViolations ?? []).length > 0,
        undefined,
        { timeout: 30_000 },
      );
      const verdict = await pageVerdict(page);
      expect(verdict.xss).toBeUndefined();
      expect(verdict.violations.some((v) => v.startsWith('script-src') && v.split(' ')[1] === 'inline')).toBe(
        true,
      );
    } finally {
      await context.close();
    }
  });

  it('storefront pages (guest): home, brand page', async () => {
    pages.push(
      ...(await visitAll('guest', [
        { path: '/', shows: [IMG, SCRIPT] },
        { path: `/brands/${ids.company}`, shows: [SCRIPT, IMG] },
      ])),
    );
  });

  it('customer pages: favourites, account profile', async () => {
    pages.push(
      ...(await visitAll('customer', [
        { path: '/favorites', shows: [IMG] },
        { path: '/account-profile', shows: [] },
      ])),
    );
  });

  it('back-office pages (admin): every page that lists what was stored', async () => {
    pages.push(
      ...(await visitAll('admin', [
        // The dashboard's lists fill in as their panels load: opened for the verdict, not waited on.
        { path: '/admin/dashboard', shows: [] },
        { path: '/admin/orders-dashboard', shows: [IMG] },
        { path: '/admin/products', shows: [IMG, SCRIPT] },
        { path: '/admin/pack-management', shows: [IMG] },
        { path: '/admin/categories', shows: [IMG] },
        { path: '/admin/companies', shows: [SCRIPT] },
        { path: '/admin/customers', shows: [SCRIPT] },
        { path: '/admin/notifications', shows: [IMG] },
        { path: '/admin/admin-profile', shows: [] },
      ])),
    );
    reportFigure(
      'stored XSS',
      `payloads ${IMG} and ${SCRIPT} in category, brand (3 names), product (name, description), pack, order (name, address, city), ` +
        `customer (name, city); ${pages.length} pages opened in Chromium (${pages.join(', ')}): window.__xss never set, ` +
        `no dialog, no injected script blocked by the CSP (${evalProbes} blocked eval probes of a library), in ${seconds(Date.now() - started)}`,
    );
  });
});

describe('cross-site request forgery from a real browser', () => {
  let attacker: Server;
  let attackerPort = 0;

  beforeAll(async () => {
    // The attacker's page: a form that posts itself to the shop as soon as it loads.
    attacker = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://attacker');
      const target = url.searchParams.get('target') ?? '';
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(`<!doctype html><form id="f" method="POST" action="${target}">
        <input name="type" value="product"><input name="id" value="${ids.second}">
        <input name="_token" value="guess"></form><script>document.getElementById('f').submit()</script>`);
    });
    await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
    attackerPort = (attacker.address() as { port: number }).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => attacker?.close(resolve));
  });

  it('a form on another origin posting to the shop with the victim logged in: 419, nothing changes, the session lives', async () => {
    const { context } = await trappedContext(browser, { cookies: cookiesFor(customer), loggedIn: true });
    try {
      const before = await t.db.select().from(favourites).where(eq(favourites.userId, customer.user.id));
      // Same site, other origin (cookies travel, SameSite does not help), and another site (localhost).
      for (const origin of [`http://127.0.0.1:${attackerPort}`, `http://localhost:${attackerPort}`]) {
        for (const path of ['/api/favourites/toggle', '/api/logout']) {
          const page = await context.newPage();
          const answer = page.waitForResponse((response) => response.url().endsWith(path), {
            timeout: 60_000,
          });
          await page.goto(`${origin}/?target=${encodeURIComponent(`${baseUrl}${path}`)}`);
          const response = await answer;
          expect(response.status(), `${origin} -> ${path}`).toBe(419);
          expect(await response.json()).toEqual({ message: 'CSRF token mismatch.' });
          await page.close();
        }
      }
      const after = await t.db.select().from(favourites).where(eq(favourites.userId, customer.user.id));
      expect(after).toEqual(before);
      const me = await context.request.get(`${baseUrl}/api/me`);
      expect(me.status()).toBe(200);
    } finally {
      await context.close();
    }
    reportFigure(
      'CSRF',
      'Chromium: auto-submitted forms from another origin (same site 127.0.0.1:other port, and localhost) to toggle a favourite and to log out: 419, favourites unchanged, session alive',
    );
  });
});
