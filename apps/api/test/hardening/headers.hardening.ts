import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategory, insertCompany } from '../../src/modules/catalogue-shared/testing/fixtures';
import { pngImage } from '../../src/modules/catalogue-shared/testing/images';
import { file } from '../../src/modules/catalogue-shared/testing/multipart';
import { createTestApp, createUser, guestHeaders, loginAs, type TestApp } from '../helpers';
import { call } from './support/actors';
import { reportFigure } from './support/env';
import { ensureWebBuild } from './support/web-build';

/**
 * Security headers on every kind of answer (API JSON, API errors, the web app's pages and files,
 * uploaded images), and the cookies' flags; over plain http and behind https (PUBLIC_URL).
 */

type Served = { http: TestApp; https: TestApp };
const apps: Partial<Served> = {};
let webDist: string;
let imagePath: string;

beforeAll(async () => {
  webDist = ensureWebBuild();
  apps.http = await createTestApp({ webDistDir: webDist });
  apps.https = await createTestApp({
    webDistDir: webDist,
    publicUrl: 'https://shop.example.ma',
    secureCookies: true,
  });
  const admin = await loginAs(apps.http.app, apps.http.db, 'admin');
  const created = await call(apps.http, {
    method: 'POST',
    url: '/api/companies',
    headers: admin.headers,
    form: { name: 'Header Brand', image: file(await pngImage()) },
  });
  expect(created.statusCode, created.body).toBe(201);
  imagePath = `/storage/${created.json<{ image: string }>().image}`;
  await insertCategory(apps.http.db);
  await insertCompany(apps.http.db);
});

afterAll(async () => {
  await apps.http?.close();
  await apps.https?.close();
});

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name.toLowerCase(), values];
      }),
  );
}

async function answers(t: TestApp): Promise<Array<[string, LightMyRequestResponse]>> {
  const asset =
    /src="(\/assets\/[^"]+\.js)"/.exec(await readFile(join(webDist, 'index.html'), 'utf8'))?.[1] ??
    '/assets/none.js';
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: guestHeaders() });
  return [
    ['GET /api/health', await get('/api/health')],
    ['GET /api/products', await get('/api/products')],
    ['API 404', await get('/api/no-such-route')],
    ['API 401', await get('/api/me')],
    ['API 419', await t.app.inject({ method: 'POST', url: '/api/orders', payload: {} })],
    ['page /', await get('/')],
    ['page /admin/products', await get('/admin/products')],
    ['script asset', await get(asset)],
    ['uploaded image', await get(imagePath)],
  ];
}

