import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrderReturn } from '@parashop/shared';
import { executeRows } from '../../db/client';
import { orders } from '../../db/schema';
import { createTestApp, loginAs, type TestApp, type TestSession } from '../../../test/helpers';
import {
  insertCategory,
  insertCompany,
  insertPack,
  insertProduct,
} from '../catalogue-shared/testing/fixtures';
import { cancelUnconfirmedOrders } from './confirmation';
import { orderPayload, postOrder } from './test-support';

/**
 * What unconfirmed orders hold of each product (migration 0021, decision 300) is kept by statement
 * triggers on `orders` and `order_items`, and the stock guard reads those sums instead of going through
 * the orders. After every kind of write, alone or many at once, the kept sums (and what each order was
 * counted for) must equal a fresh count over the pending, unconfirmed, not deferred orders. On
 * PostgreSQL the simultaneous requests really run side by side; on PGlite they queue on its one
 * connection.
 */

let t: TestApp;
let admin: TestSession;
let categoryId: number;
let companyId: number;

// A share of 50 % and 20 units per client, as the shop's defaults have them: some orders are deferred.
const LIMITS = {
  orderMaxUnitsPerOrder: 40,
  orderMaxHeldUnitsPerClient: 20,
  orderUnconfirmedStockShare: 50,
};

beforeAll(async () => {
  t = await createTestApp(LIMITS);
  admin = await loginAs(t.app, t.db, 'admin');
  categoryId = await insertCategory(t.db);
  companyId = await insertCompany(t.db);
  // A bound against a hang on a loaded machine, not a speed requirement.
}, 180_000);

afterAll(async () => {
  await t?.close();
});

const product = (stock: number) => insertProduct(t.db, { categoryId, companyId, price: '10.00', stock });
const line = (id: number, quantity: number, target_name = 'product', price = 10) => ({
  target_name,
  target_id: id,
  quantity,
  price,
});

type Counted = Record<string, number>;

/** The units held per product, counted from the orders now (the guard's old query). */
async function recounted(): Promise<Counted> {
  const rows = await executeRows<{ product_id: number; units: number }>(
    t.db,
    sql`select (c ->> 'product_id')::int as product_id, sum((c ->> 'quantity')::int * i.quantity)::int as units
      from orders o
      join order_items i on i.order_id = o.id
      cross join lateral jsonb_array_elements(i.components) as c
      where o.status = 'pending' and o.confirmation_status in ('unconfirmed', 'no_answer', 'call_back')
        and not o.stock_deferred
      group by 1`,
  );
  return Object.fromEntries(
    rows.filter((row) => Number(row.units) !== 0).map((row) => [row.product_id, Number(row.units)]),
  );
}

async function kept(): Promise<Counted> {
  const rows = await executeRows<{ product_id: number; units: number }>(
    t.db,
    sql`select product_id, units from product_held_units where units <> 0`,
  );
  return Object.fromEntries(rows.map((row) => [row.product_id, Number(row.units)]));
}

/** Per order: what it was counted for equals what it holds now. */
async function perOrderMismatches(): Promise<number> {
  const [row] = await executeRows<{ n: number }>(
    t.db,
    sql`with now_held as (
        select i.order_id, (c ->> 'product_id')::int as product_id,
          sum((c ->> 'quantity')::int * i.quantity)::int as units
        from orders o
        join order_items i on i.order_id = o.id
        cross join lateral jsonb_array_elements(i.components) as c
        where o.status = 'pending' and o.confirmation_status in ('unconfirmed', 'no_answer', 'call_back')
          and not o.stock_deferred
        group by 1, 2
      )
      select count(*)::int as n from now_held n
      full join order_held_units h on h.order_id = n.order_id and h.product_id = n.product_id
      where n.units is distinct from h.units`,
  );
  return Number(row?.n ?? -1);
}

async function expectHeldRight(): Promise<Counted> {
  const now = await recounted();
  expect(await kept()).toEqual(now);
  expect(await perOrderMismatches()).toBe(0);
  return now;
}

async function place(
  items: ReturnType<typeof line>[],
  ip?: string,
): Promise<Order & { stock_deferred?: boolean }> {
  const response = await postOrder(t.app, orderPayload(items), ip === undefined ? {} : { ip });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

function contact(orderId: number, outcome: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/contacts`,
    headers: admin.headers,
    payload: { outcome },
  });
}

function setStatus(orderId: number, status: string) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/orders/${orderId}`,
    headers: admin.headers,
    payload: { status },
  });
}

async function details(id: number) {
  const response = await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: admin.headers });
  expect(response.statusCode).toBe(200);
  return response.json<Order & { version: number }>();
}

function edit(order: Order & { version: number }, items: ReturnType<typeof line>[]) {
  return t.app.inject({
    method: 'POST',
    url: `/api/orders/${order.id}/edit`,
    headers: admin.headers,
    payload: {
      version: order.version,
      name: order.name,
      phone_number: order.phone_number,
      address: order.address,
      city: order.city,
      delivery_area_id: order.delivery_area_id,
      items: items.map(({ target_name, target_id, quantity }) => ({ target_name, target_id, quantity })),
    },
  });
}

