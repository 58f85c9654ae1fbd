import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp, type TestSession } from '../../../test/helpers';
import { thumbnailPath } from '../../lib/images';
import { insertCategory, insertCompany, insertProduct } from '../catalogue-shared/testing/fixtures';
import { productFields } from '../catalogue-shared/testing/forms';
import {
  decompressionBomb,
  gifImage,
  gifJsPolyglot,
  jpegImage,
  noisyPng,
  oversizedUpload,
  pngImage,
  pngWithTrailingHtml,
  svgWithScript,
  textAsJpg,
  truncatedPng,
} from '../catalogue-shared/testing/images';
import { file, type FilePart } from '../catalogue-shared/testing/multipart';
import { IMAGE_PATH, requests } from '../catalogue-shared/testing/requests';

let t: TestApp;
let admin: TestSession;
let r: ReturnType<typeof requests>;
let refs: { categoryId: number; companyId: number };

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, t.db, 'admin');
  r = requests(t.app);
  refs = { categoryId: await insertCategory(t.db), companyId: await insertCompany(t.db) };
});
afterAll(async () => t?.close());

const uploads = (name: string) => readFileSync(join(t.config.dataDir, 'uploads', name));
const storedFiles = () => {
  try {
    return readdirSync(join(t.config.dataDir, 'uploads', 'products')).sort();
  } catch {
    return [];
  }
};
const upload = (image: FilePart) =>
  r.form('POST', '/api/products', admin.headers, { ...productFields(refs), image });
const NOT_AN_IMAGE = {
  message: 'Please select an image file',
  errors: { image: ['Please select an image file'] },
};

describe('accepted pictures are re-encoded to WebP in two sizes, without metadata', () => {
  it('JPEG: EXIF dropped, stored as WebP large + thumbnail', async () => {
    const jpeg = await jpegImage();
    expect(jpeg.includes('secret-exif-marker')).toBe(true);
    const response = await upload(file(jpeg, 'photo.jpg', 'image/jpeg'));
    expect(response.statusCode, response.body).toBe(201);
    const image: string = response.json().image;
    expect(image).toMatch(IMAGE_PATH('products'));
    for (const stored of [uploads(image), uploads(thumbnailPath(image))]) {
      expect(stored.includes('secret-exif-marker')).toBe(false);
      const metadata = await sharp(stored).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
    }
  });

  it('PNG and GIF are accepted', async () => {
    expect((await upload(file(await pngImage(), 'a.png', 'image/png'))).statusCode).toBe(201);
    expect((await upload(file(await gifImage(), 'a.gif', 'image/gif'))).statusCode).toBe(201);
  });

  it('the large size is at most 1200 px and the thumbnail at most 400 px, keeping proportions', async () => {
    const response = await upload(file(await noisyPng(2000, 1000), 'wide.png'));
    const image: string = response.json().image;
    expect(await sharp(uploads(image)).metadata()).toMatchObject({ width: 1200, height: 600 });
    expect(await sharp(uploads(thumbnailPath(image))).metadata()).toMatchObject({ width: 400, height: 200 });
  });

  it('the content decides, not the name or declared type', async () => {
    const response = await upload(file(await pngImage(), 'notes.txt', 'text/plain'));
    expect(response.statusCode).toBe(201);
  });

  it('a PNG carrying an HTML payload after its end is stored without it', async () => {
    const response = await upload(file(await pngWithTrailingHtml(), 'poly.png'));
    expect(response.statusCode).toBe(201);
    const image: string = response.json().image;
    expect(uploads(image).includes('polyglot-payload')).toBe(false);
    expect(uploads(thumbnailPath(image)).includes('polyglot-payload')).toBe(false);
  });
});

describe('attacks are refused and leave no file behind', () => {
  const attacks: [string, () => Promise<FilePart> | FilePart][] = [
    ['a text file named .jpg', () => file(textAsJpg, 'photo.jpg', 'image/jpeg')],
    ['an SVG with a script', () => file(svgWithScript, 'logo.svg', 'image/svg+xml')],
    ['an SVG declared as PNG', () => file(svgWithScript, 'logo.png', 'image/png')],
    ['a truncated PNG', async () => file(await truncatedPng(), 'cut.png', 'image/png')],
    ['a GIF/JavaScript polyglot', () => file(gifJsPolyglot, 'poly.gif', 'image/gif')],
    ['a decompression bomb (10000 x 10000 PNG)', () => file(decompressionBomb(), 'bomb.png', 'image/png')],
    ['an empty file with a name', () => file(Buffer.alloc(0), 'empty.png', 'image/png')],
  ];

  it.each(attacks)('%s -> 422 Please select an image file', async (_label, make) => {
    const before = storedFiles();
    const response = await upload(await make());
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(NOT_AN_IMAGE);
    expect(storedFiles()).toEqual(before);
  });

  it('refuses the bomb without unpacking it', async () => {
    const memoryBefore = process.memoryUsage().rss;
    const response = await upload(file(decompressionBomb(), 'bomb.png'));
    expect(response.statusCode).toBe(422);
    // Unpacked, its 10000 x 10000 pixels would take 300 MB and more: the refusal costs nowhere near
    // that (memory, not time, tells whether it was unpacked; a slow machine cannot fail this).
    expect(process.memoryUsage().rss - memoryBefore).toBeLessThan(100 * 1024 * 1024);
  });

  it('more than 5 MB -> 413 with its message', async () => {
    const before = storedFiles();
    const response = await upload(file(oversizedUpload(), 'huge.png'));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The image may not be greater than 5 MB.' });
    expect(storedFiles()).toEqual(before);
  });

  it('an image that is exactly 5 MB is not refused for its size', async () => {
    const exact = Buffer.concat([
      await pngImage(),
      Buffer.alloc(5 * 1024 * 1024 - (await pngImage()).length),
    ]);
    expect(exact.length).toBe(5 * 1024 * 1024);
    expect((await upload(file(exact, 'padded.png'))).statusCode).toBe(201);
  });

  it('refuses a second file part', async () => {
    const png = await pngImage();
    const response = await r.form('POST', '/api/products', admin.headers, {
      ...productFields(refs),
      image: [file(png), file(png)],
    });
    expect(response.statusCode).toBe(413);
  });

  it('an empty file input (no name, no bytes) on an update keeps the current image', async () => {
    const id = await insertProduct(t.db, { ...refs, image: 'products/kept.webp' });
    const response = await r.form('POST', `/api/products/${id}`, admin.headers, {
      ...productFields(refs),
      _method: 'PUT',
      image: file(Buffer.alloc(0), '', 'application/octet-stream'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().image).toBe('products/kept.webp');
  });

  it('a bad image on an update keeps the product as it was', async () => {
    const id = await insertProduct(t.db, { ...refs, name: 'Unchanged', image: 'products/kept.webp' });
    const response = await r.form('POST', `/api/products/${id}`, admin.headers, {
      ...productFields(refs, { name: 'Changed' }),
      image: file(svgWithScript, 'x.svg', 'image/svg+xml'),
    });
    expect(response.statusCode).toBe(422);
    expect((await r.get(`/api/products/${id}`)).json()).toMatchObject({
      name: 'Unchanged',
      image: 'products/kept.webp',
    });
  });
});
