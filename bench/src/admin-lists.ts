/**
 * The back office's paged lists at size (issue 16): 50,000 orders and 10,000 customers on PostgreSQL,
 * each query shape of the orders and customers screens asked one after the other (one admin), p50/p99
 * of the server's answer. Run by `npm run bench` when it runs on PostgreSQL (BENCH_ADMIN_LISTS=0 skips
 * it), or alone: `DATABASE_URL=... node --import tsx bench/src/admin-lists.ts`. See docs/performance.md.
 *
 * Settings: BENCH_LIST_ORDERS (50000), BENCH_LIST_CUSTOMERS (10000), BENCH_LIST_REQUESTS per shape (200).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { createBenchDatabase } from './database';
import { startApiServer, type RunningProcess } from './server-process';

const env = process.env;
const ORDERS = Number(env.BENCH_LIST_ORDERS ?? 50_000);
const CUSTOMERS = Number(env.BENCH_LIST_CUSTOMERS ?? 10_000);
const REQUESTS = Number(env.BENCH_LIST_REQUESTS ?? 200);

export type ListShape = { key: string; path: string };

/** What the screens ask: first pages, a deep page, each filter, the searches. */
export const LIST_SHAPES: ListShape[] = [
  { key: 'orders page 1 (10)', path: '/api/orders?page=1&per_page=10' },
  { key: 'orders page 1 (50)', path: '/api/orders?page=1&per_page=50' },
  { key: 'orders page 500 (10)', path: '/api/orders?page=500&per_page=10' },
  { key: 'orders last page (50)', path: `/api/orders?page=${Math.ceil(ORDERS / 50)}&per_page=50` },
  { key: 'orders status=delivered', path: '/api/orders?page=1&per_page=10&status=delivered' },
  { key: 'orders period=week', path: '/api/orders?page=1&per_page=10&period=week' },
  { key: 'orders period=month, pending', path: '/api/orders?page=1&per_page=10&period=month&status=pending' },
  { key: 'orders confirmation=confirmed', path: '/api/orders?page=1&per_page=10&confirmation=confirmed' },
  { key: 'orders q=name', path: '/api/orders?page=1&per_page=10&q=helene%2012' },
  { key: 'orders q=phone', path: '/api/orders?page=1&per_page=10&q=06%2012%2034' },
  { key: 'orders q=number', path: '/api/orders?page=1&per_page=10&q=CMD-B-0123' },
  { key: 'customers page 1', path: '/api/customers?page=1' },
  { key: 'customers page 500', path: '/api/customers?page=500' },
  { key: 'customers joined=month', path: '/api/customers?page=1&joined=month' },
  { key: 'customers q=name', path: '/api/customers?page=1&q=karim%2012' },
  { key: 'customers q=phone', path: '/api/customers?page=1&q=0612' },
];

export type ListResult = { key: string; p50: number; p99: number; max: number; total: number };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** Customers spread over the last 400 days, orders over the last 200, a third of them by customers. */
export async function seed(databaseUrl: string): Promise<void> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(`
      insert into users (full_name, email, password_hash, city, role_id, created_at)
      select 'Karim ' || i || ' Hélène', 'customer' || i || '@example.ma', 'x', (array['Dakhla','Agadir','Laâyoune'])[1 + i % 3], 2,
        now() - (i || ' minutes')::interval * 57
      from generate_series(1, ${CUSTOMERS}) as i`);
    await sql.unsafe(`
      insert into orders (order_number, status, confirmation_status, name, phone_number, address, city, subtotal,
        delivery_fee, delivery_discount, total_order, user_id, created_at)
      select 'CMD-B-' || lpad(i::text, 6, '0'), (array['pending','delivered','returned','cancelled'])[1 + i % 4],
        (array['unconfirmed','confirmed','no_answer','call_back'])[1 + i % 4],
        'Hélène ' || i, '06' || lpad((i * 7919 % 100000000)::text, 8, '0'), i || ' Rue de la Plage', 'Dakhla',
        100 + i % 50, 20, 0, 120 + i % 50,
        case when i % 3 = 0 then (select min(id) from users where role_id = 2) + (i % ${CUSTOMERS}) end,
        now() - (i || ' minutes')::interval * 5
      from generate_series(1, ${ORDERS}) as i`);
    await sql.unsafe(`
      insert into order_items (order_id, target_name, target_id, name, quantity, unit_price, total_price, components)
      select id, 'product', 1, 'Crème solaire', 1 + id % 3, subtotal, subtotal, '[]'::jsonb from orders`);
    // Each on its own: VACUUM refuses to run in the implicit transaction of a multi-statement query.
    for (const table of ['orders', 'order_items', 'users']) await sql.unsafe(`vacuum analyze ${table}`);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

