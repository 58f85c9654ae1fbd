import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, translateMessage } from '@parashop/shared';
import { classifyOrderAnswer, ORDER_REFUSAL_REASONS } from '../src/lib/metrics';
import {
  insertCategory,
  insertCompany,
  insertProduct,
} from '../src/modules/catalogue-shared/testing/fixtures';
import { freshPhone, orderPayload, postOrder } from '../src/modules/orders/test-support';
import { createTestApp, guestHeaders, loginAs, type TestApp } from './helpers';

const TOKEN = 'metrics-token-0123456789abcdef';
const auth = { authorization: `Bearer ${TOKEN}` };

type Sample = { name: string; labels: Record<string, string>; value: number };

/**
 * Prometheus' text format (0.0.4), read line by line: `# HELP` / `# TYPE` comments and samples
 * `name{label="value",...} number`. Throws on any other line, so a malformed answer fails the test.
 */
function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const comment = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.*)$/.exec(line);
    if (comment) {
      if (comment[1] === 'TYPE') {
        expect(['counter', 'gauge', 'histogram', 'summary', 'untyped']).toContain(comment[3]);
        types.set(comment[2] ?? '', comment[3] ?? '');
      }
      continue;
    }
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)(?: -?\d+)?$/.exec(line);
    if (!match) throw new Error(`not a Prometheus sample line: ${line}`);
    const labels: Record<string, string> = {};
    const labelText = match[2] ?? '';
    const labelPattern = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)",?/g;
    let consumed = 0;
    for (const label of labelText.matchAll(labelPattern)) {
      labels[label[1] ?? ''] = label[2] ?? '';
      consumed += label[0].length;
    }
    if (consumed !== labelText.length) throw new Error(`bad labels: ${line}`);
    const raw = match[3] ?? '';
    const value = raw === '+Inf' ? Infinity : raw === '-Inf' ? -Infinity : Number(raw);
    // Prometheus reads numbers with Go's ParseFloat: NaN in any case (prom-client writes `Nan`).
    if (Number.isNaN(value) && !/^nan$/i.test(raw)) throw new Error(`bad value: ${line}`);
    samples.push({ name: match[1] ?? '', labels, value });
  }
  expect(types.size).toBeGreaterThan(0);
  return samples;
}

function value(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([key, v]) => s.labels[key] === v),
  );
  return found.reduce((sum, s) => sum + s.value, 0);
}

