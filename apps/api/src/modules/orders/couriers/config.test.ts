import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config';

/** The couriers' settings (decision 270): both Sendit keys or neither, and their values never echoed. */
describe('courier configuration', () => {
  it('turns Sendit on with both keys, off with none, and reads the sync interval', () => {
    expect(loadConfig({}).courierSendit).toBeUndefined();
    expect(loadConfig({}).courierSyncSeconds).toBe(600);
    const on = loadConfig({
      COURIER_SENDIT_PUBLIC_KEY: 'pk_live_1',
      COURIER_SENDIT_SECRET_KEY: 'sk_live_2',
      COURIER_SENDIT_URL: 'https://sendit.example/api/v1/',
      COURIER_SYNC_SECONDS: '120',
    });
    expect(on.courierSendit).toEqual({
      publicKey: 'pk_live_1',
      secretKey: 'sk_live_2',
      url: 'https://sendit.example/api/v1',
    });
    expect(on.courierSyncSeconds).toBe(120);
  });

  it('refuses one key alone and a bad interval without repeating a key', () => {
    let error: unknown;
    try {
      loadConfig({ COURIER_SENDIT_SECRET_KEY: 'sk_live_very_secret' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect(String((error as Error).message)).toContain('COURIER_SENDIT_PUBLIC_KEY');
    expect(String((error as Error).message)).not.toContain('sk_live_very_secret');
    expect(() => loadConfig({ COURIER_SYNC_SECONDS: 'often' })).toThrow(/COURIER_SYNC_SECONDS/);
    expect(() => loadConfig({ COURIER_SENDIT_URL: 'ftp://x' })).toThrow(/COURIER_SENDIT_URL/);
  });
});
