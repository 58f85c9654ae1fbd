import { eq } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, orders } from '../src/db/schema';
import {
  insertCategory,
  insertCompany,
  insertProduct,
} from '../src/modules/catalogue-shared/testing/fixtures';
import { orderPayload, postOrder, stockOf } from '../src/modules/orders/test-support';
import { createTestApp, postgresOnly, type TestApp } from './helpers';

/**
 * An order whose connection to PostgreSQL is cut in the middle of its transaction (a restart, a
 * failover, a pooler dropping it): the shopper gets a 503 saying to try again, nothing of the order is
 * written, the pool serves the next request, and the retry with the same Idempotency-Key places it once.
 */
describe.skipIf(postgresOnly('an order whose connection is cut'))(
  'an order whose database connection is cut',
  () => {
    let t: TestApp;
    let admin: postgres.Sql;
    let productId = 0;

    beforeAll(async () => {
      t = await createTestApp();
      admin = postgres(t.config.databaseUrl as string, { max: 3, onnotice: () => {} });
      const categoryId = await insertCategory(t.db);
      const companyId = await insertCompany(t.db);
      productId = await insertProduct(t.db, { categoryId, companyId, price: '45.00', stock: 10 });
    });
    afterAll(async () => {
      await admin?.end({ timeout: 5 });
      await t?.close();
    });

    it('answers 503, writes nothing, and the retry with the same key places the order once', async () => {
      const payload = orderPayload([
        { target_name: 'product', target_id: productId, quantity: 2, price: 45 },
      ]);
      const phone = payload.phone_number;
      const key = `cut-${phone}`;
      // Another session holds the phone's lock: the order's transaction stops at its first statement,
      // its key already claimed, and waits there.
      const lock = await admin.reserve();
      await lock`select pg_advisory_lock(hashtext('order-phone:' || ${phone}::text))`;
      try {
        const answering = postOrder(t.app, payload, { key });
        const waiting = async () => {
          for (let attempt = 0; attempt < 200; attempt += 1) {
            const rows = await admin<{ pid: number }[]>`
            select l.pid from pg_locks l
            where l.locktype = 'advisory' and not l.granted and l.database = (
              select oid from pg_database where datname = current_database()
            )`;
            if (rows[0]) return rows[0].pid;
            await new Promise((resolve) => setTimeout(resolve, 25));
          }
          throw new Error('the order never waited for the phone lock');
        };
        const pid = await waiting();
        await admin`select pg_terminate_backend(${pid})`;

        const cut = await answering;
        expect(cut.statusCode).toBe(503);
        expect(cut.headers['retry-after']).toBe('30');
        expect(cut.json()).toEqual({
          message: 'The shop cannot answer for a moment. Please try again in a minute.',
        });
      } finally {
        await lock`select pg_advisory_unlock_all()`;
        lock.release();
      }

      // Nothing of it stayed: no order, no claimed key, the stock untouched.
      expect(await t.db.select().from(orders).where(eq(orders.phoneNumber, phone))).toEqual([]);
      expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
      expect(await stockOf(t.db, productId)).toBe(10);

      // The shopper taps again: the pool has a live connection for it, and the order is placed once.
      const retry = await postOrder(t.app, payload, { key });
      expect(retry.statusCode).toBe(201);
      const again = await postOrder(t.app, payload, { key });
      expect(again.statusCode).toBe(201);
      expect(again.json().id).toBe(retry.json().id);
      expect(await t.db.select().from(orders).where(eq(orders.phoneNumber, phone))).toHaveLength(1);
      expect(await stockOf(t.db, productId)).toBe(8);
    });
  },
);
