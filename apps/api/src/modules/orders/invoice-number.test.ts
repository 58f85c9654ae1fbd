import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { invoiceCounters, orders } from '../../db/schema';
import { createTestApp, loginAs, type TestApp, type TestSession } from '../../../test/helpers';
import { insertCategory, insertCompany, insertProduct } from '../catalogue-shared/testing/fixtures';
import { formatInvoiceNumber } from './invoice-number';
import { orderPayload, postOrder } from './test-support';

let t: TestApp;
let admin: TestSession;
let productId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, t.db, 'admin');
  const categoryId = await insertCategory(t.db);
  const companyId = await insertCompany(t.db);
  productId = await insertProduct(t.db, { categoryId, companyId, price: '40.00', stock: 1000 });
});

afterAll(async () => {
  await t?.close();
});

afterEach(() => {
  vi.useRealTimers();
});

async function placeOrder(
  app = t.app,
  target = productId,
): Promise<{ id: number; invoice_number: string | null }> {
  const response = await postOrder(
    app,
    orderPayload([{ target_name: 'product', target_id: target, quantity: 1, price: 40 }]),
  );
  expect(response.statusCode).toBe(201);
  return response.json();
}

function setStatus(orderId: number, status: string, app = t.app, headers = admin.headers) {
  return app.inject({ method: 'PATCH', url: `/api/orders/${orderId}`, headers, payload: { status } });
}

async function invoiceNumberOf(
  orderId: number,
  app = t.app,
  headers = admin.headers,
): Promise<string | null> {
  const response = await app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers });
  expect(response.statusCode).toBe(200);
  return (response.json() as { invoice_number: string | null }).invoice_number;
}

/** The numbers given so far this year, from the orders (not from the counter). */
async function numbersOfYear(year: number, db = t.db): Promise<number[]> {
  const rows = await db.select({ invoice: orders.invoiceNumber }).from(orders);
  return rows
    .map((row) => row.invoice)
    .filter((invoice): invoice is string => invoice !== null && invoice.startsWith(`${year}-`))
    .map((invoice) => Number(invoice.slice(5)))
    .sort((a, b) => a - b);
}

const thisYear = () =>
  Number(
    new Intl.DateTimeFormat('en', { timeZone: 'Africa/Casablanca', year: 'numeric' }).format(new Date()),
  );

describe('formatInvoiceNumber', () => {
  it('writes the year and six digits', () => {
    expect(formatInvoiceNumber(2026, 123)).toBe('2026-000123');
    expect(formatInvoiceNumber(2027, 1)).toBe('2027-000001');
  });
});

