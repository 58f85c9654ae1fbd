import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateInZone, dayOfWeek, startOfDay, startOfMonth, startOfWeek } from '@parashop/shared';
import { orders, users } from '../../db/schema';
import { createUser, guestHeaders, loginAs, type TestApp, type TestSession } from '../../../test/helpers';
import { createTestApp } from '../../../test/helpers';

/** GET /api/customers with `page` and the joined filter (week from Monday), and its CSV export. */

const ZONE = 'Africa/Casablanca';
const SECOND = 1000;
const now = new Date();
const today = startOfDay(now, ZONE);
const week = startOfWeek(now, ZONE, 'monday');
const month = startOfMonth(now, ZONE);

let t: TestApp;
let admin: TestSession;
let customer: TestSession;
const joined: Date[] = [];

async function customerJoined(at: Date, fullName: string, city = 'Dakhla', phone?: string) {
  const user = await createUser(t.db, { fullName, city });
  await t.db.update(users).set({ createdAt: at }).where(eq(users.id, user.id));
  joined.push(at);
  if (phone) {
    await t.db.insert(orders).values({
      orderNumber: `CMD-C-${user.id}`,
      status: 'delivered',
      name: fullName,
      phoneNumber: phone,
      address: 'x',
      city,
      subtotal: '120.00',
      deliveryFee: '0',
      deliveryDiscount: '0',
      totalOrder: '120.00',
      userId: user.id,
      createdAt: at,
    });
  }
  return user;
}

const get = (query: string, headers = admin.headers) =>
  t.app.inject({ method: 'GET', url: `/api/customers${query}`, headers });

beforeAll(async () => {
  t = await createTestApp({ shopTimezone: ZONE });
  admin = await loginAs(t.app, t.db, 'admin');
  customer = await loginAs(t.app, t.db, await createUser(t.db, { fullName: 'Old Customer' }));
  await t.db
    .update(users)
    .set({ createdAt: new Date(month.getTime() - 90 * 86_400 * SECOND) })
    .where(eq(users.id, customer.user.id));
  joined.push(new Date(month.getTime() - 90 * 86_400 * SECOND));
  // Two seconds past midnight: on a Monday (the 1st), today begins the week (the month) too, and she
  // stays the newest of those who joined just after each start.
  await customerJoined(new Date(today.getTime() + 2 * SECOND), 'Hélène Dupont', 'Agadïr', '06 12 34 56 78');
  await customerJoined(new Date(today.getTime() - SECOND), 'Amina Benali');
  await customerJoined(new Date(week.getTime() + SECOND), 'Youssef Alami');
  await customerJoined(new Date(week.getTime() - SECOND), '=cmd|calc');
  await customerJoined(new Date(month.getTime() + SECOND), 'Sara Idrissi', 'Laayoune');
  await customerJoined(new Date(month.getTime() - SECOND), 'Karim Tazi');
});

afterAll(async () => {
  await t?.close();
});

const from = (instant: Date) => joined.filter((at) => at >= instant).length;

describe('GET /api/customers with page', () => {
  it('one page of 10, the total under the filters and the count of every customer', async () => {
    const body = (await get('?page=1')).json();
    expect(body).toMatchObject({ total: 7, page: 1, per_page: 10, stats: { total: 7 } });
    expect(body.data[0]).toMatchObject({
      name: 'Hélène Dupont',
      phone: '06 12 34 56 78',
      total_orders: 1,
      total_spent: 120,
      average_spent: 120,
      last_order: new Date(today.getTime() + 2 * SECOND).toISOString(),
    });
    expect(body.data.at(-1).name).toBe('Old Customer');
    expect(Array.isArray((await get('')).json())).toBe(true);
    expect((await get('')).json()).toHaveLength(7);
  });

  it('joined today, this week (from Monday), this month in the shop time zone', async () => {
    expect(dayOfWeek(dateInZone(week, ZONE))).toBe(1);
    expect((await get('?page=1&joined=today')).json().total).toBe(from(today));
    expect((await get('?page=1&joined=week')).json().total).toBe(from(week));
    expect((await get('?page=1&joined=month')).json().total).toBe(from(month));
    expect((await get('?joined=today')).json()).toHaveLength(from(today));
  });

  it('searches name, e-mail, city without accents, and the phone as typed', async () => {
    const names = async (q: string) =>
      (await get(`?page=1&q=${encodeURIComponent(q)}`)).json().data.map((c: { name: string }) => c.name);
    expect(await names('HELENE')).toEqual(['Hélène Dupont']);
    expect(await names('agadir')).toEqual(['Hélène Dupont']);
    expect(await names('0612-345')).toEqual(['Hélène Dupont']);
    expect(await names('laayoune')).toEqual(['Sara Idrissi']);
    expect(await names(customer.user.email.toUpperCase())).toEqual(['Old Customer']);
  });

  it.each([
    ['page=0', 'page'],
    ['page=1&per_page=25', 'per_page'],
    ['page=1&joined=year', 'joined'],
  ])('%s: 422 on %s', async (query, field) => {
    const response = await get(`?${query}`);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });

  it('guests 401, customers 403', async () => {
    expect((await get('?page=1', guestHeaders())).statusCode).toBe(401);
    expect((await get('?page=1', customer.headers)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: '/api/customers/export.csv', headers: customer.headers })).statusCode,
    ).toBe(403);
  });
});

