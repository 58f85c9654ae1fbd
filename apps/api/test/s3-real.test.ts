import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from '@20minutes/s3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { thumbnailPath, variantPaths } from '../src/lib/images';
import { uploadToBucket } from '../src/scripts/backups/images';
import { insertCategory, insertCompany } from '../src/modules/catalogue-shared/testing/fixtures';
import { productFields } from '../src/modules/catalogue-shared/testing/forms';
import { jpegImage, pngImage } from '../src/modules/catalogue-shared/testing/images';
import { file } from '../src/modules/catalogue-shared/testing/multipart';
import { IMAGE_PATH, requests } from '../src/modules/catalogue-shared/testing/requests';
import { createTestApp, loginAs, type TestApp, type TestSession } from './helpers';

/**
 * Images on a real S3-protocol server (s3rver: signed requests checked, objects on disk; decision 111)
 * through the admin API: upload, serve, replace, delete, and what the bucket holds after each step.
 */
const BUCKET = 'parashop-images';
// s3rver's only credentials; it checks every request's signature against them.
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

let s3: S3rver;
let s3Dir: string;
let endpoint: string;
let bucket: S3Client;
let t: TestApp;
let admin: TestSession;
let r: ReturnType<typeof requests>;
let refs: { categoryId: number; companyId: number };

/**
 * What the bucket holds, as the server itself lists it. (s3rver refuses the signature of the current
 * SDK's bucket-level requests, `GET /bucket/`, so ListObjects cannot go through the protocol here;
 * every object request does.)
 */
async function bucketKeys(): Promise<string[]> {
  const listed = await s3.store.listObjects(BUCKET, {});
  return listed.objects.map((object) => object.key).sort();
}

beforeAll(async () => {
  s3Dir = await mkdtemp(join(tmpdir(), 'parashop-s3rver-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  bucket = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: KEYS });
  t = await createTestApp({
    s3: { bucket: BUCKET, endpoint, region: 'us-east-1', ...KEYS },
  });
  admin = await loginAs(t.app, t.db, 'admin');
  r = requests(t.app);
  refs = { categoryId: await insertCategory(t.db), companyId: await insertCompany(t.db) };
});

afterAll(async () => {
  await t?.close();
  bucket?.destroy();
  await s3?.close();
  await rm(s3Dir, { recursive: true, force: true });
});

describe('product images on a real S3-protocol server', () => {
  it('upload, serve, replace and delete keep the bucket holding exactly the live images', async () => {
    const created = await r.form('POST', '/api/products', admin.headers, {
      ...productFields(refs),
      image: file(await jpegImage(), 'photo.jpg', 'image/jpeg'),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, image: first } = created.json() as { id: number; image: string };
    expect(first).toMatch(IMAGE_PATH('products'));
    expect(await bucketKeys()).toEqual([first, thumbnailPath(first), ...variantPaths(first)].sort());
    const head = await bucket.send(new HeadObjectCommand({ Bucket: BUCKET, Key: first }));
    expect(head.ContentType).toBe('image/webp');
    expect(head.CacheControl).toBe('public, max-age=31536000, immutable');
    // Nothing lands on the local disk when S3 is configured.
    expect(t.app.storage.root).toBeUndefined();

    // The app streams the object from the bucket (it stays private) with a year of cache.
    const served = await r.get(`/storage/${first}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    expect((await r.get(`/storage/${thumbnailPath(first)}`)).statusCode).toBe(200);

    // A new picture replaces the old one: the old pair leaves the bucket, the new pair is served.
    const updated = await r.form('POST', `/api/products/${id}`, admin.headers, {
      ...productFields(refs),
      _method: 'PUT',
      image: file(await pngImage(), 'new.png', 'image/png'),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const second = (updated.json() as { image: string }).image;
    expect(second).not.toBe(first);
    expect(await bucketKeys()).toEqual([second, thumbnailPath(second), ...variantPaths(second)].sort());
    expect((await r.get(`/storage/${second}`)).statusCode).toBe(200);
    const old = await r.get(`/storage/${first}`);
    expect(old.statusCode).toBe(404);
    expect(old.json()).toEqual({ message: 'Not found.' });

    // Deleting the product empties the bucket of its pictures.
    const deleted = await r.delete(`/api/products/${id}`, admin.headers);
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await bucketKeys()).toEqual([]);
    expect((await r.get(`/storage/${second}`)).statusCode).toBe(404);
  });

  it('a bucket that refuses the keys fails the upload with the usual 500 and stores nothing', async () => {
    const wrong = await createTestApp({
      s3: {
        bucket: BUCKET,
        endpoint,
        region: 'us-east-1',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'not-the-secret',
      },
    });
    try {
      const session = await loginAs(wrong.app, wrong.db, 'admin');
      const wrongRefs = {
        categoryId: await insertCategory(wrong.db),
        companyId: await insertCompany(wrong.db),
      };
      const before = await bucketKeys();
      const response = await requests(wrong.app).form('POST', '/api/products', session.headers, {
        ...productFields(wrongRefs),
        image: file(await pngImage(), 'a.png', 'image/png'),
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Something went wrong. Please try again.' });
      expect(await bucketKeys()).toEqual(before);
      const products = await requests(wrong.app).get('/api/products');
      expect(JSON.stringify(products.json())).not.toContain('Cicalfate');
    } finally {
      await wrong.close();
    }
  });
});

describe('restoring a backup with local images onto S3', () => {
  it('puts every archived image into the bucket under its key, with its type', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'parashop-archived-uploads-'));
    try {
      await mkdir(join(dir, 'products'), { recursive: true });
      await writeFile(join(dir, 'products', 'restored.webp'), Buffer.from('RIFF0000WEBPVP8 restored'));
      await writeFile(join(dir, 'products', 'restored-thumb.webp'), Buffer.from('RIFF0000WEBPVP8 thumb'));
      const count = await uploadToBucket({ bucket: BUCKET, endpoint, region: 'us-east-1', ...KEYS }, dir);
      expect(count).toBe(2);
      expect(await bucketKeys()).toEqual(
        expect.arrayContaining(['products/restored.webp', 'products/restored-thumb.webp']),
      );
      const served = await r.get('/storage/products/restored.webp');
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.body).toContain('restored');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
