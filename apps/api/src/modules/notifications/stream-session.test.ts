import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, sessions, users } from '../../db/schema';
import { createTestApp, loginAs, type TestApp } from '../../../test/helpers';
import { openSse, type SseStream } from '../../../test/sse';

// Review finding 26.5: the admin's live stream kept delivering new orders after its session logged
// out. The session is checked at each heartbeat (here every 100 ms); the stream also has a capped life.

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ streamHeartbeatMs: 100, streamMaxLifetimeMs: 10 * 60 * 1000 });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  // A bound against a hang on a loaded machine, not a speed requirement.
}, 180_000);

afterAll(async () => {
  await t?.close();
});

const open = (cookie: string) => openSse(`${base}/api/notifications/stream`, { cookie });

/** Resolves true when the stream ends within a generous bound (a bound against a hang, not a speed test). */
async function endsWithin(stream: SseStream, ms = 10_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const result = await Promise.race([
    stream.ended.then(() => true),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), ms);
    }),
  ]);
  clearTimeout(timer);
  return result;
}

async function notify(message: string): Promise<number> {
  const [row] = await t.db.insert(notifications).values({ type: 'new_order', message }).returning();
  return row!.id;
}

describe('the live stream ends with its session', () => {
  it('stays open while the session lives: heartbeats keep coming', async () => {
    const admin = await loginAs(t.app, t.db, 'admin');
    const stream = await open(admin.cookie);
    try {
      expect(stream.status).toBe(200);
      const id = await notify('still signed in');
      await stream.waitFor((event) => event.id === String(id));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(stream.comments.filter((c) => c === 'heartbeat').length).toBeGreaterThan(0);
      expect(await endsWithin(stream, 300)).toBe(false);
    } finally {
      stream.close();
    }
  });

  it('ends after logout, and a new order after it is not delivered', async () => {
    const admin = await loginAs(t.app, t.db, 'admin');
    const stream = await open(admin.cookie);
    expect(stream.status).toBe(200);
    const logout = await t.app.inject({ method: 'POST', url: '/api/logout', headers: admin.headers });
    expect(logout.statusCode).toBe(200);
    expect(await endsWithin(stream)).toBe(true);
    await notify('after logout');
    expect(stream.events.map((event) => JSON.parse(event.data).message)).not.toContain('after logout');
  });

  it('ends when the session expires', async () => {
    const admin = await loginAs(t.app, t.db, 'admin');
    const stream = await open(admin.cookie);
    expect(stream.status).toBe(200);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, admin.user.id));
    expect(await endsWithin(stream)).toBe(true);
  });

  it('ends when the account is no longer an admin', async () => {
    const admin = await loginAs(t.app, t.db, 'admin');
    const stream = await open(admin.cookie);
    expect(stream.status).toBe(200);
    await t.db.update(users).set({ roleId: 2 }).where(eq(users.id, admin.user.id));
    expect(await endsWithin(stream)).toBe(true);
  });

  it('has a capped lifetime even while the session lives', async () => {
    const admin = await loginAs(t.app, t.db, 'admin');
    t.config.streamMaxLifetimeMs = 1000;
    try {
      const stream = await open(admin.cookie);
      expect(stream.status).toBe(200);
      expect(await endsWithin(stream)).toBe(true);
      // The session is still good: the browser's reconnection is served again.
      const again = await open(admin.cookie);
      expect(again.status).toBe(200);
      again.close();
    } finally {
      t.config.streamMaxLifetimeMs = 10 * 60 * 1000;
    }
  });
});
