import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  DEFAULT_EXPIRY_ALERT_DAYS,
  DEFAULT_ORDER_CONFIRMATION_TIMEOUT_HOURS,
  DEFAULT_ORDER_MAX_CALL_ATTEMPTS,
  DEFAULT_ORDER_MAX_OPEN_PER_PHONE,
  DEFAULT_ORDER_MAX_UNITS_PER_LINE,
  internationalPhone,
  nationalPhone,
} from '@parashop/shared';

/** The repository root: relative paths such as DATA_DIR=./data are resolved from here, whatever the cwd. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

// Blank values count as unset (see loadConfig), so every variable is an optional string here.
const optionalText = z.string().optional();

const url = (protocols: string[]) =>
  optionalText.refine(
    (value) => {
      if (value === undefined) return true;
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  );

const booleanFlag = optionalText.refine(
  (value) => value === undefined || /^(true|false|1|0|yes|no|on|off)$/i.test(value),
  { message: 'must be true or false' },
);

const wholeNumber = (what: string, min: number, max: number) =>
  z.coerce
    .number({ message: `must be ${what}` })
    .int({ message: `must be a whole number (${what})` })
    .min(min, { message: `must be at least ${min}` })
    .max(max, { message: `must be at most ${max}` });

const envSchema = z.object({
  PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int({ message: 'must be a whole port number' })
    .min(0, { message: 'must be between 0 and 65535' })
    .max(65535, { message: 'must be between 0 and 65535' })
    .default(3000),
  HOST: optionalText.default('0.0.0.0'),
  DATA_DIR: optionalText.default('./data'),
  DATABASE_URL: url(['postgres:', 'postgresql:']),
  DATABASE_DIRECT_URL: url(['postgres:', 'postgresql:']),
  REDIS_URL: url(['redis:', 'rediss:']),
  SMTP_URL: url(['smtp:', 'smtps:']),
  MAIL_FROM: optionalText.default('Parashop <no-reply@parashop.local>'),
  SMTP_TIMEOUT_SECONDS: wholeNumber('a number of seconds', 1, 300).default(10),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: url(['http:', 'https:']),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  ADMIN_EMAIL: optionalText.refine((value) => value === undefined || z.email().safeParse(value).success, {
    message: 'must be an e-mail address',
  }),
  ADMIN_PASSWORD: optionalText.refine((value) => value === undefined || value.length >= 8, {
    message: 'must be at least 8 characters long',
  }),
  SEED_DEMO: booleanFlag,
  SHOP_TIMEZONE: optionalText.default('Africa/Casablanca').refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    },
    { message: 'must be an IANA time zone such as Africa/Casablanca' },
  ),
  PUBLIC_URL: url(['http:', 'https:']).default('http://localhost:3000'),
  TRUST_PROXY: optionalText.refine((value) => value === undefined || /^(true|false|\d{1,2})$/i.test(value), {
    message: 'must be true, false or the number of proxies in front of the server',
  }),
  ORDER_RATE_LIMIT: z.coerce
    .number({ message: 'must be a number of orders per minute' })
    .int({ message: 'must be a whole number of orders per minute' })
    .min(1, { message: 'must be at least 1' })
    .default(30),
  LOGIN_FAILURES_PER_ADDRESS: z.coerce
    .number({ message: 'must be a number of failed sign-ins' })
    .int({ message: 'must be a whole number of failed sign-ins' })
    .min(1, { message: 'must be at least 1' })
    .default(200),
  ORDER_MAX_UNITS_PER_LINE: wholeNumber('a number of units', 1, 10_000).default(
    DEFAULT_ORDER_MAX_UNITS_PER_LINE,
  ),
  ORDER_MAX_OPEN_PER_PHONE: wholeNumber('a number of orders', 1, 1000).default(
    DEFAULT_ORDER_MAX_OPEN_PER_PHONE,
  ),
  ORDER_MAX_CALL_ATTEMPTS: wholeNumber('a number of calls', 1, 100).default(DEFAULT_ORDER_MAX_CALL_ATTEMPTS),
  // The stock guard (docs/decisions/200-stock-held-by-unconfirmed-orders.md).
  ORDER_MAX_UNITS_PER_ORDER: wholeNumber('a number of units', 1, 100_000).default(40),
  ORDER_MAX_ORDER_VALUE: wholeNumber('an amount in dirhams', 1, 99_999_999).default(10_000),
  ORDER_MAX_HELD_UNITS_PER_CLIENT: wholeNumber('a number of units', 0, 1_000_000).default(40),
  ORDER_UNCONFIRMED_STOCK_SHARE: wholeNumber('a percentage', 0, 100).default(50),
  ORDER_CONFIRMATION_TIMEOUT_HOURS: wholeNumber('a number of hours', 1, 24 * 365).default(
    DEFAULT_ORDER_CONFIRMATION_TIMEOUT_HOURS,
  ),
  ORDER_CONFIRMATION_CHECK_SECONDS: wholeNumber('a number of seconds', 0, 3600).default(60),
  EXPIRY_ALERT_DAYS: wholeNumber('a number of days', 1, 3650).default(DEFAULT_EXPIRY_ALERT_DAYS),
  LOTS_CHECK_SECONDS: wholeNumber('a number of seconds', 0, 3600).default(300),
  PAGE_RENDERS_PER_MINUTE: wholeNumber('a number of renders', 1, 100_000).default(30),
  SHOP_WHATSAPP: optionalText.refine((value) => value === undefined || internationalPhone(value) !== null, {
    message: 'must be a Moroccan mobile number such as 0612345678 or +212612345678',
  }),
  CATALOGUE_CACHE: booleanFlag,
  SERVER_RENDERING: booleanFlag,
  IMAGE_VARIANTS_AT_START: booleanFlag,
  METRICS_TOKEN: optionalText
    .refine((value) => value === undefined || /^[\x21-\x7e]{16,200}$/.test(value), {
      message: 'must be 16 to 200 printable characters without spaces (e.g. openssl rand -hex 32)',
    })
    // The documented example (docs/deploy.md) and its like are known to everyone: never a token.
    .refine((value) => value === undefined || !/change-?me|example|placeholder/i.test(value), {
      message: 'is still the example; make a token with openssl rand -hex 32',
    }),
  // Couriers (docs/decisions/270-couriers.md): Sendit's keys, its API's address and the status sync.
  COURIER_SENDIT_PUBLIC_KEY: optionalText,
  COURIER_SENDIT_SECRET_KEY: optionalText,
  COURIER_SENDIT_URL: url(['http:', 'https:']).default('https://app.sendit.ma/api/v1'),
  COURIER_SYNC_SECONDS: wholeNumber('a number of seconds', 0, 86_400).default(600),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      message: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { message: 'must be development, production or test' })
    .default('development'),
});

export type S3Config = {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
};

export type Config = {
  port: number;
  host: string;
  /** Absolute; holds db/, uploads/ and mail/. */
  dataDir: string;
  /** PostgreSQL server; undefined = embedded PGlite in dataDir/db (or in memory when pgliteDataDir says so). */
  databaseUrl: string | undefined;
  /**
   * The same database without the pooler, when DATABASE_URL goes through PgBouncer in transaction
   * mode (decision 250): LISTEN, session locks and migrations use it.
   */
  directUrl: string | undefined;
  /** PGlite data directory: dataDir/db, or 'memory://' in tests. */
  pgliteDataDir: string;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  /** How long the mail server may take to connect, greet, or answer a command before the send fails. */
  smtpTimeoutMs: number;
  mailFrom: string;
  s3: S3Config | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  seedDemo: boolean;
  shopTimezone: string;
  publicUrl: string;
  /** Behind a reverse proxy: trust X-Forwarded-* (true, or how many proxies) so rate limits see client IPs. */
  trustProxy: boolean | number;
  /** POST /orders attempts per client address and minute before 429. */
  orderRateLimitPerMinute: number;
  /** Failed sign-ins from one client address (IPv6: its /64) in 15 minutes before 429. */
  loginFailuresPerAddress: number;
  /** The COD guard and confirmation (docs/decisions/090-order-confirmation.md). */
  orderMaxUnitsPerLine: number;
  orderMaxOpenPerPhone: number;
  orderMaxCallAttempts: number;
  /** The stock guard: units and value (centimes) per order, units held per client, share of stock (%). */
  orderMaxUnitsPerOrder: number;
  /** The admin's live stream: heartbeat (the session is checked at each) and longest life, in ms. */
  streamHeartbeatMs: number;
  streamMaxLifetimeMs: number;
  orderMaxOrderValue: number;
  orderMaxHeldUnitsPerClient: number;
  orderUnconfirmedStockShare: number;
  orderConfirmationTimeoutHours: number;
  /** How often each process looks for orders to cancel (seconds; 0 = never, as in tests). */
  orderConfirmationCheckSeconds: number;
  /** Lots expiring within this many days are "expiring soon" (dashboard, notifications, products filter). */
  expiryAlertDays: number;
  /** How often each process runs the lots job: expired lots out of the stock, expiry notifications (0 = never). */
  lotsCheckSeconds: number;
  /** The shop's WhatsApp number as dialled in Morocco (06...), or null. */
  shopWhatsapp: string | null;
  /** Catalogue reads served from memory while nothing changed (CATALOGUE_CACHE, default on). */
  catalogueCache: boolean;
  /** The storefront's pages rendered on the server when the web app's server build is there (SERVER_RENDERING, default on). */
  serverRendering: boolean;
  /**
   * Pages one client (address or IPv6 /64) may have rendered per minute for addresses not kept yet
   * (PAGE_RENDERS_PER_MINUTE); beyond it the client gets the kept page or the unrendered shell.
   */
  pageRendersPerMinute: number;
  /** Make the image variants that are missing, in the background after start-up (IMAGE_VARIANTS_AT_START, default on). */
  imageVariantsAtStart: boolean;
  /** GET /metrics (Prometheus) answers with `Authorization: Bearer <this>`; undefined = no such route. */
  metricsToken: string | undefined;
  /** Sendit's API (decision 270) when both its keys are set; the keys never reach a log or an answer. */
  courierSendit: { publicKey: string; secretKey: string; url: string } | undefined;
  /** How often each process polls the couriers for their parcels' statuses (seconds; 0 = never). */
  courierSyncSeconds: number;
  /** The longest a call to a courier may take before it counts as failed (not an env variable). */
  courierTimeoutMs: number;
  /** Secure cookies when the public address is https. */
  secureCookies: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  nodeEnv: z.infer<typeof envSchema>['NODE_ENV'];
  /** The built web app (apps/web/dist). */
  webDistDir: string;
};

