import fs from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';

describe('serving the web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'parashop-dist-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), INDEX);
    await writeFile(join(dist, 'assets', 'index-abc123.js'), 'console.log("shop")');
    await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp({ webDistDir: dist });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('serves index.html at / without caching it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    // The built page with the home page's head written in (modules/pages/pages.test.ts checks it).
    expect(response.body).toContain('<script type="module" src="/assets/index-abc123.js"></script>');
    expect(response.body).toContain('<title>');
  });

  it('falls back to index.html for client routes, and answers 404 with it for unknown paths', async () => {
    for (const url of ['/admin/dashboard', '/shopping-cart', '/login?next=1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX.replace('<html>', '<html lang="en" dir="ltr">'));
    }
    for (const url of ['/some/client/route', '/brands/3?x=1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<div id="root"></div>');
    }
  });

  it('serves hashed assets with an immutable cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe('console.log("shop")');
    expect((await t.app.inject({ method: 'GET', url: '/favicon.svg' })).statusCode).toBe(200);
  });

  it('answers a page without looking for a file of that name, and looks for files on disk', async () => {
    // The file server stats each candidate (the file, its .br and .gz) before sending it.
    const stat = vi.spyOn(fs, 'stat');
    try {
      for (const url of ['/products/12-serum', '/brands/3', '/shopping-cart', '/admin/orders?page=2']) {
        expect((await t.app.inject({ method: 'GET', url })).body, url).toContain('<div id="root"></div>');
      }
      expect(stat).not.toHaveBeenCalled();
      expect((await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' })).statusCode).toBe(200);
      expect(stat).toHaveBeenCalled();
    } finally {
      stat.mockRestore();
    }
  });

  it('never answers /api or /storage with the SPA', async () => {
    for (const url of ['/api/nope', '/api', '/storage/products/missing.webp']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    }
    const missingAsset = await t.app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(missingAsset.statusCode).toBe(404);
  });

  it('sends the security headers (CSP without inline scripts, no framing)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('frame-src https://www.openstreetmap.org');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('without a built web app', () => {
  it('answers / with a clear 503', async () => {
    const t = await createTestApp();
    try {
      const response = await t.app.inject({ method: 'GET', url: '/' });
      expect(response.statusCode).toBe(503);
      expect(response.body).toBe('Web app not built: run npm run build');
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
