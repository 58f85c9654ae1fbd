import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESEND_CODE_COOLDOWN_SECONDS } from '@parashop/shared';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { verificationCodes } from '../../db/schema';
import {
  Browser,
  latestCode,
  mailsTo,
  randomGmail,
  registerCustomer,
  startRegistration,
} from './test-support';

/** POST /api/resend-code (decision 172). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const SENT = 'We have sent you a new code. The earlier one no longer works.';
const TOO_MANY = 'Too many attempts. Please try again later.';

/** Makes every code of `email` older than the cooldown, as if a minute had passed. */
async function ageCodes(email: string) {
  await t.db
    .update(verificationCodes)
    .set({ createdAt: new Date(Date.now() - (RESEND_CODE_COOLDOWN_SECONDS + 1) * 1000) })
    .where(eq(verificationCodes.email, email));
}

describe('registration code', () => {
  it('waits out the cooldown, then mails a new code that replaces the first', async () => {
    const registration = await startRegistration(t);
    const { browser, email, pendingUserId } = registration;

    const early = await browser.send('POST', '/api/resend-code', { pending_user_id: pendingUserId });
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({ message: TOO_MANY });
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(early.headers['retry-after'])).toBeLessThanOrEqual(RESEND_CODE_COOLDOWN_SECONDS);
    expect(await mailsTo(t, email)).toHaveLength(1);

    await ageCodes(email);
    const resent = await browser.send('POST', '/api/resend-code', { pending_user_id: pendingUserId });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toEqual({ message: SENT });
    expect(await mailsTo(t, email)).toHaveLength(2);
    const code = await latestCode(t, email);

    const old = await browser.send('POST', '/api/verify-email', {
      code: registration.code,
      pending_user_id: pendingUserId,
    });
    if (code !== registration.code) expect(old.statusCode).toBe(422);
    const verified = await browser.send('POST', '/api/verify-email', {
      code,
      pending_user_id: pendingUserId,
    });
    expect(verified.statusCode, verified.body).toBe(200);
  });

  it('counts under the registration limits per ticket (3 a minute), whatever the cooldown says', async () => {
    const { browser, email, pendingUserId } = await startRegistration(t);
    for (let i = 0; i < 3; i += 1) {
      await browser.send('POST', '/api/resend-code', { pending_user_id: pendingUserId });
    }
    await ageCodes(email);
    const limited = await browser.send('POST', '/api/resend-code', { pending_user_id: pendingUserId });
    expect(limited.statusCode).toBe(429);
    expect(await mailsTo(t, email)).toHaveLength(1);
  });

  it('an unknown or finished registration gets the same answer and no mail', async () => {
    const registered = await registerCustomer(t);
    await ageCodes(registered.email);
    const browser = new Browser(t);
    for (const pendingUserId of ['no-such-registration-ticket', registered.pendingUserId]) {
      const response = await browser.send('POST', '/api/resend-code', { pending_user_id: pendingUserId });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: SENT });
    }
    expect(await mailsTo(t, registered.email)).toHaveLength(1);
  });
});

describe('password reset code', () => {
  async function forgot(email: string) {
    const browser = new Browser(t);
    const response = await browser.send('POST', '/api/forgot-password', { email });
    expect(response.statusCode).toBe(200);
    return { browser, userId: response.json<{ user_id: string }>().user_id };
  }

  it('mails a known account a new code under the same ticket', async () => {
    const { email } = await registerCustomer(t);
    const { browser, userId } = await forgot(email);
    const first = await latestCode(t, email);
    await ageCodes(email);
    const resent = await browser.send('POST', '/api/resend-code', { user_id: userId });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toEqual({ message: SENT });
    const code = await latestCode(t, email);
    expect((await mailsTo(t, email)).filter((mail) => mail.text.includes(code))).toHaveLength(
      code === first ? 2 : 1,
    );
    const verified = await browser.send('POST', '/api/verify-user', { code, user_id: userId });
    expect(verified.statusCode, verified.body).toBe(200);
  });

  it('answers an unknown e-mail exactly as a known one (same message, same cooldown), without a mail', async () => {
    const { email: known } = await registerCustomer(t);
    const unknown = randomGmail('nobody');
    const answers = [];
    for (const email of [known, unknown]) {
      const { browser, userId } = await forgot(email);
      const early = await browser.send('POST', '/api/resend-code', { user_id: userId });
      await ageCodes(email);
      const later = await browser.send('POST', '/api/resend-code', { user_id: userId });
      answers.push([early.statusCode, early.json(), later.statusCode, later.json()]);
    }
    expect(answers[0]).toEqual([429, { message: TOO_MANY }, 200, { message: SENT }]);
    expect(answers[1]).toEqual(answers[0]);
    expect(await mailsTo(t, unknown)).toEqual([]);
  });
});

it('422 without a ticket or with both kinds', async () => {
  const browser = new Browser(t);
  for (const body of [{}, { pending_user_id: 'a', user_id: 'b' }]) {
    const response = await browser.send('POST', '/api/resend-code', body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ pending_user_id: ['No user_id or pending_user_id found'] });
  }
});
