import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp, type TestSession } from '../../../test/helpers';
import {
  saveImage,
  thumbnailPath,
  VARIANT_FORMATS,
  VARIANT_WIDTHS,
  variantPath,
  variantPaths,
} from '../../lib/images';
import { makeMissingVariants } from './image-variants';
import { insertCategory, insertCompany, insertProduct } from './testing/fixtures';
import { productFields } from './testing/forms';
import { noisyPng, pngImage } from './testing/images';
import { file } from './testing/multipart';
import { requests } from './testing/requests';

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

const stored = (key: string) => join(t.config.dataDir, 'uploads', key);
const uploadProduct = async (picture: Buffer): Promise<{ id: number; image: string }> => {
  const response = await r.form('POST', '/api/products', admin.headers, {
    ...productFields(refs),
    image: file(picture, 'photo.png', 'image/png'),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};
/** An image stored the way it was before variants existed: large and thumbnail only. */
const legacyImage = async () => {
  const picture = await sharp(await noisyPng(900, 600))
    .webp()
    .toBuffer();
  return saveImage(t.app.storage, 'products', { large: picture, thumb: picture });
};

describe('an upload gets its responsive variants at once', () => {
  it('every width in AVIF and WebP, never wider than the picture', async () => {
    const { image } = await uploadProduct(await noisyPng(2000, 1000));
    for (const width of VARIANT_WIDTHS) {
      for (const format of VARIANT_FORMATS) {
        const metadata = await sharp(readFileSync(stored(variantPath(image, width, format)))).metadata();
        expect(metadata.width, `${width} ${format}`).toBe(width);
        expect(metadata.height).toBe(width / 2);
        expect(metadata.format).toBe(format === 'avif' ? 'heif' : 'webp');
      }
    }

    const small = await uploadProduct(await pngImage(100, 50));
    const widest = await sharp(readFileSync(stored(variantPath(small.image, 1024, 'webp')))).metadata();
    expect(widest).toMatchObject({ width: 100, height: 50 });
  });

  it('served with their type and a year-long immutable cache', async () => {
    const { image } = await uploadProduct(await pngImage(300, 300));
    const avif = await r.get(`/storage/${variantPath(image, 320, 'avif')}`);
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const webp = await r.get(`/storage/${variantPath(image, 160, 'webp')}`);
    expect(webp.headers['content-type']).toBe('image/webp');
  });

  it('deleting the product deletes every variant', async () => {
    const { id, image } = await uploadProduct(await pngImage(200, 200));
    expect(variantPaths(image).every((key) => existsSync(stored(key)))).toBe(true);
    expect((await r.delete(`/api/products/${id}`, admin.headers)).statusCode).toBe(204);
    expect(variantPaths(image).some((key) => existsSync(stored(key)))).toBe(false);
    expect(existsSync(stored(thumbnailPath(image)))).toBe(false);
  });
});

describe('pictures stored before variants existed', () => {
  it('a missing variant is made on its first request, then stored', async () => {
    const image = await legacyImage();
    const key = variantPath(image, 640, 'avif');
    expect(existsSync(stored(key))).toBe(false);
    const response = await r.get(`/storage/${key}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/avif');
    expect((await sharp(response.rawPayload).metadata()).width).toBe(640);
    expect(existsSync(stored(key))).toBe(true);
  });

  it('nothing is made for an unknown picture, width or format, nor for a thumbnail', async () => {
    const image = await legacyImage();
    const base = image.slice(0, -'.webp'.length);
    for (const key of [
      'products/00000000-0000-4000-8000-000000000000-w320.avif',
      `${base}-w300.avif`,
      `${base}-w320.png`,
      `${base}-thumb-w320.webp`,
    ]) {
      const response = await r.get(`/storage/${key}`);
      expect(response.statusCode, key).toBe(404);
      expect(response.json()).toEqual({ message: expect.any(String) });
      expect(existsSync(stored(key)), key).toBe(false);
    }
  });

  it('makeMissingVariants (npm run images:variants, start-up) completes them once', async () => {
    const image = await legacyImage();
    await insertProduct(t.db, { ...refs, image });
    rmSync(stored(variantPath(image, 640, 'avif')), { force: true });
    const first = await makeMissingVariants(t.db, t.app.storage);
    expect(first.made).toBeGreaterThanOrEqual(variantPaths(image).length);
    expect(first.failed).toBe(0);
    expect(variantPaths(image).every((key) => existsSync(stored(key)))).toBe(true);
    expect((await makeMissingVariants(t.db, t.app.storage)).made).toBe(0);
  });

  it('a product whose picture file is gone is skipped, not an error', async () => {
    await insertProduct(t.db, { ...refs, image: 'products/11111111-1111-4111-8111-111111111111.webp' });
    const report = await makeMissingVariants(t.db, t.app.storage);
    expect(report.failed).toBe(0);
  });
});
