import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';
import { Browser, latestCode, loginBrowser, randomGmail } from './test-support';

// Review finding 26.2: a reset code mailed to the old address still set the password after the e-mail
// changed (account takeover); the same after a password change; and a verified grant survived a newer
// forgot-password. Any change of e-mail or password ends every open reset ticket and grant, a ticket is
// bound to the address it was sent to, and only the newest forgot-password counts.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A bound against a hang on a loaded machine, not a speed requirement.
}, 180_000);
afterAll(async () => t?.close());

async function askReset(browser: Browser, email: string) {
  const forgot = await browser.send('POST', '/api/forgot-password', { email });
  expect(forgot.statusCode, forgot.body).toBe(200);
  return { ticket: forgot.json<{ user_id: string }>().user_id, code: await latestCode(t, email) };
}

const verify = (browser: Browser, reset: { ticket: string; code: string }) =>
  browser.send('POST', '/api/verify-user', { code: reset.code, user_id: reset.ticket });

const setPassword = (browser: Browser, email: string, password: string) =>
  browser.send('PUT', '/api/update-password', {
    email,
    new_password: password,
    new_password_confirmation: password,
  });

const signIn = (email: string, password: string) =>
  new Browser(t).send('POST', '/api/login', { email, password });

/** The owner moves the account to a new address (current password, then the code mailed there). */
async function changeEmail(user: TestUser): Promise<string> {
  const owner = await loginBrowser(t, user.email, user.password);
  const email = randomGmail('moved');
  const asked = await owner.send('PUT', '/api/update-user-info', {
    full_name: 'Owner',
    email,
    city: 'Dakhla',
    current_password: user.password,
  });
  expect(asked.statusCode, asked.body).toBe(200);
  const confirmed = await owner.send('POST', '/api/confirm-email-change', {
    code: await latestCode(t, email),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return email;
}

async function changePassword(user: TestUser): Promise<string> {
  const owner = await loginBrowser(t, user.email, user.password);
  const changed = await owner.send('POST', '/api/change_password', {
    old_password: user.password,
    new_password: 'owner-new-1',
    new_password_confirmation: 'owner-new-1',
  });
  expect(changed.statusCode, changed.body).toBe(200);
  return 'owner-new-1';
}

describe('reset tickets and grants after a change of e-mail or password', () => {
  it('a code sent to the old address no longer verifies once the e-mail changed', async () => {
    const user = await createUser(t.db, { email: randomGmail('old') });
    const attacker = new Browser(t);
    const reset = await askReset(attacker, user.email);
    const newEmail = await changeEmail(user);

    const verified = await verify(attacker, reset);
    expect(verified.statusCode).toBe(422);
    expect(verified.json()).toMatchObject({ errors: { code: [expect.any(String)] } });
    expect((await setPassword(attacker, newEmail, 'taken-over1')).statusCode).toBe(403);
    expect((await signIn(newEmail, 'taken-over1')).statusCode).toBe(422);
    expect((await signIn(newEmail, user.password)).statusCode).toBe(200);
  });

  it('a grant verified before the e-mail changed sets no password after', async () => {
    const user = await createUser(t.db, { email: randomGmail('granted') });
    const attacker = new Browser(t);
    expect((await verify(attacker, await askReset(attacker, user.email))).statusCode).toBe(200);
    const newEmail = await changeEmail(user);

    expect((await setPassword(attacker, newEmail, 'taken-over1')).statusCode).toBe(403);
    expect((await setPassword(attacker, user.email, 'taken-over1')).statusCode).toBe(403);
    expect((await signIn(newEmail, 'taken-over1')).statusCode).toBe(422);
  });

  it('a password change ends the open reset tickets and grants', async () => {
    const user = await createUser(t.db, { email: randomGmail('pwd') });
    const granted = new Browser(t);
    expect((await verify(granted, await askReset(granted, user.email))).statusCode).toBe(200);
    const waiting = new Browser(t);
    const ticket = await askReset(waiting, user.email);
    const password = await changePassword(user);

    expect((await verify(waiting, ticket)).statusCode).toBe(422);
    expect((await setPassword(granted, user.email, 'taken-over1')).statusCode).toBe(403);
    expect((await setPassword(waiting, user.email, 'taken-over1')).statusCode).toBe(403);
    expect((await signIn(user.email, password)).statusCode).toBe(200);
  });

  it('a newer forgot-password ends the grant an earlier code gave; the newest ticket still works', async () => {
    const user = await createUser(t.db, { email: randomGmail('newer') });
    const first = new Browser(t);
    expect((await verify(first, await askReset(first, user.email))).statusCode).toBe(200);
    const second = new Browser(t);
    const newest = await askReset(second, user.email);

    expect((await setPassword(first, user.email, 'first-grant1')).statusCode).toBe(403);
    expect((await verify(second, newest)).statusCode).toBe(200);
    expect((await setPassword(second, user.email, 'second-grant')).statusCode).toBe(200);
    expect((await signIn(user.email, 'second-grant')).statusCode).toBe(200);
  });

  it('a reset asked for at the new address works as before', async () => {
    const user = await createUser(t.db, { email: randomGmail('fresh') });
    const newEmail = await changeEmail(user);
    const browser = new Browser(t);
    expect((await verify(browser, await askReset(browser, newEmail))).statusCode).toBe(200);
    expect((await setPassword(browser, newEmail, 'fresh-pass1')).statusCode).toBe(200);
    expect((await signIn(newEmail, 'fresh-pass1')).statusCode).toBe(200);
  });
});
