import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SHOP_SETTINGS_FIRST_VALUES } from '@parashop/shared/shop-settings';
import { createTestApp, guestHeaders, loginAs, type TestApp, type TestSession } from '../../../test/helpers';
import { readShopSettings } from './repository';

let t: TestApp;
let admin: TestSession;
let customer: TestSession;

const LEGAL_FIELDS = ['ice', 'if_number', 'rc', 'patente', 'vat_rate'];

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, t.db, 'admin');
  customer = await loginAs(t.app, t.db, 'customer');
});

afterAll(async () => {
  await t?.close();
});

function get(headers: Record<string, string> = guestHeaders()) {
  return t.app.inject({ method: 'GET', url: '/api/settings', headers });
}

function put(payload: unknown, headers: Record<string, string> = admin.headers) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/settings',
    headers: { ...headers, 'accept-language': 'en' },
    payload: payload as Record<string, unknown>,
  });
}

describe('GET /api/settings', () => {
  it("gives anyone the public fields, filled at first start with the shop's values", async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    const body = response.json() as Record<string, unknown>;
    expect(body).toEqual({
      ...SHOP_SETTINGS_FIRST_VALUES,
      whatsapp: null,
      order_max_units_per_line: 10,
      delivery_code_required: false,
    });
    for (const field of LEGAL_FIELDS) expect(body).not.toHaveProperty(field);
    // A customer reads the same public answer.
    expect((await get(customer.headers)).json()).toEqual(body);
  });

  it('gives an admin every field, legal ones included, never from a shared cache', async () => {
    const response = await get(admin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    expect(response.json()).toMatchObject({
      shop_name: 'Parashop',
      ice: '',
      if_number: '',
      rc: '',
      patente: '',
      vat_rate: 20,
    });
  });
});

describe('PUT /api/settings', () => {
  it('changes only the fields sent, and the public answer shows them at once', async () => {
    await get(); // the public answer is now cached
    const response = await put({ phone: ' +212 528 11 22 33 ', ice: '001234567000089', vat_rate: 7 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      phone: '+212 528 11 22 33',
      ice: '001234567000089',
      vat_rate: 7,
      shop_name: 'Parashop',
      email: SHOP_SETTINGS_FIRST_VALUES.email,
    });
    const publicAnswer = (await get()).json() as Record<string, unknown>;
    expect(publicAnswer).toMatchObject({
      phone: '+212 528 11 22 33',
      email: SHOP_SETTINGS_FIRST_VALUES.email,
    });
    expect(publicAnswer).not.toHaveProperty('ice');

    const second = await put({
      shop_name: 'Parashop Dakhla',
      address: 'شارع محمد الخامس، رقم 112',
      city: 'الداخلة',
      whatsapp: '+212 6 12 34 56 78',
      email: 'Contact@Parashop.MA',
      opening_hours: 'Lun–Sam 9 h – 22 h',
      latitude: 23.7,
      longitude: -15.93,
      facebook_url: 'https://facebook.com/parashop.dakhla',
      instagram_url: '',
      if_number: '12345678',
      rc: 'RC 1234 Dakhla',
      patente: '50123456',
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      shop_name: 'Parashop Dakhla',
      city: 'الداخلة',
      whatsapp: '0612345678',
      email: 'contact@parashop.ma',
      latitude: 23.7,
      longitude: -15.93,
      instagram_url: '',
      phone: '+212 528 11 22 33',
      vat_rate: 7,
    });
    // The server side reader (server rendering, printed documents) sees the same.
    expect(await readShopSettings(t.db, { orderMaxUnitsPerLine: 10 })).toMatchObject({
      shop_name: 'Parashop Dakhla',
      rc: 'RC 1234 Dakhla',
    });

    // Clearing: '' for texts, null for WhatsApp and the coordinates; an empty body changes nothing.
    const cleared = await put({ whatsapp: null, latitude: null, longitude: null, ice: '' });
    expect(cleared.json()).toMatchObject({ whatsapp: null, latitude: null, longitude: null, ice: '' });
    const unchanged = await put({});
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json()).toEqual(cleared.json());
    await put({ ...SHOP_SETTINGS_FIRST_VALUES, vat_rate: 20, if_number: '', rc: '', patente: '' });
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', 'Invalid email address'],
    [{ facebook_url: 'facebook.com/parashop' }, 'facebook_url', 'Enter a full web address'],
    [{ instagram_url: 'javascript:alert(1)' }, 'instagram_url', 'Enter a full web address'],
    [
      { instagram_url: `https://instagram.com/${'a'.repeat(300)}` },
      'instagram_url',
      'Enter a full web address',
    ],
    [{ latitude: 90.5 }, 'latitude', 'The latitude is a number between -90 and 90'],
    [{ latitude: '23.7' }, 'latitude', 'The latitude is a number between -90 and 90'],
    [{ longitude: -181 }, 'longitude', 'The longitude is a number between -180 and 180'],
    [{ vat_rate: 101 }, 'vat_rate', 'The VAT rate is a percentage between 0 and 100'],
    [{ vat_rate: -1 }, 'vat_rate', 'The VAT rate is a percentage between 0 and 100'],
    [{ vat_rate: 20.001 }, 'vat_rate', 'The VAT rate is a percentage between 0 and 100'],
    [{ shop_name: '   ' }, 'shop_name', 'The shop name is required'],
    [{ shop_name: 'x'.repeat(101) }, 'shop_name', 'The shop name cannot exceed 100 characters'],
    [{ address: 'x'.repeat(256) }, 'address', 'The address cannot exceed 255 characters'],
    [{ city: 'x'.repeat(101) }, 'city', 'The city cannot exceed 100 characters'],
    [{ opening_hours: 'x'.repeat(201) }, 'opening_hours', 'The opening hours cannot exceed 200 characters'],
    [{ rc: 'x'.repeat(51) }, 'rc', 'The RC cannot exceed 50 characters'],
    [{ phone: 'call us' }, 'phone', 'Enter a phone number'],
    [{ whatsapp: '0412345678' }, 'whatsapp', 'Enter a Moroccan mobile number'],
    [{ ice: '12345' }, 'ice', 'The ICE is made of 15 digits'],
    [{ if_number: 'IF-12' }, 'if_number', 'The IF is a number of at most 10 digits'],
    [{ patente: '1'.repeat(13) }, 'patente', 'The patente is a number of at most 12 digits'],
    [{ address: 42 }, 'address', 'Invalid value'],
  ])('refuses %j with 422 and the field error', async (payload, field, message) => {
    const response = await put(payload);
    expect(response.statusCode).toBe(422);
    const body = response.json() as { message: string; errors: Record<string, string[]> };
    expect(body.errors[field]?.[0]).toContain(message);
    expect(Object.keys(body.errors)).toEqual([field]);
  });

  it('refuses unknown fields and a body that is not an object, and says every bad field at once', async () => {
    expect((await put({ order_max_units_per_line: 3 })).statusCode).toBe(422);
    expect((await put([1, 2])).statusCode).toBe(422);
    const many = await put({ email: 'x', vat_rate: 200, latitude: 100 });
    expect(Object.keys((many.json() as { errors: object }).errors).sort()).toEqual([
      'email',
      'latitude',
      'vat_rate',
    ]);
    // Nothing was written.
    expect((await get(admin.headers)).json()).toMatchObject({
      email: SHOP_SETTINGS_FIRST_VALUES.email,
      vat_rate: 20,
    });
  });

  it('answers the field errors in French', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { ...admin.headers, 'accept-language': 'fr' },
      payload: { vat_rate: 150 },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.vat_rate[0]).toContain('Le taux de TVA');
  });

  it('is for admins only: guests 401, customers 403, nothing written', async () => {
    expect((await put({ shop_name: 'Hijacked' }, guestHeaders())).statusCode).toBe(401);
    expect((await put({ shop_name: 'Hijacked' }, customer.headers)).statusCode).toBe(403);
    // Refused before validation: a bad body from a customer is still a 403.
    expect((await put({ vat_rate: 'x' }, customer.headers)).statusCode).toBe(403);
    expect((await get()).json()).toMatchObject({ shop_name: 'Parashop' });
  });
});

