import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertCategory,
  insertCompany,
  insertProduct,
} from '../../src/modules/catalogue-shared/testing/fixtures';
import {
  decompressionBomb,
  gifJsPolyglot,
  oversizedUpload,
  pngImage,
  pngWithTrailingHtml,
  svgWithScript,
  textAsJpg,
} from '../../src/modules/catalogue-shared/testing/images';
import { IMAGE_VARIANT_FORMATS, IMAGE_VARIANT_WIDTHS } from '@parashop/shared/image-variants';
import { file, type FilePart } from '../../src/modules/catalogue-shared/testing/multipart';
import { createTestApp, loginAs, type TestApp, type TestSession } from '../helpers';
import { call } from './support/actors';
import { reportFigure, seconds } from './support/env';
import { databaseSnapshot, snapshotDifferences } from './support/snapshot';

/**
 * Hostile uploads on every form that takes a picture (product, brand, category; create and update):
 * only real JPEG/PNG/GIF pictures get in, re-encoded to WebP so nothing of the uploaded bytes survives;
 * everything else is refused with nothing written, neither rows nor files.
 */

let t: TestApp;
let admin: TestSession;
const ids = { category: 0, company: 0, product: 0 };

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, t.db, 'admin');
  ids.category = await insertCategory(t.db);
  ids.company = await insertCompany(t.db);
  ids.product = await insertProduct(t.db, {
    categoryId: ids.category,
    companyId: ids.company,
    price: '20.00',
  });
});

afterAll(async () => {
  await t?.close();
});