describe('invoice numbers', () => {
  it('a new order has none; the first delivery gives the next number of the year', async () => {
    const order = await placeOrder();
    expect(order.invoice_number).toBeNull();
    expect(await invoiceNumberOf(order.id)).toBeNull();

    const delivered = await setStatus(order.id, 'delivered');
    expect(delivered.statusCode).toBe(200);
    const number = (delivered.json() as { invoice_number: string }).invoice_number;
    expect(number).toMatch(new RegExp(`^${thisYear()}-\\d{6}$`));
    expect(await invoiceNumberOf(order.id)).toBe(number);
    // The list carries it too.
    const list = await t.app.inject({ method: 'GET', url: '/api/orders', headers: admin.headers });
    expect(
      (list.json() as Array<{ id: number; invoice_number: string }>).find((o) => o.id === order.id),
    ).toMatchObject({ invoice_number: number });
  });

  it('is never reused: a delivered then returned or cancelled order keeps it, the next delivery gets the next one', async () => {
    const first = await placeOrder();
    const firstNumber = (await setStatus(first.id, 'delivered')).json().invoice_number as string;
    expect((await setStatus(first.id, 'returned')).json()).toMatchObject({
      status: 'returned',
      invoice_number: firstNumber,
    });
    expect((await setStatus(first.id, 'cancelled')).json()).toMatchObject({ invoice_number: firstNumber });
    expect((await setStatus(first.id, 'pending')).json()).toMatchObject({ invoice_number: firstNumber });
    // Delivered again: still the same number, and the counter does not move.
    expect((await setStatus(first.id, 'delivered')).json()).toMatchObject({ invoice_number: firstNumber });

    const second = await placeOrder();
    const secondNumber = (await setStatus(second.id, 'delivered')).json().invoice_number as string;
    expect(Number(secondNumber.slice(5))).toBe(Number(firstNumber.slice(5)) + 1);
    const numbers = await numbersOfYear(thisYear());
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
  });

  it('an order cancelled without being delivered never gets one', async () => {
    const order = await placeOrder();
    expect((await setStatus(order.id, 'cancelled')).json()).toMatchObject({ invoice_number: null });
    expect((await setStatus(order.id, 'returned')).json()).toMatchObject({ invoice_number: null });
  });

  it('many orders delivered at once by parallel requests get 1..N with no gap and no duplicate', async () => {
    const shop = await createTestApp();
    try {
      const staff = await loginAs(shop.app, shop.db, 'admin');
      const categoryId = await insertCategory(shop.db);
      const companyId = await insertCompany(shop.db);
      const product = await insertProduct(shop.db, { categoryId, companyId, price: '40.00', stock: 1000 });
      const placed = [];
      for (let i = 0; i < 16; i += 1) placed.push(await placeOrder(shop.app, product));
      // Each order twice at once as well (a double click): still one number per order.
      const answers = await Promise.all(
        [...placed, ...placed].map((order) => setStatus(order.id, 'delivered', shop.app, staff.headers)),
      );
      for (const answer of answers) expect(answer.statusCode).toBe(200);
      const year = thisYear();
      expect(await numbersOfYear(year, shop.db)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
      const [counter] = await shop.db.select().from(invoiceCounters).where(eq(invoiceCounters.year, year));
      expect(counter?.lastNumber).toBe(16);
      // Every answer of the same order tells the same number.
      const byOrder = new Map<number, Set<string>>();
      for (const answer of answers) {
        const body = answer.json() as { id: number; invoice_number: string };
        byOrder.set(body.id, (byOrder.get(body.id) ?? new Set()).add(body.invoice_number));
      }
      for (const numbers of byOrder.values()) expect(numbers.size).toBe(1);
    } finally {
      await shop.close();
    }
  });

  it("counts per year, the year being the shop time zone's", async () => {
    // 31 December 2026 at 12:00 UTC is already 1 January 2027 in Kiritimati (UTC+14).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-31T12:00:00Z') });
    const early = await createTestApp({ shopTimezone: 'Pacific/Kiritimati' });
    try {
      const staff = await loginAs(early.app, early.db, 'admin');
      const categoryId = await insertCategory(early.db);
      const companyId = await insertCompany(early.db);
      const product = await insertProduct(early.db, { categoryId, companyId, price: '40.00', stock: 100 });
      const order = await placeOrder(early.app, product);
      expect((await setStatus(order.id, 'delivered', early.app, staff.headers)).json()).toMatchObject({
        invoice_number: '2027-000001',
      });

      // In Casablanca the same instant is still 2026: that year's own sequence.
      const casablanca = await createTestApp({ shopTimezone: 'Africa/Casablanca' });
      try {
        const clerk = await loginAs(casablanca.app, casablanca.db, 'admin');
        const cat = await insertCategory(casablanca.db);
        const brand = await insertCompany(casablanca.db);
        const item = await insertProduct(casablanca.db, {
          categoryId: cat,
          companyId: brand,
          price: '40.00',
          stock: 100,
        });
        const last = await placeOrder(casablanca.app, item);
        expect((await setStatus(last.id, 'delivered', casablanca.app, clerk.headers)).json()).toMatchObject({
          invoice_number: '2026-000001',
        });
        // The new year starts again at 1, and 2026's counter is kept.
        vi.setSystemTime(new Date('2027-01-01T00:30:00Z'));
        const next = await placeOrder(casablanca.app, item);
        expect((await setStatus(next.id, 'delivered', casablanca.app, clerk.headers)).json()).toMatchObject({
          invoice_number: '2027-000001',
        });
        const counters = await casablanca.db.select().from(invoiceCounters).orderBy(invoiceCounters.year);
        expect(counters).toEqual([
          { year: 2026, lastNumber: 1 },
          { year: 2027, lastNumber: 1 },
        ]);
      } finally {
        await casablanca.close();
      }
    } finally {
      await early.close();
    }
  });
});
