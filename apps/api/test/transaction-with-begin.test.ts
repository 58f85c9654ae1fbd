import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executePrepared, executeRows, transactionWithBegin } from '../src/db/client';
import { createTestApp, type TestApp } from './helpers';

/**
 * `transactionWithBegin` (decision 318): BEGIN goes out with the transaction's first statements
 * instead of a round trip of its own. It must keep every promise of `db.transaction`: its statements
 * in one transaction, COMMIT when the work resolves, ROLLBACK when it throws or a statement fails,
 * and its connection back in the pool either way. On PGlite it is `db.transaction` itself.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(sql`create table begin_probe (id serial primary key, label text not null unique)`);
});
afterAll(async () => t?.close());

const labels = async () =>
  (await executeRows<{ label: string }>(t.db, sql`select label from begin_probe order by id`)).map(
    (row) => row.label,
  );

describe('transactionWithBegin', () => {
  it('runs the first statements inside the transaction, and commits when the work resolves', async () => {
    const seen = await transactionWithBegin(t.db, async (tx) => {
      // A setting local to the transaction is still there for the next statement only inside one;
      // both statements see the transaction's own start time.
      const [first] = await executePrepared<{ set: string; at: string }>(
        tx,
        `select set_config('parashop.probe', 'inside', true) as set, now()::text as at`,
        [],
      );
      await tx.execute(sql`insert into begin_probe (label) values ('committed')`);
      const [second] = await executePrepared<{ value: string; at: string }>(
        tx,
        `select current_setting('parashop.probe', true) as value, now()::text as at`,
        [],
      );
      return { first, second };
    });
    expect(seen.second?.value).toBe('inside');
    expect(seen.second?.at).toBe(seen.first?.at);
    expect(await labels()).toContain('committed');
    // Outside it, the local setting is gone.
    const [after] = await executePrepared<{ value: string | null }>(
      t.db,
      `select nullif(current_setting('parashop.probe', true), '') as value`,
      [],
    );
    expect(after?.value ?? null).toBeNull();
  });

  it('rolls back everything when the work throws, and passes the error on', async () => {
    const refusal = new Error('refused after writing');
    await expect(
      transactionWithBegin(t.db, async (tx) => {
        await tx.execute(sql`insert into begin_probe (label) values ('thrown away')`);
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    expect(await labels()).not.toContain('thrown away');
  });

  it('rolls back when a statement fails, with the statement’s error', async () => {
    await t.db.execute(sql`insert into begin_probe (label) values ('taken')`);
    await expect(
      transactionWithBegin(t.db, async (tx) => {
        await tx.execute(sql`insert into begin_probe (label) values ('before the failure')`);
        await tx.execute(sql`insert into begin_probe (label) values ('taken')`);
      }),
    ).rejects.toMatchObject({ cause: { code: '23505' } }); // unique_violation
    expect(await labels()).not.toContain('before the failure');
  });

  it('gives its connection back every time (more transactions than the pool has connections)', async () => {
    for (let i = 0; i < 25; i++) {
      const fail = i % 3 === 0;
      await transactionWithBegin(t.db, async (tx) => {
        await tx.execute(sql`insert into begin_probe (label) values (${`round ${i}`}::text)`);
        if (fail) throw new Error('rolled back');
      }).catch((error: unknown) => {
        if (!fail) throw error;
      });
    }
    const rounds = (await labels()).filter((label) => label.startsWith('round '));
    expect(rounds).toHaveLength(16);
  });
});
