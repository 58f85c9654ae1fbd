import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import sensible from '@fastify/sensible';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_IMAGE_BYTES } from '@parashop/shared/constants';
import type { Config } from './config';
import { createDatabase, type DatabaseHandle } from './db/client';
import { loggerOptions, REQUEST_ID_HEADER, requestId } from './lib/logging';
import { refuseUnknownPath, routeValidatorCompiler } from './lib/path-params';
import apiModules from './modules/index';
import pages, { type PagesOptions } from './modules/pages/index';
import { publicPart, readShopSettings } from './modules/settings/repository';
import catalogueCache from './plugins/catalogue-cache';
import database from './plugins/database';
import docs from './plugins/docs';
import errors from './plugins/errors';
import mail from './plugins/mail';
import metrics from './plugins/metrics';
import rateLimit from './plugins/rate-limit';
import securityHeaders from './plugins/security-headers';
import session from './plugins/session';
import storage from './plugins/storage';
import { EVENT_CAPTURE_SCRIPT_HASH } from './lib/event-capture-hash';

export type BuildAppOptions = {
  /** An open database; when omitted the app opens one from the config and closes it on close. */
  db?: DatabaseHandle;
  /** Override the logger (tests pass false). */
  logger?: FastifyServerOptions['logger'];
  /** Runs after the plugins and before the API modules: tests use it to add routes under /api. */
  beforeModules?: (app: FastifyInstance) => Promise<void> | void;
  /** Bounds of the kept rendered pages (modules/pages; tests make them small). */
  keptPages?: PagesOptions['keptPages'];
  /** Sees every route as it is added (a test walks the route table with it). */
  onRoute?: (route: RouteOptions) => void;
};

/** JSON bodies above this are refused with 413 (uploads go through multipart with their own limits). */
export const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * Fastify's own hop count trusts nothing since 5.12 (it cannot check the peer), which made every
 * client behind TRUST_PROXY=1 look like the proxy: one rate limit for the whole shop. A hop count here
 * trusts the `hops` nearest addresses (the socket's peer first), as the README says: use it only when
 * the server is reachable through those proxies alone.
 */
/**
 * TRUST_PROXY=true takes the first X-Forwarded-For entry, which the client writes: it can choose the
 * address its limits count under (review finding 26.7). Said at every start; a hop count is right.
 */
export const TRUST_PROXY_TRUE_WARNING =
  'TRUST_PROXY=true trusts every X-Forwarded-For entry, so a client can choose the address its rate limits count under; set the number of proxies in front of the shop instead (TRUST_PROXY=1 behind one, see docs/deploy.md)';

export function trustProxyOption(trust: boolean | number): FastifyServerOptions['trustProxy'] {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}

export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logger),
    bodyLimit: JSON_BODY_LIMIT,
    genReqId: (request) => requestId(request.headers[REQUEST_ID_HEADER]),
    trustProxy: trustProxyOption(config.trustProxy),
    // On shutdown, idle keep-alive sockets close at once; busy ones finish their request first.
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(routeValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('preHandler', refuseUnknownPath);
  app.decorate('config', config);
  if (config.trustProxy === true) app.log.warn(TRUST_PROXY_TRUE_WARNING);
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  await app.register(errors);

  const ownsDatabase = !options.db;
  const handle = options.db ?? (await createDatabase(config));

  await app.register(sensible);
  await app.register(cookie);
  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        // The one inline script: the pages' capture of taps made before they are ready (decision 220).
        scriptSrc: ["'self'", EVENT_CAPTURE_SCRIPT_HASH],
        // Tailwind and React style attributes need inline styles; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ['https://www.openstreetmap.org'],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        ...(config.secureCookies ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // HSTS only makes sense when the shop is served over https.
    hsts: config.secureCookies ? { maxAge: 15552000, includeSubDomains: false } : false,
  });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20, parts: 21, fieldSize: 64 * 1024 },
  });
  await app.register(rateLimit);
  await app.register(database, { handle, closeOnShutdown: ownsDatabase });
  await app.register(catalogueCache);
  await app.register(metrics);
  await app.register(session);
  await app.register(storage);
  await app.register(mail);
  await app.register(docs);

  if (options.beforeModules) {
    await app.register(
      async (scope) => {
        await options.beforeModules?.(scope);
      },
      { prefix: '/api' },
    );
  }
  await app.register(apiModules, { prefix: '/api' });
  // Every page of the web app: the public ones rendered with their head, the sitemap, robots.txt
  // (docs/decisions/190-product-pages-and-metadata.md, 192-server-rendering.md, 215-rendering-path.md).
  await app.register(pages, {
    distDir: config.webDistDir,
    readPublicSettings: async () =>
      publicPart(await readShopSettings(app.db, { orderMaxUnitsPerLine: config.orderMaxUnitsPerLine })),
    ...(config.serverRendering ? {} : { serverEntry: false as const }),
    rendersPerMinute: config.pageRendersPerMinute,
    ...(options.keptPages ? { keptPages: options.keptPages } : {}),
  });

  return app;
}
