import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Rider } from '@parashop/shared';
import {
  createTestApp,
  guestHeaders,
  loginAs,
  withResponseCookies,
  type TestApp,
  type TestSession,
} from '../../../../test/helpers';
import { createRiderHttp, riderPhone } from './test-support';

/** Riders (docs/decisions/240-riders-runs-and-cash.md): created and disabled by staff, signing in with phone or e-mail. */

let t: TestApp;
let admin: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, t.db, 'admin');
});

afterAll(async () => {
  await t?.close();
});

let address = 0;
function login(email: string, password: string) {
  address += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: guestHeaders(),
    remoteAddress: `10.62.0.${address}`,
    payload: { email, password },
  });
}

describe('riders', () => {
  it('are created with a phone as people write it, and listed', async () => {
    const phone = riderPhone();
    const spaced = `+212 ${phone.slice(1, 2)} ${phone.slice(2, 4)} ${phone.slice(4, 6)} ${phone.slice(6, 8)} ${phone.slice(8)}`;
    const name = 'سعيد Benali '.repeat(8).trim().slice(0, 100);
    const rider = await createRiderHttp(t, admin, { name, phone: spaced, email: 'Said.Rider@Example.com' });
    expect(rider).toMatchObject({ name, phone, email: 'said.rider@example.com', disabled: false });
    const list = await t.app.inject({ method: 'GET', url: '/api/riders', headers: admin.headers });
    expect(list.json<Rider[]>().map((r) => r.id)).toContain(rider.id);
  });

  it('refuse a phone or e-mail another account has, with field errors', async () => {
    const first = await createRiderHttp(t, admin, { email: 'taken.rider@example.com' });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/riders',
      headers: admin.headers,
      payload: { name: 'Other', phone: first.phone, email: 'taken.rider@example.com', password: 'secret1' },
    });
    expect(again.statusCode).toBe(422);
    expect(Object.keys(again.json().errors).sort()).toEqual(['email', 'phone']);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/riders',
      headers: admin.headers,
      payload: {},
    });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['name', 'password', 'phone']);
    const unknown = await t.app.inject({
      method: 'PATCH',
      url: `/api/riders/${admin.user.id}`,
      headers: admin.headers,
      payload: { disabled: true },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('sign in with their phone however written or their e-mail; the answer says role 3', async () => {
    const rider = await createRiderHttp(t, admin, {
      email: 'phone.rider@example.com',
      password: 'rider-pass',
    });
    for (const typed of [
      rider.phone,
      `00212${rider.phone.slice(1)}`,
      rider.phone.replace(/(\d{2})(?=\d)/g, '$1 '),
    ]) {
      const response = await login(typed, 'rider-pass');
      expect(response.statusCode, typed).toBe(200);
      expect(response.json().user).toMatchObject({ id: rider.id, role_id: 3 });
    }
    expect((await login('phone.rider@example.com', 'rider-pass')).statusCode).toBe(200);
    expect((await login(rider.phone, 'wrong-pass')).statusCode).toBe(422);
  });

  it('a rider without an e-mail signs in with the phone and /me shows an empty e-mail', async () => {
    const rider = await createRiderHttp(t, admin, { password: 'rider-pass' });
    expect(rider.email).toBeNull();
    const response = await login(rider.phone, 'rider-pass');
    expect(response.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: withResponseCookies(guestHeaders(), response),
    });
    expect(me.json()).toMatchObject({ id: rider.id, email: '', role_id: 3 });
  });

  it('disabled: refused at sign-in, and their open sessions stop at once', async () => {
    const rider = await createRiderHttp(t, admin, { password: 'rider-pass' });
    const signedIn = await login(rider.phone, 'rider-pass');
    const headers = withResponseCookies(guestHeaders(), signedIn);
    expect((await t.app.inject({ method: 'GET', url: '/api/rider/runs', headers })).statusCode).toBe(200);

    const disabled = await t.app.inject({
      method: 'PATCH',
      url: `/api/riders/${rider.id}`,
      headers: admin.headers,
      payload: { disabled: true },
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json<Rider>().disabled).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/rider/runs', headers })).statusCode).toBe(401);
    const refused = await login(rider.phone, 'rider-pass');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ reason: 'account_disabled' });

    const enabled = await t.app.inject({
      method: 'PATCH',
      url: `/api/riders/${rider.id}`,
      headers: admin.headers,
      payload: { disabled: false },
    });
    expect(enabled.json<Rider>().disabled).toBe(false);
    expect((await login(rider.phone, 'rider-pass')).statusCode).toBe(200);
  });
});