describe('SHOP_WHATSAPP', () => {
  it('fills the WhatsApp number at start-up while the stored one is empty, never over a stored one', async () => {
    const shop = await createTestApp({ shopWhatsapp: '0612345678' });
    try {
      expect((await shop.app.inject({ method: 'GET', url: '/api/settings' })).json()).toMatchObject({
        whatsapp: '0612345678',
      });
      const staff = await loginAs(shop.app, shop.db, 'admin');
      await shop.app.inject({
        method: 'PUT',
        url: '/api/settings',
        headers: staff.headers,
        payload: { whatsapp: '0700000000' },
      });
      const { fillEmptyWhatsapp } = await import('./repository');
      await fillEmptyWhatsapp(shop.db, '0612345678');
      expect((await shop.app.inject({ method: 'GET', url: '/api/settings' })).json()).toMatchObject({
        whatsapp: '0700000000',
      });
    } finally {
      await shop.close();
    }
  });
});

describe('GET /api/shop-day', () => {
  it("gives today in the shop's time zone by the server's clock, never from a cache", async () => {
    // 23:30 UTC on 28 November is already 29 November in Casablanca (UTC+1), and still the 28th in
    // a zone behind UTC.
    vi.useFakeTimers({ now: new Date('2026-11-28T23:30:00Z'), toFake: ['Date'] });
    const west = await createTestApp({ shopTimezone: 'America/Sao_Paulo' });
    try {
      const answer = await t.app.inject({ method: 'GET', url: '/api/shop-day' });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.json()).toEqual({ date: '2026-11-29', time_zone: 'Africa/Casablanca' });
      const other = await west.app.inject({ method: 'GET', url: '/api/shop-day' });
      expect(other.json()).toEqual({ date: '2026-11-28', time_zone: 'America/Sao_Paulo' });
    } finally {
      vi.useRealTimers();
      await west.close();
    }
  });
});
