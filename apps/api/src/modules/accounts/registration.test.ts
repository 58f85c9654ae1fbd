import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { pendingRegistrations, users, verificationCodes } from '../../db/schema';
import {
  Browser,
  latestCode,
  mailsTo,
  otherCode,
  randomGmail,
  registerCustomer,
  startRegistration,
} from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const WRONG_CODE = 'The verification code is invalid or has expired.';

describe('POST /api/register', () => {
  it('keeps the account pending and mails a 6-digit code (French and English, text and HTML)', async () => {
    const browser = new Browser(t);
    const response = await browser.send('POST', '/api/register', {
      full_name: '  Amina Test ',
      email: '  Amina.Reg@Gmail.com ',
      city: 'Dakhla',
      password: 'secret12',
      password_confirmation: 'secret12',
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<{ message: string; pending_user_id: string; email: string }>();
    expect(body).toEqual({
      message: expect.any(String),
      pending_user_id: expect.any(String),
      email: 'amina.reg@gmail.com',
    });
    expect(body.pending_user_id.length).toBeGreaterThanOrEqual(20);

    // Not a user yet: no account, no login.
    expect(await t.db.select().from(users).where(eq(users.email, 'amina.reg@gmail.com'))).toEqual([]);
    const early = await new Browser(t).send('POST', '/api/login', {
      email: 'amina.reg@gmail.com',
      password: 'secret12',
    });
    expect(early.statusCode).toBe(422);

    const [mail] = await mailsTo(t, 'amina.reg@gmail.com');
    const code = await latestCode(t, 'amina.reg@gmail.com');
    expect(mail?.subject).toContain('Parashop');
    expect(mail?.text).toContain('15 minutes');
    expect(mail?.text).toContain('Bonjour Amina Test');
    expect(mail?.text).toContain('Hello Amina Test');
    expect(mail?.html).toContain(code);
    expect(mail?.html).toContain('Parashop');

    // Stored hashed, never in clear.
    const [stored] = await t.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.pendingRegistrationId, body.pending_user_id));
    expect(stored?.codeHash).toMatch(/^\$argon2id\$/);
    expect(stored?.codeHash).not.toContain(code);
  });

  it('leads the mail with English when the browser prefers it', async () => {
    const browser = new Browser(t, { language: 'en-US,en;q=0.9,fr;q=0.8' });
    const email = randomGmail('english');
    await browser.send('POST', '/api/register', {
      full_name: 'Sam',
      email,
      city: 'Agadir',
      password: 'secret12',
      password_confirmation: 'secret12',
    });
    const [mail] = await mailsTo(t, email);
    expect(mail?.subject).toBe('Parashop: your verification code');
    expect(mail?.text.indexOf('Hello Sam')).toBeLessThan(mail?.text.indexOf('Bonjour Sam') ?? -1);
  });

  it('answers 422 with the specification messages', async () => {
    const response = await new Browser(t).send('POST', '/api/register', {
      full_name: '',
      email: 'someone@yahoo.com',
      city: '',
      password: '123',
      password_confirmation: '1234',
    });
    expect(response.statusCode).toBe(422);
    const body = response.json<{ message: string; errors: Record<string, string[]> }>();
    expect(body.message).toBe('Passwords do not match');
    expect(body.errors.password_confirmation?.[0]).toBe('Passwords do not match');
    expect(body.errors.password?.[0]).toBe('Password must be at least 6 characters');
    expect(body.errors.email?.[0]).toBe('Email must be a valid Gmail address');
    expect(body.errors.full_name?.[0]).toBeDefined();
    expect(body.errors.city?.[0]).toBeDefined();
  });

  it('never gives a 500 on a missing or odd body', async () => {
    for (const payload of [undefined, {}, { email: 42, password: [] }, 'text']) {
      const response = await new Browser(t).send('POST', '/api/register', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json<{ message: string }>().message).toEqual(expect.any(String));
    }
  });

  it('refuses an e-mail that already has an account (422 on email)', async () => {
    const { email } = await registerCustomer(t);
    const response = await new Browser(t).send('POST', '/api/register', {
      full_name: 'Copy',
      email: email.toUpperCase(),
      city: 'Dakhla',
      password: 'secret12',
      password_confirmation: 'secret12',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'This email is already registered.',
      errors: { email: ['This email is already registered.'] },
    });
  });
});

