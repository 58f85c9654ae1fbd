import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertCategory,
  insertCompany,
  insertProduct,
} from '../../src/modules/catalogue-shared/testing/fixtures';
import { pngImage } from '../../src/modules/catalogue-shared/testing/images';
import { orderPayload } from '../../src/modules/orders/test-support';
import { guestHeaders } from '../helpers';
import { DATABASE_URL, onPostgres, reportFigure, reportSkip } from './support/env';
import { waitFor } from './support/pool';
import { redisRun } from './support/redis-run';
import { createScratchDatabase, type ScratchDatabase } from './support/scratch-database';
import { freePort, startServer, stopServer, type ServerProcess } from './support/server-process';

/**
 * The two-process deployment of docs/deploy.md, run for real: Caddy (Debian's package) in front of two
 * API processes sharing PostgreSQL, Redis and an S3-protocol bucket. What one process stores, the
 * other serves; what is placed through the proxy, both see.
 */

const caddyInstalled = spawnSync('caddy', ['version'], { stdio: 'ignore' }).status === 0;
if (!onPostgres)
  reportSkip('deployment', 'two API processes need a shared PostgreSQL; runs with DATABASE_URL');
else if (!caddyInstalled)
  reportSkip('deployment', 'Caddy is not installed (apt-get install caddy); .ci/run installs it');

const BUCKET = 'parashop-images';
const KEYS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };
const ADMIN = { email: 'admin@parashop.test', password: 'Deploy-admin-password-1' };
const runId = randomBytes(4).toString('hex');
const redis = redisRun(`parashop-deploy-${runId}:`);

/** A browser: keeps the cookies it is given and echoes the XSRF token. */
class Browser {
  private cookies = new Map<string, string>();

  constructor() {
    for (const pair of (guestHeaders().cookie ?? '').split('; ')) {
      const [name = '', value = ''] = pair.split('=');
      this.cookies.set(name, value);
    }
  }

  headers(): Record<string, string> {
    return {
      cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      'x-xsrf-token': this.cookies.get('XSRF-TOKEN') ?? '',
    };
  }

  async send(base: string, method: string, path: string, body?: unknown): Promise<Response> {
    const isForm = body instanceof FormData;
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined || isForm ? {} : { 'content-type': 'application/json' }),
        ...this.headers(),
      },
      ...(body === undefined ? {} : { body: isForm ? body : JSON.stringify(body) }),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', ...value] = pair.split('=');
      this.cookies.set(name, value.join('='));
    }
    return response;
  }
}

