import { addDays, dateInZone, type OrderDetails, type OrderEditResult } from '@parashop/shared';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blockedPhones,
  courierParcels,
  deliveryRuns,
  deliveryStops,
  orderItemLots,
  orderItems,
  orders,
  productLots,
  products,
} from '../../../db/schema';
import {
  createTestApp,
  guestHeaders,
  loginAs,
  type TestApp,
  type TestSession,
} from '../../../../test/helpers';
import {
  insertCategory,
  insertCompany,
  insertOffer,
  insertPack,
  insertProduct,
} from '../../catalogue-shared/testing/fixtures';
import { cancelUnconfirmedOrders } from '../confirmation';
import { orderPayload, postOrder, stockOf } from '../test-support';

/** POST /api/orders/{id}/edit (docs/decisions/260-order-edits.md), through HTTP on PGlite or PostgreSQL. */

let t: TestApp;
let admin: TestSession;
let otherAdmin: TestSession;
let customer: TestSession;
let categoryId: number;
let companyId: number;
let today: string;

beforeAll(async () => {
  t = await createTestApp({ orderMaxUnitsPerLine: 10 });
  admin = await loginAs(t.app, t.db, 'admin');
  otherAdmin = await loginAs(t.app, t.db, 'admin');
  customer = await loginAs(t.app, t.db, 'customer');
  categoryId = await insertCategory(t.db);
  companyId = await insertCompany(t.db);
  today = dateInZone(new Date(), t.config.shopTimezone);
});

afterAll(async () => {
  await t?.close();
});

type Line = { target_name: 'product' | 'pack'; target_id: number; quantity: number };

function product(stock = 20, price = '30.00', name?: string) {
  return insertProduct(t.db, { categoryId, companyId, price, stock, ...(name ? { name } : {}) });
}

async function place(lines: Array<Line & { price: number }>, overrides: Record<string, unknown> = {}) {
  const response = await postOrder(t.app, orderPayload(lines, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return details((response.json() as { id: number }).id);
}

async function details(id: number): Promise<OrderDetails> {
  const response = await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: admin.headers });
  expect(response.statusCode).toBe(200);
  return response.json() as OrderDetails;
}

/** The order as it is, with `changes` applied: what the edit dialog sends. */
function editBody(order: OrderDetails, changes: Record<string, unknown> = {}) {
  return {
    version: order.version,
    name: order.name,
    phone_number: order.phone_number,
    address: order.address,
    city: order.city,
    delivery_area_id: order.delivery_area_id,
    items: order.order_items.map((item) => ({
      target_name: item.target_name,
      target_id: item.target_id,
      quantity: item.quantity,
    })),
    ...changes,
  };
}

function edit(id: number, body: unknown, headers = admin.headers) {
  return t.app.inject({
    method: 'POST',
    url: `/api/orders/${id}/edit`,
    headers,
    payload: body as Record<string, unknown>,
  });
}

async function lotQuantities(productId: number): Promise<Record<string, number>> {
  const rows = await t.db
    .select({ lot: productLots.lotNumber, quantity: productLots.quantity })
    .from(productLots)
    .where(eq(productLots.productId, productId))
    .orderBy(asc(productLots.id));
  return Object.fromEntries(rows.map((row) => [row.lot, row.quantity]));
}

async function lineLots(orderId: number) {
  return t.db
    .select({
      item: orderItemLots.orderItemId,
      lot: orderItemLots.lotNumber,
      quantity: orderItemLots.quantity,
    })
    .from(orderItemLots)
    .innerJoin(orderItems, eq(orderItems.id, orderItemLots.orderItemId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItemLots.lotNumber));
}