describe('POST /api/verify-email', () => {
  it('creates a customer, even when the registration asked for role_id 1, and does not log in', async () => {
    const registration = await startRegistration(t, { role_id: 1, full_name: 'Would Be Admin' });
    const response = await registration.browser.send('POST', '/api/verify-email', {
      code: registration.code,
      pending_user_id: registration.pendingUserId,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(registration.browser.sessionToken).toBe('');
    expect((await registration.browser.send('GET', '/api/me')).statusCode).toBe(401);

    const [user] = await t.db.select().from(users).where(eq(users.email, registration.email));
    expect(user?.roleId).toBe(2);
    expect(user?.fullName).toBe('Would Be Admin');
    expect(
      await t.db
        .select()
        .from(pendingRegistrations)
        .where(eq(pendingRegistrations.email, registration.email)),
    ).toEqual([]);

    const login = await new Browser(t).send('POST', '/api/login', {
      email: registration.email,
      password: registration.password,
    });
    expect(login.statusCode).toBe(200);
    expect(login.json<{ user: { role_id: number } }>().user.role_id).toBe(2);
  });

  it('refuses a reused code', async () => {
    const registration = await registerCustomer(t);
    const again = await new Browser(t).send('POST', '/api/verify-email', {
      code: registration.code,
      pending_user_id: registration.pendingUserId,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ message: WRONG_CODE, errors: { code: [WRONG_CODE] } });
  });

  it('kills the code at the 5th wrong try: the right code fails afterwards', async () => {
    const registration = await startRegistration(t);
    const payload = (code: string) => ({ code, pending_user_id: registration.pendingUserId });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await registration.browser.send(
        'POST',
        '/api/verify-email',
        payload(otherCode(registration.code)),
      );
      expect(wrong.statusCode, `wrong try ${attempt}`).toBe(422);
    }
    const right = await registration.browser.send('POST', '/api/verify-email', payload(registration.code));
    expect(right.statusCode).toBe(422);
    expect(right.json<{ errors: Record<string, string[]> }>().errors.code).toEqual([WRONG_CODE]);
    expect(await t.db.select().from(users).where(eq(users.email, registration.email))).toEqual([]);
  });

  it('still accepts the right code after 4 wrong tries', async () => {
    const registration = await startRegistration(t);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await registration.browser.send('POST', '/api/verify-email', {
        code: otherCode(registration.code),
        pending_user_id: registration.pendingUserId,
      });
    }
    const right = await registration.browser.send('POST', '/api/verify-email', {
      code: registration.code,
      pending_user_id: registration.pendingUserId,
    });
    expect(right.statusCode, right.body).toBe(200);
  });

  it('refuses an expired code (15 minutes)', async () => {
    const registration = await startRegistration(t);
    await t.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.pendingRegistrationId, registration.pendingUserId));
    const response = await registration.browser.send('POST', '/api/verify-email', {
      code: registration.code,
      pending_user_id: registration.pendingUserId,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: string }>().message).toBe(WRONG_CODE);
  });

  it('sets the code to expire 15 minutes after registration', async () => {
    const before = Date.now();
    const registration = await startRegistration(t);
    const after = Date.now();
    const [row] = await t.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.pendingRegistrationId, registration.pendingUserId));
    // Between 15 minutes after the request was sent and 15 minutes after it was answered (to the
    // database's millisecond), however long the request took.
    const expiresAt = row?.expiresAt.getTime() ?? 0;
    expect(expiresAt).toBeGreaterThanOrEqual(before + 15 * 60_000 - 1);
    expect(expiresAt).toBeLessThanOrEqual(after + 15 * 60_000 + 1);
  });

  it('refuses an unknown pending_user_id and a malformed code the same way as a wrong code or with the code message', async () => {
    const unknown = await new Browser(t).send('POST', '/api/verify-email', {
      code: '123456',
      pending_user_id: 'nope',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json<{ message: string }>().message).toBe(WRONG_CODE);
    const malformed = await new Browser(t).send('POST', '/api/verify-email', {
      code: '12a',
      pending_user_id: 'nope',
    });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json<{ errors: Record<string, string[]> }>().errors.code).toEqual([
      'Please enter the full verification code',
    ]);
  });

  it('only the newest registration of an e-mail can be verified', async () => {
    const email = randomGmail('twice');
    const first = await startRegistration(t, { email });
    const second = await startRegistration(t, { email });
    const old = await first.browser.send('POST', '/api/verify-email', {
      code: first.code,
      pending_user_id: first.pendingUserId,
    });
    expect(old.statusCode).toBe(422);
    const latest = await second.browser.send('POST', '/api/verify-email', {
      code: second.code,
      pending_user_id: second.pendingUserId,
    });
    expect(latest.statusCode).toBe(200);
  });
});