describe('GET /api/customers/export.csv', () => {
  it('BOM, header, one row per filtered customer, formulas neutralised', async () => {
    const response = await t.app.inject({
      url: '/api/customers/export.csv?joined=month',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="customers-${dateInZone(new Date(), ZONE)}.csv"`,
    );
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Name,Email,Phone,City,Joined,Orders,Delivered total,Average delivered order,Last order',
    );
    expect(lines.slice(1, -1)).toHaveLength(from(month));
    expect(lines[1]).toMatch(
      /^Hélène Dupont,[^,]+,06 12 34 56 78,Agadïr,\d{4}-\d\d-\d\d \d\d:\d\d,1,120.00,120.00,/,
    );
    expect(lines.find((line) => line.includes('calc'))).toMatch(/^'=cmd\|calc,/);
  });

  it('a search holding a NUL (PostgreSQL text cannot) is searched without it, in the list and the file', async () => {
    for (const url of [
      '/api/customers/export.csv?q=%00',
      '/api/customers?page=1&q=H%00%C3%A9l%C3%A8ne',
      '/api/orders/export.csv?q=%00',
      '/api/orders?page=1&q=%00',
    ]) {
      const response = await t.app.inject({ url, headers: admin.headers });
      expect(response.statusCode, url).toBe(200);
    }
    const named = await t.app.inject({
      url: '/api/customers?page=1&q=H%00%C3%A9l%C3%A8ne',
      headers: admin.headers,
    });
    expect(named.json<{ data: { name: string }[] }>().data.map((row) => row.name)).toContain('Hélène Dupont');
  });
});

describe('GET /api/customers, pages past the first', () => {
  it('each page holds the next customers newest first, filtered or not, with their figures', async () => {
    // 21 more customers, one every 10 minutes back from yesterday; some of them are "Zineb".
    const yesterday = today.getTime() - 86_400 * SECOND;
    for (let i = 0; i < 21; i++) {
      const at = new Date(yesterday - i * 600 * SECOND);
      await customerJoined(
        at,
        i % 3 === 0 ? `Zineb ${i}` : `Omar ${i}`,
        'Dakhla',
        i === 9 ? '0677 000 009' : undefined,
      );
    }
    const all = (await get('')).json() as Array<{ id: number; name: string }>;
    expect(all).toHaveLength(28);
    const pages = [];
    for (let page = 1; page <= 4; page++) pages.push((await get(`?page=${page}`)).json());
    expect(pages.map((body) => body.total)).toEqual([28, 28, 28, 28]);
    expect(pages.flatMap((body) => body.data.map((c: { id: number }) => c.id))).toEqual(all.map((c) => c.id));
    expect(pages[3].data).toEqual([]);
    const zineb9 = pages[1].data.find((c: { name: string }) => c.name === 'Zineb 9');
    expect(zineb9).toMatchObject({ phone: '0677 000 009', total_orders: 1, total_spent: 120 });

    const zinebs = all.filter((c) => c.name.startsWith('Zineb')).map((c) => c.id);
    expect(zinebs).toHaveLength(7);
    const second = (await get('?page=2&q=zineb')).json();
    expect(second).toMatchObject({ total: 7, page: 2 });
    expect(second.data).toEqual([]);
    expect((await get('?page=1&q=zineb')).json().data.map((c: { id: number }) => c.id)).toEqual(zinebs);
  });
});