async function storedFiles(): Promise<string[]> {
  const root = join(t.config.dataDir, 'uploads');
  try {
    return (await readdir(root, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort();
  } catch {
    return [];
  }
}

type Form = {
  name: string;
  method: 'POST' | 'PUT';
  url: () => string;
  fields: () => Record<string, string | number>;
};

const FORMS: Form[] = [
  {
    name: 'new product',
    method: 'POST',
    url: () => '/api/products',
    fields: () => ({
      name: 'Upload Test',
      description: 'Pictures.',
      price: '10.00',
      category_id: ids.category,
      company_id: ids.company,
      stock: 3,
    }),
  },
  {
    name: 'product update',
    method: 'POST',
    url: () => `/api/products/${ids.product}`,
    fields: () => ({
      _method: 'PUT',
      name: 'Upload Target',
      description: 'Pictures.',
      price: '20.00',
      category_id: ids.category,
      company_id: ids.company,
      stock: 3,
    }),
  },
  {
    name: 'new brand',
    method: 'POST',
    url: () => '/api/companies',
    fields: () => ({ name: 'Upload Brand' }),
  },
  {
    name: 'brand update',
    method: 'PUT',
    url: () => `/api/companies/${ids.company}`,
    fields: () => ({ name: 'Upload Maker' }),
  },
  {
    name: 'new category',
    method: 'POST',
    url: () => '/api/categories',
    fields: () => ({ name: 'Upload Shelf' }),
  },
  {
    name: 'category update',
    method: 'PUT',
    url: () => `/api/categories/${ids.category}`,
    fields: () => ({ name: 'Upload Aisle' }),
  },
];

const upload = (form: Form, image: FilePart) =>
  call(t, {
    method: form.method,
    url: form.url(),
    headers: admin.headers,
    form: { ...form.fields(), image },
  });

describe('hostile uploads', () => {
  it('polyglots, SVG with script, a text named .jpg, a truncated PNG: 422, nothing stored', async () => {
    const hostile: Array<[string, FilePart]> = [
      ['GIF/JavaScript polyglot', file(gifJsPolyglot, 'cat.gif', 'image/gif')],
      ['SVG with a script', file(svgWithScript, 'logo.svg', 'image/svg+xml')],
      ['SVG named .png', file(svgWithScript, 'logo.png', 'image/png')],
      ['text named .jpg', file(textAsJpg, 'photo.jpg', 'image/jpeg')],
      ['HTML named .gif', file(Buffer.from('<html><script>alert(1)</script></html>'), 'x.gif', 'image/gif')],
      [
        'PNG signature then garbage',
        file(Buffer.concat([(await pngImage()).subarray(0, 40), Buffer.alloc(200, 7)]), 'x.png'),
      ],
    ];
    let refused = 0;
    for (const form of FORMS) {
      for (const [what, image] of hostile) {
        const rows = await databaseSnapshot(t.db);
        const files = await storedFiles();
        const response = await upload(form, image);
        expect(response.statusCode, `${form.name}: ${what}: ${response.body}`).toBe(422);
        expect(response.json()).toMatchObject({ errors: { image: ['Please select an image file'] } });
        expect(snapshotDifferences(rows, await databaseSnapshot(t.db)), `${form.name}: ${what}`).toEqual([]);
        expect(await storedFiles(), `${form.name}: ${what}`).toEqual(files);
        refused += 1;
      }
    }
    reportFigure(
      'uploads',
      `${refused} hostile files (polyglot, SVG with script, wrong extension, HTML, corrupt PNG) on 6 forms: all 422, no row, no file`,
    );
  });

  it('oversized (5 MB + 1 byte): 413 with the message, nothing stored', async () => {
    for (const form of FORMS) {
      const rows = await databaseSnapshot(t.db);
      const files = await storedFiles();
      const response = await upload(form, file(oversizedUpload(), 'big.png'));
      expect(response.statusCode, form.name).toBe(413);
      expect(response.json()).toEqual({ message: 'The image may not be greater than 5 MB.' });
      expect(snapshotDifferences(rows, await databaseSnapshot(t.db))).toEqual([]);
      expect(await storedFiles()).toEqual(files);
    }
  });

  it('decompression bomb (a 10000 x 10000 PNG of a few hundred KB): refused before it is unpacked', async () => {
    const bomb = decompressionBomb();
    const timings: number[] = [];
    for (const form of FORMS) {
      const rows = await databaseSnapshot(t.db);
      const memoryBefore = process.memoryUsage().rss;
      const started = Date.now();
      const response = await upload(form, file(bomb, 'bomb.png'));
      timings.push(Date.now() - started);
      expect(response.statusCode, form.name).toBe(422);
      expect(snapshotDifferences(rows, await databaseSnapshot(t.db))).toEqual([]);
      // Unpacking would take 100 MB and more (400 MB as RGBA): the refusal costs nowhere near that.
      expect(process.memoryUsage().rss - memoryBefore).toBeLessThan(100 * 1024 * 1024);
    }
    reportFigure(
      'uploads',
      `decompression bomb (${Math.round(bomb.length / 1024)} KB file, 10000 x 10000 px): 422 on 6 forms, slowest answer ${seconds(Math.max(...timings))}`,
    );
  });

  it('a real picture with a payload appended, or named .php: accepted only as re-encoded WebP (and AVIF variants), payload gone', async () => {
    const before = new Set(await storedFiles());
    const payloads: Array<[string, FilePart]> = [
      ['PNG + HTML', file(await pngWithTrailingHtml(), 'photo.png', 'image/png')],
      ['PNG named .php', file(await pngImage(), 'shell.php', 'application/x-php')],
    ];
    for (const [what, image] of payloads) {
      const response = await upload(FORMS[0] as Form, image);
      expect(response.statusCode, `${what}: ${response.body}`).toBe(201);
      const stored = response.json<{ image: string }>().image;
      expect(stored).toMatch(/^products\/[0-9a-f-]{36}\.webp$/);
      const served = await t.app.inject({ method: 'GET', url: `/storage/${stored}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const bytes = served.rawPayload;
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(bytes.includes(Buffer.from('<script'))).toBe(false);
      expect(bytes.includes(Buffer.from('polyglot-payload'))).toBe(false);
    }
    // Each upload keeps its picture and thumbnail (WebP) and its responsive variants (AVIF and WebP), all
    // re-encoded from the decoded pixels.
    const added = (await storedFiles()).filter((path) => !before.has(path));
    expect(added.length).toBe(
      payloads.length * (2 + IMAGE_VARIANT_WIDTHS.length * IMAGE_VARIANT_FORMATS.length),
    );
    for (const path of added) {
      expect(path).toMatch(/\.(webp|avif)$/);
      expect((await readFile(path)).includes(Buffer.from('<script'))).toBe(false);
    }
  });

  it('stored files cannot be reached outside the uploads folder', async () => {
    for (const url of [
      '/storage/../../package.json',
      '/storage/%2e%2e/%2e%2e/package.json',
      '/storage/..%2f..%2fpackage.json',
      '/storage/products/../../../etc/passwd',
    ]) {
      // Resolved to a path outside /storage, a URL falls to the web app's pages (here not built: 503).
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).not.toBe(200);
      expect(response.body, url).not.toContain('"workspaces"');
      expect(response.body, url).not.toContain('root:');
    }
  });
});
