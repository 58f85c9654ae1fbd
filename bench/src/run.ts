/**
 * `npm run bench`: the API under load on a fresh database of 1,000 and 10,000 products, each endpoint
 * next to a bare node:http server sending the same bytes. See docs/performance.md.
 *
 * Settings (environment):
 *   DATABASE_URL        also run on PostgreSQL (a fresh database parashop_bench_<random> on that server)
 *   BENCH_DATABASES     pglite,postgres (default: pglite, plus postgres when DATABASE_URL is set)
 *   BENCH_SIZES         catalogue sizes (default 1000,10000)
 *   BENCH_CONNECTIONS   default 50;  BENCH_DURATION seconds, default 10;  BENCH_WARMUP seconds, default 2
 *   BENCH_ENDPOINTS     comma-separated keys to run only some (products, catalogue-20, orders, ...)
 *   BENCH_BARE=0        skip the bare server;  BENCH_BUILD=0  reuse apps/web/dist as it is
 *   BENCH_CACHE=off     run the server with CATALOGUE_CACHE=false (to see what the cache gives)
 *   BENCH_LOG_LEVEL     the server's LOG_LEVEL (default warn: request logs are left out)
 *   BENCH_ADMIN_LISTS=0 skip the back office's paged lists at 50,000 orders (bench/src/admin-lists.ts,
 *                       PostgreSQL only)
 *   BENCH_MIXED=0       skip the mixed run (reads alone, then reads while orders flow: bench/src/mixed.ts)
 *   BENCH_ORDER_RATE=20 the mixed run's third phase: the same reads beside orders at this many a second
 *                       (0 skips it)
 *   BENCH_PGBENCH=0     skip pgbench's TPC-B-like run (PostgreSQL, when pgbench is on the PATH): the
 *                       orders' figure is given as a share of it, measured in the same run
 *   BENCH_BARE_HEADERS=shop  the bare server sends the shop's headers with the same body (security
 *                       headers, ETag, cookies): the yardstick without the bytes the shop must send
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import type { Pack, Product } from '@parashop/shared';
import { packPath, productPath } from '@parashop/shared/item-urls';
import { products } from '../../apps/api/src/db/schema';
import { listTable, runAdminLists } from './admin-lists';
import { createBenchDatabase } from './database';
import { endpoints, orderRequest, RENDERED_PAGES, type CatalogueFacts } from './endpoints';
import { load, rawRequest, type LoadSettings } from './load';
import { mixedTable, runMixed, type MixedResult } from './mixed';
import { pgbenchAvailable, runPgbench, type PgbenchResult } from './pgbench';
import { checkOversell, type OversellCheck } from './orders-check';
import { table, type EndpointResult } from './report';
import { seedCatalogue, type SeedSummary } from './seed';
import { freePort, REPO_ROOT, startApiServer, startProcess, type RunningProcess } from './server-process';

const env = process.env;
const settings: LoadSettings = {
  connections: Number(env.BENCH_CONNECTIONS ?? 50),
  duration: Number(env.BENCH_DURATION ?? 10),
  warmup: Number(env.BENCH_WARMUP ?? 2),
};
const sizes = (env.BENCH_SIZES ?? '1000,10000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const databases = (env.BENCH_DATABASES ?? (env.DATABASE_URL ? 'pglite,postgres' : 'pglite'))
  .split(',')
  .map((name) => name.trim()) as ('pglite' | 'postgres')[];
const only = env.BENCH_ENDPOINTS ? new Set(env.BENCH_ENDPOINTS.split(',').map((key) => key.trim())) : null;
const withBare = env.BENCH_BARE !== '0';
const cacheOn = env.BENCH_CACHE !== 'off';
const withMixed = env.BENCH_MIXED !== '0';
const withPgbench = env.BENCH_PGBENCH !== '0';
const bareWithShopHeaders = env.BENCH_BARE_HEADERS === 'shop';

/** The headers an answer carries itself (not those of the connection, nor its length or date). */
function shopHeaders(headers: Record<string, string | string[] | undefined>) {
  const own: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    if (['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date'].includes(name)) continue;
    own[name] = value;
  }
  return own;
}
/** Products set to this stock before the contention check: 50 clients fight over 10 × 5 units. */
const CONTENDED = { products: 10, stock: 5 };

type RunResult = {
  database: 'pglite' | 'postgres';
  size: number;
  seed: SeedSummary;
  seedSeconds: number;
  loadavg: { before: number[]; after: number[] };
  endpoints: EndpointResult[];
  contention: { answered201: number; answered409: number; unitsOnSale: number } | null;
  oversell: OversellCheck | null;
  mixed: MixedResult | null;
  /** PostgreSQL's TPC-B-like run on the same server, right after this run's load. */
  pgbench: PgbenchResult | null;
};