describe('security headers', () => {
  it('every answer: CSP with no inline script but the hashed tap capture, nosniff, no framing, a referrer policy; no HSTS over http', async () => {
    const t = apps.http as TestApp;
    const checked: string[] = [];
    for (const [what, response] of await answers(t)) {
      const policy = String(response.headers['content-security-policy'] ?? '');
      expect(policy, what).not.toBe('');
      const csp = directives(policy);
      const scripts = csp.get('script-src') ?? csp.get('default-src') ?? [];
      expect(scripts, `${what}: script-src`).not.toEqual([]);
      expect(scripts, `${what}: script-src`).not.toContain("'unsafe-inline'");
      expect(scripts, `${what}: script-src`).not.toContain("'unsafe-eval'");
      expect(
        scripts.some(
          (source) => source === '*' || source === 'data:' || source === 'http:' || source === 'https:',
        ),
        `${what}: script-src`,
      ).toBe(false);
      expect(csp.get('frame-ancestors'), `${what}: frame-ancestors`).toEqual(["'none'"]);
      expect(csp.get('object-src'), `${what}: object-src`).toEqual(["'none'"]);
      expect(csp.get('base-uri'), `${what}: base-uri`).toEqual(["'self'"]);
      expect(response.headers['x-content-type-options'], what).toBe('nosniff');
      expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']).toContain(
        response.headers['referrer-policy'],
      );
      expect(response.headers['strict-transport-security'], `${what}: no HSTS over http`).toBeUndefined();
      expect(response.headers['x-powered-by'], what).toBeUndefined();
      checked.push(`${what} ${response.statusCode}`);
    }
    // The page's only script the browser runs inline is the capture of early taps (decision 220), allowed
    // by its hash and by nothing else; its other inline blocks are data, JSON-LD (type
    // application/ld+json) and, on a server-rendered page, its data block (application/json, decision
    // 192), which a browser never runs.
    const page = (await answers(t)).find(([what]) => what === 'page /')?.[1];
    expect(page?.statusCode).toBe(200);
    for (const tag of page?.body.match(/<script\b[^>]*>/g) ?? [])
      expect(tag).toMatch(
        /\ssrc="|^<script>$|^<script type="application\/ld\+json">$|^<script type="application\/json" id="page-data">$/,
      );
    const inline = [...(page?.body.matchAll(/<script>([\s\S]*?)<\/script>/g) ?? [])].map(
      (match) => match[1]!,
    );
    expect(inline, 'one inline script: the capture of early taps').toHaveLength(1);
    const hash = `'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`;
    expect(directives(String(page?.headers['content-security-policy'])).get('script-src')).toEqual([
      "'self'",
      hash,
    ]);
    expect(page?.body).not.toMatch(/\son[a-z]+=/i);
    reportFigure(
      'headers',
      `CSP (script-src 'self', frame-ancestors 'none', object-src 'none'), nosniff, Referrer-Policy on ${checked.length} kinds of answer: ${checked.join(', ')}`,
    );
  });

  it('behind https: HSTS on every answer, and the CSP upgrades insecure requests', async () => {
    for (const [what, response] of await answers(apps.https as TestApp)) {
      const hsts = String(response.headers['strict-transport-security'] ?? '');
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0), what).toBeGreaterThanOrEqual(15_552_000);
      expect(
        directives(String(response.headers['content-security-policy'])).has('upgrade-insecure-requests'),
        what,
      ).toBe(true);
    }
  });

  it('cookies: the session is HttpOnly and SameSite=Lax; Secure (both cookies) behind https', async () => {
    for (const [scheme, t] of Object.entries(apps) as Array<[string, TestApp]>) {
      const user = await createUser(t.db);
      const login = await call(t, {
        method: 'POST',
        url: '/api/login',
        json: { email: user.email, password: user.password },
      });
      expect(login.statusCode, login.body).toBe(200);
      const setCookies = ([] as string[]).concat(login.headers['set-cookie'] ?? []);
      const session = setCookies.find((cookie) => cookie.startsWith('parashop_session='));
      expect(session, scheme).toBeDefined();
      expect(session, scheme).toMatch(/;\s*HttpOnly/i);
      expect(session, scheme).toMatch(/;\s*SameSite=Lax/i);
      expect(session, scheme).toMatch(/;\s*Path=\//i);
      if (scheme === 'https') expect(session).toMatch(/;\s*Secure/i);
      else expect(session).not.toMatch(/;\s*Secure/i);

      // The XSRF cookie is read by the page (so not HttpOnly), but stays same-site and Secure on https.
      const first = await t.app.inject({ method: 'GET', url: '/api/health' });
      const xsrf = ([] as string[])
        .concat(first.headers['set-cookie'] ?? [])
        .find((cookie) => cookie.startsWith('XSRF-TOKEN='));
      expect(xsrf, scheme).toBeDefined();
      expect(xsrf, scheme).toMatch(/;\s*SameSite=Lax/i);
      if (scheme === 'https') expect(xsrf).toMatch(/;\s*Secure/i);
    }
    reportFigure(
      'headers',
      'session cookie HttpOnly + SameSite=Lax (+ Secure with an https PUBLIC_URL); XSRF cookie SameSite=Lax (+ Secure on https); HSTS max-age 180 days only on https',
    );
  });
});
