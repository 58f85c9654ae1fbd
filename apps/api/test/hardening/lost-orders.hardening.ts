import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../../src/db/schema';
import {
  insertCategory,
  insertCompany,
  insertPack,
  insertProduct,
} from '../../src/modules/catalogue-shared/testing/fixtures';
import { orderPayload } from '../../src/modules/orders/test-support';
import { linesKey, stocks, storedOrders, unitsTaken } from './support/catalogue';
import { DATABASE_URL, onPostgres, reportFigure, reportSkip, seconds } from './support/env';
import {
  orderIdOf,
  OrderLoad,
  phoneForKey,
  send,
  unanswered,
  type Attempt,
  type Line,
} from './support/order-load';
import { runPool, sleep, waitFor } from './support/pool';
import { createScratchDatabase, type ScratchDatabase } from './support/scratch-database';
import { freePort, startServer, stopServer, type ServerProcess } from './support/server-process';
import { connectionRefused, slowJsonPost } from './support/slow-request';

/**
 * No lost order: the API runs as its own process on PostgreSQL while shoppers keep ordering. It is
 * killed with SIGKILL mid-load and restarted; later stopped with SIGTERM mid-load. Every order answered
 * 201 must be in the database with its lines, none twice, and the stock must add up. A SIGTERM must
 * let every request the server had accepted finish.
 */

if (!onPostgres) {
  reportSkip(
    'no lost order',
    'PGlite runs inside the API process (no database server survives a kill -9 of the API); this test runs with DATABASE_URL',
  );
}

const runId = randomBytes(4).toString('hex');
const ACKS_PER_PHASE = 40;

