import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueSuggestions, Order, OrderDetails, OrderPage } from '@parashop/shared';
import { orderItems, orders, products } from '../src/db/schema';
import {
  insertCategory,
  insertCompany,
  insertPack,
  insertProduct,
} from '../src/modules/catalogue-shared/testing/fixtures';
import { orderPayload, postOrder } from '../src/modules/orders/test-support';
import { createTestApp, guestHeaders, loginAs, type TestApp, type TestSession } from './helpers';

/**
 * Issue 25 items 1, 2, 3 and 6, issue 26 item 8 (decisions 205-208): phones as people write them,
 * order lines that keep every language's name, suggestions in every language, CSV in the staff
 * member's language. On PGlite, and on PostgreSQL with DATABASE_URL.
 */

let t: TestApp;
let admin: TestSession;
let cream: number;
let sunscreen: number;
let pack: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, t.db, 'admin');
  const categoryId = await insertCategory(t.db, { name: 'Skincare' });
  const companyId = await insertCompany(t.db, { name: 'CeraVe' });
  cream = await insertProduct(t.db, {
    name: 'Moisturising Cream 454g',
    categoryId,
    companyId,
    price: '100.00',
    stock: 500,
  });
  sunscreen = await insertProduct(t.db, {
    name: 'Sun Fluid SPF50',
    categoryId,
    companyId,
    price: '150.00',
    stock: 500,
  });
  await t.db
    .update(products)
    .set({ nameFr: 'Crème hydratante 454 g', nameAr: 'كريم مرطب 454 غ' })
    .where(eq(products.id, cream));
  await t.db
    .update(products)
    .set({ nameFr: 'Écran solaire fluide SPF50', nameAr: 'واقي الشمس SPF50' })
    .where(eq(products.id, sunscreen));
  pack = await insertPack(t.db, { productIds: [cream, sunscreen], name: 'Summer Set', price: '200.00' });
});

afterAll(async () => {
  await t?.close();
});

const line = (id: number, price: number, target_name = 'product') => ({
  target_name,
  target_id: id,
  quantity: 1,
  price,
});

async function placed(phone: string, language = 'fr'): Promise<Order> {
  const response = await postOrder(t.app, orderPayload([line(cream, 100)], { phone_number: phone }), {
    headers: { ...guestHeaders(), 'accept-language': language },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Order>();
}

describe('phones as people write them (decision 205)', () => {
  it.each([
    ['+212 6 11 22 33 01', '0611223301'],
    ['06.11.22.33.02', '0611223302'],
    ['0611-223-303', '0611223303'],
    ['00212 611 22 33 04', '0611223304'],
    ['٠٦١١٢٢٣٣٠٥', '0611223305'],
    ['۰۶ ۱۱ ۲۲ ۳۳ ۰۶', '0611223306'],
  ])('an order with %s is stored as %s', async (typed, canonical) => {
    const order = await placed(typed);
    expect(order.phone_number).toBe(canonical);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.phoneNumber).toBe(canonical);
  });

  it('still refuses what is not a Moroccan mobile number, with the specification message', async () => {
    for (const typed of ['08 11 22 33 44', '+33 6 11 22 33 44', '٠٦١١٢']) {
      const response = await postOrder(t.app, orderPayload([line(cream, 100)], { phone_number: typed }));
      expect(response.statusCode, typed).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['phone_number']);
    }
  });

  it('a number blocked as typed with spaces blocks it however an order writes it', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/blocked-phones',
      headers: admin.headers,
      payload: { phone_number: '06 99 88 77 66', reason: 'Fake orders' },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().phone_number).toBe('0699887766');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/blocked-phones',
      headers: admin.headers,
      payload: { phone_number: '+212 699-887-766', reason: 'again' },
    });
    expect(again.statusCode).toBe(422);
    const order = await postOrder(t.app, orderPayload([line(cream, 100)], { phone_number: '٠٦٩٩٨٨٧٧٦٦' }));
    expect(order.statusCode).toBe(422);
    expect(Object.keys(order.json().errors)).toEqual(['phone_number']);
  });

  it('the orders search finds a phone typed with +212, spaces or Arabic digits', async () => {
    const order = await placed('0655443301');
    for (const q of ['+212 6 55 44 33 01', '06 55 44', '٠٦٥٥٤٤٣٣٠١', '00212655443301']) {
      const response = await t.app.inject({
        url: `/api/orders?page=1&q=${encodeURIComponent(q)}`,
        headers: admin.headers,
      });
      expect(response.statusCode, q).toBe(200);
      expect(
        response.json<OrderPage>().data.map((found) => found.id),
        q,
      ).toContain(order.id);
    }
  });
});