describe('POST /api/orders/{id}/edit', () => {
  it('a dry run shows the old and new totals and changes nothing', async () => {
    const a = await product(20, '40.00');
    const b = await product(20, '25.00');
    const order = await place([{ target_name: 'product', target_id: a, quantity: 2, price: 40 }]);
    const response = await edit(
      order.id,
      editBody(order, {
        dry_run: true,
        items: [
          { target_name: 'product', target_id: a, quantity: 1 },
          { target_name: 'product', target_id: b, quantity: 2 },
        ],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as OrderEditResult;
    expect(result.dry_run).toBe(true);
    expect(result.changes.totals.before.subtotal).toBe(8000);
    expect(result.changes.totals.after.subtotal).toBe(9000);
    expect(result.order.total_order).toBe(result.changes.totals.after.total / 100);
    expect(result.order.version).toBe(order.version);
    expect(result.changes.lines).toEqual([
      expect.objectContaining({
        target_id: a,
        before: { quantity: 2, unit_price: 4000 },
        after: { quantity: 1, unit_price: 4000 },
      }),
      expect.objectContaining({ target_id: b, before: null, after: { quantity: 2, unit_price: 2500 } }),
    ]);
    // Nothing kept.
    const after = await details(order.id);
    expect(after).toEqual(order);
    expect(await stockOf(t.db, a)).toBe(18);
    expect(await stockOf(t.db, b)).toBe(20);
  });

  it('quantity up and down with lots: units back into the lots they came from, new units first expired first out', async () => {
    const a = await product(0, '30.00', 'Lotted Cream');
    await t.db.insert(productLots).values([
      { productId: a, lotNumber: 'L-SOON', expiryDate: addDays(today, 10), quantity: 2 },
      { productId: a, lotNumber: 'L-LATER', expiryDate: addDays(today, 90), quantity: 5 },
    ]);
    await t.db.update(products).set({ stock: 7 }).where(eq(products.id, a));
    const order = await place([{ target_name: 'product', target_id: a, quantity: 4, price: 30 }]);
    expect(await lotQuantities(a)).toEqual({ 'L-SOON': 0, 'L-LATER': 3 });

    // Down to 1: the later lot's units go back first; the line keeps the unit to sell first.
    const down = await edit(
      order.id,
      editBody(order, { items: [{ target_name: 'product', target_id: a, quantity: 1 }] }),
    );
    expect(down.statusCode, down.body).toBe(200);
    expect(await lotQuantities(a)).toEqual({ 'L-SOON': 1, 'L-LATER': 5 });
    expect(await stockOf(t.db, a)).toBe(6);
    expect((await lineLots(order.id)).map((row) => [row.lot, row.quantity])).toEqual([['L-SOON', 1]]);

    // Up to 5: first expired first out.
    const current = (down.json() as OrderEditResult).order;
    expect(current.version).toBeGreaterThan(order.version!);
    const up = await edit(
      current.id,
      editBody(current, { items: [{ target_name: 'product', target_id: a, quantity: 5 }] }),
    );
    expect(up.statusCode, up.body).toBe(200);
    expect(await lotQuantities(a)).toEqual({ 'L-SOON': 0, 'L-LATER': 2 });
    expect(await stockOf(t.db, a)).toBe(2);
    const lots = await lineLots(order.id);
    expect(lots.reduce((sum, row) => sum + row.quantity, 0)).toBe(5);
    expect((up.json() as OrderEditResult).order.total_order).toBeGreaterThan(0);
  });

  it('remove a line, add a product and a pack: re-priced at current prices and offers, stock moved', async () => {
    const a = await product(20, '40.00');
    const b = await product(20, '20.00');
    const c = await product(20, '50.00');
    const d = await product(20, '10.00');
    const pack = await insertPack(t.db, { productIds: [c, d], price: '55.00', name: 'Duo' });
    const order = await place([
      { target_name: 'product', target_id: a, quantity: 2, price: 40 },
      { target_name: 'product', target_id: b, quantity: 1, price: 20 },
    ]);
    // A's price went up and B got an offer since the order was placed: the whole order is re-priced.
    await t.db.update(products).set({ price: '45.00' }).where(eq(products.id, a));
    await insertOffer(t.db, {
      productId: c,
      offerPrice: '35.00',
      startDate: addDays(today, -1),
      endDate: addDays(today, 5),
    });
    const response = await edit(
      order.id,
      editBody(order, {
        items: [
          { target_name: 'product', target_id: a, quantity: 2 },
          { target_name: 'product', target_id: c, quantity: 1 },
          { target_name: 'pack', target_id: pack, quantity: 1 },
        ],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { order: edited, changes } = response.json() as OrderEditResult;
    expect(
      edited.order_items.map((item) => [item.target_name, item.target_id, item.quantity, item.unit_price]),
    ).toEqual([
      ['product', a, 2, 45],
      ['product', c, 1, 35],
      ['pack', pack, 1, 55],
    ]);
    expect(edited.subtotal).toBe(90 + 35 + 55);
    expect(await stockOf(t.db, a)).toBe(18);
    expect(await stockOf(t.db, b)).toBe(20);
    expect(await stockOf(t.db, c)).toBe(18);
    expect(await stockOf(t.db, d)).toBe(19);
    expect(
      changes.lines.find((line) => line.target_id === b && line.target_name === 'product'),
    ).toMatchObject({
      before: { quantity: 1, unit_price: 2000 },
      after: null,
    });
    // The history, readable in the order's details: who, when, what.
    const read = await details(order.id);
    expect(read.history).toHaveLength(1);
    expect(read.history?.[0]).toMatchObject({ staff_name: admin.user.fullName, version: read.version });
    expect(read.history?.[0]?.changes.totals.before.subtotal).toBe(10000);
    expect(read.history?.[0]?.changes.totals.after.subtotal).toBe(18000);
  });

  it('customer fields: the phone is normalised, the delivery fee follows the area, the history names each field', async () => {
    const a = await product(20, '40.00');
    const order = await place([{ target_name: 'product', target_id: a, quantity: 1, price: 40 }], {
      delivery_area_id: 1,
    });
    const response = await edit(
      order.id,
      editBody(order, {
        name: 'Karim Alaoui',
        phone_number: '+212 7 11 22 33 44',
        address: 'Work: 4 rue Tarfaya',
        city: 'Laayoune',
        delivery_area_id: 3,
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { order: edited, changes } = response.json() as OrderEditResult;
    expect(edited).toMatchObject({
      name: 'Karim Alaoui',
      phone_number: '0711223344',
      address: 'Work: 4 rue Tarfaya',
      city: 'Laayoune',
      delivery_area_id: 3,
    });
    expect(changes.fields.map((f) => f.field)).toEqual([
      'name',
      'phone_number',
      'address',
      'city',
      'delivery_area_id',
    ]);
    expect(changes.fields[1]).toEqual({
      field: 'phone_number',
      before: order.phone_number,
      after: '0711223344',
    });
    expect(changes.lines).toEqual([]);
    expect(edited.delivery_fee).not.toBe(order.delivery_fee);
    expect(await stockOf(t.db, a)).toBe(19);
  });

  it('refuses what placement refuses: a blocked phone, a line over the cap, an in-store-only product, no lines, a twice-named line, bad input', async () => {
    const a = await product(20, '40.00');
    const shopOnly = await product(20, '12.00');
    await t.db.update(products).set({ saleMode: 'in_store_only' }).where(eq(products.id, shopOnly));
    const order = await place([{ target_name: 'product', target_id: a, quantity: 1, price: 40 }]);
    await t.db.insert(blockedPhones).values({ phoneNumber: '0699999991', reason: 'fake orders' });

    const blocked = await edit(order.id, editBody(order, { phone_number: '06 99 99 99 91' }));
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json()).toMatchObject({
      reason: 'phone_blocked',
      errors: { phone_number: [expect.any(String)] },
    });

    const overCap = await edit(
      order.id,
      editBody(order, { items: [{ target_name: 'product', target_id: a, quantity: 11 }] }),
    );
    expect(overCap.statusCode).toBe(422);
    expect(overCap.json().errors.items).toBeDefined();

    const inStore = await edit(
      order.id,
      editBody(order, {
        items: [...editBody(order).items, { target_name: 'product', target_id: shopOnly, quantity: 1 }],
      }),
    );
    expect(inStore.statusCode).toBe(422);
    expect(inStore.json().unavailable).toEqual([{ target_name: 'product', target_id: shopOnly }]);

    const empty = await edit(order.id, editBody(order, { items: [] }));
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.items).toEqual(['An order needs at least one line: cancel it instead']);

    const twice = await edit(
      order.id,
      editBody(order, {
        items: [
          { target_name: 'product', target_id: a, quantity: 1 },
          { target_name: 'product', target_id: a, quantity: 2 },
        ],
      }),
    );
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors['items.1.target_id']).toBeDefined();

    expect((await edit(order.id, editBody(order, { version: 'x' }))).statusCode).toBe(422);
    expect((await edit(order.id, { ...editBody(order), phone_number: '123' })).statusCode).toBe(422);
    expect((await edit(999_999, editBody(order))).statusCode).toBe(404);

    // Nothing changed.
    expect(await details(order.id)).toEqual(order);
    expect(await stockOf(t.db, a)).toBe(19);
    expect(await stockOf(t.db, shopOnly)).toBe(20);
  });

  it('not enough stock for the new lines: 409 with the item, nothing changed', async () => {
    const a = await product(20, '40.00');
    const scarce = await product(2, '15.00', 'Scarce Serum');
    const order = await place([{ target_name: 'product', target_id: a, quantity: 1, price: 40 }]);
    const response = await edit(
      order.id,
      editBody(order, {
        items: [
          { target_name: 'product', target_id: a, quantity: 3 },
          { target_name: 'product', target_id: scarce, quantity: 3 },
        ],
      }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().item).toMatchObject({ target_id: scarce, name: 'Scarce Serum', available: 2 });
    expect(await stockOf(t.db, a)).toBe(19);
    expect(await stockOf(t.db, scarce)).toBe(2);
    expect(await details(order.id)).toEqual(order);
  });

  it('a stale version is refused with 409 version_conflict; so is a call recorded since', async () => {
    const a = await product(20, '40.00');
    const order = await place([{ target_name: 'product', target_id: a, quantity: 1, price: 40 }]);
    const call = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/contacts`,
      headers: admin.headers,
      payload: { outcome: 'no_answer' },
    });
    expect(call.statusCode).toBe(201);
    const response = await edit(
      order.id,
      editBody(order, { items: [{ target_name: 'product', target_id: a, quantity: 2 }] }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ reason: 'version_conflict', version: order.version! + 1 });
    expect(await stockOf(t.db, a)).toBe(19);
  });

  it('two staff edit at once: one wins, the other gets 409, the stock is exact', async () => {
    const a = await product(20, '40.00');
    const b = await product(20, '20.00');
    const order = await place([{ target_name: 'product', target_id: a, quantity: 1, price: 40 }]);
    const [first, second] = await Promise.all([
      edit(order.id, editBody(order, { items: [{ target_name: 'product', target_id: a, quantity: 5 }] })),
      edit(
        order.id,
        editBody(order, { items: [{ target_name: 'product', target_id: b, quantity: 3 }] }),
        otherAdmin.headers,
      ),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = first.statusCode === 409 ? first : second;
    expect(loser.json().reason).toBe('version_conflict');
    if (first.statusCode === 200) {
      expect([await stockOf(t.db, a), await stockOf(t.db, b)]).toEqual([15, 20]);
    } else {
      expect([await stockOf(t.db, a), await stockOf(t.db, b)]).toEqual([20, 17]);
    }
    expect((await details(order.id)).history).toHaveLength(1);
  });

  it('an edit racing a cancel: whichever comes second sees the other, the stock is exact', async () => {
    const a = await product(20, '40.00');
    const order = await place([{ target_name: 'product', target_id: a, quantity: 2, price: 40 }]);
    const [edited, cancelled] = await Promise.all([
      edit(order.id, editBody(order, { items: [{ target_name: 'product', target_id: a, quantity: 6 }] })),
      t.app.inject({
        method: 'PATCH',
        url: `/api/orders/${order.id}`,
        headers: otherAdmin.headers,
        payload: { status: 'cancelled' },
      }),
    ]);
    expect(cancelled.statusCode).toBe(200);
    expect([200, 409]).toContain(edited.statusCode);
    if (edited.statusCode === 409) expect(edited.json().reason).toBe('order_not_editable');
    // Cancelled in the end either way: every unit is back.
    expect(await stockOf(t.db, a)).toBe(20);
    expect((await details(order.id)).status).toBe('cancelled');
    const again = await edit(order.id, editBody(await details(order.id)));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ reason: 'order_not_editable', status: 'cancelled' });
  });

  it('an edit racing the confirmation timeout: the stock is exact whichever wins', async () => {
    const a = await product(20, '40.00');
    const order = await place([{ target_name: 'product', target_id: a, quantity: 2, price: 40 }]);
    await t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 100 * 60 * 60 * 1000) })
      .where(eq(orders.id, order.id));
    const stale = await details(order.id);
    const [edited] = await Promise.all([
      edit(order.id, editBody(stale, { items: [{ target_name: 'product', target_id: a, quantity: 4 }] })),
      cancelUnconfirmedOrders(t.db, { now: new Date(), timeoutHours: 48, timeZone: t.config.shopTimezone }),
    ]);
    let final = await details(order.id);
    if (edited.statusCode === 200) {
      // Edited first, then cancelled by the timeout (an edit does not confirm the order). When the
      // timeout ran while the edit held the order's row, it skipped it (SKIP LOCKED, so that several
      // processes share the work); its next run cancels it.
      if (final.status === 'pending') {
        await cancelUnconfirmedOrders(t.db, {
          now: new Date(),
          timeoutHours: 48,
          timeZone: t.config.shopTimezone,
        });
        final = await details(order.id);
      }
      expect(final.status).toBe('cancelled');
    } else {
      expect(edited.statusCode).toBe(409);
      expect(edited.json().reason).toBe('order_not_editable');
    }
    expect(await stockOf(t.db, a)).toBe(20);
  });

  it('a delivered order cannot be edited; an order on a run handed over cannot either, on a draft run it can', async () => {
    const a = await product(20, '40.00');
    const delivered = await place([{ target_name: 'product', target_id: a, quantity: 1, price: 40 }]);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${delivered.id}`,
      headers: admin.headers,
      payload: { status: 'delivered' },
    });
    const refused = await edit(delivered.id, editBody(await details(delivered.id)));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: 'order_not_editable', status: 'delivered' });

    const onRun = await place([{ target_name: 'product', target_id: a, quantity: 1, price: 40 }]);
    const [run] = await t.db
      .insert(deliveryRuns)
      .values({ riderId: admin.user.id, date: today, status: 'draft' })
      .returning({ id: deliveryRuns.id });
    await t.db.insert(deliveryStops).values({ runId: run!.id, orderId: onRun.id, position: 1 });
    const draft = await edit(onRun.id, editBody(onRun, { address: 'Another street 5' }));
    expect(draft.statusCode, draft.body).toBe(200);
    await t.db.update(deliveryRuns).set({ status: 'handed_over' }).where(eq(deliveryRuns.id, run!.id));
    const current = await details(onRun.id);
    const handed = await edit(onRun.id, editBody(current, { address: 'Yet another street 6' }));
    expect(handed.statusCode).toBe(409);
    expect(handed.json()).toMatchObject({ reason: 'order_on_run' });
  });

  it('an order sent with a courier cannot be edited until its parcel is refused or cancelled', async () => {
    const a = await product(20, '40.00');
    const sent = await place([{ target_name: 'product', target_id: a, quantity: 1, price: 40 }]);
    const now = new Date();
    const [parcel] = await t.db
      .insert(courierParcels)
      .values({
        orderId: sent.id,
        courier: 'sendit',
        reference: `${sent.order_number}-1`,
        state: 'sent',
        code: 'SD-EDIT-1',
        districtId: '1',
        districtName: 'Dakhla',
        city: 'Dakhla',
        amount: 5000,
        quotedFee: 2500,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: courierParcels.id });
    const refused = await edit(sent.id, editBody(sent, { address: 'Another street 5' }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: 'order_with_parcel' });
    expect((await details(sent.id)).address).toBe(sent.address);

    await t.db.update(courierParcels).set({ state: 'refused' }).where(eq(courierParcels.id, parcel!.id));
    const allowed = await edit(sent.id, editBody(await details(sent.id), { address: 'Another street 5' }));
    expect(allowed.statusCode, allowed.body).toBe(200);
  });

  it("a customer reads what the shop changed in their own orders, without the staff's name", async () => {
    const a = await product(20, '40.00');
    const b = await product(20, '25.00');
    const response = await postOrder(
      t.app,
      orderPayload([{ target_name: 'product', target_id: a, quantity: 1, price: 40 }]),
      { headers: customer.headers },
    );
    expect(response.statusCode, response.body).toBe(201);
    const mine = await details((response.json() as { id: number }).id);
    const someoneElses = await place([{ target_name: 'product', target_id: a, quantity: 1, price: 40 }]);
    const body = editBody(mine, {
      address: 'Hay Al Matar, 7',
      items: [
        { target_name: 'product', target_id: a, quantity: 2 },
        { target_name: 'product', target_id: b, quantity: 1 },
      ],
    });
    expect((await edit(mine.id, body)).statusCode).toBe(200);
    expect((await edit(someoneElses.id, editBody(someoneElses, { city: 'Boujdour' }))).statusCode).toBe(200);

    const read = await t.app.inject({
      method: 'GET',
      url: '/api/userorders/changes',
      headers: customer.headers,
    });
    expect(read.statusCode).toBe(200);
    const { changes } = read.json() as { changes: Array<Record<string, unknown>> };
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ order_id: mine.id, version: expect.any(Number) });
    expect(changes[0]).not.toHaveProperty('staff_name');
    const what = changes[0]!.changes as OrderEditResult['changes'];
    expect(what.fields).toEqual([{ field: 'address', before: mine.address, after: 'Hay Al Matar, 7' }]);
    expect(
      what.lines.map((line) => [line.target_id, line.before?.quantity ?? 0, line.after?.quantity ?? 0]),
    ).toEqual(
      expect.arrayContaining([
        [a, 1, 2],
        [b, 0, 1],
      ]),
    );
    expect(what.totals.after.subtotal).toBe(10_500);

    const guest = await t.app.inject({
      method: 'GET',
      url: '/api/userorders/changes',
      headers: guestHeaders(),
    });
    expect(guest.statusCode).toBe(401);
  });

  it('a guest gets 401, a customer 403; the messages follow the language', async () => {
    const a = await product(20, '40.00');
    const order = await place([{ target_name: 'product', target_id: a, quantity: 1, price: 40 }]);
    expect((await edit(order.id, editBody(order), guestHeaders())).statusCode).toBe(401);
    expect((await edit(order.id, editBody(order), customer.headers)).statusCode).toBe(403);
    const french = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/edit`,
      headers: { ...admin.headers, 'accept-language': 'fr' },
      payload: { ...editBody(order), version: order.version! + 5 },
    });
    expect(french.statusCode).toBe(409);
    expect(french.json().message).toMatch(/a changé/);
  });
});
