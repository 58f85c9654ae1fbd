import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../../../test/helpers';
import type * as Passwords from './passwords';
import { Browser, loginBrowser, randomGmail } from './test-support';

// Review finding 3: PUT /update-password hashed the new password before checking the grant (so a
// known e-mail answered slower than an unknown one), and neither it nor POST /change_password was
// rate-limited.

// The API tests share one module world per worker (vitest.config.ts, `isolate: false`): this file
// loads its own, so that the app it builds hashes through the counted `hashPassword` below.
const hashes = vi.hoisted(() => {
  vi.resetModules();
  return { count: 0 };
});
vi.mock('./passwords', async (importOriginal) => {
  const real = await importOriginal<typeof Passwords>();
  return {
    ...real,
    hashPassword: async (password: string) => {
      hashes.count += 1;
      return real.hashPassword(password);
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const newPassword = { new_password: 'brand-new-1', new_password_confirmation: 'brand-new-1' };

describe('the count of hashes', () => {
  it('sees the app hash a new password (the other tests read it as zero)', async () => {
    const user = await createUser(t.db, { email: randomGmail('counted') });
    const browser = await loginBrowser(t, user.email, user.password);
    const before = hashes.count;
    const response = await browser.send('POST', '/api/change_password', {
      old_password: user.password,
      ...newPassword,
    });
    expect(response.statusCode).toBe(200);
    expect(hashes.count - before).toBe(1);
  });
});

describe('PUT /api/update-password without a grant', () => {
  it('does the same work for a known and an unknown e-mail: no hash, 403', async () => {
    const user = await createUser(t.db, { email: randomGmail('known') });
    for (const email of [user.email, randomGmail('unknown')]) {
      const browser = new Browser(t);
      await browser.send('GET', '/api/health');
      const before = hashes.count;
      const response = await browser.send('PUT', '/api/update-password', { email, ...newPassword });
      expect(response.statusCode, email).toBe(403);
      expect(hashes.count - before, `hashes for ${email}`).toBe(0);
    }
  });

  it('is limited per browser session: the 11th try in a quarter of an hour is 429', async () => {
    const browser = new Browser(t);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const email = randomGmail('guess');
      statuses.push(
        (await browser.send('PUT', '/api/update-password', { email, ...newPassword })).statusCode,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(403));
    expect(statuses[10]).toBe(429);
  });

  it('is limited per account, whatever the session', async () => {
    const email = randomGmail('target');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push(
        (await new Browser(t).send('PUT', '/api/update-password', { email, ...newPassword })).statusCode,
      );
    }
    expect(statuses[10]).toBe(429);
  });
});

describe('POST /api/change_password', () => {
  it('stops 40 wrong current passwords in a row with 429 after 10', async () => {
    const user = await createUser(t.db, { email: randomGmail('change') });
    const browser = await loginBrowser(t, user.email, user.password);
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      const response = await browser.send('POST', '/api/change_password', {
        old_password: `wrong-${i}`,
        ...newPassword,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(422));
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
  });

  it('shares its count with PUT /update-user-info: 5 wrong tries on each, then both answer 429', async () => {
    const user = await createUser(t.db, { email: randomGmail('both') });
    const browser = await loginBrowser(t, user.email, user.password);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const change = await browser.send('POST', '/api/change_password', {
        old_password: `wrong-${i}`,
        ...newPassword,
      });
      const update = await browser.send('PUT', '/api/update-user-info', {
        full_name: 'Amina',
        email: randomGmail('moving'),
        city: 'Dakhla',
        current_password: `wrong-${i}`,
      });
      statuses.push(change.statusCode, update.statusCode);
    }
    expect(statuses).toEqual(Array(10).fill(422));
    const change = await browser.send('POST', '/api/change_password', {
      old_password: 'wrong',
      ...newPassword,
    });
    expect(change.statusCode).toBe(429);
    const update = await browser.send('PUT', '/api/update-user-info', {
      full_name: 'Amina',
      email: randomGmail('moving'),
      city: 'Dakhla',
      current_password: 'wrong',
    });
    expect(update.statusCode).toBe(429);
  });
});