describe('order lines keep every language name (decision 207)', () => {
  it('the answer, the stored line and the staff details carry the French and Arabic names and the language', async () => {
    const response = await postOrder(t.app, orderPayload([line(cream, 100), line(pack, 200, 'pack')]), {
      headers: { ...guestHeaders(), 'accept-language': 'ar' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json<Order>();
    expect(order.language).toBe('ar');
    expect(order.order_items.map((item) => item.target)).toEqual([
      expect.objectContaining({
        name: 'Moisturising Cream 454g',
        name_fr: 'Crème hydratante 454 g',
        name_ar: 'كريم مرطب 454 غ',
      }),
      expect.objectContaining({ name: 'Summer Set', name_fr: null, name_ar: null }),
    ]);
    // The catalogue changes afterwards: the order keeps what it was sold as.
    await t.db.update(products).set({ nameAr: 'اسم جديد' }).where(eq(products.id, cream));
    const rows = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(rows.find((row) => row.targetId === cream)).toMatchObject({ nameAr: 'كريم مرطب 454 غ' });
    const details = await t.app.inject({ url: `/api/orders/${order.id}`, headers: admin.headers });
    expect(details.statusCode).toBe(200);
    const body = details.json<OrderDetails>();
    expect(body.language).toBe('ar');
    expect(body.order_items[0]?.target.name_ar).toBe('كريم مرطب 454 غ');
    await t.db.update(products).set({ nameAr: 'كريم مرطب 454 غ' }).where(eq(products.id, cream));
  });
});

describe('suggestions in every language (decision 208)', () => {
  async function suggestions(q: string): Promise<CatalogueSuggestions> {
    // The index is rebuilt a moment after a catalogue change: ask until it has the names.
    let answer: CatalogueSuggestions = { q, items: [], brands: [], categories: [] };
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const response = await t.app.inject({ url: `/api/catalogue/suggest?q=${encodeURIComponent(q)}` });
      expect(response.statusCode).toBe(200);
      answer = response.json();
      if (answer.items.length > 0) return answer;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return answer;
  }

  it.each([
    ['hydratante', 'cream'],
    ['HYDRATANTE', 'cream'],
    ['ecran', 'sunscreen'],
    ['solaire', 'sunscreen'],
    ['كريم', 'cream'],
    ['واقي', 'sunscreen'],
  ])('%s suggests the %s with its names in every language', async (q, which) => {
    const id = which === 'cream' ? cream : sunscreen;
    const found = (await suggestions(q)).items.find((item) => item.id === id && item.kind === 'product');
    expect(found, q).toBeDefined();
    expect(found?.name_fr).toMatch(/\S/);
    expect(found?.name_ar).toMatch(/[\u0600-\u06ff]/);
  });
});

describe('CSV in the staff member language (decision 206)', () => {
  it('French: semicolons, French headers and statuses, amounts with a decimal comma as numbers', async () => {
    const order = await placed('0677665501');
    const response = await t.app.inject({
      url: `/api/orders/export.csv?q=${order.order_number}&lang=fr`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'N° de commande;Date;Client;Téléphone;Ville;Adresse;Articles;Sous-total;Frais de livraison;Total;Statut;Confirmation',
    );
    const cells = lines[1]!.split(';');
    expect(cells[0]).toBe(order.order_number);
    expect(cells[3]).toBe('06 77 66 55 01');
    expect(cells[6]).toBe('1 × Crème hydratante 454 g');
    expect(cells.slice(7, 10)).toEqual(['100,00', '10,00', '110,00']);
    expect(cells.slice(10)).toEqual(['En attente', 'À confirmer']);
  });

  it('the language cookie chooses it when the link names none; English keeps commas and dots', async () => {
    const order = await placed('0677665502');
    const arabic = await t.app.inject({
      url: `/api/orders/export.csv?q=${order.order_number}`,
      headers: { ...admin.headers, cookie: `${admin.headers.cookie}; parashop_lang=ar` },
    });
    const arabicLines = arabic.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(arabicLines[0]?.split(';')[0]).toBe('رقم الطلب');
    expect(arabicLines[1]).toContain('1 × كريم مرطب 454 غ');
    expect(arabicLines[1]).toContain(';110,00;قيد الانتظار;للتأكيد');
    const english = await t.app.inject({
      url: `/api/orders/export.csv?q=${order.order_number}&lang=en`,
      headers: admin.headers,
    });
    const englishLines = english.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(englishLines[0]).toBe(
      'Order number,Date,Customer,Phone,City,Address,Items,Subtotal,Delivery fee,Total,Status,Confirmation',
    );
    expect(englishLines[1]).toContain(',100.00,10.00,110.00,Pending,To confirm');
  });

  it('customers in French: semicolons and French headers; a bad language is a 422', async () => {
    const response = await t.app.inject({ url: '/api/customers/export.csv?lang=fr', headers: admin.headers });
    expect(response.statusCode).toBe(200);
    expect(response.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'Nom;E-mail;Téléphone;Ville;Inscrit le;Commandes;Total livré;Commande livrée moyenne;Dernière commande',
    );
    const bad = await t.app.inject({ url: '/api/orders/export.csv?lang=de', headers: admin.headers });
    expect(bad.statusCode).toBe(422);
  });
});
