import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertCategory,
  insertCompany,
  insertProduct,
} from '../src/modules/catalogue-shared/testing/fixtures';
import { createTestApp, guestHeaders, postgresOnly, type TestApp } from './helpers';

/**
 * The catalogue cache learns of writes made elsewhere (psql, a script, another process without Redis)
 * from PostgreSQL's NOTIFY. When its listening connection is lost (a restart of PostgreSQL, a cut
 * connection), whatever was announced until it listens again is missed: once back, the process drops
 * its cached answers and reads every stock again, so no answer stays stale.
 */
describe.skipIf(postgresOnly('a cache whose listening connection was lost'))(
  'a catalogue cache whose listening connection was lost',
  () => {
    let t: TestApp;
    /** Connected to the shop's database; `control` to the server's own, to close the shop's to newcomers. */
    let admin: postgres.Sql;
    let control: postgres.Sql;
    let database = '';
    let productId = 0;

    beforeAll(async () => {
      t = await createTestApp();
      admin = postgres(t.config.databaseUrl as string, { max: 1, onnotice: () => {} });
      const url = new URL(t.config.databaseUrl as string);
      database = decodeURIComponent(url.pathname.slice(1));
      url.pathname = '/postgres';
      control = postgres(url.toString(), { max: 1, onnotice: () => {} });
      const categoryId = await insertCategory(t.db);
      const companyId = await insertCompany(t.db);
      productId = await insertProduct(t.db, {
        categoryId,
        companyId,
        name: 'Crème apaisante',
        price: '45.00',
        stock: 7,
      });
    });
    afterAll(async () => {
      if (database)
        await admin?.unsafe(`alter database "${database}" allow_connections true`).catch(() => {});
      await admin?.end({ timeout: 5 });
      await t?.close();
    });

    const read = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/products/${productId}`,
        headers: guestHeaders(),
      });
      expect(response.statusCode).toBe(200);
      return response.json() as { name: string; stock: number };
    };
    const listeners = () =>
      admin<{ pid: number }[]>`
        select pid from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen %'`;

    it('drops what it kept and reads the stock again once it listens again', async () => {
      expect(await read()).toMatchObject({ name: 'Crème apaisante', stock: 7 });
      const before = await listeners();
      expect(before.length).toBeGreaterThan(0);

      // While nobody can connect, the listening connections are cut and the product changes from
      // outside the app: its NOTIFYs reach no one.
      await control.unsafe(`alter database "${database}" allow_connections false`);
      try {
        await admin`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen %'`;
        await admin`update products set name = 'Crème apaisante 2', stock = 3 where id = ${productId}`;
        expect(await read()).toMatchObject({ name: 'Crème apaisante', stock: 7 });
      } finally {
        await control.unsafe(`alter database "${database}" allow_connections true`);
      }

      // Listening again (postgres.js reconnects on its own), the process catches up.
      const deadline = Date.now() + 15_000;
      let seen = await read();
      while (Date.now() < deadline && (seen.name !== 'Crème apaisante 2' || seen.stock !== 3)) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        seen = await read();
      }
      expect(seen).toMatchObject({ name: 'Crème apaisante 2', stock: 3 });
    });
  },
);
