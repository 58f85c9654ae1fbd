import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { REPO_ROOT, type Config } from '../src/config';
import { createDatabase, type DatabaseHandle } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { categories, companies, orders, products } from '../src/db/schema';
import { seedDemo } from '../src/db/seed/index';
import { thumbnailPath, variantPaths } from '../src/lib/images';
import { productFields } from '../src/modules/catalogue-shared/testing/forms';
import { jpegImage } from '../src/modules/catalogue-shared/testing/images';
import { file } from '../src/modules/catalogue-shared/testing/multipart';
import { requests } from '../src/modules/catalogue-shared/testing/requests';
import { orderPayload, postOrder } from '../src/modules/orders/test-support';
import { createBackup } from '../src/scripts/backups/create-backup';
import { BackupError, readDatabaseFacts, type BackupManifest } from '../src/scripts/backups/manifest';
import { createTestConfig, loginAs, postgresOnly, skipWithout } from './helpers';

/**
 * `npm run backup` and `npm run restore` on the database the run uses (PGlite, or PostgreSQL when
 * DATABASE_URL is set): a shop with demo orders, an image uploaded through the admin API and an
 * order placed through the API is backed up (PostgreSQL: while it runs; PGlite: stopped), restored
 * into a new data folder / empty database by the real scripts, started, and must answer every order,
 * product and image it had.
 */
const SERVER_URL = process.env.DATABASE_URL;
const KIND = SERVER_URL ? 'postgres' : 'pglite';

type Shop = { config: Config; handle: DatabaseHandle; app: FastifyInstance };
type Snapshot = {
  orders: { id: number; orderNumber: string; total: string }[];
  products: { id: number; name: string; price: string }[];
  images: string[];
};

let root: string;
const databases: string[] = [];

async function emptyPostgresDatabase(): Promise<string> {
  const name = `parashop_bk_${randomBytes(5).toString('hex')}`;
  const admin = postgres(SERVER_URL ?? '', { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  databases.push(name);
  const url = new URL(SERVER_URL ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

/** A shop on disk (a PGlite data folder, or a new PostgreSQL database) with its own DATA_DIR. */
async function shopConfig(name: string): Promise<Config> {
  const dataDir = join(root, name);
  await mkdir(dataDir, { recursive: true });
  return createTestConfig({
    dataDir,
    pgliteDataDir: join(dataDir, 'db'),
    databaseUrl: SERVER_URL ? await emptyPostgresDatabase() : undefined,
  });
}

async function startShop(config: Config): Promise<Shop> {
  const handle = await createDatabase({ ...config, poolMax: 3 });
  await runMigrations(handle);
  const app = await buildApp(config, { db: handle, logger: false });
  await app.ready();
  return { config, handle, app };
}

async function stopShop(shop: Shop): Promise<void> {
  await shop.app.close();
  await shop.handle.close();
}

/** What a restored shop must answer: every order, every product, every stored image. */
async function snapshot(shop: Shop): Promise<Snapshot> {
  const { db } = shop.handle;
  const imageRows = [
    ...(await db.select({ image: products.image }).from(products)),
    ...(await db.select({ image: categories.image }).from(categories)),
    ...(await db.select({ image: companies.image }).from(companies)),
  ];
  const images: string[] = [];
  for (const { image } of imageRows) {
    if (!image) continue;
    images.push(image, thumbnailPath(image));
    // An upload's responsive variants (the demo's pictures have none until they are asked for).
    for (const variant of variantPaths(image))
      if (await shop.app.storage.exists(variant)) images.push(variant);
  }
  images.sort();
  return {
    orders: (
      await db
        .select({ id: orders.id, orderNumber: orders.orderNumber, total: orders.totalOrder })
        .from(orders)
    ).sort((a, b) => a.id - b.id),
    products: (
      await db.select({ id: products.id, name: products.name, price: products.price }).from(products)
    ).sort((a, b) => a.id - b.id),
    images,
  };
}

/** Runs a script as `npm run backup` / `npm run restore` do, with this shop's environment. */
function runScript(
  script: 'backup' | 'restore',
  args: string[],
  config: Config,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: config.dataDir,
    DATABASE_URL: config.databaseUrl ?? '',
    S3_BUCKET: '',
  };
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', join(REPO_ROOT, 'apps/api/src/scripts', `${script}.ts`), ...args],
      { cwd: REPO_ROOT, env, timeout: 60_000 },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
      },
    );
  });
}

