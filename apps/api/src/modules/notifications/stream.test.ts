import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { createTestApp, loginAs, type TestApp, type TestSession } from '../../../test/helpers';
import { openSse } from '../../../test/sse';
import { lastEventId } from './stream';

let t: TestApp;
let admin: TestSession;
let customer: TestSession;
let base: string;

async function insertShopNotification(message: string, userId: number | null = null): Promise<number> {
  const [row] = await t.db
    .insert(notifications)
    .values({ type: 'new_order', message, userId })
    .returning({ id: notifications.id });
  return row!.id;
}

const streamUrl = () => `${base}/api/notifications/stream`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, t.db, 'admin');
  customer = await loginAs(t.app, t.db, 'customer');
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/notifications/stream', () => {
  it('guests get 401 and customers 403, as JSON', async () => {
    const guest = await openSse(streamUrl());
    expect(guest.status).toBe(401);
    expect(guest.body).toEqual({ message: 'Unauthenticated.' });
    const other = await openSse(streamUrl(), { cookie: customer.cookie });
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ message: 'This action is unauthorized.' });
  });

  it('sends each new shop notification as GET /api/notifications lists it, uncompressed', async () => {
    const stream = await openSse(streamUrl(), { cookie: admin.cookie });
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(stream.headers.get('content-encoding')).toBeNull();
      expect(stream.headers.get('cache-control')).toContain('no-cache');
      const id = await insertShopNotification('Amina Benali');
      // A customer's own notification is not the shop's: never streamed.
      await insertShopNotification('private', customer.user.id);
      // Arrives without a new request; how fast is the benchmark's business (npm run bench), and
      // waitFor's 5 s only guards against a stream that never sends it.
      const received = await stream.waitFor((event) => event.id === String(id));
      expect(received.event).toBe('notification');
      const listed = (await t.app.inject({ url: '/api/notifications', headers: admin.headers })).json();
      expect(JSON.parse(received.data)).toEqual(listed.find((n: { id: number }) => n.id === id));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(stream.events.map((event) => JSON.parse(event.data).message)).toEqual(['Amina Benali']);
    } finally {
      stream.close();
    }
  });

  it('resumes after Last-Event-ID: the missed ones first, oldest first, then the live ones', async () => {
    const seen = await insertShopNotification('seen');
    const missed1 = await insertShopNotification('missed 1');
    const missed2 = await insertShopNotification('missed 2');
    const stream = await openSse(streamUrl(), { cookie: admin.cookie, 'last-event-id': String(seen) });
    try {
      await stream.waitFor((event) => event.id === String(missed2));
      const live = await insertShopNotification('live');
      await stream.waitFor((event) => event.id === String(live));
      expect(stream.events.map((event) => Number(event.id))).toEqual([missed1, missed2, live]);
    } finally {
      stream.close();
    }
  });

  it('a closed stream is let go (no subscriber left)', async () => {
    const stream = await openSse(streamUrl(), { cookie: admin.cookie });
    stream.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const id = await insertShopNotification('after close');
    const other = await openSse(streamUrl(), { cookie: admin.cookie, 'last-event-id': String(id - 1) });
    await other.waitFor((event) => event.id === String(id));
    other.close();
  });

  it('a Last-Event-ID that is no notification id: 422', async () => {
    const stream = await openSse(streamUrl(), { cookie: admin.cookie, 'last-event-id': 'abc' });
    expect(stream.status).toBe(422);
    expect(stream.body).toMatchObject({ errors: { 'last-event-id': [expect.any(String)] } });
  });

  it.each([
    [undefined, undefined],
    ['12', 12],
    ['0', null],
    ['-3', null],
    ['abc', null],
    ['1e3', null],
    ['9999999999999999', null],
  ])('Last-Event-ID %s reads as %s', (header, expected) => {
    expect(lastEventId(header)).toBe(expected);
  });
});