async function scrape(t: TestApp): Promise<Sample[]> {
  const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: auth });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseExposition(response.body);
}

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  let webDist = '';
  beforeAll(async () => {
    // A built web app answers its pages with index.html; /metrics must stay a plain JSON 404.
    webDist = await mkdtemp(join(tmpdir(), 'parashop-web-'));
    await writeFile(join(webDist, 'index.html'), '<!doctype html><title>shop</title>');
    t = await createTestApp({ metricsToken: undefined, webDistDir: webDist });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('does not exist: 404 with or without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/shopping-cart' })).statusCode).toBe(200);
    for (const headers of [{}, auth]) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  let productId: number;
  beforeAll(async () => {
    t = await createTestApp({ metricsToken: TOKEN, orderMaxOpenPerPhone: 1, orderRateLimitPerMinute: 1000 });
    const categoryId = await insertCategory(t.db, { name: 'Skincare' });
    const companyId = await insertCompany(t.db, { name: 'Bioderma' });
    productId = await insertProduct(t.db, { categoryId, companyId, price: '100.00', stock: 5 });
  });
  afterAll(async () => t.close());

  it('answers 401 without the token, with a wrong one, or with another scheme', async () => {
    for (const authorization of [
      undefined,
      'Bearer wrong-token-0123456789',
      `Basic ${TOKEN}`,
      `Bearer ${TOKEN}x`,
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(response.body).not.toContain('http_requests_total');
    }
  });

  it('answers the text format with the shop metrics, every refusal reason from 0', async () => {
    const samples = await scrape(t);
    const names = new Set(samples.map((s) => s.name));
    for (const name of [
      'http_requests_total',
      'http_request_duration_seconds_bucket',
      'http_request_duration_seconds_count',
      'parashop_orders_placed_total',
      'parashop_orders_refused_total',
      'parashop_catalogue_cache_hits_total',
      'parashop_catalogue_cache_misses_total',
      'parashop_db_pool_size',
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'process_resident_memory_bytes',
    ]) {
      expect(names, name).toContain(name);
    }
    for (const reason of ORDER_REFUSAL_REASONS) {
      expect(
        samples.some((s) => s.name === 'parashop_orders_refused_total' && s.labels.reason === reason),
      ).toBe(true);
    }
    expect(value(samples, 'parashop_db_pool_size')).toBe(t.handle.kind === 'pglite' ? 1 : 5);
    if (t.handle.kind === 'postgres') {
      expect(value(samples, 'parashop_db_connections')).toBeGreaterThanOrEqual(1);
    }
  });

  it('counts requests by route pattern and status class, never by raw URL', async () => {
    await t.app.inject({ method: 'GET', url: `/api/products/${productId}?lang=fr` });
    await t.app.inject({ method: 'GET', url: '/api/products/987654' });
    const samples = await scrape(t);
    const byId = { method: 'GET', route: '/api/products/:id' };
    expect(value(samples, 'http_requests_total', { ...byId, status_class: '2xx' })).toBe(1);
    expect(value(samples, 'http_requests_total', { ...byId, status_class: '4xx' })).toBe(1);
    expect(value(samples, 'http_request_duration_seconds_count', { ...byId, status_class: '2xx' })).toBe(1);
    expect(samples.some((s) => Object.values(s.labels).some((v) => v.includes('987654')))).toBe(false);
  });

  it('moves the catalogue cache counters', async () => {
    const before = await scrape(t);
    await t.app.inject({ method: 'GET', url: '/api/categories' });
    await t.app.inject({ method: 'GET', url: '/api/categories' });
    const after = await scrape(t);
    const moved = (name: string) => value(after, name) - value(before, name);
    expect(moved('parashop_catalogue_cache_misses_total')).toBeGreaterThanOrEqual(1);
    expect(moved('parashop_catalogue_cache_hits_total')).toBeGreaterThanOrEqual(1);
  });

  it('counts an order placed once (a replay of its answer is not a new order) and refusals by reason', async () => {
    const before = await scrape(t);
    const line = { target_name: 'product', target_id: productId, quantity: 1, price: 100 };
    const placed = await postOrder(t.app, orderPayload([line]), { key: 'metrics-order-key-1' });
    expect(placed.statusCode, placed.body).toBe(201);
    const replay = await postOrder(
      t.app,
      orderPayload([line], { phone_number: placed.json().phone_number }),
      {
        key: 'metrics-order-key-1',
      },
    );
    expect(replay.statusCode).toBe(201);

    const admin = await loginAs(t.app, t.db, 'admin');
    const blocked = freshPhone();
    const block = await t.app.inject({
      method: 'POST',
      url: '/api/blocked-phones',
      headers: admin.headers,
      payload: { phone_number: blocked, reason: 'fake orders' },
    });
    expect(block.statusCode, block.body).toBeLessThan(300);

    const refusals: Array<[string, Awaited<ReturnType<typeof postOrder>>]> = [
      ['price_changed', await postOrder(t.app, orderPayload([{ ...line, price: 90 }]))],
      ['out_of_stock', await postOrder(t.app, orderPayload([{ ...line, quantity: 9 }]))],
      ['unavailable', await postOrder(t.app, orderPayload([{ ...line, target_id: 99_999 }]))],
      ['validation', await postOrder(t.app, { name: '' })],
      ['blocked_phone', await postOrder(t.app, orderPayload([line], { phone_number: blocked }))],
      ['line_over_limit', await postOrder(t.app, orderPayload([{ ...line, quantity: 11 }]))],
      [
        'too_many_open',
        await postOrder(t.app, orderPayload([line], { phone_number: placed.json().phone_number })),
      ],
    ];
    for (const [reason, response] of refusals)
      expect(response.statusCode, `${reason}: ${response.body}`).toBeGreaterThanOrEqual(400);

    const after = await scrape(t);
    expect(value(after, 'parashop_orders_placed_total') - value(before, 'parashop_orders_placed_total')).toBe(
      1,
    );
    for (const [reason] of refusals) {
      const moved =
        value(after, 'parashop_orders_refused_total', { reason }) -
        value(before, 'parashop_orders_refused_total', { reason });
      expect(moved, reason).toBe(1);
    }
  });

  it('counts the COD guard refusals by their reason code, whatever the language of their message', async () => {
    const admin = await loginAs(t.app, t.db, 'admin');
    const blocked = freshPhone();
    const block = await t.app.inject({
      method: 'POST',
      url: '/api/blocked-phones',
      headers: admin.headers,
      payload: { phone_number: blocked, reason: 'fake orders' },
    });
    expect(block.statusCode, block.body).toBeLessThan(300);
    const line = { target_name: 'product', target_id: productId, quantity: 1, price: 100 };
    const before = await scrape(t);
    for (const lang of LANGUAGES) {
      const headers = { ...guestHeaders(), 'accept-language': lang };
      const refusals = {
        blocked_phone: await postOrder(t.app, orderPayload([line], { phone_number: blocked }), { headers }),
        line_over_limit: await postOrder(t.app, orderPayload([{ ...line, quantity: 11 }]), { headers }),
      };
      expect(refusals.blocked_phone.json()).toMatchObject({
        message: translateMessage('errors.phoneBlocked', lang),
        reason: 'phone_blocked',
      });
      expect(refusals.line_over_limit.json()).toMatchObject({ reason: 'line_over_limit' });
    }
    const after = await scrape(t);
    for (const reason of ['blocked_phone', 'line_over_limit']) {
      const moved =
        value(after, 'parashop_orders_refused_total', { reason }) -
        value(before, 'parashop_orders_refused_total', { reason });
      expect(moved, reason).toBe(LANGUAGES.length);
    }
  });

  it('classifies on the code, never on the message', () => {
    for (const message of ['Ce numéro est bloqué.', 'anything', '']) {
      expect(classifyOrderAnswer(422, { message, reason: 'phone_blocked' })).toEqual({
        placed: false,
        reason: 'blocked_phone',
      });
      expect(classifyOrderAnswer(422, { message, reason: 'too_many_open' })).toEqual({
        placed: false,
        reason: 'too_many_open',
      });
      expect(classifyOrderAnswer(422, { message, reason: 'line_over_limit' })).toEqual({
        placed: false,
        reason: 'line_over_limit',
      });
    }
    // The guard's own text without its code is an ordinary validation refusal; an unknown code too.
    expect(classifyOrderAnswer(422, { message: translateMessage('errors.phoneBlocked', 'en') })).toEqual({
      placed: false,
      reason: 'validation',
    });
    expect(classifyOrderAnswer(422, { message: 'x', reason: 'toString' })).toEqual({
      placed: false,
      reason: 'validation',
    });
  });

  it('counts the order rate limit as rate_limited', async () => {
    const limited = await createTestApp({ metricsToken: TOKEN, orderRateLimitPerMinute: 1 });
    try {
      const ip = '10.9.9.9';
      await postOrder(limited.app, { name: '' }, { ip });
      const refused = await postOrder(limited.app, { name: '' }, { ip });
      expect(refused.statusCode).toBe(429);
      const samples = await scrape(limited);
      expect(value(samples, 'parashop_orders_refused_total', { reason: 'rate_limited' })).toBe(1);
      expect(value(samples, 'parashop_orders_refused_total', { reason: 'validation' })).toBe(1);
    } finally {
      await limited.close();
    }
  });
});
