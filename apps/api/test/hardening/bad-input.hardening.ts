import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockedPhones, deliveryRuns, notifications, productLots, users } from '../../src/db/schema';
import {
  insertCategory,
  insertCompany,
  insertOffer,
  insertPack,
  insertProduct,
} from '../../src/modules/catalogue-shared/testing/fixtures';
import { gifJsPolyglot, svgWithScript, textAsJpg } from '../../src/modules/catalogue-shared/testing/images';
import {
  multipart,
  type FilePart,
  type FormValue,
} from '../../src/modules/catalogue-shared/testing/multipart';
import { orderPayload } from '../../src/modules/orders/test-support';
import { createTestApp, guestHeaders, loginAs, type RequestHeaders, type TestApp } from '../helpers';
import { randomAddress } from './support/actors';
import { reportFigure, seconds } from './support/env';
import {
  contentTypes,
  headerText,
  nastyId,
  nastyItems,
  nastyObject,
  nastyString,
  NASTY_SAMPLES,
} from './support/nasty';
import { appRoutes, fillPath, ROUTES, routeName, type RouteSpec } from './support/routes';
import { databaseSnapshot, snapshotDifferences, type Snapshot } from './support/snapshot';
import { validBody } from './support/valid-bodies';

/**
 * Bad input, generated (fast-check): malformed bodies (JSON, raw text, multipart parts and files),
 * query strings, path ids and headers, sent to every route by a caller allowed to reach its handler.
 * Whatever comes, the answer is below 500, a refusal is a 4xx with a JSON `message`, and a refused
 * request leaves the database exactly as it was.
 */

const RUNS = Number(process.env.HARDENING_FUZZ_RUNS ?? 25);

let t: TestApp;
const shared = { category: 0, company: 0, product: 0, pack: 0 };
const tally = { requests: 0, refused: 0, accepted: 0, statuses: new Map<number, number>() };
let started = 0;

beforeAll(async () => {
  t = await createTestApp();
  shared.category = await insertCategory(t.db);
  shared.company = await insertCompany(t.db);
  shared.product = await insertProduct(t.db, {
    categoryId: shared.category,
    companyId: shared.company,
    price: '20.00',
    stock: 100_000,
  });
  const partner = await insertProduct(t.db, {
    categoryId: shared.category,
    companyId: shared.company,
    price: '30.00',
    stock: 100_000,
  });
  shared.pack = await insertPack(t.db, { productIds: [shared.product, partner], price: '45.00' });
  started = Date.now();
});

afterAll(async () => {
  await t?.close();
});

type Caller = 'guest' | 'customer' | 'admin';

type Context = { headers: Record<Caller, RequestHeaders>; target: number };

let fixtures = 0;

/** Sessions of their own for each route (a fuzzed logout ends only its own), and a row its id may name. */
async function prepare(spec: RouteSpec): Promise<Context> {
  const admin = await loginAs(t.app, t.db, 'admin');
  const customer = await loginAs(t.app, t.db, 'customer');
  const resource = spec.path.split('/')[2];
  let target = 0;
  if (spec.path.includes('{id}')) {
    if (resource === 'products')
      target = await insertProduct(t.db, { categoryId: shared.category, companyId: shared.company });
    else if (resource === 'categories') target = await insertCategory(t.db);
    else if (resource === 'companies') target = await insertCompany(t.db);
    else if (resource === 'packs') target = await insertPack(t.db, { productIds: [shared.product] });
    else if (resource === 'offers') {
      const productId = await insertProduct(t.db, {
        categoryId: shared.category,
        companyId: shared.company,
        price: '50.00',
      });
      target = await insertOffer(t.db, {
        productId,
        offerPrice: '40.00',
        startDate: '2020-01-01',
        endDate: '2099-12-31',
      });
    } else if (resource === 'orders') {
      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: customer.headers,
        remoteAddress: randomAddress(),
        payload: orderPayload([
          { target_name: 'product', target_id: shared.product, quantity: 1, price: 20 },
        ]),
      });
      target = placed.json<{ id: number }>().id;
    } else if (resource === 'notifications') {
      const [row] = await t.db
        .insert(notifications)
        .values({ type: 'general', message: 'For the fuzzed customer', userId: customer.user.id })
        .returning({ id: notifications.id });
      target = row!.id;
    } else if (resource === 'lots') {
      const productId = await insertProduct(t.db, { categoryId: shared.category, companyId: shared.company });
      fixtures += 1;
      const [row] = await t.db
        .insert(productLots)
        .values({ productId, lotNumber: `F${fixtures}`, expiryDate: '2099-12-31', quantity: 5 })
        .returning({ id: productLots.id });
      target = row!.id;
    } else if (resource === 'blocked-phones') {
      fixtures += 1;
      const [row] = await t.db
        .insert(blockedPhones)
        .values({ phoneNumber: `05${String(fixtures).padStart(8, '0')}`, reason: 'Fuzzed' })
        .returning({ id: blockedPhones.id });
      target = row!.id;
    } else if (resource === 'riders' || resource === 'delivery-runs' || resource === 'rider') {
      // A rider of its own, and for the runs' routes a draft run of theirs (decision 240).
      fixtures += 1;
      const [rider] = await t.db
        .insert(users)
        .values({
          fullName: 'Fuzzed Rider',
          phone: `078${String(fixtures).padStart(7, '0')}`,
          passwordHash: 'not-a-hash',
          roleId: 3,
        })
        .returning({ id: users.id });
      target = rider!.id;
      if (resource !== 'riders') {
        const [run] = await t.db
          .insert(deliveryRuns)
          .values({ riderId: rider!.id, date: '2099-01-01' })
          .returning({ id: deliveryRuns.id });
        target = run!.id;
      }
    } else throw new Error(`no fixture for ${routeName(spec)}`);
  }
  return { headers: { guest: guestHeaders(), customer: customer.headers, admin: admin.headers }, target };
}

