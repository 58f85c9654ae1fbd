import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOfDay, startOfMonth, startOfWeek, dayOfWeek, dateInZone } from '@parashop/shared';
import { orderItems, orders } from '../../db/schema';
import { orderPage } from './list';
import { createTestApp, guestHeaders, loginAs, type TestApp, type TestSession } from '../../../test/helpers';

/**
 * GET /api/orders with `page` and the screen's filters, and GET /api/orders/export.csv, on a hand-built
 * set of orders on both sides of the shop's local midnight, of the week's start (Sunday) and of the
 * month's start. Each boundary has its own distance (today 3 s, the week 2 s, the month 1 s after; 1, 2
 * and 3 s before): on a Sunday the day and the week start at the same instant, on the 1st the month
 * too, and no two orders may share a time (the list's order and "today's newest" would then depend on
 * the tie).
 */

const ZONE = 'Africa/Casablanca';
let t: TestApp;
let admin: TestSession;
let customer: TestSession;

type Seed = {
  name: string;
  phone: string;
  status?: string;
  confirmation?: string;
  at: Date;
  total?: string;
};
const seeded: Array<Seed & { id: number; number: string }> = [];

const SECOND = 1000;
const now = new Date();
const today = startOfDay(now, ZONE);
const week = startOfWeek(now, ZONE, 'sunday');
const month = startOfMonth(now, ZONE);

async function insertOrder(seed: Seed, index: number) {
  const number = `CMD-T-${String(index).padStart(4, '0')}`;
  const total = seed.total ?? '100.00';
  const [row] = await t.db
    .insert(orders)
    .values({
      orderNumber: number,
      status: seed.status ?? 'pending',
      confirmationStatus: seed.confirmation ?? 'unconfirmed',
      name: seed.name,
      phoneNumber: seed.phone,
      address: '1 Rue, "B"',
      city: 'Dakhla',
      subtotal: total,
      deliveryFee: '0',
      deliveryDiscount: '0',
      totalOrder: total,
      createdAt: seed.at,
    })
    .returning({ id: orders.id });
  await t.db.insert(orderItems).values({
    orderId: row!.id,
    targetName: 'product',
    targetId: 1,
    name: 'Crème solaire',
    quantity: 2,
    unitPrice: '50.00',
    totalPrice: '100.00',
    components: [],
  });
  seeded.push({ ...seed, id: row!.id, number });
}

const get = (query: string, headers = admin.headers) =>
  t.app.inject({ method: 'GET', url: `/api/orders${query}`, headers });

beforeAll(async () => {
  t = await createTestApp({ shopTimezone: ZONE });
  admin = await loginAs(t.app, t.db, 'admin');
  customer = await loginAs(t.app, t.db, 'customer');
  const seeds: Seed[] = [
    {
      name: 'Hélène Dupont',
      phone: '0612345678',
      at: new Date(today.getTime() + 3 * SECOND),
      status: 'delivered',
      total: '250.50',
    },
    {
      name: 'Amina Benali',
      phone: '0698765432',
      at: new Date(today.getTime() - SECOND),
      confirmation: 'confirmed',
    },
    {
      name: 'Youssef Alami',
      phone: '0611111111',
      at: new Date(week.getTime() + 2 * SECOND),
      status: 'cancelled',
    },
    { name: '=HYPERLINK("x")', phone: '+212622222222', at: new Date(week.getTime() - 2 * SECOND) },
    {
      name: 'Sara 100%',
      phone: '0633333333',
      at: new Date(month.getTime() + SECOND),
      status: 'delivered',
      total: '80.00',
    },
    { name: '-Karim', phone: '0644444444', at: new Date(month.getTime() - 3 * SECOND), status: 'returned' },
    { name: '@Nadia', phone: '0655555555', at: new Date(month.getTime() - 40 * 86_400 * SECOND) },
  ];
  for (const [index, seed] of seeds.entries()) await insertOrder(seed, index + 1);
});

afterAll(async () => {
  await t?.close();
});

const from = (instant: Date) => seeded.filter((order) => order.at >= instant).length;

