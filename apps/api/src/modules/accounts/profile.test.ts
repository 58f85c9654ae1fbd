import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, loginAs, type TestApp } from '../../../test/helpers';
import { users } from '../../db/schema';
import { Browser, latestCode, loginBrowser, mailsTo, otherCode, randomGmail } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('POST /api/change_password', () => {
  it('needs a logged-in user', async () => {
    const response = await new Browser(t).send('POST', '/api/change_password', {
      old_password: 'password123',
      new_password: 'secret99',
      new_password_confirmation: 'secret99',
    });
    expect(response.statusCode).toBe(401);
  });

  it('changes the password with the current one; the other sessions end, this one stays', async () => {
    const user = await createUser(t.db, { email: randomGmail('change') });
    const other = await loginAs(t.app, t.db, user);
    const browser = await loginBrowser(t, user.email, user.password);
    const response = await browser.send('POST', '/api/change_password', {
      old_password: user.password,
      new_password: 'secret99',
      new_password_confirmation: 'secret99',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Password updated successfully !' });
    expect((await browser.send('GET', '/api/me')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: other.headers })).statusCode).toBe(
      401,
    );
    expect(
      (await new Browser(t).send('POST', '/api/login', { email: user.email, password: 'secret99' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await new Browser(t).send('POST', '/api/login', { email: user.email, password: user.password }))
        .statusCode,
    ).toBe(422);
  });

  it('refuses a wrong current password on old_password', async () => {
    const session = await loginAs(t.app, t.db, 'customer');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/change_password',
      headers: session.headers,
      payload: {
        old_password: 'not-mine-1',
        new_password: 'secret99',
        new_password_confirmation: 'secret99',
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The current password is incorrect.',
      errors: { old_password: ['The current password is incorrect.'] },
    });
  });

  it('validates: required fields, at least 6, matching', async () => {
    const session = await loginAs(t.app, t.db, 'customer');
    const send = (payload: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/change_password', headers: session.headers, payload });
    const empty = await send({ old_password: '', new_password: '', new_password_confirmation: '' });
    expect(empty.json<{ errors: unknown }>().errors).toEqual({
      old_password: ['Current password is required'],
      new_password: ['New password is required'],
      new_password_confirmation: ['Please confirm your new password'],
    });
    const short = await send({
      old_password: 'password123',
      new_password: '12345',
      new_password_confirmation: '12345',
    });
    expect(short.json<{ errors: unknown }>().errors).toEqual({
      new_password: ['Password must be at least 6 characters'],
    });
    const mismatch = await send({
      old_password: 'password123',
      new_password: '123456',
      new_password_confirmation: '123457',
    });
    expect(mismatch.json<{ errors: unknown }>().errors).toEqual({
      new_password_confirmation: ['Passwords do not match'],
    });
  });
});

describe('PUT /api/update-user-info', () => {
  it('needs a logged-in user', async () => {
    const response = await new Browser(t).send('PUT', '/api/update-user-info', {
      full_name: 'X',
      email: randomGmail(),
      city: 'Y',
    });
    expect(response.statusCode).toBe(401);
  });

  it('updates full name and city at once; /me follows', async () => {
    const session = await loginAs(t.app, t.db, 'customer');
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/update-user-info',
      headers: session.headers,
      payload: { full_name: ' New Name ', email: session.user.email, city: 'Laayoune' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Profile updated successfully.',
      pending_email: null,
      user: { full_name: 'New Name', email: session.user.email, city: 'Laayoune', role_id: 2 },
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: session.headers });
    expect(me.json()).toMatchObject({ full_name: 'New Name', city: 'Laayoune' });
  });

  it('a new e-mail needs the current password and changes only with the code mailed to it (review finding 4)', async () => {
    const session = await loginAs(t.app, t.db, 'customer');
    const old = session.user.email;
    const email = randomGmail('moved');
    const change = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: '/api/update-user-info', headers: session.headers, payload });
    const base = { full_name: 'Moving', email: email.toUpperCase(), city: 'Dakhla' };

    const noPassword = await change(base);
    expect(noPassword.statusCode).toBe(422);
    expect(noPassword.json().errors).toEqual({ current_password: ['Current password is required'] });
    const wrong = await change({ ...base, current_password: 'not-my-password' });
    expect(wrong.json().errors).toEqual({ current_password: ['The current password is incorrect.'] });
    const notGmail = await change({ ...base, email: 'moving@yahoo.com', current_password: 'password123' });
    expect(notGmail.statusCode).toBe(422);
    expect(Object.keys(notGmail.json().errors)).toEqual(['email']);

    const asked = await change({ ...base, current_password: 'password123' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({ pending_email: email, user: { email: old } });
    // The old address is told, the new one gets the code; nothing changed yet.
    expect((await mailsTo(t, old)).at(-1)?.text).toContain(email);
    const code = await latestCode(t, email);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: session.headers })).json().email,
    ).toBe(old);

    const confirm = (value: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/confirm-email-change',
        headers: session.headers,
        payload: { code: value },
      });
    expect((await confirm(otherCode(code))).statusCode).toBe(422);
    const confirmed = await confirm(code);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ message: 'Your e-mail address is changed.', user: { email } });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: session.headers })).json().email,
    ).toBe(email);
    // Used once.
    expect((await confirm(code)).statusCode).toBe(422);
  });

  it('keeps its own e-mail, and refuses one taken by another account (422 on email)', async () => {
    const taken = await createUser(t.db, { email: randomGmail('taken') });
    const session = await loginAs(t.app, t.db, 'customer');
    const own = await t.app.inject({
      method: 'PUT',
      url: '/api/update-user-info',
      headers: session.headers,
      payload: { full_name: 'Same Mail', email: session.user.email, city: 'Dakhla' },
    });
    expect(own.statusCode).toBe(200);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/update-user-info',
      headers: session.headers,
      payload: {
        full_name: 'Thief',
        email: taken.email.toUpperCase(),
        city: 'Dakhla',
        current_password: 'password123',
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'This email is already registered.',
      errors: { email: ['This email is already registered.'] },
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, session.user.id));
    expect(row?.fullName).toBe('Same Mail');
  });

  it('validates the fields', async () => {
    const session = await loginAs(t.app, t.db, 'customer');
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/update-user-info',
      headers: session.headers,
      payload: { full_name: '', email: 'nope', city: '' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: unknown }>().errors).toEqual({
      full_name: ['Full name is required'],
      email: ['Invalid email address'],
      city: ['City is required'],
    });
  });

  it('answers in French when the browser asks for it', async () => {
    const taken = await createUser(t.db, { email: randomGmail('pris') });
    const session = await loginAs(t.app, t.db, 'customer');
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/update-user-info',
      headers: { ...session.headers, 'accept-language': 'fr-FR,fr;q=0.9' },
      payload: { full_name: 'Nom', email: taken.email, city: 'Dakhla', current_password: 'password123' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: string }>().message).not.toBe('This email is already registered.');
  });
});
