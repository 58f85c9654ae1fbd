import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, orders } from '../../db/schema';
import { createTestApp, guestHeaders, loginAs, type TestApp, type TestSession } from '../../../test/helpers';
import { insertCategory, insertCompany, insertProduct } from '../catalogue-shared/testing/fixtures';

/** GET /notifications: a new order's notification names its order (decision 176). */

let t: TestApp;
let admin: TestSession;
let productId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, t.db, 'admin');
  productId = await insertProduct(t.db, {
    categoryId: await insertCategory(t.db),
    companyId: await insertCompany(t.db),
    price: '20.00',
    stock: 1000,
  });
});

afterAll(async () => {
  await t?.close();
});

async function place(name: string, phone: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: guestHeaders(),
    payload: {
      name,
      phone_number: phone,
      city: 'Dakhla',
      address: '12 Avenue Mohammed V',
      delivery_area_id: 1,
      items: [{ target_name: 'product', target_id: productId, quantity: 2, price: 20 }],
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; order_number: string; total_order: number };
}

type Listed = { id: number; type: string; message: string; order?: unknown };

describe('GET /api/notifications: the order of a new-order notification', () => {
  it('gives id, number and total of the order; other types have no order field', async () => {
    const first = await place('Salma Idrissi', '0611000001');
    const second = await place('Karim Alaoui', '0611000002');
    await t.db.insert(notifications).values({ type: 'low_stock', message: 'Serum', userId: null });

    const listed = (
      await t.app.inject({ method: 'GET', url: '/api/notifications', headers: admin.headers })
    ).json() as Listed[];
    const byName = (name: string) => listed.find((row) => row.type === 'new_order' && row.message === name);
    for (const [name, order] of [
      ['Salma Idrissi', first],
      ['Karim Alaoui', second],
    ] as const) {
      expect(byName(name)?.order).toEqual({
        id: order.id,
        order_number: order.order_number,
        total: order.total_order,
      });
    }
    expect(listed.find((row) => row.type === 'low_stock')).not.toHaveProperty('order');
  });

  it('marking read answers the same order; a deleted order leaves null', async () => {
    const order = await place('Hind Tazi', '0611000003');
    const [row] = await t.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.message, 'Hind Tazi'));
    const read = await t.app.inject({
      method: 'PUT',
      url: `/api/notifications/${row!.id}`,
      headers: admin.headers,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().order).toMatchObject({ id: order.id, order_number: order.order_number });

    await t.db.delete(orders).where(eq(orders.id, order.id));
    const listed = (
      await t.app.inject({ method: 'GET', url: '/api/notifications', headers: admin.headers })
    ).json() as Listed[];
    expect(listed.find((item) => item.id === row!.id)?.order).toBeNull();
  });
});