/** Variables whose value a configuration error never repeats (it reaches the console and the logs). */
const SECRET_VARIABLES = new Set([
  'DATABASE_DIRECT_URL',
  'ADMIN_PASSWORD',
  'S3_SECRET_ACCESS_KEY',
  'METRICS_TOKEN',
  'COURIER_SENDIT_PUBLIC_KEY',
  'COURIER_SENDIT_SECRET_KEY',
]);

/** A configuration value is wrong; the message names the variable(s). */
export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function parseFlag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  return /^(true|1|yes|on)$/i.test(value);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned: Record<string, string | undefined> = {};
  for (const key of Object.keys(envSchema.shape)) {
    const value = env[key]?.trim();
    cleaned[key] = value === '' ? undefined : value;
  }
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        const raw = env[name];
        const shown = raw === undefined || SECRET_VARIABLES.has(name) ? '' : ` (got "${raw}")`;
        return `${name} ${issue.message}${shown}`;
      }),
    );
  }
  const e = parsed.data;
  if (e.DATABASE_DIRECT_URL && !e.DATABASE_URL) {
    throw new ConfigError([
      'DATABASE_DIRECT_URL is the direct address of the PostgreSQL server behind DATABASE_URL: set DATABASE_URL too',
    ]);
  }
  if (Boolean(e.COURIER_SENDIT_PUBLIC_KEY) !== Boolean(e.COURIER_SENDIT_SECRET_KEY)) {
    throw new ConfigError([
      'COURIER_SENDIT_PUBLIC_KEY and COURIER_SENDIT_SECRET_KEY go together: set both (Sendit on) or neither',
    ]);
  }
  const dataDir = isAbsolute(e.DATA_DIR) ? e.DATA_DIR : resolve(REPO_ROOT, e.DATA_DIR);
  const publicUrl = e.PUBLIC_URL.replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    directUrl: e.DATABASE_DIRECT_URL,
    pgliteDataDir: resolve(dataDir, 'db'),
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    smtpTimeoutMs: e.SMTP_TIMEOUT_SECONDS * 1000,
    mailFrom: e.MAIL_FROM,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION ?? 'us-east-1',
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo: parseFlag(e.SEED_DEMO, e.DATABASE_URL === undefined),
    shopTimezone: e.SHOP_TIMEZONE,
    publicUrl,
    secureCookies: publicUrl.startsWith('https:'),
    trustProxy:
      e.TRUST_PROXY === undefined
        ? false
        : /^\d+$/.test(e.TRUST_PROXY)
          ? Number(e.TRUST_PROXY)
          : /^true$/i.test(e.TRUST_PROXY),
    orderRateLimitPerMinute: e.ORDER_RATE_LIMIT,
    loginFailuresPerAddress: e.LOGIN_FAILURES_PER_ADDRESS,
    orderMaxUnitsPerLine: e.ORDER_MAX_UNITS_PER_LINE,
    orderMaxOpenPerPhone: e.ORDER_MAX_OPEN_PER_PHONE,
    orderMaxCallAttempts: e.ORDER_MAX_CALL_ATTEMPTS,
    orderMaxUnitsPerOrder: e.ORDER_MAX_UNITS_PER_ORDER,
    streamHeartbeatMs: 20_000,
    streamMaxLifetimeMs: 60 * 60 * 1000,
    /** In centimes, as the order totals are. */
    orderMaxOrderValue: e.ORDER_MAX_ORDER_VALUE * 100,
    orderMaxHeldUnitsPerClient: e.ORDER_MAX_HELD_UNITS_PER_CLIENT,
    orderUnconfirmedStockShare: e.ORDER_UNCONFIRMED_STOCK_SHARE,
    orderConfirmationTimeoutHours: e.ORDER_CONFIRMATION_TIMEOUT_HOURS,
    orderConfirmationCheckSeconds: e.ORDER_CONFIRMATION_CHECK_SECONDS,
    expiryAlertDays: e.EXPIRY_ALERT_DAYS,
    lotsCheckSeconds: e.LOTS_CHECK_SECONDS,
    shopWhatsapp: e.SHOP_WHATSAPP === undefined ? null : nationalPhone(e.SHOP_WHATSAPP),
    catalogueCache: parseFlag(e.CATALOGUE_CACHE, true),
    serverRendering: parseFlag(e.SERVER_RENDERING, true),
    pageRendersPerMinute: e.PAGE_RENDERS_PER_MINUTE,
    imageVariantsAtStart: parseFlag(e.IMAGE_VARIANTS_AT_START, true),
    metricsToken: e.METRICS_TOKEN,
    courierSendit:
      e.COURIER_SENDIT_PUBLIC_KEY && e.COURIER_SENDIT_SECRET_KEY
        ? {
            publicKey: e.COURIER_SENDIT_PUBLIC_KEY,
            secretKey: e.COURIER_SENDIT_SECRET_KEY,
            url: e.COURIER_SENDIT_URL.replace(/\/+$/, ''),
          }
        : undefined,
    courierSyncSeconds: e.COURIER_SYNC_SECONDS,
    courierTimeoutMs: 10_000,
    logLevel: e.LOG_LEVEL,
    nodeEnv: e.NODE_ENV,
    webDistDir: resolve(REPO_ROOT, 'apps/web/dist'),
  };
}