// ---------------------------------------------------------------- what a request may carry

type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string }
  | {
      kind: 'multipart';
      fields: Record<string, string>;
      file: { name: string; part: FilePart } | null;
      damage: 'none' | 'truncate' | 'no-closing-boundary' | 'other-boundary';
    };

type Fuzz = {
  caller: Caller;
  id: string | null;
  query: string;
  body: Body;
  contentType: string | undefined;
  acceptLanguage: string | undefined;
  idempotencyKey: string | undefined;
  ifNoneMatch: string | undefined;
  cookieJunk: string | undefined;
  xsrf: 'ok' | 'missing' | 'wrong';
};

/** Mostly undefined: one header of ten carries the odd value. */
const rarely = <T>(arbitrary: fc.Arbitrary<T>, weight = 1) =>
  fc.oneof({ weight: 10 - weight, arbitrary: fc.constant(undefined) }, { weight, arbitrary });

const fileBytes = fc.oneof(
  fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
  fc.constantFrom(
    svgWithScript,
    gifJsPolyglot,
    textAsJpg,
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
  ),
);

const filePart = fc.record({
  name: fc.constantFrom('image', 'image', 'image', 'file', 'image[]'),
  part: fc.record({
    filename: fc.oneof(
      fc.constantFrom('photo.png', '../../evil.php', 'x.svg', 'a.png.exe', '', 'ok.jpg'),
      nastyString.map((s) => s.replace(/[\r\n"]/g, '')),
    ),
    contentType: fc.constantFrom(
      'image/png',
      'image/jpeg',
      'image/svg+xml',
      'text/html',
      'application/x-php',
      'application/octet-stream',
    ),
    data: fileBytes,
  }),
});

function bodyArbitrary(spec: RouteSpec): fc.Arbitrary<Body> {
  const textFields = spec.fields.filter((field) => field !== 'image');
  const json = fc.oneof(
    { weight: 4, arbitrary: nastyObject(spec.fields).map((value): Body => ({ kind: 'json', value })) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value): Body => ({ kind: 'json', value })) },
    {
      weight: 1,
      arbitrary: fc
        .oneof(
          fc.string({ maxLength: 200 }),
          fc.constantFrom('{', '{"name":', '[1,2', 'null', '""', '{"__proto__":{"isAdmin":true}}'),
        )
        .map((text): Body => ({ kind: 'raw', text })),
    },
  );
  const orderJson = fc
    .record({ base: nastyObject(spec.fields), items: nastyItems })
    .map(({ base, items }): Body => ({ kind: 'json', value: { ...orderPayload([]), ...base, items } }));
  const form = fc
    .record({
      fields: fc.dictionary(
        textFields.length > 0
          ? fc.oneof(
              fc.constantFrom(...textFields),
              nastyString.map((s) => s.replace(/[\r\n"]/g, '')),
            )
          : fc.string(),
        nastyString,
        { maxKeys: textFields.length + 1 },
      ),
      file: fc.option(filePart, { freq: 2 }),
      damage: fc.constantFrom('none', 'none', 'none', 'truncate', 'no-closing-boundary', 'other-boundary'),
    })
    .map((value): Body => ({ kind: 'multipart', ...value }));

  if (spec.body === 'multipart')
    return fc.oneof({ weight: 3, arbitrary: form }, { weight: 1, arbitrary: json });
  if (spec.path === '/api/orders' && spec.method === 'POST') return fc.oneof(orderJson, json);
  if (spec.body === 'json') return json;
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant<Body>({ kind: 'none' }) },
    { weight: 1, arbitrary: json },
  );
}

const queryArbitrary = (spec: RouteSpec) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constant('') },
    {
      weight: 3,
      arbitrary: fc
        .array(
          fc.tuple(
            fc.oneof(
              fc.constantFrom(
                ...(spec.query ?? []),
                'search',
                'q',
                'page',
                'sort',
                'period',
                'category_id',
                '__proto__',
              ),
              nastyString,
            ),
            nastyString,
          ),
          { minLength: 1, maxLength: 4 },
        )
        .map((pairs) => `?${new URLSearchParams(pairs).toString()}`),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '?%',
        '?a=%zz',
        '?period[]=all',
        '?period=all&period=today',
        "?period=' OR 1=1 --",
        '?period=%00',
      ),
    },
  );

