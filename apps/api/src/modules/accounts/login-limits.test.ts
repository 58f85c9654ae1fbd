import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../../../test/helpers';
import { freePort } from '../../../test/hardening/support/server-process';
import { DEFAULT_LOGIN_LIMITS, lockAfter } from './login-limits';
import { Browser, randomGmail, randomIp } from './test-support';

// Review finding 1: sign-in limits counted every attempt, successes included, so an admin signing in
// six times a minute, or ten shoppers behind one mobile-network address, got 429. Only failures count.

const ADDRESS_FAILURES = 12;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginFailuresPerAddress: ADDRESS_FAILURES });
});
afterAll(async () => t?.close());
afterEach(() => {
  vi.useRealTimers();
});

const login = (browser: Browser, email: string, password: string) =>
  browser.send('POST', '/api/login', { email, password });

describe('sign-in limits', () => {
  it('15 successful sign-ins in a minute from one address: never 429', async () => {
    const ip = randomIp();
    const user = await createUser(t.db, { email: randomGmail('often') });
    const statuses: number[] = [];
    for (let i = 0; i < 15; i += 1)
      statuses.push((await login(new Browser(t, { ip }), user.email, user.password)).statusCode);
    expect(statuses).toEqual(Array(15).fill(200));
  });

  it('many shoppers behind one address sign in, each once: never 429', async () => {
    const ip = randomIp();
    const shoppers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => createUser(t.db, { email: randomGmail(`nat${i}`) })),
    );
    for (const shopper of shoppers) {
      expect((await login(new Browser(t, { ip }), shopper.email, shopper.password)).statusCode).toBe(200);
    }
  });

  it("a successful sign-in clears the account's failures", async () => {
    const user = await createUser(t.db, { email: randomGmail('clears') });
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < 4; i += 1)
        expect((await login(new Browser(t), user.email, 'wrong-pass')).statusCode).toBe(422);
      expect((await login(new Browser(t), user.email, user.password)).statusCode).toBe(200);
    }
  });

  it('the lock grows: 1 minute after the 5th failure, 2 after the 6th, up to an hour', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
    const user = await createUser(t.db, { email: randomGmail('grows') });
    for (let i = 0; i < 5; i += 1)
      expect((await login(new Browser(t), user.email, 'wrong-pass')).statusCode).toBe(422);
    const first = await login(new Browser(t), user.email, user.password);
    expect(first.statusCode).toBe(429);
    expect(Number(first.headers['retry-after'])).toBe(60);

    vi.setSystemTime(new Date('2026-11-25T10:01:01Z'));
    expect((await login(new Browser(t), user.email, 'wrong-again')).statusCode).toBe(422);
    const second = await login(new Browser(t), user.email, user.password);
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBe(120);

    vi.setSystemTime(new Date('2026-11-25T10:03:02Z'));
    expect((await login(new Browser(t), user.email, user.password)).statusCode).toBe(200);
    expect(lockAfter(4, DEFAULT_LOGIN_LIMITS)).toBe(0);
    expect(lockAfter(7, DEFAULT_LOGIN_LIMITS)).toBe(4 * 60_000);
    expect(lockAfter(40, DEFAULT_LOGIN_LIMITS)).toBe(60 * 60_000);
  });

  it('failed sign-ins from one address are limited (LOGIN_FAILURES_PER_ADDRESS), successes elsewhere go on', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i <= ADDRESS_FAILURES; i += 1) {
      statuses.push((await login(new Browser(t, { ip }), randomGmail('spray'), 'whatever1')).statusCode);
    }
    expect(statuses.slice(0, ADDRESS_FAILURES)).toEqual(Array(ADDRESS_FAILURES).fill(422));
    expect(statuses[ADDRESS_FAILURES]).toBe(429);
    const user = await createUser(t.db, { email: randomGmail('elsewhere') });
    expect((await login(new Browser(t), user.email, user.password)).statusCode).toBe(200);
  });

  it('an IPv6 client counts by its /64: changing the last bits does not reset the count', async () => {
    const prefix = `2a02:4780:${Math.floor(Math.random() * 0xffff).toString(16)}:1`;
    const statuses: number[] = [];
    for (let i = 0; i <= ADDRESS_FAILURES; i += 1) {
      const browser = new Browser(t, { ip: `${prefix}::${(i + 1).toString(16)}` });
      statuses.push((await login(browser, randomGmail('v6'), 'whatever1')).statusCode);
    }
    expect(statuses[ADDRESS_FAILURES]).toBe(429);
  });
});

describe('sign-in limits while Redis does not answer', () => {
  let offline: TestApp;
  beforeAll(async () => {
    // A port nothing listens on: the shop was configured with a Redis that is down.
    const port = await freePort();
    offline = await createTestApp({ redisUrl: `redis://127.0.0.1:${port}` });
  });
  afterAll(async () => offline?.close());

  it('staff still sign in, and five wrong passwords still lock the account (counted in memory)', async () => {
    const user = await createUser(offline.db, { email: randomGmail('no-redis') });
    expect((await login(new Browser(offline), user.email, user.password)).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1)
      expect((await login(new Browser(offline), user.email, 'wrong-pass')).statusCode).toBe(422);
    const locked = await login(new Browser(offline), user.email, user.password);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBe(60);
  });
});