describe('units held by unconfirmed orders, kept by the database', () => {
  it('counts an order of products and packs in, and out again once confirmed, cancelled or timed out', async () => {
    const a = await product(100);
    const b = await product(100);
    const pack = await insertPack(t.db, { productIds: [a, b], price: '15.00' });
    const first = await place([line(a, 2), line(pack, 3, 'pack', 15)]);
    const second = await place([line(b, 1)]);
    expect(await expectHeldRight()).toMatchObject({ [a]: 5, [b]: 4 });

    // No answer and call back keep the units held; confirmed frees them from the guard's count.
    expect((await contact(first.id, 'no_answer')).statusCode).toBe(201);
    expect(await expectHeldRight()).toMatchObject({ [a]: 5, [b]: 4 });
    expect((await contact(first.id, 'confirmed')).statusCode).toBe(201);
    expect(await expectHeldRight()).toMatchObject({ [b]: 1 });

    expect((await setStatus(second.id, 'cancelled')).statusCode).toBe(200);
    const after = await expectHeldRight();
    expect(after[a]).toBeUndefined();
    expect(after[b]).toBeUndefined();

    // The confirmation timeout cancels what waited too long, many orders in one statement.
    const c = await product(100);
    await place([line(c, 2)]);
    await place([line(c, 3)]);
    expect(await expectHeldRight()).toMatchObject({ [c]: 5 });
    await cancelUnconfirmedOrders(t.db, {
      now: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
      timeoutHours: 1,
    });
    expect((await expectHeldRight())[c]).toBeUndefined();
  });

  it('leaves a deferred order out until staff confirm it, then counts nothing for it either', async () => {
    const a = await product(10);
    const held = await place([line(a, 5)], '10.30.0.1');
    expect(held.stock_deferred).toBeUndefined();
    // Over the product's share: accepted, its units left on the shelves and not counted as held.
    const waiting = await place([line(a, 2)], '10.30.0.2');
    expect(waiting.stock_deferred).toBe(true);
    expect(await expectHeldRight()).toMatchObject({ [a]: 5 });
    expect((await contact(waiting.id, 'confirmed')).statusCode).toBe(201);
    expect(await expectHeldRight()).toMatchObject({ [a]: 5 });
    expect((await contact(held.id, 'confirmed')).statusCode).toBe(201);
    expect((await expectHeldRight())[a]).toBeUndefined();
  });

  it('follows an edit that changes, adds and removes lines', async () => {
    const a = await product(100);
    const b = await product(100);
    const c = await product(100);
    const order = await place([line(a, 2), line(b, 1)]);
    expect(await expectHeldRight()).toMatchObject({ [a]: 2, [b]: 1 });
    const edited = await edit(await details(order.id), [line(a, 4), line(c, 3)]);
    expect(edited.statusCode, edited.body).toBe(200);
    const now = await expectHeldRight();
    expect(now).toMatchObject({ [a]: 4, [c]: 3 });
    expect(now[b]).toBeUndefined();
  });

  it('counts an exchange order out once it is written confirmed, and a deleted order out', async () => {
    const returned = await product(100);
    const sent = await product(100);
    const order = await place([line(returned, 1)]);
    expect((await contact(order.id, 'confirmed')).statusCode).toBe(201);
    expect((await setStatus(order.id, 'delivered')).statusCode).toBe(200);
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/returns`,
      headers: admin.headers,
      payload: {
        lines: [{ order_item_id: order.order_items[0]!.id, quantity: 1, reason: 'wrong_item' }],
        refund_method: 'rider',
        exchange_items: [{ target_name: 'product', target_id: sent, quantity: 2 }],
      },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json<OrderReturn>().exchange_order).toBeTruthy();
    expect((await expectHeldRight())[sent]).toBeUndefined();

    // Deleting orders (their lines go with them), one alone and two in one transaction.
    const d = await product(100);
    const one = await place([line(d, 1)]);
    const two = await place([line(d, 2)]);
    const three = await place([line(d, 4)]);
    expect(await expectHeldRight()).toMatchObject({ [d]: 7 });
    await t.db.delete(orders).where(eq(orders.id, one.id));
    expect(await expectHeldRight()).toMatchObject({ [d]: 6 });
    await t.db.transaction(async (tx) => {
      await tx.delete(orders).where(inArray(orders.id, [two.id, three.id]));
    });
    expect((await expectHeldRight())[d]).toBeUndefined();
  });

  it('stays right when orders, calls, cancels and edits of the same products run at once', async () => {
    const a = await product(500);
    const b = await product(500);
    const pack = await insertPack(t.db, { productIds: [a, b], price: '15.00' });
    const placed = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        place(i % 2 === 0 ? [line(a, 1), line(b, 2)] : [line(pack, 1, 'pack', 15)]),
      ),
    );
    await expectHeldRight();
    const orderedIds = placed.map((order) => order.id);
    const current = await Promise.all(orderedIds.slice(6).map((id) => details(id)));
    const answers = await Promise.all([
      ...Array.from({ length: 12 }, (_, i) =>
        postOrder(t.app, orderPayload(i % 3 === 0 ? [line(pack, 2, 'pack', 15)] : [line(b, 1), line(a, 1)])),
      ),
      contact(orderedIds[0]!, 'confirmed'),
      contact(orderedIds[1]!, 'no_answer'),
      setStatus(orderedIds[2]!, 'cancelled'),
      setStatus(orderedIds[3]!, 'cancelled'),
      contact(orderedIds[4]!, 'confirmed'),
      setStatus(orderedIds[5]!, 'cancelled'),
      edit(current[0]!, [line(a, 3)]),
      edit(current[1]!, [line(b, 2), line(pack, 1, 'pack', 15)]),
    ]);
    for (const answer of answers) expect([200, 201], answer.body).toContain(answer.statusCode);
    await expectHeldRight();
  });
});
