import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, guestHeaders, loginAs, type TestApp, type TestSession } from '../../../test/helpers';
import {
  insertCategory,
  insertCompany,
  insertPack,
  insertProduct,
} from '../catalogue-shared/testing/fixtures';
import { requests } from '../catalogue-shared/testing/requests';

let t: TestApp;
let alice: TestSession;
let bob: TestSession;
let r: ReturnType<typeof requests>;
let refs: { categoryId: number; companyId: number };

beforeAll(async () => {
  t = await createTestApp();
  alice = await loginAs(t.app, t.db, 'customer');
  bob = await loginAs(t.app, t.db, 'customer');
  r = requests(t.app);
  refs = { categoryId: await insertCategory(t.db), companyId: await insertCompany(t.db) };
});
afterAll(async () => t?.close());

const toggle = (session: TestSession, body: unknown) =>
  r.json('POST', '/api/favourites/toggle', session.headers, body);
const list = async (session: TestSession) => {
  const response = await r.get('/api/favourites', session.headers);
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('favourites', () => {
  it('starts empty', async () => {
    const fresh = await loginAs(t.app, t.db, 'customer');
    expect(await list(fresh)).toEqual({ products: [], packs: [] });
  });

  it('toggles a product on and off, listed with the whole product', async () => {
    const productId = await insertProduct(t.db, { ...refs, name: 'Loved cream', price: '42.00' });
    const on = await toggle(alice, {
      type: 'product',
      id: productId,
      item: { id: productId, name: 'Loved cream' },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ favourited: true });

    const favourites = await list(alice);
    expect(favourites.packs).toEqual([]);
    expect(favourites.products).toEqual([
      {
        id: expect.any(Number),
        target_id: productId,
        target: (await r.get(`/api/products/${productId}`)).json(),
      },
    ]);

    const off = await toggle(alice, { type: 'product', id: productId });
    expect(off.json()).toEqual({ favourited: false });
    expect((await list(alice)).products).toEqual([]);
  });

  it('toggles a pack on and off, listed with the whole pack', async () => {
    const a = await insertProduct(t.db, refs);
    const packId = await insertPack(t.db, { productIds: [a], name: 'Loved pack' });
    expect((await toggle(alice, { type: 'pack', id: String(packId) })).json()).toEqual({ favourited: true });
    const favourites = await list(alice);
    expect(favourites.packs).toEqual([
      { id: expect.any(Number), target_id: packId, target: (await r.get(`/api/packs/${packId}`)).json() },
    ]);
    expect((await toggle(alice, { type: 'pack', id: packId })).json()).toEqual({ favourited: false });
    expect((await list(alice)).packs).toEqual([]);
  });

  it('keeps each user to their own list', async () => {
    const mine = await insertProduct(t.db, refs);
    const theirs = await insertProduct(t.db, refs);
    const packId = await insertPack(t.db, { productIds: [mine] });
    await toggle(alice, { type: 'product', id: mine });
    await toggle(alice, { type: 'pack', id: packId });
    await toggle(bob, { type: 'product', id: theirs });

    const aliceList = await list(alice);
    const bobList = await list(bob);
    expect(aliceList.products.map((entry: { target_id: number }) => entry.target_id)).toEqual([mine]);
    expect(aliceList.packs.map((entry: { target_id: number }) => entry.target_id)).toEqual([packId]);
    expect(bobList.products.map((entry: { target_id: number }) => entry.target_id)).toEqual([theirs]);
    expect(bobList.packs).toEqual([]);

    // Bob toggling Alice's product adds it for Bob and leaves Alice's untouched.
    expect((await toggle(bob, { type: 'product', id: mine })).json()).toEqual({ favourited: true });
    expect((await list(alice)).products.map((entry: { target_id: number }) => entry.target_id)).toEqual([
      mine,
    ]);
    expect((await toggle(bob, { type: 'product', id: mine })).json()).toEqual({ favourited: false });
    expect((await list(alice)).products.map((entry: { target_id: number }) => entry.target_id)).toEqual([
      mine,
    ]);
  });

  it('lists the newest favourite first and drops deleted products', async () => {
    const user = await loginAs(t.app, t.db, 'customer');
    const first = await insertProduct(t.db, refs);
    const second = await insertProduct(t.db, refs);
    await toggle(user, { type: 'product', id: first });
    await toggle(user, { type: 'product', id: second });
    expect((await list(user)).products.map((entry: { target_id: number }) => entry.target_id)).toEqual([
      second,
      first,
    ]);
    const admin = await loginAs(t.app, t.db, 'admin');
    expect((await r.delete(`/api/products/${second}`, admin.headers)).statusCode).toBe(204);
    expect((await list(user)).products.map((entry: { target_id: number }) => entry.target_id)).toEqual([
      first,
    ]);
  });

  it('a double toggle sent at once never leaves a duplicate', async () => {
    const productId = await insertProduct(t.db, refs);
    const user = await loginAs(t.app, t.db, 'customer');
    const answers = await Promise.all([
      toggle(user, { type: 'product', id: productId }),
      toggle(user, { type: 'product', id: productId }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const said = answers.map((answer) => answer.json().favourited as boolean).sort();
    const listed = async () =>
      (await list(user)).products.map((entry: { target_id: number }) => entry.target_id);
    // The list is what the answers said: either the toggles took turns (one added, the other removed:
    // nothing listed) or they met on the same row (both "favourited": listed once, never twice).
    const expected = said[0] === said[1] ? [productId] : [];
    expect(said).toEqual(said[0] === said[1] ? [true, true] : [false, true]);
    expect(await listed()).toEqual(expected);
    // And one more toggle turns it the other way.
    const next = await toggle(user, { type: 'product', id: productId });
    expect(next.json()).toEqual({ favourited: expected.length === 0 });
    expect(await listed()).toEqual(expected.length === 0 ? [productId] : []);
  });
});

describe('validation and errors', () => {
  const cases: [string, unknown, number, Record<string, string[]> | null][] = [
    ['an unknown type', { type: 'brand', id: 1 }, 422, { type: ["Type must be 'product' or 'pack'"] }],
    ['no type', { id: 1 }, 422, { type: ["Type must be 'product' or 'pack'"] }],
    ['no id', { type: 'product' }, 422, { id: ['Invalid item'] }],
    ['a negative id', { type: 'product', id: -1 }, 422, { id: ['Invalid item'] }],
    ["an id of 'abc'", { type: 'pack', id: 'abc' }, 422, { id: ['Invalid item'] }],
    ['a huge id', { type: 'pack', id: '9'.repeat(500) }, 422, { id: ['Invalid item'] }],
    ['a product that does not exist', { type: 'product', id: 999999 }, 404, null],
    ['a pack that does not exist', { type: 'pack', id: 999999 }, 404, null],
    ['an array body', [1, 2], 422, null],
  ];
  it.each(cases)('%s', async (_label, body, status, errors) => {
    const response = await toggle(alice, body);
    expect(response.statusCode).toBe(status);
    if (errors) expect(response.json().errors).toEqual(errors);
    expect(typeof response.json().message).toBe('string');
  });

  it('malformed JSON is a 400, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/favourites/toggle',
      headers: { ...alice.headers, 'content-type': 'application/json' },
      payload: '{"type":',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('authorisation', () => {
  it('needs a session: guests get 401 on both routes', async () => {
    const guest = guestHeaders();
    expect((await r.get('/api/favourites', guest)).statusCode).toBe(401);
    const response = await r.json('POST', '/api/favourites/toggle', guest, { type: 'product', id: 1 });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('admins have their own favourites too', async () => {
    const admin = await loginAs(t.app, t.db, 'admin');
    const productId = await insertProduct(t.db, refs);
    expect((await toggle(admin, { type: 'product', id: productId })).json()).toEqual({ favourited: true });
    expect((await list(admin)).products).toHaveLength(1);
  });
});
