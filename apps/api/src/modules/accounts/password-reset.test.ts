import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, loginAs, type TestApp, type TestUser } from '../../../test/helpers';
import { passwordResetGrants, verificationCodes } from '../../db/schema';
import { Browser, latestCode, mailsTo, otherCode, randomGmail } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const NOT_ALLOWED = { message: 'Please verify your code before changing your password.' };
const WRONG_CODE = 'The verification code is invalid or has expired.';

/** forgot-password then verify-user in one browser: that browser holds the grant. */
async function verifiedReset(user: TestUser) {
  const browser = new Browser(t);
  const forgot = await browser.send('POST', '/api/forgot-password', { email: user.email });
  expect(forgot.statusCode).toBe(200);
  const ticket = forgot.json<{ user_id: string }>().user_id;
  const verified = await browser.send('POST', '/api/verify-user', {
    code: await latestCode(t, user.email),
    user_id: ticket,
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return { browser, ticket, answer: verified.json<{ message: string; email: string }>() };
}

function newPassword(email: string, password = 'brand-new-pass') {
  return { email, new_password: password, new_password_confirmation: password };
}

describe('POST /api/forgot-password', () => {
  it('answers a known and an unknown e-mail identically; only the known one gets a mail', async () => {
    const user = await createUser(t.db, { email: randomGmail('known') });
    const unknown = randomGmail('unknown');
    const known = await new Browser(t).send('POST', '/api/forgot-password', { email: user.email });
    const ghost = await new Browser(t).send('POST', '/api/forgot-password', { email: unknown });
    expect(known.statusCode).toBe(200);
    expect(ghost.statusCode).toBe(known.statusCode);
    const a = known.json<Record<string, string>>();
    const b = ghost.json<Record<string, string>>();
    expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort());
    expect(b.message).toBe(a.message);
    expect(a.email).toBe(user.email);
    expect(b.email).toBe(unknown);
    // The ticket is opaque: the same length either way, and not the user's id.
    expect(a.user_id).not.toBe(String(user.id));
    expect(b.user_id?.length).toBe(a.user_id?.length);
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(ghost.headers).sort());

    const mails = await mailsTo(t, user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('Parashop');
    expect(mails[0]?.text).toContain('15 minutes');
    expect(await mailsTo(t, unknown)).toEqual([]);
  });

  it('asks for a Gmail address', async () => {
    const response = await new Browser(t).send('POST', '/api/forgot-password', {
      email: 'someone@yahoo.com',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: unknown }>().errors).toEqual({
      email: ['Email must be a valid Gmail address'],
    });
  });
});

describe('POST /api/verify-user and PUT /api/update-password', () => {
  it('resets the password once with the grant of this browser, and signs the account out everywhere', async () => {
    const user = await createUser(t.db, { email: randomGmail('reset') });
    const elsewhere = await loginAs(t.app, t.db, user);
    const { browser, answer } = await verifiedReset(user);
    expect(answer.email).toBe(user.email);

    const update = await browser.send('PUT', '/api/update-password', newPassword(user.email));
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json()).toEqual({ message: expect.any(String) });

    const oldLogin = await new Browser(t).send('POST', '/api/login', {
      email: user.email,
      password: user.password,
    });
    expect(oldLogin.statusCode).toBe(422);
    const newLogin = await new Browser(t).send('POST', '/api/login', {
      email: user.email,
      password: 'brand-new-pass',
    });
    expect(newLogin.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: elsewhere.headers })).statusCode,
    ).toBe(401);

    // The grant worked once.
    const again = await browser.send(
      'PUT',
      '/api/update-password',
      newPassword(user.email, 'third-password'),
    );
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual(NOT_ALLOWED);
  });

  it('refuses without a grant (403)', async () => {
    const user = await createUser(t.db, { email: randomGmail('nogrant') });
    const response = await new Browser(t).send('PUT', '/api/update-password', newPassword(user.email));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(NOT_ALLOWED);
    const login = await new Browser(t).send('POST', '/api/login', {
      email: user.email,
      password: user.password,
    });
    expect(login.statusCode).toBe(200);
  });

  it("refuses another e-mail's grant (403)", async () => {
    const mine = await createUser(t.db, { email: randomGmail('mine') });
    const victim = await createUser(t.db, { email: randomGmail('victim') });
    const { browser } = await verifiedReset(mine);
    const response = await browser.send('PUT', '/api/update-password', newPassword(victim.email));
    expect(response.statusCode).toBe(403);
    const login = await new Browser(t).send('POST', '/api/login', {
      email: victim.email,
      password: victim.password,
    });
    expect(login.statusCode).toBe(200);
  });

  it('the grant belongs to the browser that verified the code', async () => {
    const user = await createUser(t.db, { email: randomGmail('stolen') });
    await verifiedReset(user);
    const response = await new Browser(t).send('PUT', '/api/update-password', newPassword(user.email));
    expect(response.statusCode).toBe(403);
  });

  it('the grant expires after 15 minutes', async () => {
    const user = await createUser(t.db, { email: randomGmail('late') });
    const { browser } = await verifiedReset(user);
    const [grant] = await t.db
      .select()
      .from(passwordResetGrants)
      .where(eq(passwordResetGrants.userId, user.id));
    const minutes = ((grant?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14.5);
    expect(minutes).toBeLessThanOrEqual(15);
    await t.db
      .update(passwordResetGrants)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetGrants.userId, user.id));
    expect((await browser.send('PUT', '/api/update-password', newPassword(user.email))).statusCode).toBe(403);
  });

  it('validates the new password with the Arabic messages (8 characters, matching)', async () => {
    const user = await createUser(t.db, { email: randomGmail('short') });
    const { browser } = await verifiedReset(user);
    const short = await browser.send('PUT', '/api/update-password', {
      email: user.email,
      new_password: '1234567',
      new_password_confirmation: '1234567',
    });
    expect(short.statusCode).toBe(422);
    expect(short.json<{ errors: unknown }>().errors).toEqual({
      new_password: ['يجب أن تتكون كلمة المرور الجديدة من 8 أحرف على الأقل'],
    });
    const mismatch = await browser.send('PUT', '/api/update-password', {
      email: user.email,
      new_password: '12345678',
      new_password_confirmation: '12345679',
    });
    expect(mismatch.json<{ errors: unknown }>().errors).toEqual({
      new_password_confirmation: ['كلمتا المرور غير متطابقتين'],
    });
    const empty = await browser.send('PUT', '/api/update-password', { email: user.email });
    expect(empty.statusCode).toBe(422);
    // A refused payload does not use the grant up.
    expect((await browser.send('PUT', '/api/update-password', newPassword(user.email))).statusCode).toBe(200);
  });

  it('wrong codes: the 5th kills the ticket, and the right code fails afterwards', async () => {
    const user = await createUser(t.db, { email: randomGmail('guess') });
    const browser = new Browser(t);
    const ticket = (await browser.send('POST', '/api/forgot-password', { email: user.email })).json<{
      user_id: string;
    }>().user_id;
    const code = await latestCode(t, user.email);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await browser.send('POST', '/api/verify-user', {
        code: otherCode(code),
        user_id: ticket,
      });
      expect(wrong.statusCode, `wrong try ${attempt}`).toBe(422);
      expect(wrong.json()).toEqual({ message: WRONG_CODE, errors: { code: [WRONG_CODE] } });
    }
    expect((await browser.send('POST', '/api/verify-user', { code, user_id: ticket })).statusCode).toBe(422);
    expect((await browser.send('PUT', '/api/update-password', newPassword(user.email))).statusCode).toBe(403);
  });

  it('refuses an expired code and a reused one', async () => {
    const user = await createUser(t.db, { email: randomGmail('expired') });
    const browser = new Browser(t);
    const ticket = (await browser.send('POST', '/api/forgot-password', { email: user.email })).json<{
      user_id: string;
    }>().user_id;
    const code = await latestCode(t, user.email);
    await t.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.id, ticket));
    expect((await browser.send('POST', '/api/verify-user', { code, user_id: ticket })).statusCode).toBe(422);

    const { browser: other, ticket: used } = await verifiedReset(user);
    const reuse = await other.send('POST', '/api/verify-user', {
      code: await latestCode(t, user.email),
      user_id: used,
    });
    expect(reuse.statusCode).toBe(422);
    expect(reuse.json<{ message: string }>().message).toBe(WRONG_CODE);
  });

  it("an unknown e-mail's ticket fails like a wrong code and grants nothing", async () => {
    const browser = new Browser(t);
    const ghost = randomGmail('ghost');
    const ticket = (await browser.send('POST', '/api/forgot-password', { email: ghost })).json<{
      user_id: string;
    }>().user_id;
    const response = await browser.send('POST', '/api/verify-user', { code: '123456', user_id: ticket });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: WRONG_CODE, errors: { code: [WRONG_CODE] } });
    expect(browser.sessionToken).toBe('');
  });
});