let source: Shop;
let before: Snapshot;
let uploadedImage: string;
let uploadedProductId: number;
let backupDir: string;
let archive: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'parashop-backup-test-'));
  backupDir = join(root, 'backups');
  source = await startShop(await shopConfig('source'));
  await seedDemo({
    db: source.handle.db,
    storage: source.app.storage,
    timeZone: source.config.shopTimezone,
    orderCount: 12,
  });

  // An image uploaded through the admin API, and an order of it placed through the API.
  const admin = await loginAs(source.app, source.handle.db, 'admin');
  const [category] = await source.handle.db.select({ id: categories.id }).from(categories).limit(1);
  const [company] = await source.handle.db.select({ id: companies.id }).from(companies).limit(1);
  const created = await requests(source.app).form('POST', '/api/products', admin.headers, {
    ...productFields({ categoryId: category?.id ?? 0, companyId: company?.id ?? 0 }),
    name: 'Uploaded before the backup',
    image: file(await jpegImage(), 'photo.jpg', 'image/jpeg'),
  });
  expect(created.statusCode, created.body).toBe(201);
  const product = created.json<{ id: number; image: string }>();
  uploadedImage = product.image;
  uploadedProductId = product.id;
  const ordered = await postOrder(
    source.app,
    orderPayload([{ target_name: 'product', target_id: product.id, quantity: 2, price: 89.9 }]),
  );
  expect(ordered.statusCode, ordered.body).toBe(201);

  before = await snapshot(source);
  expect(before.orders.length).toBeGreaterThanOrEqual(13);
  expect(before.images).toContain(uploadedImage);
  // The embedded database is backed up with the shop stopped; PostgreSQL while it runs.
  if (KIND === 'pglite') await stopShop(source);
}, 120_000);

afterAll(async () => {
  if (KIND === 'postgres' && source) await stopShop(source).catch(() => {});
  if (SERVER_URL && databases.length > 0) {
    const admin = postgres(SERVER_URL, { max: 1, onnotice: () => {} });
    try {
      for (const name of databases) await admin.unsafe(`drop database if exists ${name} with (force)`);
    } finally {
      await admin.end({ timeout: 5 });
    }
  }
  if (root) await rm(root, { recursive: true, force: true });
});

describe(`backup and restore (${KIND})`, () => {
  it('npm run backup writes one dated archive with a manifest of what it holds', async () => {
    const run = await runScript('backup', [backupDir], source.config);
    expect(run.code, run.stderr).toBe(0);
    const files = await readdir(backupDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^parashop-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);
    archive = join(backupDir, files[0] ?? '');
    expect(run.stdout).toContain(`Backup written: ${archive}`);
    // The whole database is in it: readable by its owner only.
    expect((await stat(archive)).mode & 0o777).toBe(0o600);
    expect(run.stdout).toContain(`${before.orders.length} orders`);
    expect(run.stdout).toContain(`${before.images.length} image files`);
  }, 90_000);

  it('npm run restore brings a new shop back: every order, product and image answers', async () => {
    expect(archive).toBeDefined();
    const target = await shopConfig('restored');
    const run = await runScript('restore', [archive], target);
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(run.stdout).toContain(`Restored: ${before.orders.length} orders`);

    const restored = await startShop(target);
    try {
      expect(await snapshot(restored)).toEqual(before);
      const r = requests(restored.app);
      const admin = await loginAs(restored.app, restored.handle.db, 'admin');
      for (const order of before.orders) {
        const response = await r.get(`/api/orders/${order.id}`, admin.headers);
        expect(response.statusCode, `order ${order.id}`).toBe(200);
      }
      for (const product of before.products) {
        const response = await r.get(`/api/products/${product.id}`);
        expect(response.statusCode, `product ${product.id}`).toBe(200);
        expect(response.json<{ name: string }>().name).toBe(product.name);
      }
      for (const image of before.images) {
        const response = await r.get(`/storage/${image}`);
        expect(response.statusCode, image).toBe(200);
        expect(response.headers['content-type']).toBe(image.endsWith('.avif') ? 'image/avif' : 'image/webp');
      }
      const original = await readFile(join(source.config.dataDir, 'uploads', uploadedImage));
      expect((await r.get(`/storage/${uploadedImage}`)).rawPayload.equals(original)).toBe(true);

      // The restored shop works on: a new order goes in after the restored ones.
      const next = await postOrder(
        restored.app,
        orderPayload([{ target_name: 'product', target_id: uploadedProductId, quantity: 1, price: 89.9 }]),
      );
      expect(next.statusCode, next.body).toBe(201);
      expect(next.json<{ id: number }>().id).toBeGreaterThan(Math.max(...before.orders.map((o) => o.id)));
    } finally {
      await stopShop(restored);
    }

    // Restoring again over it is refused, and says why and how to go on.
    const again = await runScript('restore', [archive], target);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('Refusing to restore over an existing shop');
    expect(again.stderr).toContain('--force');
    expect(again.stderr).toContain(join(target.dataDir, 'uploads'));
  }, 120_000);

  it('a restore refuses an archive that is not a backup, and a missing file', async () => {
    const target = await shopConfig('not-a-backup');
    const bogus = join(root, 'bogus.tar.gz');
    await writeFile(bogus, 'not a tar file');
    const wrong = await runScript('restore', [bogus], target);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('Is it a whole parashop-*.tar.gz backup?');
    const missing = await runScript('restore', [join(root, 'missing.tar.gz')], target);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('There is no file');
    expect(existsSync(join(target.dataDir, 'db', 'PG_VERSION'))).toBe(false);
  }, 60_000);
});

