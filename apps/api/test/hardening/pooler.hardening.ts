import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../src/db/migrate';
import { orders, products } from '../../src/db/schema';
import {
  insertCategory,
  insertCompany,
  insertProduct,
} from '../../src/modules/catalogue-shared/testing/fixtures';
import { orderPayload } from '../../src/modules/orders/test-support';
import { guestHeaders, loginAs, type TestSession } from '../helpers';
import { openSse, type SseStream } from '../sse';
import { randomAddress } from './support/actors';
import { DATABASE_URL, onPostgres, reportFigure, reportSkip } from './support/env';
import { sendJson } from './support/http';
import { findPgBouncer, startPgBouncer, type PgBouncer } from './support/pgbouncer';
import { createScratchDatabase, type ScratchDatabase } from './support/scratch-database';
import { startServer, stopServer, type ServerProcess } from './support/server-process';

/**
 * Behind a connection pooler (decision 250): two API processes reach PostgreSQL through a PgBouncer
 * in transaction mode (DATABASE_URL), with DATABASE_DIRECT_URL for LISTEN, session locks and
 * migrations. Started together, they migrate once; the confirmation guard still leaves exactly three
 * open orders of eight sent at once for one number; a shelf is never oversold; an order placed on one
 * reaches the live stream opened on the other.
 */

const binary = findPgBouncer();
if (!onPostgres) {
  reportSkip(
    'behind a transaction pooler',
    'a pooler stands in front of a PostgreSQL server; this test runs with DATABASE_URL',
  );
} else if (!binary) {
  reportSkip(
    'behind a transaction pooler',
    'PgBouncer is not installed (apt-get install pgbouncer); .ci/run installs it',
  );
}

const SHELF = 20;

describe.skipIf(!onPostgres || binary === undefined)(
  'behind PgBouncer in transaction mode: two API processes',
  () => {
    let scratch: ScratchDatabase;
    let bouncer: PgBouncer;
    const dataDirs: string[] = [];
    let a: ServerProcess | undefined;
    let b: ServerProcess | undefined;
    let admin: TestSession;
    let productId = 0;
    const streams: SseStream[] = [];

    const start = async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'parashop-pooler-'));
      dataDirs.push(dataDir);
      return startServer({
        DATABASE_URL: bouncer.urlFor(scratch.name),
        DATABASE_DIRECT_URL: scratch.url,
        DATA_DIR: dataDir,
        PORT: '0',
        TRUST_PROXY: 'true',
        // Every unit of the shelf may be held by unconfirmed orders here: the race is for the last unit.
        ORDER_UNCONFIRMED_STOCK_SHARE: '100',
      });
    };

    const order = (server: ServerProcess, overrides: Record<string, unknown>, quantity = 1) =>
      sendJson(
        server.url,
        'POST',
        '/api/orders',
        orderPayload([{ target_name: 'product', target_id: productId, quantity, price: 20 }], overrides),
        {
          ...guestHeaders(),
          'idempotency-key': randomBytes(16).toString('hex'),
          'x-forwarded-for': randomAddress(),
        },
      );

    beforeAll(async () => {
      scratch = await createScratchDatabase(DATABASE_URL as string);
      bouncer = await startPgBouncer(binary as string, DATABASE_URL as string);
      // Together: both try to migrate the empty database at once.
      [a, b] = await Promise.all([start(), start()]);
      productId = await insertProduct(scratch.handle.db, {
        categoryId: await insertCategory(scratch.handle.db),
        companyId: await insertCompany(scratch.handle.db),
        name: 'Pooled Shelf Serum',
        price: '20.00',
        stock: SHELF,
      });
      admin = await loginAs(undefined as never, scratch.handle.db, 'admin');
    });

    afterAll(async () => {
      for (const stream of streams) stream.close();
      await Promise.all([stopServer(a), stopServer(b)]);
      await bouncer?.stop();
      await scratch?.drop();
      for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
    });

    it('two processes started together migrate once, on the direct connection', async () => {
      const files = readdirSync(MIGRATIONS_FOLDER).filter((file) => file.endsWith('.sql'));
      const [row] = await scratch.raw<
        { n: number }[]
      >`select count(*)::int as n from drizzle.__drizzle_migrations`;
      expect(row?.n).toBe(files.length);
      for (const server of [a, b] as ServerProcess[]) {
        expect((await sendJson(server.url, 'GET', '/api/health/ready')).status).toBe(200);
        expect(server.output()).not.toMatch(/prepared statement|ERROR|FATAL/i);
      }
    });

    it('eight orders of one number sent at once to both processes leave exactly three open', async () => {
      const phone = `06${String(Date.now() % 100_000_000).padStart(8, '0')}`;
      const servers = [a, b] as ServerProcess[];
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => order(servers[i % 2] as ServerProcess, { phone_number: phone })),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(
        statuses.filter((status) => status >= 500),
        answers.map((x) => x.text).join('\n'),
      ).toEqual([]);
      expect(statuses.filter((status) => status === 201)).toHaveLength(3);
      const [open] = await scratch.handle.db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(eq(orders.phoneNumber, phone));
      expect(open?.n).toBe(3);
      reportFigure(
        'behind a transaction pooler',
        `8 orders of one number at once over 2 processes through PgBouncer: ${statuses.sort().join(', ')}`,
      );
    });

    it('sixty shoppers racing for a shelf of twenty through the pooler: twenty orders, zero oversell', async () => {
      await scratch.handle.db.update(products).set({ stock: SHELF }).where(eq(products.id, productId));
      const left = SHELF;
      const servers = [a, b] as ServerProcess[];
      const answers = await Promise.all(
        Array.from({ length: left * 3 }, (_, i) => order(servers[i % 2] as ServerProcess, {})),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(
        statuses.filter((status) => status >= 500),
        answers.map((x) => x.text).join('\n'),
      ).toEqual([]);
      const placed = statuses.filter((status) => status === 201).length;
      const [after] = await scratch.handle.db
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, productId));
      expect(placed).toBe(left);
      expect(after?.stock).toBe(0);
      reportFigure(
        'behind a transaction pooler',
        `${left * 3} orders of 1 unit for ${left} left, over 2 processes through PgBouncer: ${placed} placed, stock ${after?.stock} (never below 0)`,
      );
    });

    it('an order placed on one process reaches the live stream opened on the other', async () => {
      await scratch.handle.db.update(products).set({ stock: SHELF }).where(eq(products.id, productId));
      const stream = await openSse(`${(b as ServerProcess).url}/api/notifications/stream`, {
        cookie: admin.cookie,
      });
      streams.push(stream);
      expect(stream.status).toBe(200);
      const placed = await order(a as ServerProcess, { name: 'Through The Pooler' });
      expect(placed.status, placed.text).toBe(201);
      // Hang guard only: the event comes after the order's commit, over the direct connection's LISTEN.
      const event = await stream.waitFor((e) => JSON.parse(e.data).message === 'Through The Pooler', 10_000);
      expect(JSON.parse(event.data)).toMatchObject({ type: 'new_order', message: 'Through The Pooler' });
    });
  },
);
