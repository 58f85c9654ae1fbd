import { dateInZone } from '@parashop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, companies, offers, packProducts, packs, productLots, products } from '../src/db/schema';
import { postOrder } from '../src/modules/orders/test-support';
import {
  createTestApp,
  createUser,
  guestHeaders,
  loginAs,
  type RequestHeaders,
  type TestApp,
  type TestSession,
} from './helpers';
import { answerRecorder, maskRunValues } from './recorded-answers';

/**
 * The orders' answers, byte for byte (issue 28): a fixed run of requests (placing as a guest and with
 * an account, products, packs and offers; every refusal of a cart; field errors in en, fr and ar; the
 * order as its customer and the back office read it; edits during confirmation; a partial return and
 * an exchange) whose answers are recorded in a file kept with the code. The file was written before
 * the order line lost its priced shape of its own; a change to any answer (status, content type, body,
 * the order of its fields) fails here. What differs from run to run (timestamps, today's date in the
 * order, invoice and credit note numbers, a delivery code) is masked; the ids are those of a fresh
 * database, and every name, phone and price is given here.
 */

let t: TestApp;
let admin: TestSession;
let customer: TestSession;

beforeAll(async () => {
  // Two lines may hold what an amount column cannot (the order too large); 5,000 MAD is the value limit.
  t = await createTestApp({ orderMaxUnitsPerLine: 5_000, orderMaxOrderValue: 500_000 });
  admin = await loginAs(t.app, t.db, 'admin');
  customer = await loginAs(
    t.app,
    t.db,
    await createUser(t.db, { fullName: 'Salma Idrissi', email: 'salma.idrissi@gmail.com', city: 'Dakhla' }),
  );
});
afterAll(async () => t?.close());

/** Today in the shop's time zone: in order numbers, invoice and credit note numbers, dates. */
function maskToday(text: string): string {
  const day = dateInZone(new Date(), t.config.shopTimezone);
  const year = day.slice(0, 4);
  return maskRunValues(text)
    .replaceAll(`CMD-${day.replaceAll('-', '')}-`, 'CMD-<today>-')
    .replaceAll(`AV-${year}-`, 'AV-<year>-')
    .replaceAll(day, '<today>')
    .replaceAll(`"invoice_number":"${year}-`, '"invoice_number":"<year>-')
    .replace(/"delivery_code":"\d{4}"/g, '"delivery_code":"<code>"');
}

const { record, text } = answerRecorder(maskToday);

type Language = 'en' | 'fr' | 'ar';
const guest = (language: Language = 'en'): RequestHeaders => ({
  ...guestHeaders(),
  'accept-language': language,
});
const staff = (language: Language = 'en'): RequestHeaders => ({
  ...admin.headers,
  'accept-language': language,
});

type Line = { target_name: 'product' | 'pack'; target_id: number; quantity: number; price?: number | string };

function payload(phone: string, items: Line[], overrides: Record<string, unknown> = {}) {
  return {
    name: 'Amina Benali',
    phone_number: phone,
    city: 'Dakhla',
    address: '12 Avenue Mohammed V',
    delivery_area_id: 1,
    items,
    ...overrides,
  };
}

