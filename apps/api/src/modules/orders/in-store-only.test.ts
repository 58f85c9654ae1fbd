import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { products } from '../../db/schema';
import {
  insertCategory,
  insertCompany,
  insertPack,
  insertProduct,
} from '../catalogue-shared/testing/fixtures';
import { orderCount, orderPayload, postOrder, stockOf } from './test-support';

/** Issue 15: products sold in the shop only are never ordered online, alone or in a pack. */

let t: TestApp;
const id: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const refs = {
    categoryId: await insertCategory(t.db, { name: 'Hair care' }),
    companyId: await insertCompany(t.db, { name: 'Ducray' }),
  };
  id.online = await insertProduct(t.db, { ...refs, name: 'Anaphase Shampoo', price: '100.00', stock: 10 });
  id.inStore = await insertProduct(t.db, { ...refs, name: 'Kerium Traitement', price: '50.00', stock: 10 });
  await t.db.update(products).set({ saleMode: 'in_store_only' }).where(eq(products.id, id.inStore));
  id.pack = await insertPack(t.db, {
    name: 'Routine Pack',
    price: '150.00',
    productIds: [id.online, id.inStore],
  });
});
afterAll(async () => t?.close());

describe('POST /api/orders with a product sold in store only', () => {
  it('an order naming one, alone or in a pack, is 422 naming the item, and nothing is taken', async () => {
    const count = await orderCount(t.db);
    const stock = await stockOf(t.db, id.online!);
    const alone = await postOrder(
      t.app,
      orderPayload([
        { target_name: 'product', target_id: id.online!, quantity: 1, price: 100 },
        { target_name: 'product', target_id: id.inStore!, quantity: 1, price: 50 },
      ]),
    );
    expect(alone.statusCode, alone.body).toBe(422);
    expect(alone.json().message).toContain('Kerium Traitement');
    expect(alone.json().errors).toHaveProperty(['items.1.target_id']);
    const inPack = await postOrder(
      t.app,
      orderPayload([{ target_name: 'pack', target_id: id.pack!, quantity: 1, price: 150 }]),
    );
    expect(inPack.statusCode, inPack.body).toBe(422);
    expect(inPack.json().message).toContain('Routine Pack');
    expect(inPack.json().errors).toHaveProperty(['items.0.target_id']);
    expect(await orderCount(t.db)).toBe(count);
    expect(await stockOf(t.db, id.online!)).toBe(stock);
  });

  it('the same cart without it is placed', async () => {
    const response = await postOrder(
      t.app,
      orderPayload([{ target_name: 'product', target_id: id.online!, quantity: 1, price: 100 }]),
    );
    expect(response.statusCode, response.body).toBe(201);
  });
});
