import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, verificationCodes } from '../../src/db/schema';
import {
  Browser,
  latestCode,
  otherCode,
  randomGmail,
  randomIp,
  setSessionCookie,
  startRegistration,
} from '../../src/modules/accounts/test-support';
import {
  insertCategory,
  insertCompany,
  insertProduct,
} from '../../src/modules/catalogue-shared/testing/fixtures';
import { multipart } from '../../src/modules/catalogue-shared/testing/multipart';
import { hashSessionToken, SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '../../src/plugins/session';
import { createTestApp, createUser, loginAs, type TestApp } from '../helpers';
import { randomAddress } from './support/actors';
import { reportFigure } from './support/env';
import { fillPath, ROUTES, routeName } from './support/routes';
import { databaseSnapshot, snapshotDifferences } from './support/snapshot';

/**
 * Attacks on accounts and sessions: guessing a 6-digit code, guessing a password, fixing a session id
 * before the victim logs in, replaying a session after logout, and forging a cross-site request.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const CODE_INVALID = 'The verification code is invalid or has expired.';

async function registrationCode(pendingUserId: string) {
  const [row] = await t.db
    .select()
    .from(verificationCodes)
    .where(eq(verificationCodes.pendingRegistrationId, pendingUserId));
  return row;
}

describe('brute force of a 6-digit code', () => {
  it('registration code: 5 wrong tries kill it, the right code then fails, and so does any other', async () => {
    const registration = await startRegistration(t);
    // Each guess from an address of its own, as a botnet would: only the code's own counter stops it.
    const guess = (code: string) =>
      new Browser(t, { ip: randomIp() }).send('POST', '/api/verify-email', {
        code,
        pending_user_id: registration.pendingUserId,
      });
    let wrong = registration.code;
    for (let i = 0; i < 5; i += 1) {
      wrong = otherCode(wrong);
      const response = await guess(wrong);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ errors: { code: [CODE_INVALID] } });
    }
    const right = await guess(registration.code);
    expect(right.statusCode).toBe(422);
    expect(right.json().message).toBe(CODE_INVALID);
    expect((await registrationCode(registration.pendingUserId))?.attempts).toBe(5);
    // Still dead later, for every code.
    for (const code of [registration.code, '000000', '999999'])
      expect((await guess(code)).statusCode).toBe(422);
    // And the account was never created: logging in fails.
    const login = await new Browser(t).send('POST', '/api/login', {
      email: registration.email,
      password: registration.password,
    });
    expect(login.statusCode).toBe(422);
  });

  it('password reset code: the same, and no grant is ever given', async () => {
    const user = await createUser(t.db, { email: randomGmail('reset') });
    const attacker = new Browser(t);
    const forgot = await attacker.send('POST', '/api/forgot-password', { email: user.email });
    expect(forgot.statusCode).toBe(200);
    const ticket = forgot.json<{ user_id: string }>().user_id;
    const code = await latestCode(t, user.email);
    let wrong = code;
    for (let i = 0; i < 5; i += 1) {
      wrong = otherCode(wrong);
      expect(
        (await attacker.send('POST', '/api/verify-user', { code: wrong, user_id: ticket })).statusCode,
      ).toBe(422);
    }
    expect((await attacker.send('POST', '/api/verify-user', { code, user_id: ticket })).statusCode).toBe(422);
    const reset = await attacker.send('PUT', '/api/update-password', {
      email: user.email,
      new_password: 'taken-over-1',
      new_password_confirmation: 'taken-over-1',
    });
    expect(reset.statusCode).toBe(403);
    expect(
      (await new Browser(t).send('POST', '/api/login', { email: user.email, password: user.password }))
        .statusCode,
    ).toBe(200);
  });

  it('30 guesses at once from 30 addresses: the per-code limit lets 10 through, and the code is dead after', async () => {
    const registration = await startRegistration(t);
    const guesses = Array.from({ length: 30 }, (_, i) =>
      String((Number(registration.code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const answers = await Promise.all(
      guesses.map((code) =>
        new Browser(t, { ip: randomIp() }).send('POST', '/api/verify-email', {
          code,
          pending_user_id: registration.pendingUserId,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toEqual([]);
    expect(statuses.filter((status) => status === 422).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20);
    expect((await registrationCode(registration.pendingUserId))?.attempts).toBeGreaterThanOrEqual(5);
    const right = await new Browser(t, { ip: randomIp() }).send('POST', '/api/verify-email', {
      code: registration.code,
      pending_user_id: registration.pendingUserId,
    });
    expect([422, 429]).toContain(right.statusCode);
    reportFigure(
      'code brute force',
      `5 wrong tries (each from its own address) kill a registration or reset code; the right code then fails (422); ` +
        `30 simultaneous guesses from 30 addresses: ${statuses.filter((s) => s === 422).length} checked, ` +
        `${statuses.filter((s) => s === 429).length} refused 429, 0 accepted`,
    );
  });
});

describe('login throttling', () => {
  it('one e-mail: 5 wrong passwords, then 429 with Retry-After even for the right password, from any address', async () => {
    const user = await createUser(t.db, { email: randomGmail('throttle') });
    for (let i = 0; i < 5; i += 1) {
      const response = await new Browser(t, { ip: randomIp() }).send('POST', '/api/login', {
        email: user.email,
        password: `wrong-${i}-pass`,
      });
      expect(response.statusCode).toBe(422);
    }
    const blocked = await new Browser(t, { ip: randomIp() }).send('POST', '/api/login', {
      email: user.email,
      password: user.password,
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json()).toEqual({ message: 'Too many attempts. Please try again later.' });
    expect(setSessionCookie(blocked)).toBeUndefined();
  });

  it('one address: failed sign-ins on many e-mails end in 429; successes from it never count', async () => {
    const ip = randomIp();
    const limit = t.config.loginFailuresPerAddress;
    const user = await createUser(t.db, { email: randomGmail('regular') });
    // A shop counter or a mobile network's shared address: many successful sign-ins, never refused.
    for (let i = 0; i < 15; i += 1) {
      const ok = await new Browser(t, { ip }).send('POST', '/api/login', {
        email: user.email,
        password: user.password,
      });
      expect(ok.statusCode).toBe(200);
    }
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i += 1) {
      const response = await new Browser(t, { ip }).send('POST', '/api/login', {
        email: randomGmail('spray'),
        password: 'password123',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, limit).every((status) => status === 422)).toBe(true);
    expect(statuses[limit]).toBe(429);
    reportFigure(
      'login throttling',
      `5 wrong passwords for one e-mail (from 5 addresses) -> 429 with Retry-After, even with the right password; 15 successful sign-ins from one address -> all 200; ${limit} failed sign-ins from one address -> 429 on the next`,
    );
  });
});

describe('sessions', () => {
  it('session fixation: a session id planted before login is replaced at login and dies', async () => {
    // The attacker opens a real anonymous session (a verified reset code gives one) and plants its cookie.
    const attackerAccount = await createUser(t.db, { email: randomGmail('fixer') });
    const attacker = new Browser(t);
    const forgot = await attacker.send('POST', '/api/forgot-password', { email: attackerAccount.email });
    const verified = await attacker.send('POST', '/api/verify-user', {
      code: await latestCode(t, attackerAccount.email),
      user_id: forgot.json<{ user_id: string }>().user_id,
    });
    expect(verified.statusCode).toBe(200);
    const planted = attacker.sessionToken;
    expect(planted).not.toBe('');

    const victimAccount = await createUser(t.db, { email: randomGmail('victim') });
    const victim = new Browser(t);
    victim.headers = { ...attacker.headers };
    const login = await victim.send('POST', '/api/login', {
      email: victimAccount.email,
      password: victimAccount.password,
    });
    expect(login.statusCode).toBe(200);
    expect(victim.sessionToken).not.toBe('');
    expect(victim.sessionToken).not.toBe(planted);
    const [plantedRow] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashSessionToken(planted)));
    expect(plantedRow).toBeUndefined();
    // The attacker's copy of the old id is worth nothing; the victim's new one works.
    expect((await attacker.send('GET', '/api/me')).statusCode).toBe(401);
    expect((await victim.send('GET', '/api/me')).json().id).toBe(victimAccount.id);
  });

  it('an id the attacker made up is never adopted', async () => {
    const user = await createUser(t.db, { email: randomGmail('madeup') });
    const browser = new Browser(t);
    browser.headers = {
      ...browser.headers,
      cookie: `${browser.headers.cookie}; ${SESSION_COOKIE}=attacker-chosen-id`,
    };
    await browser.send('POST', '/api/login', { email: user.email, password: user.password });
    expect(browser.sessionToken).not.toBe('attacker-chosen-id');
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashSessionToken('attacker-chosen-id')));
    expect(row).toBeUndefined();
  });

  it('logout ends the session on the server: a copied cookie is refused afterwards', async () => {
    const user = await createUser(t.db, { email: randomGmail('logout') });
    const browser = new Browser(t);
    await browser.send('POST', '/api/login', { email: user.email, password: user.password });
    const stolen = { ...browser.headers };
    const token = browser.sessionToken;
    expect((await browser.send('POST', '/api/logout')).statusCode).toBe(200);
    const replay = new Browser(t);
    replay.headers = stolen;
    expect((await replay.send('GET', '/api/me')).statusCode).toBe(401);
    expect((await replay.send('GET', '/api/userorders')).statusCode).toBe(401);
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashSessionToken(token)));
    expect(row).toBeUndefined();
    reportFigure(
      'sessions',
      'a planted session id is replaced at login and dies; a made-up id is never adopted; after logout a copied cookie gets 401 and the row is gone',
    );
  });
});

describe('CSRF', () => {
  it('every state-changing route refuses a request without the token header (419), and nothing changes', async () => {
    const admin = await loginAs(t.app, t.db, 'admin');
    const categoryId = await insertCategory(t.db);
    const companyId = await insertCompany(t.db);
    const productId = await insertProduct(t.db, { categoryId, companyId, price: '10.00', stock: 5 });
    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(admin.cookie)?.[1] ?? '';
    const forms = {
      // What a cross-site page can send without script: a urlencoded or multipart form, with the cookies.
      urlencoded: () => ({
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
        payload: `name=Hacked&_token=${xsrf}&${XSRF_COOKIE}=${xsrf}`,
      }),
      multipart: () => {
        const form = multipart({ name: 'Hacked', _token: xsrf, status: 'cancelled' });
        return { ...form.headers, origin: 'https://evil.example', payload: form.payload };
      },
    };
    let refused = 0;
    for (const spec of ROUTES.filter((route) => route.method !== 'GET')) {
      for (const [kind, make] of Object.entries(forms)) {
        const { payload, ...headers } = make();
        const before = await databaseSnapshot(t.db);
        const response = await t.app.inject({
          method: spec.method,
          url: fillPath(spec.path, productId),
          // The victim's cookies travel, the header does not (a form cannot set it).
          headers: { cookie: admin.cookie, ...headers },
          payload,
          remoteAddress: randomAddress(),
        });
        if (spec.signed) {
          // A signed webhook reads no cookie: a forged form is refused for its type (415), its body (a
          // form is not the raw text it signs: 422) or its missing signature (403).
          expect([403, 415, 422], `${routeName(spec)} (${kind} form)`).toContain(response.statusCode);
        } else {
          expect(response.statusCode, `${routeName(spec)} (${kind} form)`).toBe(419);
          expect(response.json()).toEqual({ message: 'CSRF token mismatch.' });
        }
        expect(snapshotDifferences(before, await databaseSnapshot(t.db))).toEqual([]);
        refused += 1;
      }
      // A header that does not match the cookie, or a header without the cookie, is no better.
      for (const headers of [
        { cookie: admin.cookie, [XSRF_HEADER]: 'guessed' },
        { cookie: `${SESSION_COOKIE}=${admin.token}`, [XSRF_HEADER]: xsrf },
      ]) {
        const response = await t.app.inject({
          method: spec.method,
          url: fillPath(spec.path, productId),
          headers,
          remoteAddress: randomAddress(),
        });
        const name = `${routeName(spec)} ${JSON.stringify(Object.keys(headers))}`;
        // The signed webhook: no body to check a signature against (422), else no signature (403).
        if (spec.signed) expect([403, 422], name).toContain(response.statusCode);
        else expect(response.statusCode, name).toBe(419);
        refused += 1;
      }
    }
    // The victim's session is untouched.
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: admin.headers });
    expect(me.statusCode).toBe(200);
    reportFigure(
      'CSRF',
      `${refused} forged requests (urlencoded and multipart forms from another origin, wrong or missing token) on every non-GET route: all 419, database unchanged`,
    );
  });
});