describe('GET /api/orders with page', () => {
  it('answers one page, the total and the stat cards over every order', async () => {
    const response = await get('?page=1&per_page=5');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 7, page: 1, per_page: 5 });
    expect(body.stats).toEqual({ total: 7, pending: 3, delivered: 2, delivered_revenue: 330.5 });
    expect(body.data).toHaveLength(5);
    const newestFirst = [...seeded].sort((a, b) => b.at.getTime() - a.at.getTime());
    expect(body.data.map((order: { id: number }) => order.id)).toEqual(
      newestFirst.slice(0, 5).map((o) => o.id),
    );
    expect(body.data[0].order_items[0]).toMatchObject({ quantity: 2, target: { name: 'Crème solaire' } });
    const second = (await get('?page=2&per_page=5')).json();
    expect(second.data.map((order: { id: number }) => order.id)).toEqual(
      newestFirst.slice(5).map((o) => o.id),
    );
    expect((await get('?page=9&per_page=5')).json()).toMatchObject({ data: [], total: 7, page: 9 });
  });

  it('a deep page read from the oldest end holds the rows the newest end gives, in the same order', async () => {
    const filters = { q: '', status: 'all', period: 'all', confirmation: 'all' } as const;
    const now = new Date();
    for (const perPage of [2, 3, 5]) {
      for (let page = 1; page <= 5; page++) {
        const paging = { page, perPage };
        const near = await orderPage(t.db, filters, paging, now, 'Africa/Casablanca', Infinity);
        const deep = await orderPage(t.db, filters, paging, now, 'Africa/Casablanca', 0);
        expect(
          deep.data.map((order) => order.id),
          `page ${page} of ${perPage}`,
        ).toEqual(near.data.map((order) => order.id));
        expect(deep.total).toBe(7);
      }
    }
    const pending = { ...filters, status: 'pending' } as const;
    const last = await orderPage(t.db, pending, { page: 2, perPage: 2 }, now, 'Africa/Casablanca', 0);
    expect(last.data.map((order) => order.id)).toEqual(
      (await orderPage(t.db, pending, { page: 2, perPage: 2 }, now, 'Africa/Casablanca', Infinity)).data.map(
        (order) => order.id,
      ),
    );
  });

  it('without page answers the whole list as before', async () => {
    const body = (await get('')).json();
    expect(Array.isArray(body)).toBe(true);
    expect(body).toHaveLength(7);
  });

  it('today, this week (from Sunday) and this month in the shop time zone', async () => {
    expect(dayOfWeek(dateInZone(week, ZONE))).toBe(0);
    for (const [period, start] of [
      ['today', today],
      ['week', week],
      ['month', month],
    ] as const) {
      const body = (await get(`?page=1&per_page=50&period=${period}`)).json();
      expect(body.total, period).toBe(from(start));
      expect(body.stats.total).toBe(7);
    }
    expect((await get('?page=1&period=today')).json().data[0].name).toBe('Hélène Dupont');
    expect((await get('?period=today')).json()).toHaveLength(from(today));
  });

  it('filters by status and confirmation', async () => {
    expect((await get('?page=1&status=delivered')).json().total).toBe(2);
    expect((await get('?page=1&status=cancelled')).json().data[0].name).toBe('Youssef Alami');
    expect(
      (await get('?page=1&confirmation=confirmed')).json().data.map((o: { name: string }) => o.name),
    ).toEqual(['Amina Benali']);
    expect((await get('?page=1&status=delivered&confirmation=confirmed')).json().total).toBe(0);
  });

  it('searches the number, the name without accents and the phone as typed', async () => {
    const names = async (q: string) =>
      (await get(`?page=1&per_page=50&q=${encodeURIComponent(q)}`))
        .json()
        .data.map((o: { name: string }) => o.name);
    expect(await names('helene')).toEqual(['Hélène Dupont']);
    expect(await names('HÉLÈNE')).toEqual(['Hélène Dupont']);
    expect(await names('cmd-t-0003')).toEqual(['Youssef Alami']);
    expect(await names('06 12-34')).toEqual(['Hélène Dupont']);
    expect(await names('2126222')).toEqual(['=HYPERLINK("x")']);
    expect(await names('100%')).toEqual(['Sara 100%']);
    expect(await names('%')).toEqual(['Sara 100%']);
    expect(await names('_')).toEqual([]);
    expect(await names('nobody')).toEqual([]);
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=1.5', 'page'],
    ['page=1&per_page=7', 'per_page'],
    ['page=1&status=lost', 'status'],
    ['page=1&period=year', 'period'],
    ['page=1&confirmation=maybe', 'confirmation'],
    [`page=1&q=${'x'.repeat(101)}`, 'q'],
    ['page=1&page=2', 'page'],
  ])('%s: 422 on %s', async (query, field) => {
    const response = await get(`?${query}`);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });

  it('guests get 401, customers 403', async () => {
    expect((await get('?page=1', guestHeaders())).statusCode).toBe(401);
    expect((await get('?page=1', customer.headers)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/orders/export.csv', headers: guestHeaders() })).statusCode).toBe(
      401,
    );
    expect(
      (await t.app.inject({ url: '/api/orders/export.csv', headers: customer.headers })).statusCode,
    ).toBe(403);
  });
});

describe('GET /api/orders/export.csv', () => {
  it('a UTF-8 CSV with BOM, header row, one row per filtered order, formulas neutralised', async () => {
    const response = await t.app.inject({
      url: '/api/orders/export.csv?status=pending',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="orders-${dateInZone(new Date(), ZONE)}.csv"`,
    );
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(
      'Order number,Date,Customer,Phone,City,Address,Items,Subtotal,Delivery fee,Total,Status,Confirmation',
    );
    const rows = lines.slice(1, -1);
    const pending = seeded.filter((order) => (order.status ?? 'pending') === 'pending');
    expect(rows).toHaveLength(pending.length);
    const hyperlink = rows.find((row) => row.includes('HYPERLINK'));
    expect(hyperlink).toContain(
      // Statuses in the staff member's words, phones grouped (decisions 205, 206).
      `"'=HYPERLINK(""x"")",06 22 22 22 22,Dakhla,"1 Rue, ""B""",2 × Crème solaire,100.00,0.00,100.00,Pending,To confirm`,
    );
    expect(rows.find((row) => row.includes('Nadia'))).toContain(",'@Nadia,");
    const amina = seeded.find((order) => order.name === 'Amina Benali')!;
    const local = new Intl.DateTimeFormat('sv-SE', {
      timeZone: ZONE,
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(amina.at);
    expect(rows.find((row) => row.includes('Amina'))).toBe(
      `${amina.number},${local},Amina Benali,06 98 76 54 32,Dakhla,"1 Rue, ""B""",2 × Crème solaire,100.00,0.00,100.00,Pending,Confirmed`,
    );
    const returned = await t.app.inject({
      url: '/api/orders/export.csv?status=returned',
      headers: admin.headers,
    });
    expect(returned.body).toContain(",'-Karim,");
  });

  it('bad filters: 422', async () => {
    const response = await t.app.inject({
      url: '/api/orders/export.csv?period=decade',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.period).toBeDefined();
  });
});
