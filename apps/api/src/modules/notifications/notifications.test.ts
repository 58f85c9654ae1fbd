import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { createTestApp, guestHeaders, loginAs, type TestApp, type TestSession } from '../../../test/helpers';
import { READ_NOTIFICATIONS_LISTED } from './repository';

let t: TestApp;
let admin: TestSession;
let amina: TestSession;
let youssef: TestSession;

async function insertNotification(values: {
  type: string;
  message: string;
  userId?: number | null;
  isRead?: boolean;
  createdAt?: Date;
}): Promise<number> {
  const [row] = await t.db
    .insert(notifications)
    .values({ userId: null, isRead: false, ...values })
    .returning({ id: notifications.id });
  return row!.id;
}

const get = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/notifications', headers });
const put = (id: number | string, headers: Record<string, string>) =>
  t.app.inject({ method: 'PUT', url: `/api/notifications/${id}`, headers });
const del = (id: number | string, headers: Record<string, string>) =>
  t.app.inject({ method: 'DELETE', url: `/api/notifications/${id}`, headers });

let shopLow: number;
let shopOrder: number;
let aminaNote: number;
let youssefNote: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, t.db, 'admin');
  amina = await loginAs(t.app, t.db, 'customer');
  youssef = await loginAs(t.app, t.db, 'customer');
  shopLow = await insertNotification({
    type: 'low_stock',
    message: 'Sun Cream',
    createdAt: new Date('2026-06-01T10:00:00Z'),
  });
  shopOrder = await insertNotification({
    type: 'new_order',
    message: 'Amina Benali',
    createdAt: new Date('2026-06-02T10:00:00Z'),
  });
  aminaNote = await insertNotification({
    type: 'general',
    message: 'Your order CMD-20260602-0001 is now delivered.',
    userId: amina.user.id,
    createdAt: new Date('2026-06-03T10:00:00Z'),
  });
  youssefNote = await insertNotification({
    type: 'general',
    message: 'Your order CMD-20260602-0002 is now cancelled.',
    userId: youssef.user.id,
    createdAt: new Date('2026-06-03T11:00:00Z'),
  });
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/notifications', () => {
  it("admins see the shop's notifications, newest first", async () => {
    const response = await get(admin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: shopOrder,
        type: 'new_order',
        message: 'Amina Benali',
        is_read: false,
        created_at: '2026-06-02T10:00:00.000Z',
        // No order was placed at that instant under that name (decision 176).
        order: null,
      },
      {
        id: shopLow,
        type: 'low_stock',
        message: 'Sun Cream',
        is_read: false,
        created_at: '2026-06-01T10:00:00.000Z',
      },
    ]);
  });

  it('a customer sees only their own, none of the shop', async () => {
    expect((await get(amina.headers)).json()).toEqual([
      expect.objectContaining({ id: aminaNote, type: 'general', is_read: false }),
    ]);
    expect((await get(youssef.headers)).json()).toEqual([expect.objectContaining({ id: youssefNote })]);
  });

  it('guests get 401', async () => {
    expect((await get(guestHeaders())).statusCode).toBe(401);
  });
});

describe('PUT and DELETE /api/notifications/{id}', () => {
  it('marks one read; it stays listed as read', async () => {
    const response = await put(aminaNote, amina.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: aminaNote, is_read: true });
    expect((await get(amina.headers)).json()[0]).toMatchObject({ id: aminaNote, is_read: true });
  });

  it("someone else's notification is 404 and untouched", async () => {
    for (const [id, headers] of [
      [youssefNote, amina.headers],
      [shopLow, amina.headers],
      [aminaNote, admin.headers],
    ] as const) {
      expect((await put(id, headers)).statusCode).toBe(404);
      expect((await del(id, headers)).statusCode).toBe(404);
    }
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, youssefNote));
    expect(row?.isRead).toBe(false);
    expect((await get(admin.headers)).json()).toHaveLength(2);
  });

  it('an admin marks and deletes a shop notification', async () => {
    const id = await insertNotification({ type: 'out_of_stock', message: 'Eye Contour' });
    expect((await put(id, admin.headers)).json()).toMatchObject({ id, is_read: true, type: 'out_of_stock' });
    const deleted = await del(id, admin.headers);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Notification deleted.' });
    expect((await del(id, admin.headers)).statusCode).toBe(404);
    expect((await get(admin.headers)).json().map((n: { id: number }) => n.id)).not.toContain(id);
  });

  it('a customer deletes their own', async () => {
    const id = await insertNotification({ type: 'general', message: 'Hello', userId: youssef.user.id });
    expect((await del(id, youssef.headers)).statusCode).toBe(200);
    expect((await get(youssef.headers)).json().map((n: { id: number }) => n.id)).toEqual([youssefNote]);
  });

  it.each([['abc'], ['0'], ['-1'], ['1.5'], ['99999999999']])('id %s: 404', async (id) => {
    expect((await put(id, admin.headers)).statusCode).toBe(404);
    expect((await del(id, admin.headers)).statusCode).toBe(404);
  });

  it('guests get 401 (with the CSRF token) and 419 without it', async () => {
    expect((await put(shopLow, guestHeaders())).statusCode).toBe(401);
    expect((await del(shopLow, guestHeaders())).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: `/api/notifications/${shopLow}` })).statusCode).toBe(
      419,
    );
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, shopLow));
    expect(row?.isRead).toBe(false);
  });
});

describe('a long history', () => {
  it(`lists every unread notification but only the latest ${READ_NOTIFICATIONS_LISTED} read ones`, async () => {
    const customer = await loginAs(t.app, t.db, 'customer');
    const base = Date.parse('2026-01-01T00:00:00Z');
    await t.db.insert(notifications).values(
      Array.from({ length: READ_NOTIFICATIONS_LISTED + 30 }, (_, i) => ({
        type: 'general',
        message: `read ${i}`,
        isRead: true,
        userId: customer.user.id,
        createdAt: new Date(base + i * 60_000),
      })),
    );
    const unreadOld = await insertNotification({
      type: 'general',
      message: 'old but unread',
      userId: customer.user.id,
      createdAt: new Date('2025-01-01T00:00:00Z'),
    });
    const list = (await get(customer.headers)).json();
    expect(list).toHaveLength(READ_NOTIFICATIONS_LISTED + 1);
    expect(list.at(-1)).toMatchObject({ id: unreadOld, is_read: false });
    expect(list[0].message).toBe(`read ${READ_NOTIFICATIONS_LISTED + 29}`);
  });
});