function fuzzArbitrary(spec: RouteSpec, context: Context): fc.Arbitrary<Fuzz> {
  const caller: fc.Arbitrary<Caller> =
    spec.access === 'admin'
      ? fc.constant('admin')
      : spec.access === 'user'
        ? fc.constant('customer')
        : fc.constantFrom('guest', 'customer');
  const id = spec.path.includes('{id}')
    ? fc.oneof(
        { weight: 3, arbitrary: nastyId },
        { weight: 1, arbitrary: fc.constant(String(context.target)) },
      )
    : fc.constant(null);
  return fc.record({
    caller,
    id,
    query: queryArbitrary(spec),
    body: bodyArbitrary(spec),
    contentType: rarely(contentTypes, 2),
    acceptLanguage: rarely(
      fc.oneof(headerText, fc.constantFrom('fr', 'ar;q=0.9, en;q=x', '*', 'q=1', ',,,', 'zz-ZZ;q=-1')),
    ),
    idempotencyKey: spec.path === '/api/orders' ? rarely(headerText, 3) : rarely(headerText),
    ifNoneMatch: rarely(headerText),
    cookieJunk: rarely(
      fc.oneof(
        headerText,
        fc.constantFrom('parashop_session=', 'parashop_session=x; parashop_session=y', 'XSRF-TOKEN=%'),
      ),
    ),
    xsrf: fc.oneof(
      { weight: 18, arbitrary: fc.constant<'ok'>('ok') },
      { weight: 1, arbitrary: fc.constantFrom<'missing' | 'wrong'>('missing', 'wrong') },
    ),
  });
}

function toRequest(spec: RouteSpec, context: Context, fuzz: Fuzz) {
  const url = `${fuzz.id === null ? spec.path : fillPath(spec.path, fuzz.id)}${fuzz.query}`;
  const headers: RequestHeaders = { ...context.headers[fuzz.caller] };
  if (fuzz.xsrf === 'missing') delete headers['x-xsrf-token'];
  if (fuzz.xsrf === 'wrong') headers['x-xsrf-token'] = 'not-the-cookie';
  if (fuzz.cookieJunk !== undefined) headers.cookie = `${headers.cookie ?? ''}; ${fuzz.cookieJunk}`;
  if (fuzz.acceptLanguage !== undefined) headers['accept-language'] = fuzz.acceptLanguage;
  if (fuzz.idempotencyKey !== undefined) headers['idempotency-key'] = fuzz.idempotencyKey;
  if (fuzz.ifNoneMatch !== undefined) headers['if-none-match'] = fuzz.ifNoneMatch;
  // A stream stays open when accepted: asked with a Last-Event-ID no stream sends, it is always refused
  // (after the guard and the other checks), so each fuzzed request still ends.
  if (spec.stream) headers['last-event-id'] = 'x';

  let payload: string | Buffer | undefined;
  const body = fuzz.body;
  if (body.kind === 'json') {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body.value) ?? 'null';
  } else if (body.kind === 'raw') {
    headers['content-type'] = 'application/json';
    payload = body.text;
  } else if (body.kind === 'multipart') {
    const fields: Record<string, FormValue | FormValue[]> = { ...body.fields };
    if (body.file) fields[body.file.name] = body.file.part;
    const form = multipart(fields);
    let bytes = form.payload;
    let type = form.headers['content-type'];
    if (body.damage === 'truncate') bytes = bytes.subarray(0, Math.floor(bytes.length / 2));
    if (body.damage === 'no-closing-boundary') bytes = bytes.subarray(0, Math.max(0, bytes.length - 8));
    if (body.damage === 'other-boundary') type = 'multipart/form-data; boundary=not-the-one-used';
    headers['content-type'] = type;
    payload = bytes;
  }
  if (fuzz.contentType !== undefined) headers['content-type'] = fuzz.contentType;
  if (headers['content-type'] === '') delete headers['content-type'];
  return { method: spec.method, url, headers, payload };
}