async function adminCookie(baseUrl: string, email: string, password: string): Promise<string> {
  const health = await fetch(`${baseUrl}/api/health`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(health.headers.getSetCookie().join('; '))?.[1] ?? '';
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`admin login: ${login.status} ${await login.text()}`);
  const session = /parashop_session=([^;]+)/.exec(login.headers.getSetCookie().join('; '))?.[1];
  return `XSRF-TOKEN=${xsrf}; parashop_session=${session}`;
}

export async function runAdminLists(serverUrl: string): Promise<{
  results: ListResult[];
  loadavg: { before: number[]; after: number[] };
}> {
  const dataDir = await mkdtemp(join(tmpdir(), 'parashop-bench-lists-'));
  const db = await createBenchDatabase('postgres', dataDir, serverUrl);
  let server: RunningProcess | undefined;
  try {
    console.log(`[bench] admin lists: seeding ${ORDERS} orders and ${CUSTOMERS} customers`);
    await seed(db.databaseUrl as string);
    const password = randomBytes(12).toString('hex');
    server = await startApiServer({
      DATA_DIR: dataDir,
      DATABASE_URL: db.databaseUrl,
      SEED_DEMO: 'false',
      // The seeded orders are days old and unconfirmed: the confirmation timeout would spend the run
      // cancelling thousands of them beside the measured requests.
      ORDER_CONFIRMATION_CHECK_SECONDS: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ADMIN_EMAIL: 'bench-lists@parashop.local',
      ADMIN_PASSWORD: password,
    });
    const baseUrl = server.url.replace(/\/api\/health$/, '');
    const cookie = await adminCookie(baseUrl, 'bench-lists@parashop.local', password);
    const before = loadavg();
    const results: ListResult[] = [];
    for (const shape of LIST_SHAPES) {
      const times: number[] = [];
      let total = -1;
      for (let i = 0; i < REQUESTS + 20; i++) {
        const started = performance.now();
        const response = await fetch(`${baseUrl}${shape.path}`, { headers: { cookie } });
        const body = (await response.json()) as { total?: number };
        const elapsed = performance.now() - started;
        if (!response.ok) throw new Error(`${shape.path}: ${response.status} ${JSON.stringify(body)}`);
        total = body.total ?? -1;
        // The first 20 warm the plans and the pool.
        if (i >= 20) times.push(elapsed);
      }
      times.sort((a, b) => a - b);
      const round = (ms: number) => Math.round(ms * 10) / 10;
      results.push({
        key: shape.key,
        p50: round(percentile(times, 50)),
        p99: round(percentile(times, 99)),
        max: round(times.at(-1) ?? 0),
        total,
      });
    }
    const after = loadavg();
    return { results, loadavg: { before, after } };
  } finally {
    await server?.stop();
    await db.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export function listTable(results: ListResult[]): string {
  const lines = ['| query | rows matching | p50 ms | p99 ms | max ms |', '|---|---:|---:|---:|---:|'];
  for (const r of results) lines.push(`| ${r.key} | ${r.total} | ${r.p50} | ${r.p99} | ${r.max} |`);
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const url = env.DATABASE_URL;
  if (!url) {
    console.error('DATABASE_URL is needed (a PostgreSQL server)');
    process.exit(1);
  }
  runAdminLists(url)
    .then(({ results, loadavg: load }) => {
      console.log(listTable(results));
      console.log(
        `load average before/after: ${load.before.map((v) => v.toFixed(2)).join(' ')} / ${load.after.map((v) => v.toFixed(2)).join(' ')}`,
      );
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
