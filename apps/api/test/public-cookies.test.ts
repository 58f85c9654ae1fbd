import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategory, insertCompany, insertProduct } from '../src/modules/catalogue-shared/testing/fixtures';
import { createTestApp, type TestApp } from './helpers';

// Review finding 26.6: the XSRF cookie was set on publicly cacheable answers, so a CDN could hand one
// token to many visitors. An answer marked `public` never sets a cookie; the others still do.

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';

let t: TestApp;
let dist: string;
let productId: number;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'parashop-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), INDEX);
  await writeFile(join(dist, 'assets', 'index-abc123.js'), 'console.log("shop")');
  t = await createTestApp({ webDistDir: dist });
  await mkdir(join(t.config.dataDir, 'uploads', 'products'), { recursive: true });
  await writeFile(join(t.config.dataDir, 'uploads', 'products', 'photo.txt'), 'a picture');
  productId = await insertProduct(t.db, {
    categoryId: await insertCategory(t.db),
    companyId: await insertCompany(t.db),
    name: 'Hydrating Cream',
  });
  // A bound against a hang on a loaded machine, not a speed requirement.
}, 180_000);

afterAll(async () => {
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

describe('cookies on publicly cacheable answers', () => {
  it('never sets a cookie on an answer marked public', async () => {
    const urls = [
      '/assets/index-abc123.js',
      '/storage/products/photo.txt',
      '/robots.txt',
      '/sitemap.xml',
      `/products/${productId}-not-its-name`,
    ];
    for (const url of urls) {
      // A first visit: no cookie at all, so the XSRF cookie would be handed out.
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeLessThan(400);
      expect(response.headers['cache-control'], url).toMatch(/\bpublic\b/);
      expect(response.headers['set-cookie'], url).toBeUndefined();
    }
  });

  it('still hands out the XSRF cookie on private answers (the page, the API)', async () => {
    for (const url of ['/', '/api/categories']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['cache-control'] ?? '', url).not.toMatch(/\bpublic\b/);
      expect(String(response.headers['set-cookie']), url).toContain('XSRF-TOKEN=');
    }
  });
});
