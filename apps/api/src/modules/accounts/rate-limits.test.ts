import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../../../test/helpers';
import { Browser, randomGmail, randomIp } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const TOO_MANY = { message: 'Too many attempts. Please try again later.' };

describe('rate limits', () => {
  it('login: 5 wrong passwords in a row lock the account, from any address', async () => {
    const user = await createUser(t.db, { email: randomGmail('limited') });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await new Browser(t).send('POST', '/api/login', {
        email: user.email,
        password: 'wrong-pass',
      });
      expect(response.statusCode, `try ${attempt}`).toBe(422);
    }
    const blocked = await new Browser(t).send('POST', '/api/login', {
      email: user.email,
      password: user.password,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not affected.
    const other = await createUser(t.db, { email: randomGmail('free') });
    expect(
      (await new Browser(t).send('POST', '/api/login', { email: other.email, password: other.password }))
        .statusCode,
    ).toBe(200);
  });

  it('forgot-password: 3 a minute per e-mail', async () => {
    const email = randomGmail('forgot');
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await new Browser(t).send('POST', '/api/forgot-password', { email })).statusCode).toBe(200);
    }
    const blocked = await new Browser(t).send('POST', '/api/forgot-password', { email });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
  });

  it('register: 3 a minute per e-mail', async () => {
    const email = randomGmail('again');
    const payload = {
      full_name: 'A',
      email,
      city: 'Dakhla',
      password: 'secret12',
      password_confirmation: 'secret12',
    };
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await new Browser(t).send('POST', '/api/register', payload)).statusCode).toBe(201);
    }
    expect((await new Browser(t).send('POST', '/api/register', payload)).statusCode).toBe(429);
  });

  it('verify-email and verify-user: 10 a minute per address', async () => {
    for (const [url, idField] of [
      ['/api/verify-email', 'pending_user_id'],
      ['/api/verify-user', 'user_id'],
    ] as const) {
      const ip = randomIp();
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        const response = await new Browser(t, { ip }).send('POST', url, {
          code: '123456',
          [idField]: `ticket-${attempt}`,
        });
        expect(response.statusCode, `${url} try ${attempt}`).toBe(422);
      }
      const blocked = await new Browser(t, { ip }).send('POST', url, {
        code: '123456',
        [idField]: 'ticket-x',
      });
      expect(blocked.statusCode, url).toBe(429);
      expect(blocked.json()).toEqual(TOO_MANY);
    }
  });
});