describe.skipIf(!onPostgres || !caddyInstalled)(
  'deployment: Caddy, two API processes, PostgreSQL, Redis, S3',
  () => {
    let scratch: ScratchDatabase;
    let s3: S3rver;
    let caddy: ChildProcess | undefined;
    let proxy = '';
    const dirs: string[] = [];
    const servers: ServerProcess[] = [];

    beforeAll(async () => {
      scratch = await createScratchDatabase(DATABASE_URL as string);
      const s3Dir = await mkdtemp(join(tmpdir(), 'parashop-deploy-s3-'));
      dirs.push(s3Dir);
      s3 = new S3rver({
        address: '127.0.0.1',
        port: 0,
        silent: true,
        directory: s3Dir,
        configureBuckets: [{ name: BUCKET }],
      });
      const { port: s3Port } = await s3.run();
      const proxyPort = await freePort();
      proxy = `http://127.0.0.1:${proxyPort}`;
      const env = async () => {
        const dataDir = await mkdtemp(join(tmpdir(), 'parashop-deploy-'));
        dirs.push(dataDir);
        return {
          DATABASE_URL: scratch.url,
          REDIS_URL: redis.url,
          S3_BUCKET: BUCKET,
          S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
          S3_REGION: 'us-east-1',
          ...KEYS,
          DATA_DIR: dataDir,
          PORT: '0',
          PUBLIC_URL: proxy,
          TRUST_PROXY: '1',
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
        };
      };
      // Started together, as after an upgrade: they take turns on the migrations.
      servers.push(...(await Promise.all([startServer(await env()), startServer(await env())])));
      const caddyDir = await mkdtemp(join(tmpdir(), 'parashop-deploy-caddy-'));
      dirs.push(caddyDir);
      const caddyfile = join(caddyDir, 'Caddyfile');
      await writeFile(
        caddyfile,
        [
          '{',
          '\tadmin off',
          '\tauto_https off',
          '}',
          `http://127.0.0.1:${proxyPort} {`,
          `\treverse_proxy ${servers.map((server) => `127.0.0.1:${server.port}`).join(' ')} {`,
          '\t\tlb_policy round_robin',
          '\t\thealth_uri /api/health/ready',
          '\t\thealth_interval 1s',
          '\t}',
          '}',
          '',
        ].join('\n'),
      );
      caddy = spawn('caddy', ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
        env: {
          PATH: process.env.PATH ?? '',
          HOME: caddyDir,
          XDG_DATA_HOME: caddyDir,
          XDG_CONFIG_HOME: caddyDir,
        },
        stdio: 'ignore',
      });
      await waitFor(
        'Caddy in front of the shop',
        async () => {
          const answer = await fetch(`${proxy}/api/health`).catch(() => null);
          return answer?.ok ? true : undefined;
        },
        30_000,
        200,
      );
    });

    afterAll(async () => {
      caddy?.kill('SIGTERM');
      await Promise.all(servers.map((server) => stopServer(server)));
      await s3?.close();
      await scratch?.drop();
      for (const dir of dirs) await rm(dir, { recursive: true, force: true });
      await redis.clear();
    });

    it('an image uploaded through one process is served by the other; an order through the proxy is seen by both', async () => {
      const [a, b] = servers as [ServerProcess, ServerProcess];
      const staff = new Browser();
      const login = await staff.send(proxy, 'POST', '/api/login', ADMIN);
      expect(login.status).toBe(200);

      // The session made through the proxy works on each process directly.
      for (const server of servers) expect((await staff.send(server.url, 'GET', '/api/me')).status).toBe(200);

      const form = new FormData();
      form.set('name', `Deploy Brand ${runId}`);
      form.set('image', new Blob([await pngImage(120, 80)], { type: 'image/png' }), 'logo.png');
      const created = await staff.send(a.url, 'POST', '/api/companies', form);
      expect(created.status, await created.clone().text()).toBe(201);
      const image = ((await created.json()) as { image: string }).image;
      const fromB = await fetch(`${b.url}/storage/${image}`);
      expect(fromB.status).toBe(200);
      expect(fromB.headers.get('content-type')).toBe('image/webp');
      const bytes = Buffer.from(await fromB.arrayBuffer());
      const viaProxy = await fetch(`${proxy}/storage/${image}`);
      expect(Buffer.from(await viaProxy.arrayBuffer()).equals(bytes)).toBe(true);

      const productId = await insertProduct(scratch.handle.db, {
        categoryId: await insertCategory(scratch.handle.db),
        companyId: await insertCompany(scratch.handle.db),
        name: `Deploy Serum ${runId}`,
        price: '20.00',
        stock: 5,
      });
      const shopper = new Browser();
      const placed = await shopper.send(
        proxy,
        'POST',
        '/api/orders',
        orderPayload([{ target_name: 'product', target_id: productId, quantity: 2, price: 20 }]),
      );
      expect(placed.status).toBe(201);
      const orderId = ((await placed.json()) as { id: number }).id;
      for (const server of servers) {
        const answer = await staff.send(server.url, 'GET', `/api/orders/${orderId}`);
        expect(answer.status).toBe(200);
      }
      reportFigure(
        'deployment',
        `Caddy ${spawnSync('caddy', ['version']).stdout.toString().trim().split(' ')[0]} in front of 2 processes started together ` +
          '(migrations taken in turns), PostgreSQL, Redis, S3 protocol: a session made through the proxy works on both, ' +
          'an image uploaded to A is served by B and by the proxy byte for byte, an order placed through the proxy is read on A and B',
      );
    });
  },
);