async function expectWellRefused(
  name: string,
  response: LightMyRequestResponse,
  before: Snapshot,
): Promise<Snapshot> {
  tally.requests += 1;
  tally.statuses.set(response.statusCode, (tally.statuses.get(response.statusCode) ?? 0) + 1);
  expect(response.statusCode, `${name}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  const after = await databaseSnapshot(t.db);
  if (response.statusCode >= 400) {
    tally.refused += 1;
    expect(response.headers['content-type'], name).toMatch(/^application\/json/);
    expect(typeof response.json<{ message?: unknown }>().message, `${name}: ${response.body}`).toBe('string');
    expect(
      snapshotDifferences(before, after),
      `${name} was refused (${response.statusCode}) but changed the database`,
    ).toEqual([]);
  } else {
    tally.accepted += 1;
  }
  return after;
}

describe('bad input never gives a 5xx and a refusal changes nothing', () => {
  it('every route of the app is fuzzed', () => {
    expect(ROUTES.map(routeName).sort()).toEqual(appRoutes(t.app).sort());
  });

  it.each(ROUTES.map((spec) => [routeName(spec), spec] as const))('%s', async (name, spec) => {
    const context = await prepare(spec);
    let snapshot = await databaseSnapshot(t.db);
    await fc.assert(
      fc.asyncProperty(fuzzArbitrary(spec, context), async (fuzz) => {
        const request = toRequest(spec, context, fuzz);
        const response = await t.app.inject({
          method: request.method,
          url: request.url,
          headers: request.headers,
          remoteAddress: randomAddress(),
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
        snapshot = await expectWellRefused(`${request.method} ${request.url}`, response, snapshot);
      }),
      { numRuns: RUNS, endOnFailure: false },
    );
  });

  it('each nasty string in each field of an otherwise valid form, for every route with a body', async () => {
    let sent = 0;
    for (const spec of ROUTES.filter((route) => route.body !== 'none')) {
      const context = await prepare(spec);
      const caller: Caller = spec.access === 'admin' ? 'admin' : 'customer';
      let snapshot = await databaseSnapshot(t.db);
      for (const field of spec.fields.filter((name) => name !== 'image' && name !== '_method')) {
        for (const text of NASTY_SAMPLES) {
          const body = { ...validBody(spec, shared), [field]: text };
          const url = fillPath(spec.path, context.target);
          const request: { payload: string | Buffer; headers: RequestHeaders } =
            spec.body === 'multipart'
              ? (() => {
                  const form = multipart(body as Record<string, FormValue>);
                  return { payload: form.payload, headers: { ...context.headers[caller], ...form.headers } };
                })()
              : {
                  payload: JSON.stringify(body),
                  headers: { ...context.headers[caller], 'content-type': 'application/json' },
                };
          const response = await t.app.inject({
            ...request,
            method: spec.method,
            url,
            remoteAddress: randomAddress(),
          });
          snapshot = await expectWellRefused(
            `${routeName(spec)} ${field}=${JSON.stringify(text).slice(0, 40)}`,
            response,
            snapshot,
          );
          sent += 1;
        }
      }
    }
    expect(sent).toBeGreaterThan(0);
    reportFigure(
      'bad input',
      `${ROUTES.length} routes x ${RUNS} generated requests + ${sent} valid forms with one nasty field = ${tally.requests} requests: ` +
        `0 answers >= 500, ${tally.refused} refused with a JSON message and the database unchanged, ${tally.accepted} accepted ` +
        `(statuses ${[...tally.statuses]
          .sort((a, b) => a[0] - b[0])
          .map(([s, n]) => `${s}x${n}`)
          .join(' ')}), in ${seconds(Date.now() - started)}`,
    );
  });
});
