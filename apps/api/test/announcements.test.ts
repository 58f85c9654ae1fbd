import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { AnnouncementRelay, announceAfterCommit } from '../src/db/announcements';
import { executeRows, STOCK_CHANNEL } from '../src/db/client';
import { products } from '../src/db/schema';
import { insertCatalogue } from '../src/modules/catalogue-shared/testing/fixtures';
import { orderPayload, postOrder } from '../src/modules/orders/test-support';

// Announcements made after the commit (migration 0024, decision 320): an order's transaction sends no
// NOTIFY of its own (which would make orders commit one at a time); what its triggers announce waits
// in `pending_announcements` and the relay sends it, before the order's answer and every second.

let t: TestApp;
const heard: Record<string, string[]> = { catalogue_stock: [], shop_notifications: [] };
const unlisten: Array<() => Promise<void>> = [];

beforeAll(async () => {
  t = await createTestApp();
  for (const channel of Object.keys(heard)) {
    unlisten.push(await t.app.dbListen(channel, (payload) => heard[channel]!.push(payload)));
  }
});
afterAll(async () => {
  for (const stop of unlisten) await stop();
  await t?.close();
});

const pendingRows = () =>
  executeRows<{ channel: string; payload: string }>(
    t.db,
    sql`select channel, payload from pending_announcements`,
  );
/** A product of its own, 20 MAD, `stock` units. */
const product = async (name: string, stock: number) =>
  (await insertCatalogue(t.db, 1, { name, price: '20.00', stock })).productIds[0]!;
/** Waits until `check` holds, at most `ms` (a NOTIFY reaches its listener a moment after it is sent). */
async function eventually(check: () => boolean | Promise<boolean>, ms = 3000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('not heard in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const stockVersion = async (id: number) => {
  const [row] = await t.db
    .select({ stock: products.stock, version: products.stockVersion })
    .from(products)
    .where(eq(products.id, id));
  return `${id}:${row!.stock}:${row!.version}`;
};

describe('announcements after the commit', () => {
  it("an order's stock and its staff alert wait for the relay, which sends them before the answer", async () => {
    const id = await product('Relayed Cream', 9);
    const relay = t.app.announcements.relay.bind(t.app.announcements);
    const seenByRelay: { channel: string; payload: string }[][] = [];
    t.app.announcements.relay = async () => {
      seenByRelay.push(await pendingRows());
      return relay();
    };
    try {
      const response = await postOrder(
        t.app,
        orderPayload([{ target_name: 'product', target_id: id, quantity: 2, price: 20 }]),
      );
      expect(response.statusCode, response.body).toBe(201);
    } finally {
      t.app.announcements.relay = relay;
    }
    const announced = await stockVersion(id);
    expect(announced.startsWith(`${id}:7:`)).toBe(true);
    // Committed without a NOTIFY: the order's announcements were pending when the route relayed them.
    expect(seenByRelay).toHaveLength(1);
    expect(seenByRelay[0]!.map((row) => row.channel).sort()).toEqual([STOCK_CHANNEL, 'shop_notifications']);
    expect(seenByRelay[0]!.find((row) => row.channel === STOCK_CHANNEL)?.payload).toBe(announced);
    expect(await pendingRows()).toEqual([]);
    await eventually(() => heard.catalogue_stock!.includes(announced));
    await eventually(() => heard.shop_notifications!.length > 0);
  });

  it('a transaction that announces later leaves its announcements for the relay, which sends each once', async () => {
    const id = await product('Waiting Serum', 5);
    const before = heard.catalogue_stock!.length;
    // Read inside the transaction: no relay can take rows that are not committed yet.
    const waiting = await t.db.transaction(async (tx) => {
      await announceAfterCommit(tx);
      await tx.update(products).set({ stock: 4 }).where(eq(products.id, id));
      return executeRows<{ channel: string; payload: string }>(
        tx,
        sql`select channel, payload from pending_announcements`,
      );
    });
    const announced = await stockVersion(id);
    // Written for the relay, in place of a NOTIFY at the commit (the function does one or the other).
    expect(waiting).toEqual([{ channel: STOCK_CHANNEL, payload: announced }]);

    await t.app.announcements.relay();
    expect(await pendingRows()).toEqual([]);
    await eventually(() => heard.catalogue_stock!.slice(before).includes(announced));
    await t.app.announcements.relay();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard.catalogue_stock!.slice(before).filter((payload) => payload === announced)).toHaveLength(1);
  });

  it('what a stopped writer left pending is sent by the next sweep', async () => {
    const id = await product('Orphan Balm', 5);
    await t.db.transaction(async (tx) => {
      await announceAfterCommit(tx);
      await tx.update(products).set({ stock: 3 }).where(eq(products.id, id));
    });
    const announced = await stockVersion(id);
    expect(await pendingRows()).toEqual([{ channel: STOCK_CHANNEL, payload: announced }]);
    // Nobody calls relay(): the process that wrote is taken to have stopped. Another one sweeps.
    const sweeper = new AnnouncementRelay(
      t.db,
      (error) => {
        throw error;
      },
      50,
    );
    try {
      await eventually(() => heard.catalogue_stock!.includes(announced));
    } finally {
      await sweeper.stop();
    }
    expect(await pendingRows()).toEqual([]);
  });

  it('a transaction rolled back announces nothing, now or later', async () => {
    const id = await product('Cancelled Lotion', 5);
    await expect(
      t.db.transaction(async (tx) => {
        await announceAfterCommit(tx);
        await tx.update(products).set({ stock: 1 }).where(eq(products.id, id));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await pendingRows()).toEqual([]);
    await t.app.announcements.relay();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(
      heard.catalogue_stock!.some((payload) =>
        payload.split(',').some((part) => part.startsWith(`${id}:1:`)),
      ),
    ).toBe(false);
  });

  it('a write that does not ask to wait still announces at its commit', async () => {
    const id = await product('Direct Gel', 5);
    await t.db.update(products).set({ stock: 2 }).where(eq(products.id, id));
    const announced = await stockVersion(id);
    expect(await pendingRows()).toEqual([]);
    await eventually(() => heard.catalogue_stock!.includes(announced));
  });
});
