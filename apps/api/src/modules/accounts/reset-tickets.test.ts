import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';
import { codeCheckFailures } from '../../db/schema';
import { CODE_CHECK_FAILURES_PER_DAY } from './context';
import { Browser, latestCode, otherCode, randomGmail } from './test-support';

// Review finding 2: asking twice for a reset left both codes usable, and finishing a reset left the
// other one usable (a second reset). One live ticket per account; a finished reset ends them all; a
// daily cap on wrong code checks per account, kept in the database.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function askReset(browser: Browser, user: TestUser) {
  const forgot = await browser.send('POST', '/api/forgot-password', { email: user.email });
  expect(forgot.statusCode).toBe(200);
  return { ticket: forgot.json<{ user_id: string }>().user_id, code: await latestCode(t, user.email) };
}

const verify = (browser: Browser, ticket: string, code: string) =>
  browser.send('POST', '/api/verify-user', { code, user_id: ticket });

const newPassword = (email: string, password: string) => ({
  email,
  new_password: password,
  new_password_confirmation: password,
});

describe('reset tickets', () => {
  it('asking again ends the earlier code: only the newest works', async () => {
    const user = await createUser(t.db, { email: randomGmail('twice') });
    const browser = new Browser(t);
    const first = await askReset(browser, user);
    const second = await askReset(browser, user);
    expect((await verify(browser, first.ticket, first.code)).statusCode).toBe(422);
    expect((await verify(browser, second.ticket, second.code)).statusCode).toBe(200);
  });

  it('a newer ticket ends the earlier grant, and a finished reset ends the rest: no second reset', async () => {
    const user = await createUser(t.db, { email: randomGmail('second') });
    const one = new Browser(t);
    const two = new Browser(t);
    const a = await askReset(one, user);
    expect((await verify(one, a.ticket, a.code)).statusCode).toBe(200);
    // A newer forgot-password ends the grant of the earlier code (review finding 26.2).
    const b = await askReset(two, user);
    expect(
      (await one.send('PUT', '/api/update-password', newPassword(user.email, 'first-reset1'))).statusCode,
    ).toBe(403);
    expect((await verify(two, b.ticket, b.code)).statusCode).toBe(200);
    expect(
      (await two.send('PUT', '/api/update-password', newPassword(user.email, 'second-reset'))).statusCode,
    ).toBe(200);
    // Used once: neither the grant nor the ticket gives a second reset.
    expect(
      (await two.send('PUT', '/api/update-password', newPassword(user.email, 'third-reset1'))).statusCode,
    ).toBe(403);
    expect((await verify(two, b.ticket, b.code)).statusCode).toBe(422);
  });

  it('caps wrong code checks per account and day in the database, across tickets', async () => {
    const user = await createUser(t.db, { email: randomGmail('capped') });
    const today = new Date().toISOString().slice(0, 10);
    // As a restarted server finds them: the day's count is in the database, not in memory.
    await t.db
      .insert(codeCheckFailures)
      .values({ email: user.email, day: today, failures: CODE_CHECK_FAILURES_PER_DAY - 1 });
    const browser = new Browser(t);
    const { ticket, code } = await askReset(browser, user);
    expect((await verify(browser, ticket, otherCode(code))).statusCode).toBe(422);
    const [row] = await t.db
      .select()
      .from(codeCheckFailures)
      .where(and(eq(codeCheckFailures.email, user.email), eq(codeCheckFailures.day, today)));
    expect(row?.failures).toBe(CODE_CHECK_FAILURES_PER_DAY);
    // The cap is reached: even the right code of a live ticket fails today.
    expect((await verify(browser, ticket, code)).statusCode).toBe(422);
  });
});
