import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertCategory,
  insertCompany,
  insertProduct,
} from '../src/modules/catalogue-shared/testing/fixtures';
import { Browser, latestCode, randomGmail } from '../src/modules/accounts/test-support';
import { orderPayload } from '../src/modules/orders/test-support';
import { SESSION_COOKIE, XSRF_COOKIE } from '../src/plugins/session';
import { createTestApp, type TestApp } from './helpers';

const METRICS_TOKEN = 'log-test-metrics-token-5f2a9c';

/** Every line the app's logger writes, kept as text (what a log file or journald would hold). */
function logCapture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, logger: { level: 'trace', stream } };
}

function cookieValues(browser: Browser): string[] {
  return (browser.headers.cookie ?? '')
    .split(';')
    .map((pair) => pair.trim().split('=').slice(1).join('='))
    .filter((value) => value.length >= 16);
}

describe('the log of a real run (production, every level down to trace)', () => {
  let t: TestApp;
  const capture = logCapture();
  const secrets = new Map<string, string>();
  const remember = (what: string, value: string) => {
    expect(value.length, what).toBeGreaterThan(0);
    secrets.set(`${what} ${secrets.size}`, value);
  };

  beforeAll(async () => {
    t = await createTestApp({
      nodeEnv: 'production',
      smtpUrl: undefined,
      metricsToken: METRICS_TOKEN,
      logger: capture.logger,
      // A careless handler that logs everything it got: the logger's redaction still hides the secrets.
      beforeModules: (scope) => {
        scope.post('/debug-echo', async (request) => {
          request.log.info(
            { req: { headers: request.headers }, headers: request.headers, body: request.body },
            'dump',
          );
          return { ok: true };
        });
      },
    });
    const categoryId = await insertCategory(t.db, { name: 'Skincare' });
    const companyId = await insertCompany(t.db, { name: 'Bioderma' });
    const productId = await insertProduct(t.db, { categoryId, companyId, price: '120.00', stock: 10 });

    const browser = new Browser(t);
    const email = randomGmail('logs');
    const password = 'first-Secret-42';
    remember('password', password);
    const registered = await browser.send('POST', '/api/register', {
      full_name: 'Salma Logs',
      email,
      city: 'Dakhla',
      password,
      password_confirmation: password,
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const registrationCode = await latestCode(t, email);
    remember('registration code', registrationCode);
    const verified = await browser.send('POST', '/api/verify-email', {
      code: registrationCode,
      pending_user_id: registered.json().pending_user_id,
    });
    expect(verified.statusCode, verified.body).toBe(200);

    const login = await browser.send('POST', '/api/login', { email, password });
    expect(login.statusCode, login.body).toBe(200);
    remember('session token', browser.sessionToken);
    for (const value of cookieValues(browser)) remember('cookie value', value);
    remember('xsrf token', browser.headers['x-xsrf-token'] ?? '');

    const newPassword = 'second-Secret-77';
    remember('new password', newPassword);
    const changed = await browser.send('POST', '/api/change_password', {
      old_password: password,
      new_password: newPassword,
      new_password_confirmation: newPassword,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    for (const value of cookieValues(browser)) remember('cookie value', value);

    const order = await browser.send(
      'POST',
      '/api/orders',
      orderPayload([{ target_name: 'product', target_id: productId, quantity: 1, price: 120 }]),
    );
    expect(order.statusCode, order.body).toBe(201);

    // The reset flow: its code, then a third password.
    const reset = new Browser(t);
    const forgot = await reset.send('POST', '/api/forgot-password', { email });
    expect(forgot.statusCode, forgot.body).toBe(200);
    const resetCode = await latestCode(t, email);
    remember('reset code', resetCode);
    const granted = await reset.send('POST', '/api/verify-user', {
      code: resetCode,
      user_id: forgot.json().user_id,
    });
    expect(granted.statusCode, granted.body).toBe(200);
    const thirdPassword = 'third-Secret-99';
    remember('reset password', thirdPassword);
    const updated = await reset.send('PUT', '/api/update-password', {
      email,
      new_password: thirdPassword,
      new_password_confirmation: thirdPassword,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    for (const value of cookieValues(reset)) remember('cookie value', value);

    const relogged = await browser.send('POST', '/api/login', { email, password: thirdPassword });
    expect(relogged.statusCode, relogged.body).toBe(200);
    remember('second session token', browser.sessionToken);

    const dumped = await browser.send('POST', '/api/debug-echo', {
      password: thirdPassword,
      code: resetCode,
      new_password: thirdPassword,
    });
    expect(dumped.statusCode).toBe(200);

    const metrics = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.statusCode).toBe(200);
    remember('metrics token', METRICS_TOKEN);
  });
  afterAll(async () => t?.close());

  it('wrote JSON lines, with requests in them', () => {
    expect(capture.lines.length).toBeGreaterThan(20);
    for (const line of capture.lines) expect(() => JSON.parse(line), line).not.toThrow();
    expect(capture.lines.some((line) => line.includes('/api/change_password'))).toBe(true);
    // The careless dump did reach the log, with its secrets replaced.
    const dump = capture.lines.find((line) => line.includes('"msg":"dump"'));
    expect(dump).toContain('[Redacted]');
  });

  it('holds no password, code, session token, cookie value, XSRF token or metrics token', () => {
    const log = capture.lines.join('\n');
    expect(secrets.size).toBeGreaterThanOrEqual(9);
    for (const [what, value] of secrets) expect(log.includes(value), `${what} is in the log`).toBe(false);
    expect(log).not.toContain(`${SESSION_COOKIE}=`);
    expect(log).not.toContain(`${XSRF_COOKIE}=`);
  });
});

describe('request ids', () => {
  let t: TestApp;
  const capture = logCapture();
  beforeAll(async () => {
    t = await createTestApp({ logger: capture.logger });
  });
  afterAll(async () => t?.close());

  it('keeps a sane incoming X-Request-Id on every line of the request and sends it back', async () => {
    const id = 'caddy-7f3e9a1b.42';
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/categories',
      headers: { 'x-request-id': id },
    });
    expect(response.headers['x-request-id']).toBe(id);
    const lines = capture.lines.map((line) => JSON.parse(line) as { reqId?: string; req?: { url?: string } });
    const mine = lines.filter((line) => line.reqId === id);
    expect(mine.length).toBeGreaterThanOrEqual(2);
    expect(
      lines.filter((line) => line.req?.url === '/api/categories').every((line) => line.reqId === id),
    ).toBe(true);
  });

  it('replaces an id that is not sane (spaces, quotes, too long) by a new UUID', async () => {
    for (const bad of ['a b', 'x"y', '<script>', 'a'.repeat(101), '']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': bad },
      });
      const sent = response.headers['x-request-id'];
      expect(sent).toMatch(/^[0-9a-f-]{36}$/);
    }
    const plain = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