const round = (values: number[]) => values.map((value) => Math.round(value * 100) / 100);

function log(message: string) {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

async function xsrfHeaders(baseUrl: string): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}/api/health`);
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('XSRF-TOKEN='));
  const token = cookie?.split(';')[0]?.slice('XSRF-TOKEN='.length);
  if (!token) throw new Error('GET /api/health set no XSRF-TOKEN cookie');
  // Sent on every request, as a browser does, so the server never has to hand out a new cookie.
  return { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token };
}

async function catalogueFacts(baseUrl: string, headers: Record<string, string>): Promise<CatalogueFacts> {
  const list = (await (await fetch(`${baseUrl}/api/products`, { headers })).json()) as Product[];
  const packs = (await (await fetch(`${baseUrl}/api/packs`, { headers })).json()) as Pack[];
  return {
    productIds: list.map((product) => product.id),
    productPages: list.slice(0, RENDERED_PAGES).map((product) => productPath(product)),
    packPages: packs.slice(0, RENDERED_PAGES).map((pack) => packPath(pack)),
    orderable: list
      .filter((product) => product.stock > CONTENDED.stock)
      .map((product) => ({ id: product.id, price: product.offer_price ?? product.price })),
  };
}

async function runOne(database: 'pglite' | 'postgres', size: number): Promise<RunResult> {
  const dataDir = await mkdtemp(join(tmpdir(), 'parashop-bench-'));
  const db = await createBenchDatabase(database, dataDir, env.DATABASE_URL);
  let server: RunningProcess | undefined;
  let bare: RunningProcess | undefined;
  try {
    log(`${database}, ${size} products: seeding`);
    const seedStarted = Date.now();
    const stocksBefore = new Map<number, number>();
    let seed: SeedSummary;
    {
      const handle = await db.open();
      try {
        seed = await seedCatalogue(handle.db, size);
        const rows = await handle.db.select({ id: products.id, stock: products.stock }).from(products);
        const contended = rows
          .filter((row) => row.stock === 0)
          .slice(0, CONTENDED.products)
          .map((row) => row.id);
        await handle.db
          .update(products)
          .set({ stock: CONTENDED.stock })
          .where(inArray(products.id, contended));
        for (const row of rows)
          stocksBefore.set(row.id, contended.includes(row.id) ? CONTENDED.stock : row.stock);
      } finally {
        await handle.close();
      }
    }
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    log(`seeded ${JSON.stringify(seed)} in ${seedSeconds.toFixed(1)} s; starting the server`);

    server = await startApiServer({
      DATA_DIR: dataDir,
      DATABASE_URL: db.databaseUrl ?? '',
      SEED_DEMO: 'false',
      ORDER_RATE_LIMIT: '100000000',
      // Behind one proxy, as in production (docs/deploy.md): each order's customer sends its own
      // address in X-Forwarded-For (endpoints.ts, orderRequest), so the per-client guard of decision 200
      // runs with the shop's own limits.
      TRUST_PROXY: '1',
      // Every order is of an in-stock product the bench keeps ordering: without this the products' share
      // held by unconfirmed orders (decision 200) would defer them once a product's share is reached.
      ORDER_UNCONFIRMED_STOCK_SHARE: '100',
      LOG_LEVEL: env.BENCH_LOG_LEVEL ?? 'warn',
      NODE_ENV: 'production',
      CATALOGUE_CACHE: cacheOn ? 'true' : 'false',
      // Every request comes from one address: the rendered pages' per-client limit would send shells.
      PAGE_RENDERS_PER_MINUTE: '100000',
      ADMIN_EMAIL: 'bench-admin@parashop.local',
      ADMIN_PASSWORD: randomBytes(12).toString('hex'),
    });
    const baseUrl = server.url.replace(/\/api\/health$/, '');
    const headers = await xsrfHeaders(baseUrl);
    const facts = await catalogueFacts(baseUrl, headers);
    const list = endpoints(facts).filter((endpoint) => !only || only.has(endpoint.key));

    // One sample of each answer: its size, and the bytes the bare server will send.
    const samples = new Map<
      string,
      {
        status: number;
        contentType: string;
        contentEncoding?: string;
        headers?: Record<string, string | string[]>;
        body: Buffer;
      }
    >();
    for (const endpoint of list) {
      const request = endpoint.next();
      const response = await rawRequest(baseUrl, request, {
        ...headers,
        ...endpoint.headers,
        ...request.headers,
      });
      if (response.status !== endpoint.status)
        throw new Error(
          `${endpoint.name}: ${request.path} -> ${response.status} ${String(response.headers.location ?? '')} ${response.body.toString().slice(0, 300)}`,
        );
      const encoding = response.headers['content-encoding'];
      samples.set(endpoint.key, {
        status: response.status,
        contentType: String(response.headers['content-type'] ?? 'application/json'),
        ...(typeof encoding === 'string' ? { contentEncoding: encoding } : {}),
        ...(bareWithShopHeaders ? { headers: shopHeaders(response.headers) } : {}),
        body: response.body,
      });
    }
    if (withBare) {
      const answersFile = join(dataDir, 'bare-answers.json');
      await writeFile(
        answersFile,
        JSON.stringify(
          Object.fromEntries(
            [...samples].map(([key, sample]) => [
              `/${key}`,
              { ...sample, body: sample.body.toString('base64') },
            ]),
          ),
        ),
      );
      const port = await freePort();
      bare = await startProcess(
        ['--import', 'tsx', 'bench/src/bare-server.ts', answersFile, String(port)],
        process.env,
        `http://127.0.0.1:${port}/${list[0]?.key ?? ''}`,
      );
    }

    const before = loadavg();
    const results: EndpointResult[] = [];
    let ordersAnswered = 0;
    for (const endpoint of list) {
      const requestHeaders = { ...headers, ...endpoint.headers };
      log(`${endpoint.name}: loading the server`);
      const real = await load(baseUrl, endpoint.next, requestHeaders, settings);
      if (endpoint.key === 'orders') ordersAnswered += real.ok + real.warmupOk;
      let bareMeasure = null;
      if (bare) {
        log(`${endpoint.name}: loading the bare server`);
        const sample = endpoint.next();
        const barePath = `/${endpoint.key}`;
        bareMeasure = await load(
          bare.url.replace(/\/[^/]*$/, ''),
          () => ({ ...sample, path: barePath }),
          requestHeaders,
          settings,
        );
      }
      const sample = samples.get(endpoint.key)!;
      results.push({
        name: endpoint.name,
        key: endpoint.key,
        bytes: sample.body.length,
        encoding: sample.contentEncoding ?? null,
        real,
        bare: bareMeasure,
        ratio: bareMeasure ? real.requestsPerSecond / bareMeasure.requestsPerSecond : null,
      });
    }

    let mixed: MixedResult | null = null;
    if (withMixed && (!only || only.has('mixed'))) {
      log('mixed: reads alone, then reads while orders flow');
      mixed = await runMixed(baseUrl, headers, facts, settings);
      ordersAnswered += mixed.mixed.orders.ok + mixed.mixed.orders.warmupOk;
      if (mixed.rush) ordersAnswered += mixed.rush.orders.ok + mixed.rush.orders.warmupOk;
    }

    let contention: RunResult['contention'] = null;
    let oversell: OversellCheck | null = null;
    if (!only || only.has('orders')) {
      const contended = [...stocksBefore].filter(([, stock]) => stock === CONTENDED.stock).map(([id]) => id);
      const prices = new Map<number, number>();
      for (const id of contended) {
        const product = (await (await fetch(`${baseUrl}/api/products/${id}`, { headers })).json()) as Product;
        prices.set(id, product.offer_price ?? product.price);
      }
      log(
        `contention: ${settings.connections} clients ordering ${contended.length} products of stock ${CONTENDED.stock}`,
      );
      let index = 0;
      const fight = await load(
        baseUrl,
        () => {
          const id = contended[index++ % contended.length]!;
          return orderRequest({ id, price: prices.get(id)! });
        },
        { ...headers, 'content-type': 'application/json' },
        { ...settings, warmup: 0, duration: Math.min(settings.duration, 3) },
      );
      contention = {
        answered201: fight.ok,
        answered409: fight.non2xx,
        unitsOnSale: contended.length * CONTENDED.stock,
      };
      ordersAnswered += fight.ok;
    }
    const after = loadavg();

    await server.stop();
    server = undefined;
    if (contention) {
      const handle = await db.open();
      try {
        // Warm-up, measured load and contention each end with up to one request per connection in flight.
        // (and the mixed run's two phases with orders)
        oversell = await checkOversell(handle.db, stocksBefore, ordersAnswered, settings.connections * 5);
      } finally {
        await handle.close();
      }
    }
    let pgbench: PgbenchResult | null = null;
    if (database === 'postgres' && withPgbench && env.DATABASE_URL && pgbenchAvailable()) {
      log(
        `pgbench: TPC-B-like, scale 10, ${settings.connections} clients, ${settings.duration} s, without then with a NOTIFY`,
      );
      pgbench = await runPgbench(env.DATABASE_URL, settings.connections, settings.duration);
    }
    return {
      database,
      size,
      seed,
      seedSeconds,
      loadavg: { before: round(before), after: round(after) },
      endpoints: results,
      contention,
      oversell,
      mixed,
      pgbench,
    };
  } finally {
    await server?.stop();
    await bare?.stop();
    await db.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const startedAt = new Date();
  if (env.BENCH_BUILD !== '0' || !existsSync(join(REPO_ROOT, 'apps/web/dist/index.html'))) {
    log('building the web app (npm run build -w @parashop/web)');
    execFileSync('npm', ['run', 'build', '-w', '@parashop/web'], { cwd: REPO_ROOT, stdio: 'ignore' });
  }
  log(
    `load: ${settings.connections} connections, ${settings.warmup} s warm-up + ${settings.duration} s; ` +
      `catalogue cache ${cacheOn ? 'on' : 'off'}; bare server ${bareWithShopHeaders ? "with the shop's headers" : 'with the body alone'}; load average ${round(loadavg()).join(' ')} on ${cpus().length} CPUs`,
  );
  const runs: RunResult[] = [];
  for (const database of databases) {
    for (const size of sizes) {
      const run = await runOne(database, size);
      runs.push(run);
      console.log(`\n${table(`${database}, ${size.toLocaleString('en-US')} products`, run.endpoints)}`);
      console.log(
        `load average before/after: ${run.loadavg.before.join(' ')} / ${run.loadavg.after.join(' ')}`,
      );
      if (run.mixed) console.log(`\nreads while orders flow\n${mixedTable(run.mixed)}`);
      const orders = run.endpoints.find((endpoint) => endpoint.key === 'orders');
      if (run.pgbench && orders) {
        console.log(
          `orders: ${Math.round(orders.real.requestsPerSecond)}/s (p99 ${orders.real.p99} ms) = ` +
            `${((orders.real.requestsPerSecond / run.pgbench.tps) * 100).toFixed(0)} % of pgbench TPC-B-like ` +
            `(${Math.round(run.pgbench.tps)} tps, p99 ${run.pgbench.p99} ms, ${run.pgbench.clients} clients, same run); ` +
            `${((orders.real.requestsPerSecond / run.pgbench.notify.tps) * 100).toFixed(0)} % of the same script ` +
            `with one NOTIFY per transaction (${Math.round(run.pgbench.notify.tps)} tps, p99 ${run.pgbench.notify.p99} ms)`,
        );
      }
      if (run.contention && run.oversell) {
        console.log(
          `orders: ${run.oversell.ordersAnswered201} answered 201, ${run.oversell.ordersInDatabase} in the database ` +
            `(the rest were in flight when a load phase stopped); contention: ${run.contention.answered201} answered 201 ` +
            `for ${run.contention.unitsOnSale} units on sale, ${run.contention.answered409} refused; ` +
            `${run.oversell.productsChecked} stocks checked, ${run.oversell.negativeStocks} negative, ` +
            `${run.oversell.mismatchedStocks} not matching the orders: ${run.oversell.ok ? 'zero oversell' : 'OVERSELL OR LOST ORDERS'}\n`,
        );
      }
    }
  }
  let adminLists: Awaited<ReturnType<typeof runAdminLists>> | null = null;
  if (env.BENCH_ADMIN_LISTS !== '0' && databases.includes('postgres') && env.DATABASE_URL) {
    adminLists = await runAdminLists(env.DATABASE_URL);
    console.log(
      `\nback office lists (postgres, 50,000 orders, 10,000 customers)\n${listTable(adminLists.results)}`,
    );
  }
  const resultsDir = join(REPO_ROOT, 'bench/results');
  await mkdir(resultsDir, { recursive: true });
  const file = join(resultsDir, `bench-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(
    file,
    JSON.stringify(
      {
        startedAt: startedAt.toISOString(),
        finishedAt: new Date().toISOString(),
        machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model, node: process.version },
        settings: { ...settings, cache: cacheOn, logLevel: env.BENCH_LOG_LEVEL ?? 'warn' },
        runs,
        adminLists,
      },
      null,
      2,
    ),
  );
  log(`results written to ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