describe('a database the shop never finished starting on', () => {
  it('is refused with the reason, not a SQL error', async () => {
    const handle = await createDatabase({ databaseUrl: undefined, pgliteDataDir: 'memory://' });
    try {
      const query = async (text: string) => (await handle.pglite!.query<Record<string, unknown>>(text)).rows;
      await expect(readDatabaseFacts(query)).rejects.toThrow(/holds no Parashop tables/);
    } finally {
      await handle.close();
    }
  });
});

describe('backup of a shop whose images live in S3', () => {
  it('names the bucket in the manifest and carries no image files', async () => {
    // PGlite: the shop is stopped by now; PostgreSQL: it runs. No S3 request is made by a backup.
    const s3 = { bucket: 'shop-images', endpoint: 'http://127.0.0.1:9', region: 'us-east-1' };
    const dir = join(root, 'with-s3');
    const result = await createBackup(
      { ...source.config, s3: { ...s3, accessKeyId: undefined, secretAccessKey: undefined } },
      dir,
    );
    expect(result.manifest.images).toEqual({ storage: 's3', ...s3 });
    const entries: string[] = [];
    await tar.list({ file: result.file, onReadEntry: (entry) => entries.push(entry.path) });
    expect(entries.filter((path) => path.startsWith('uploads/') && !path.endsWith('/'))).toEqual([]);
    expect(entries).toContain('manifest.json');
  }, 60_000);
});

describe.skipIf(
  skipWithout(KIND === 'pglite', 'the backup of a running PGlite: PGlite only, this run is on PostgreSQL'),
)('backup of the embedded database while the shop runs', () => {
  it('is refused, naming the running server, and writes nothing', async () => {
    const lock = `${source.config.pgliteDataDir}.lock`;
    // A running server's lock: the test runner's parent process stands in for it (alive, not us).
    await writeFile(lock, String(process.ppid));
    const dir = join(root, 'refused');
    try {
      const error = await createBackup(source.config, dir).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(BackupError);
      expect((error as Error).message).toContain(`server pid ${process.ppid}`);
      expect((error as Error).message).toContain('stop the server');
      expect(await readdir(dir)).toEqual([]);
    } finally {
      await rm(lock, { force: true });
    }
  });
});

describe.skipIf(postgresOnly('the backup of PostgreSQL while it takes orders'))(
  'backup of PostgreSQL while the shop takes orders',
  () => {
    it('counts in its manifest exactly what its dump holds', async () => {
      const dir = join(root, 'online');
      const placing = Promise.all(
        Array.from({ length: 5 }, () =>
          postOrder(
            source.app,
            orderPayload([
              { target_name: 'product', target_id: uploadedProductId, quantity: 1, price: 89.9 },
            ]),
          ),
        ),
      );
      const result = await createBackup(source.config, dir);
      await placing;
      const manifest: BackupManifest = result.manifest;
      const target = await shopConfig('online-restored');
      const run = await runScript('restore', [result.file], target);
      // The restore compares the restored counts with the manifest's and fails on any difference.
      expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
      expect(run.stdout).toContain(`Restored: ${manifest.counts.orders} orders`);
    }, 90_000);
  },
);
