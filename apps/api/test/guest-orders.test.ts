import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers';
import { insertCategory, insertCompany, insertProduct } from '../src/modules/catalogue-shared/testing/fixtures';
import { orderPayload } from '../src/modules/orders/test-support';
import { Browser, registerCustomer } from '../src/modules/accounts/test-support';

// Issue 25, item 9: a shopper who ordered as a guest and then created an account in the same browser
// saw "no orders yet". The orders this browser placed (its device cookie) join the account signed into
// there, and the answer says so; another browser's orders, even with the same name and phone, do not.

let t: TestApp;
let productId: number;

beforeAll(async () => {
  t = await createTestApp();
  productId = await insertProduct(t.db, {
    categoryId: await insertCategory(t.db),
    companyId: await insertCompany(t.db),
    price: '30.00',
    stock: 50,
  });
  // A bound against a hang on a loaded machine, not a speed requirement.
}, 180_000);

afterAll(async () => {
  await t?.close();
});

const payload = (phone: string) =>
  orderPayload([{ target_name: 'product', target_id: productId, quantity: 1, price: 30 }], {
    phone_number: phone,
    name: 'Salma Idrissi',
  });

describe('guest orders join the account signed into in the same browser', () => {
  it('registers, signs in and sees the order placed as a guest; another browser keeps its own', async () => {
    const shopper = new Browser(t, { language: 'fr' });
    const placed = await shopper.send('POST', '/api/orders', payload('0661000001'));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(shopper.headers.cookie).toContain('parashop_device=');
    // Someone else types the same name and phone in another browser.
    const stranger = new Browser(t);
    const theirs = await stranger.send('POST', '/api/orders', payload('0661000001'));
    expect(theirs.statusCode).toBe(201);

    const registration = await registerCustomer(t);
    // The same browser signs in (the registration ran in another one: the device cookie is what counts).
    const login = await shopper.send('POST', '/api/login', {
      email: registration.email,
      password: registration.password,
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toMatchObject({
      orders_attached: 1,
      orders_message: 'Les commandes passées en invité dans ce navigateur (1) sont maintenant dans votre compte.',
    });
    const mine = await shopper.send('GET', '/api/userorders');
    expect(mine.statusCode).toBe(200);
    const ids = mine.json<{ orders: Array<{ id: number }> }>().orders.map((order) => order.id);
    expect(ids).toEqual([placed.json<{ id: number }>().id]);
    const [strangers] = await t.db
      .select({ userId: orders.userId })
      .from(orders)
      .where(eq(orders.id, theirs.json<{ id: number }>().id));
    expect(strangers?.userId).toBeNull();

    // Signing in again attaches nothing more and says nothing.
    const again = await shopper.send('POST', '/api/login', {
      email: registration.email,
      password: registration.password,
    });
    expect(again.json().orders_attached).toBeUndefined();
  });
});
