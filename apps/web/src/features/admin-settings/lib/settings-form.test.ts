import { describe, expect, it } from 'vitest';
import type { ShopSettings } from '@parashop/shared/api-types';
import { settingsResolver, toFormValues, toPayload } from './settings-form';

const settings: ShopSettings = {
  whatsapp: null,
  order_max_units_per_line: 10,
  shop_name: 'Parashop',
  address: '112 avenue Mohammed V',
  city: 'Dakhla',
  phone: '+212 528 89 76 45',
  email: 'contact@parashop.ma',
  opening_hours: 'Tous les jours, de 10 h à 23 h',
  latitude: 23.6848,
  longitude: -15.958,
  facebook_url: 'https://www.facebook.com/parashop.ma',
  instagram_url: '',
  ice: '',
  if_number: '',
  rc: '',
  patente: '',
  vat_rate: 20,
};

const resolve = (values: ReturnType<typeof toFormValues>) =>
  settingsResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the settings form', () => {
  it('round-trips the settings and reads numbers typed with a comma', () => {
    const values = toFormValues(settings);
    expect(values.latitude).toBe('23.6848');
    expect(values.whatsapp).toBe('');
    expect(toPayload({ ...values, latitude: '23,7', vat_rate: '7' })).toMatchObject({
      latitude: 23.7,
      vat_rate: 7,
      whatsapp: null,
    });
    expect(toPayload({ ...values, longitude: '' }).longitude).toBeNull();
  });

  it("refuses what the API refuses, with the schema's message keys", async () => {
    const values = toFormValues(settings);
    expect((await resolve(values)).errors).toEqual({});
    const result = await resolve({ ...values, latitude: 'north', vat_rate: '', email: 'x' });
    expect(result.errors.latitude?.message).toBe('validation.settings.latitudeInvalid');
    expect(result.errors.vat_rate?.message).toBe('validation.settings.vatRateInvalid');
    expect(result.errors.email?.message).toBe('validation.settings.emailInvalid');
  });
});
