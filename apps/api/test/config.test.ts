import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from '../src/config';

describe('loadConfig', () => {
  it('has the defaults of DESIGN.md', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir).toBe(join(REPO_ROOT, 'data'));
    expect(config.pgliteDataDir).toBe(join(REPO_ROOT, 'data', 'db'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.shopTimezone).toBe('Africa/Casablanca');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.secureCookies).toBe(false);
    expect(config.s3).toBeUndefined();
    expect(config.webDistDir).toBe(join(REPO_ROOT, 'apps', 'web', 'dist'));
  });

  it('resolves a relative DATA_DIR from the repository root, whatever the cwd', () => {
    expect(loadConfig({ DATA_DIR: './var/shop' }).dataDir).toBe(join(REPO_ROOT, 'var', 'shop'));
    expect(loadConfig({ DATA_DIR: '/srv/parashop' }).dataDir).toBe('/srv/parashop');
  });

  it('turns the demo seed off by default on PostgreSQL, and lets SEED_DEMO decide', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'off' }).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: '' }).seedDemo).toBe(true);
  });

  it('sets Secure cookies for an https PUBLIC_URL and reads S3 settings', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://shop.example/',
      S3_BUCKET: 'images',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
    });
    expect(config.publicUrl).toBe('https://shop.example');
    expect(config.secureCookies).toBe(true);
    expect(config.s3).toMatchObject({
      bucket: 'images',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
    });
  });

  it('reads DATABASE_DIRECT_URL beside a DATABASE_URL, and refuses it alone', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h:6432/db' }).directUrl).toBeUndefined();
    expect(
      loadConfig({
        DATABASE_URL: 'postgres://u@h:6432/db',
        DATABASE_DIRECT_URL: 'postgres://u:secret@h:5432/db',
      }).directUrl,
    ).toBe('postgres://u:secret@h:5432/db');
    expect(() => loadConfig({ DATABASE_DIRECT_URL: 'postgres://u@h:5432/db' })).toThrow(
      /DATABASE_DIRECT_URL .*set DATABASE_URL too/,
    );
    // Its password never shows in the error of a wrong value.
    expect(() =>
      loadConfig({ DATABASE_URL: 'postgres://u@h/db', DATABASE_DIRECT_URL: 'mysql://u:secret@h/db' }),
    ).toThrow(/^(?![\s\S]*secret)/);
  });

  it('gives the mail server 10 seconds by default, SMTP_TIMEOUT_SECONDS otherwise', () => {
    expect(loadConfig({}).smtpTimeoutMs).toBe(10_000);
    expect(loadConfig({ SMTP_TIMEOUT_SECONDS: '3' }).smtpTimeoutMs).toBe(3000);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['REDIS_URL', 'localhost:6379'],
    ['SMTP_URL', 'not a url'],
    ['SMTP_TIMEOUT_SECONDS', '0'],
    ['SMTP_TIMEOUT_SECONDS', '2.5'],
    ['SMTP_TIMEOUT_SECONDS', '301'],
    ['SHOP_TIMEZONE', 'Mars/Olympus'],
    ['PUBLIC_URL', 'ftp://shop'],
    ['ADMIN_EMAIL', 'nobody'],
    ['SEED_DEMO', 'maybe'],
    ['LOG_LEVEL', 'loud'],
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(name);
    expect((error as Error).message).toContain(value);
  });

  it.each([
    ['ADMIN_PASSWORD', 'short'],
    ['METRICS_TOKEN', 'too-short'],
    ['METRICS_TOKEN', 'has spaces in the middle of it'],
    // The example docs/deploy.md shows (review finding 26.9), and its like.
    ['METRICS_TOKEN', 'change-me-to-a-long-random-text'],
    ['METRICS_TOKEN', 'CHANGEME0123456789abcdef'],
  ])('refuses the secret %s=%s without repeating it', (name, value) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(name);
    expect((error as Error).message).not.toContain(value);
  });

  it("refuses docs/deploy.md's METRICS_TOKEN example as written", async () => {
    const { readFile } = await import('node:fs/promises');
    const deploy = await readFile(join(REPO_ROOT, 'docs', 'deploy.md'), 'utf8');
    const example = /^METRICS_TOKEN=(.+)$/m.exec(deploy)?.[1];
    expect(example).toBeDefined();
    expect(() => loadConfig({ METRICS_TOKEN: example })).toThrow(ConfigError);
  });

  it('reads METRICS_TOKEN (unset: no /metrics route)', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: ' 0123456789abcdef0123 ' }).metricsToken).toBe('0123456789abcdef0123');
  });
});