describe.skipIf(!onPostgres)('no lost order: the API as a child process on PostgreSQL', () => {
  let scratch: ScratchDatabase;
  let dataDir: string;
  let port: number;
  let server: ServerProcess | undefined;
  const ids = { p1: 0, p2: 0, p3: 0, p4: 0, pack12: 0, pack23: 0 };
  const initialStock = 100_000;

  const env = () => ({
    DATABASE_URL: scratch.url,
    DATA_DIR: dataDir,
    PORT: String(port),
    ORDER_RATE_LIMIT: '1000000',
    // One address places every order: the stock guard would defer them (decision 200), this test counts
    // the stock every 201 takes.
    ORDER_MAX_HELD_UNITS_PER_CLIENT: '1000000',
    ORDER_UNCONFIRMED_STOCK_SHARE: '100',
    ADMIN_EMAIL: 'admin@parashop.test',
    ADMIN_PASSWORD: 'Hardening-admin-password-1',
  });

  // Every cart a shopper may send; `withP1: false` keeps product 1 out (its row is locked later).
  const cart = (n: number, withP1 = true): Line[] => {
    const p = (id: number, price: number, quantity = 1): Line => ({
      target_name: 'product',
      target_id: id,
      quantity,
      price,
    });
    const k = (id: number, price: number, quantity = 1): Line => ({
      target_name: 'pack',
      target_id: id,
      quantity,
      price,
    });
    const all: Line[][] = [
      [p(ids.p1, 10)],
      [k(ids.pack12, 20)],
      [p(ids.p3, 8, 2), k(ids.pack23, 18)],
      [p(ids.p4, 20), p(ids.p1, 10)],
      [p(ids.p2, 12), p(ids.p4, 20, 3)],
      [k(ids.pack23, 18, 2)],
    ];
    const carts = withP1
      ? all
      : all.filter((lines) =>
          lines.every((line) => line.target_id !== ids.p1 && line.target_id !== ids.pack12),
        );
    return carts[n % carts.length] as Line[];
  };

  beforeAll(async () => {
    scratch = await createScratchDatabase(DATABASE_URL as string);
    dataDir = await mkdtemp(join(tmpdir(), 'parashop-hardening-'));
    port = await freePort();
    server = await startServer(env());
    const db = scratch.handle.db;
    const categoryId = await insertCategory(db);
    const companyId = await insertCompany(db);
    const product = (price: string) =>
      insertProduct(db, { categoryId, companyId, price, stock: initialStock });
    ids.p1 = await product('10.00');
    ids.p2 = await product('12.00');
    ids.p3 = await product('8.00');
    ids.p4 = await product('20.00');
    ids.pack12 = await insertPack(db, { productIds: [ids.p1, ids.p2], price: '20.00' });
    ids.pack23 = await insertPack(db, { productIds: [ids.p2, ids.p3], price: '18.00' });
  });

  afterAll(async () => {
    await stopServer(server);
    await scratch?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** Every attempt ended as a stored order with its lines, no order exists twice or without its attempt. */
  async function expectEveryAttemptStoredOnce(attempts: Attempt[], prefix: string) {
    const stored = await storedOrders(scratch.handle.db);
    const orderIds = attempts.map((attempt) => orderIdOf(attempt));
    expect(orderIds.every((id) => id !== undefined)).toBe(true);
    expect(new Set(orderIds).size, 'one order per Idempotency-Key').toBe(attempts.length);
    for (const attempt of attempts) {
      const row = stored.get(orderIdOf(attempt) as number);
      expect(row, `order of ${attempt.key} is stored`).toBeDefined();
      expect(row?.orderNumber).toBe((attempt.body as { order_number: string }).order_number);
      expect(linesKey(row?.items ?? [])).toBe(linesKey(attempt.lines));
    }
    const keys = await scratch.handle.db
      .select({ key: idempotencyKeys.key, orderId: idempotencyKeys.orderId })
      .from(idempotencyKeys)
      .where(like(idempotencyKeys.key, `${prefix}-%`));
    expect(keys).toHaveLength(attempts.length);
    const byKey = new Map(attempts.map((attempt) => [attempt.key, orderIdOf(attempt)]));
    for (const key of keys) expect(key.orderId).toBe(byKey.get(key.key));
    return stored;
  }

  async function expectStockConserved() {
    const productIds = [ids.p1, ids.p2, ids.p3, ids.p4];
    const now = await stocks(scratch.handle.db, productIds);
    const taken = await unitsTaken(scratch.handle.db);
    for (const id of productIds) {
      expect((now.get(id) ?? 0) + (taken.get(id) ?? 0), `stock + sold of product ${id}`).toBe(initialStock);
    }
  }

  /** Sends again, with its own key, every attempt the load left without an answer when it stopped. */
  async function settleUnanswered(attempts: Attempt[]): Promise<void> {
    const left = attempts.filter(unanswered);
    await runPool(left, 4, (attempt) => send((server as ServerProcess).url, attempt));
    for (const attempt of attempts)
      expect(attempt.status, `${attempt.key}: ${attempt.error ?? ''}`).toBe(201);
  }

  async function highestOrderId(): Promise<number> {
    const [row] = await scratch.raw<{ id: number | null }[]>`select max(id)::int as id from orders`;
    return row?.id ?? 0;
  }

  it('kill -9 mid-load, restart: every 201 is stored with its lines, none twice, stock conserved', async () => {
    const prefix = `kill-${runId}`;
    const load = new OrderLoad(
      () => (server as ServerProcess).url,
      (n) => cart(n),
      prefix,
      8,
    );
    const started = Date.now();
    load.start();
    await waitFor(
      `${ACKS_PER_PHASE} acknowledged orders`,
      () => (load.acked().length >= ACKS_PER_PHASE ? true : undefined),
      180_000,
    );

    const killedAt = Date.now();
    server?.child.kill('SIGKILL');
    expect((await server?.exit)?.signal).toBe('SIGKILL');
    const ackedBeforeKill = load.acked().length;
    // Nothing can commit any more: what is stored now is all the killed server ever did.
    const lastIdBeforeKill = await highestOrderId();

    server = await startServer(env());
    const restartedAt = Date.now();
    await waitFor(
      `${ACKS_PER_PHASE} orders acknowledged by the restarted server`,
      () =>
        load.acked().filter((attempt) => (attempt.answeredAt ?? 0) >= restartedAt).length >= ACKS_PER_PHASE
          ? true
          : undefined,
      180_000,
    );
    await load.stop();
    await settleUnanswered(load.attempts);
    const elapsed = Date.now() - started;

    // In flight when the process died (sent before, then failed): the kill hit a server under load.
    const cutByKill = load.attempts.filter(
      (attempt) => attempt.sentAt <= killedAt && (attempt.failures?.length ?? 0) > 0,
    );
    expect(cutByKill.length).toBeGreaterThan(0);
    const refusedWhileDown = load.attempts
      .flatMap((attempt) => attempt.failures ?? [])
      .filter((failure) => failure.at > killedAt && failure.at < restartedAt).length;
    const committedBeforeKill = cutByKill.filter(
      (attempt) => (orderIdOf(attempt) ?? 0) <= lastIdBeforeKill,
    ).length;

    await expectEveryAttemptStoredOnce(load.attempts, prefix);
    await expectStockConserved();

    reportFigure(
      'no lost order (kill -9)',
      `${load.attempts.length} orders by 8 shoppers (each retrying its own key until answered) over ${seconds(elapsed)}; ` +
        `${ackedBeforeKill} answered 201 before SIGKILL; ${cutByKill.length} in flight cut by it ` +
        `(${committedBeforeKill} had committed before the kill and got the stored answer on retry, ` +
        `${cutByKill.length - committedBeforeKill} had not and were placed on retry); ` +
        `${refusedWhileDown} retries refused while the server was down (restart took ${seconds(restartedAt - killedAt)}); ` +
        `${load.attempts.length} keys -> ${load.attempts.length} orders, every 201 stored with its lines, none twice, stock conserved`,
    );
  });

  it('SIGTERM mid-load: accepted requests finish, nothing is cut, the process exits 0', async () => {
    const prefix = `term-${runId}`;
    const stopping = server as ServerProcess;
    const load = new OrderLoad(
      () => (server as ServerProcess).url,
      (n) => cart(n, false),
      prefix,
      6,
    );
    load.start();
    await waitFor('20 acknowledged orders', () => (load.acked().length >= 20 ? true : undefined), 180_000);

    // Requests provably inside the server: orders of product 1 waiting on its row, locked here (the
    // first waits on this transaction, the others queue behind the first)...
    const locker = await scratch.raw.reserve();
    await locker`begin`;
    await locker`select id from products where id = ${ids.p1} for update`;
    const [{ pid: lockerPid } = { pid: 0 }] = await locker<{ pid: number }[]>`select pg_backend_pid() as pid`;
    const blocked: Attempt[] = Array.from({ length: 6 }, (_, i) => ({
      key: `${prefix}-blocked-${i}`,
      lines: [{ target_name: 'product', target_id: ids.p1, quantity: 1, price: 10 }],
      sentAt: Date.now(),
    }));
    const blockedDone = blocked.map((attempt) => send(stopping.url, attempt));
    await waitFor(
      'six orders waiting on the locked product row',
      async () => {
        const [row] = await scratch.raw<{ n: number }[]>`
          with recursive waiting(pid) as (
            select pid from pg_stat_activity where ${lockerPid}::int = any(pg_blocking_pids(pid))
            union
            select a.pid from pg_stat_activity a join waiting w on w.pid = any(pg_blocking_pids(a.pid))
          )
          select count(*)::int as n from waiting`;
        return (row?.n ?? 0) >= 6 ? true : undefined;
      },
      60_000,
    );
    // ...and uploads in progress: the server has read their headers (100 Continue), not their bodies.
    const slowAttempts: Attempt[] = Array.from({ length: 2 }, (_, i) => ({
      key: `${prefix}-slow-${i}`,
      lines: [{ target_name: 'product', target_id: ids.p2, quantity: 1, price: 12 }],
      sentAt: Date.now(),
    }));
    const slow = slowAttempts.map((attempt) =>
      slowJsonPost(
        stopping.port,
        '/api/orders',
        orderPayload(attempt.lines, { phone_number: phoneForKey(attempt.key) }),
        {
          'idempotency-key': attempt.key,
        },
      ),
    );
    await Promise.all(slow.map((request) => request.accepted));

    const termAt = Date.now();
    stopping.child.kill('SIGTERM');
    await waitFor(
      'the server to stop accepting connections',
      async () => ((await connectionRefused(stopping.port)) ? true : undefined),
      30_000,
      50,
    );
    for (const request of slow) request.finish();
    await sleep(200);
    await locker`commit`;
    locker.release();

    for (const attempt of await Promise.all(blockedDone)) {
      expect(attempt.status, `${attempt.key} (waiting on the lock at SIGTERM): ${attempt.error ?? ''}`).toBe(
        201,
      );
    }
    const slowAnswers = await Promise.all(slow.map((request) => request.answer));
    slowAnswers.forEach((answer, i) => {
      expect(answer, `upload ${i} in progress at SIGTERM`).toMatchObject({ status: 201 });
      const attempt = slowAttempts[i] as Attempt;
      if ('status' in answer) {
        attempt.status = answer.status;
        attempt.body = JSON.parse(answer.body);
      }
    });
    const exit = await stopping.exit;
    const exitAfter = Date.now() - termAt;
    expect(exit, stopping.output()).toEqual({ code: 0, signal: null });
    const lastIdBeforeRestart = await highestOrderId();
    const answeredBeforeStop = load.acked().length;

    // The shoppers keep retrying; once the server is back every order is answered.
    server = await startServer(env());
    const restartedAt = Date.now();
    await waitFor(
      '10 orders acknowledged by the restarted server',
      () =>
        load.acked().filter((attempt) => (attempt.answeredAt ?? 0) >= restartedAt).length >= 10
          ? true
          : undefined,
      180_000,
    );
    await load.stop();
    await settleUnanswered(load.attempts);

    // Nothing cut: no order that failed to get its answer had been committed by the stopping server.
    const turnedAway = load.attempts.filter((attempt) => (attempt.failures?.length ?? 0) > 0);
    const cut = turnedAway.filter((attempt) => (orderIdOf(attempt) ?? 0) <= lastIdBeforeRestart);
    expect(cut.map((attempt) => `${attempt.key}: ${JSON.stringify(attempt.failures)}`)).toEqual([]);
    const failureKinds = [
      ...new Set(turnedAway.flatMap((attempt) => attempt.failures?.map((f) => f.what) ?? [])),
    ];

    await expectEveryAttemptStoredOnce([...load.attempts, ...blocked, ...slowAttempts], prefix);
    await expectStockConserved();

    reportFigure(
      'no lost order (SIGTERM)',
      `${load.attempts.length} orders by 6 shoppers; at SIGTERM 6 orders were waiting on a locked row and 2 uploads ` +
        `were half sent: all 8 finished with 201; ${answeredBeforeStop} load orders answered by the stopping server, ` +
        `${turnedAway.length} turned away at the door (${failureKinds.join(', ') || 'none'}) and placed on retry, ` +
        `0 committed without an answer; exit code 0, ${seconds(exitAfter)} after SIGTERM`,
    );
  });
});