function inject(method: 'GET' | 'POST' | 'PATCH', url: string, headers: RequestHeaders, body?: unknown) {
  return t.app.inject({
    method,
    url,
    headers,
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

/** POST /api/orders, by a guest speaking `language` unless other headers are given; the answer recorded. */
async function order(
  label: string,
  body: unknown,
  options: { language?: Language; headers?: RequestHeaders; key?: string } = {},
) {
  const { language, headers = guest(language), key } = options;
  return record(label, await postOrder(t.app, body, { headers, ...(key === undefined ? {} : { key }) }));
}

/** A staff request (in `language`), its answer recorded. */
async function asStaff(
  label: string,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  body?: unknown,
  language?: Language,
) {
  return record(label, await inject(method, url, staff(language), body));
}

async function product(values: {
  name: string;
  price: string;
  stock: number;
  categoryId: number;
  companyId: number;
  translated?: boolean;
  image?: string;
}): Promise<number> {
  const [row] = await t.db
    .insert(products)
    .values({
      name: values.name,
      description: 'A product of the recorded run.',
      price: values.price,
      stock: values.stock,
      image: values.image ?? null,
      categoryId: values.categoryId,
      companyId: values.companyId,
      ...(values.translated ? { nameFr: `${values.name} (fr)`, nameAr: `${values.name} (ar)` } : {}),
    })
    .returning({ id: products.id });
  return row!.id;
}

async function pack(name: string, price: string, productIds: number[]): Promise<number> {
  const [row] = await t.db
    .insert(packs)
    .values({
      name,
      description: 'A pack of the recorded run.',
      price,
      nameFr: `${name} (fr)`,
      nameAr: `${name} (ar)`,
    })
    .returning({ id: packs.id });
  await t.db.insert(packProducts).values(productIds.map((productId) => ({ packId: row!.id, productId })));
  return row!.id;
}

describe('the order answers', () => {
  // About 60 requests: a budget for a busy machine, not a speed check.
  it('are the recorded ones', { timeout: 180_000 }, async () => {
    const [category] = await t.db.insert(categories).values({ name: 'Skin care' }).returning();
    const [company] = await t.db.insert(companies).values({ name: 'Avène' }).returning();
    const at = { categoryId: category!.id, companyId: company!.id };
    const cream = await product({
      ...at,
      name: 'Cicalfate cream',
      price: '89.90',
      stock: 40,
      translated: true,
      image: '/uploads/products/cream.webp',
    });
    const water = await product({
      ...at,
      name: 'Thermal water',
      price: '19.90',
      stock: 40,
      image: '/uploads/products/water.webp',
    });
    await t.db
      .insert(offers)
      .values({ productId: water, offerPrice: '15.50', startDate: '2000-01-01', endDate: '2999-12-31' });
    const fluid = await product({ ...at, name: 'Sun fluid', price: '19.90', stock: 2, translated: true });
    const serum = await product({ ...at, name: 'Shop-only serum', price: '50.00', stock: 10 });
    await t.db.update(products).set({ saleMode: 'in_store_only' }).where(eq(products.id, serum));
    const device = await product({ ...at, name: 'Dermo device', price: '600.00', stock: 50 });
    const bulk = await product({ ...at, name: 'Bulk cream', price: '10000.00', stock: 10_000 });
    // Its stock counts 10 units of a lot past its date (the lots job has not run) and 2 good ones.
    const balm = await product({ ...at, name: 'Old balm', price: '20.00', stock: 12 });
    await t.db.insert(productLots).values([
      { productId: balm, lotNumber: 'OLD-BALM', expiryDate: '2020-01-01', quantity: 10 },
      { productId: balm, lotNumber: 'NEW-BALM', expiryDate: '2099-12-31', quantity: 2 },
    ]);
    // A product whose units come from one lot, received through the back office.
    const lotted = await product({
      ...at,
      name: 'Lotted lotion',
      price: '100.00',
      stock: 0,
      translated: true,
    });
    const received = await inject('POST', `/api/products/${lotted}/lots`, admin.headers, {
      lot_number: 'LOT-LOTION',
      expiry_date: '2099-12-31',
      quantity: 30,
    });
    expect(received.statusCode, received.body).toBe(201);
    const summer = await pack('Summer pack', '99.00', [cream, water]);
    const sunny = await pack('Sunny pack', '35.00', [fluid, cream]);
    const shopPack = await pack('Shop pack', '60.00', [cream, serum]);
    const oldPack = await pack('Old pack', '35.00', [cream, balm]);
    const bulkPack = await pack('Bulk pack', '10000.00', [bulk]);

    // Placing
    const guestOrder = (
      await order(
        'a guest orders products, an offer and a pack',
        payload('0661000001', [
          { target_name: 'product', target_id: cream, quantity: 2, price: 89.9 },
          { target_name: 'product', target_id: water, quantity: 3, price: 15.5 },
          { target_name: 'pack', target_id: summer, quantity: 1, price: '99.00' },
        ]),
      )
    ).json<{ id: number }>();
    const customerOrder = (
      await order(
        'a customer orders in French (a lotted product)',
        payload(
          '0661000002',
          [
            { target_name: 'product', target_id: water, quantity: 1, price: '15.5' },
            { target_name: 'product', target_id: lotted, quantity: 2, price: 100 },
          ],
          { name: 'Salma Idrissi', delivery_area_id: 2 },
        ),
        { headers: { ...customer.headers, 'accept-language': 'fr' } },
      )
    ).json<{ id: number }>();
    await order(
      '19.9 seen for 19.90: the same price',
      payload('0661000003', [{ target_name: 'product', target_id: fluid, quantity: 1, price: 19.9 }], {
        address: '3 Rue Tarik',
      }),
      { language: 'ar' },
    );
    const keyed = payload('0661000004', [
      { target_name: 'product', target_id: cream, quantity: 1, price: 89.9 },
    ]);
    const key = { headers: guest(), key: 'order-answers-key-1' };
    await order('with an idempotency key', keyed, key);
    await order('the same key again: the same answer', keyed, key);
    await order('the same key, another order', { ...keyed, name: 'Someone Else' }, key);
    for (const language of ['en', 'fr', 'ar'] as const) {
      await order(
        `prices changed (${language})`,
        payload('0661000005', [
          { target_name: 'product', target_id: cream, quantity: 1, price: 80 },
          { target_name: 'product', target_id: water, quantity: 1, price: 19.9 },
          { target_name: 'pack', target_id: summer, quantity: 1, price: 99 },
        ]),
        { language },
      );
      await order(
        `out of stock, a product (${language})`,
        payload('0661000006', [{ target_name: 'product', target_id: fluid, quantity: 2, price: 19.9 }]),
        { language },
      );
      await order(
        `unknown items (${language})`,
        payload('0661000007', [
          { target_name: 'product', target_id: cream, quantity: 1, price: 89.9 },
          { target_name: 'product', target_id: 999_999, quantity: 1, price: 10 },
          { target_name: 'pack', target_id: 999_998, quantity: 1, price: 10 },
        ]),
        { language },
      );
      await order(
        `an in-store-only product (${language})`,
        payload('0661000008', [
          { target_name: 'product', target_id: cream, quantity: 1, price: 89.9 },
          { target_name: 'product', target_id: serum, quantity: 1, price: 50 },
        ]),
        { language },
      );
      await order(
        `order value over the limit (${language})`,
        payload('0661000009', [{ target_name: 'product', target_id: device, quantity: 9, price: 600 }]),
        { language },
      );
      await order(
        `field errors (${language})`,
        {
          name: '',
          phone_number: '12345',
          city: '',
          address: '',
          delivery_area_id: 99,
          items: [{ target_name: 'box', target_id: 0, quantity: 0, price: -1 }],
        },
        { language },
      );
    }
    await order(
      'out of stock, a pack',
      payload('0661000010', [{ target_name: 'pack', target_id: sunny, quantity: 2, price: 35 }]),
    );
    await order(
      'a pack holding an in-store-only product',
      payload('0661000011', [{ target_name: 'pack', target_id: shopPack, quantity: 1, price: 60 }]),
    );
    await order(
      'the lots come short of a pack',
      payload('0661000012', [{ target_name: 'pack', target_id: oldPack, quantity: 3, price: 35 }]),
    );
    await order(
      'an order too large to be stored',
      payload('0661000013', [
        { target_name: 'product', target_id: bulk, quantity: 5_000, price: 10_000 },
        { target_name: 'pack', target_id: bulkPack, quantity: 5_000, price: 10_000 },
      ]),
    );
    await order(
      'a line over the per-line cap',
      payload('0661000014', [{ target_name: 'product', target_id: water, quantity: 5_001, price: 15.5 }]),
    );
    await order(
      'no delivery area under the free delivery threshold (fr)',
      payload('0661000015', [{ target_name: 'product', target_id: water, quantity: 1, price: 15.5 }], {
        delivery_area_id: null,
      }),
      { language: 'fr' },
    );

    // Read back
    record('the customer reads their orders', await inject('GET', '/api/userorders', customer.headers));
    await asStaff('the back office reads the guest order', 'GET', `/api/orders/${guestOrder.id}`);
    await asStaff("the back office reads the customer's order", 'GET', `/api/orders/${customerOrder.id}`);

    // Edits during confirmation: the cream and the offer are dearer now, re-read by the edit.
    await t.db.update(products).set({ price: '95.00' }).where(eq(products.id, cream));
    await t.db.update(offers).set({ offerPrice: '14.00' }).where(eq(offers.productId, water));
    const before = (await inject('GET', `/api/orders/${guestOrder.id}`, staff())).json<{ version: number }>();
    const editBody = (items: Line[], changes: Record<string, unknown> = {}) => ({
      version: before.version,
      name: 'Amina Benali',
      phone_number: '0661000001',
      address: '12 Avenue Mohammed V',
      city: 'Dakhla',
      delivery_area_id: 1,
      items,
      ...changes,
    });
    const edited: Line[] = [
      { target_name: 'product', target_id: cream, quantity: 3 },
      { target_name: 'pack', target_id: summer, quantity: 2 },
      { target_name: 'product', target_id: lotted, quantity: 1 },
    ];
    const edit = (label: string, body: unknown, language?: Language) =>
      asStaff(label, 'POST', `/api/orders/${guestOrder.id}/edit`, body, language);
    await edit('an edit, dry run: a quantity up, a line removed, a line added, prices re-read', {
      ...editBody(edited),
      dry_run: true,
    });
    await edit(
      'an edit over the order value limit (fr)',
      editBody([...edited, { target_name: 'product', target_id: device, quantity: 9 }]),
      'fr',
    );
    await edit(
      'an edit naming an unknown item (ar)',
      editBody([...edited, { target_name: 'product', target_id: 999_999, quantity: 1 }]),
      'ar',
    );
    await edit(
      'an edit naming an in-store-only item',
      editBody([...edited, { target_name: 'pack', target_id: shopPack, quantity: 1 }]),
    );
    await edit(
      'an edit short of stock',
      editBody([...edited, { target_name: 'pack', target_id: sunny, quantity: 2 }]),
    );
    await edit('the edit', editBody(edited, { city: 'Dakhla Centre' }));
    await edit('the same edit on the old version', editBody(edited));
    const customerBefore = (await inject('GET', `/api/orders/${customerOrder.id}`, staff())).json<{
      version: number;
    }>();
    await asStaff(
      "an edit of the customer's order: the offer re-read, the lotted line down, a pack added",
      'POST',
      `/api/orders/${customerOrder.id}/edit`,
      {
        version: customerBefore.version,
        name: 'Salma Idrissi',
        phone_number: '0661000002',
        address: '12 Avenue Mohammed V',
        city: 'Dakhla',
        delivery_area_id: 2,
        items: [
          { target_name: 'product', target_id: water, quantity: 1 },
          { target_name: 'product', target_id: lotted, quantity: 1 },
          { target_name: 'pack', target_id: summer, quantity: 1 },
        ],
      },
    );
    await asStaff('the back office reads the edited order', 'GET', `/api/orders/${guestOrder.id}`);
    record(
      'the customer reads the changes',
      await inject('GET', '/api/userorders/changes', customer.headers),
    );

    // Returns after delivery
    const delivered = (
      await asStaff("the customer's order delivered", 'PATCH', `/api/orders/${customerOrder.id}`, {
        status: 'delivered',
      })
    ).json<{ order_items: Array<{ id: number }> }>();
    const [waterLine, lotionLine, packLine] = delivered.order_items;
    const giveBack = (label: string, body: unknown, language?: Language) =>
      asStaff(label, 'POST', `/api/orders/${customerOrder.id}/returns`, body, language);
    const lotionBack = {
      lines: [{ order_item_id: lotionLine!.id, quantity: 1, reason: 'changed_mind' }],
      refund_method: 'cash',
    };
    await giveBack('a partial return: one unit back into its lot', lotionBack);
    await giveBack('a return of more than is left (fr)', lotionBack, 'fr');
    /** The water back, wrongly sent, and `items` sent instead. */
    const waterFor = (items: Line[]) => ({
      lines: [{ order_item_id: waterLine!.id, quantity: 1, reason: 'wrong_item' }],
      refund_method: 'rider',
      exchange_items: items,
    });
    await giveBack(
      'an exchange naming an unknown item',
      waterFor([
        { target_name: 'product', target_id: cream, quantity: 1 },
        { target_name: 'pack', target_id: 999_998, quantity: 1 },
      ]),
    );
    await giveBack(
      'an exchange naming an in-store-only item (ar)',
      waterFor([{ target_name: 'product', target_id: serum, quantity: 1 }]),
      'ar',
    );
    await giveBack(
      'an exchange short of stock',
      waterFor([{ target_name: 'pack', target_id: sunny, quantity: 2 }]),
    );
    await giveBack(
      'an exchange whose lots come short',
      waterFor([{ target_name: 'pack', target_id: oldPack, quantity: 3 }]),
    );
    const exchange = (
      await giveBack('a return with an exchange: a product and a pack sent instead', {
        lines: [
          { order_item_id: waterLine!.id, quantity: 1, reason: 'damaged' },
          { order_item_id: packLine!.id, quantity: 1, reason: 'wrong_item' },
        ],
        refund_method: 'store_credit',
        note: 'Sent the cream instead.',
        exchange_items: [
          { target_name: 'product', target_id: cream, quantity: 2 },
          { target_name: 'pack', target_id: summer, quantity: 1 },
        ],
      })
    ).json<{ exchange_order: { id: number } | null }>();
    await asStaff(
      'the back office reads the exchange order',
      'GET',
      `/api/orders/${exchange.exchange_order?.id ?? 0}`,
    );
    await asStaff('the returns of the order', 'GET', `/api/orders/${customerOrder.id}/returns`);
    record(
      'the customer reads their returns',
      await inject('GET', '/api/userorders/returns', customer.headers),
    );
    record('the customer reads their orders after', await inject('GET', '/api/userorders', customer.headers));

    await expect(text()).toMatchFileSnapshot('./__snapshots__/order-answers.txt');
  });
});
