import { readFile } from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, type TestSession } from '../helpers';
import { DATABASE_URL, onPostgres, reportFigure, reportSkip, seconds } from './support/env';
import { createScratchDatabase, type ScratchDatabase } from './support/scratch-database';
import { startServer, stopServer, type ServerProcess } from './support/server-process';

/**
 * GET /api/orders/export.csv of 50,000 orders: every row arrives, and the server's memory stays flat
 * (the rows are read in keyset batches and written as the client reads, never held all at once).
 */

const ORDERS = 50_000;
/** What the process may grow by while it sends the file (the file itself is about 8 MB). */
const MAX_GROWTH_MB = 80;

if (!onPostgres) {
  reportSkip(
    'CSV export of 50,000 orders',
    'runs on a PostgreSQL server (DATABASE_URL): a child process serves it',
  );
}

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

describe.skipIf(!onPostgres)('CSV export of 50,000 orders', () => {
  let scratch: ScratchDatabase;
  let server: ServerProcess | undefined;
  let dataDir = '';
  let admin: TestSession;

  beforeAll(async () => {
    scratch = await createScratchDatabase(DATABASE_URL as string);
    dataDir = await mkdtemp(join(tmpdir(), 'parashop-export-'));
    server = await startServer({ DATABASE_URL: scratch.url, DATA_DIR: dataDir, PORT: '0' });
    // One statement: 50,000 orders over the last 200 days, each with one line.
    await scratch.raw.unsafe(`
      insert into orders (order_number, status, name, phone_number, address, city, subtotal, delivery_fee,
        delivery_discount, total_order, created_at)
      select 'CMD-H-' || lpad(i::text, 6, '0'), (array['pending','delivered','returned','cancelled'])[1 + i % 4],
        'Client ' || i || ' Hélène', '06' || lpad((i * 7919 % 100000000)::text, 8, '0'), i || ' Rue de la Plage',
        'Dakhla', 100 + i % 50, 20, 0, 120 + i % 50, now() - (i || ' minutes')::interval * 5
      from generate_series(1, ${ORDERS}) as i`);
    await scratch.raw.unsafe(`
      insert into order_items (order_id, target_name, target_id, name, quantity, unit_price, total_price, components)
      select id, 'product', 1, 'Crème =solaire', 1, subtotal, subtotal, '[]'::jsonb from orders`);
    await scratch.raw.unsafe('analyze orders; analyze order_items');
    admin = await loginAs(undefined as never, scratch.handle.db, 'admin');
  });

  afterAll(async () => {
    await stopServer(server);
    await scratch?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('sends every row with a flat memory', async () => {
    const pid = server!.child.pid!;
    const before = await rssMb(pid);
    let peak = before;
    const sampler = setInterval(() => {
      void rssMb(pid).then(
        (mb) => (peak = Math.max(peak, mb)),
        () => undefined,
      );
    }, 25);
    const started = Date.now();
    const response = await fetch(`${server!.url}/api/orders/export.csv`, {
      headers: { cookie: admin.cookie, 'accept-encoding': 'identity' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    let rows = 0;
    let bytes = 0;
    let tail = '';
    const decoder = new TextDecoder();
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.byteLength;
      const text = tail + decoder.decode(chunk, { stream: true });
      const parts = text.split('\r\n');
      tail = parts.pop() ?? '';
      rows += parts.length;
    }
    clearInterval(sampler);
    const elapsed = Date.now() - started;
    expect(tail).toBe('');
    expect(rows).toBe(ORDERS + 1);
    const growth = peak - before;
    reportFigure(
      'CSV export of 50,000 orders',
      `${(bytes / 1e6).toFixed(1)} MB in ${seconds(elapsed)}, server memory ${before.toFixed(0)} MB -> peak ${peak.toFixed(0)} MB (+${growth.toFixed(0)} MB)`,
    );
    expect(growth).toBeLessThan(MAX_GROWTH_MB);
  });
});
