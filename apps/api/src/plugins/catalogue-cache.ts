import { once } from 'node:events';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { dateInZone } from '@parashop/shared';
import { sendWithEtag } from '../lib/http-cache';
import { JsonResponseCache, sendEntry, toEntry, type JsonEntry } from '../lib/json-response-cache';

/**
 * The catalogue reads (products, packs, categories, brands, the storefront's catalogue pages) served
 * from memory while nothing changed. Correctness rules (docs/decisions/050-catalogue-queries.md):
 *
 * - Every entry is tagged with the catalogue version current when its read BEGAN, and is served only
 *   while that version is still current. A read that overlaps a write therefore never outlives it.
 * - The version moves (and memory is dropped) when the database announces a catalogue change
 *   (migration 0020's triggers on products, offers, categories, companies, packs, pack_products,
 *   shop_settings; docs/decisions/280): at once for a write through this process's handle (routes,
 *   orders taking or giving back stock, the seed, test fixtures), after its commit for any other
 *   connection's; and again when a write request that made one finishes, after its commit and before
 *   its answer leaves: whoever saw the write's answer reads the new data.
 * - Keys include the shop-zone date, so offers start and end at local midnight without any write.
 * - With REDIS_URL (several processes), the version also lives in Redis: writes INCR it, reads GET it
 *   (one round trip instead of the database queries), so a write in one process is seen by the next
 *   read in any other. If Redis cannot answer, reads skip the cache.
 */

export type CatalogueCache = {
  readonly enabled: boolean;
  /**
   * Answers a GET from memory while the catalogue is unchanged, else with `load(now)` (kept for the
   * next reads). `key` names the answer among the catalogue reads (e.g. `products`, `packs/3`).
   */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    load: (now: Date) => Promise<unknown>,
  ): Promise<FastifyReply>;
  /**
   * A value built from the catalogue (the search suggestions' index), kept per catalogue version.
   * After a change, a caller waits for the next value at most DERIVED_FRESH_WAIT_MS (a product just
   * added is found by the very next search), then gets the previous one while the build goes on (one
   * build at a time per key). Only the first call waits for `build` whatever it takes.
   */
  derived<T>(key: string, build: () => Promise<T>): Promise<T>;
  /** Forgets every answer, in every process sharing REDIS_URL. */
  invalidate(): Promise<void>;
  /**
   * Calls `listener` on each catalogue change the database announces (whatever the cache's config),
   * for the other things kept until the catalogue changes (the pages, the sitemap).
   */
  onChange(listener: () => void): void;
  stats(): { entries: number; bytes: number; hits: number; misses: number };
};

declare module 'fastify' {
  interface FastifyInstance {
    catalogueCache: CatalogueCache;
  }
  interface FastifyRequest {
    /** Catalogue writes seen by the process when this (non-GET) request arrived. */
    catalogueWriteMark: number;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** How long a caller of `derived` waits for the value of a new catalogue version before the old one. */
const DERIVED_FRESH_WAIT_MS = 500;
export const CATALOGUE_VERSION_KEY = 'parashop:catalogue-version';
const LIMITS = { maxEntries: 2000, maxBytes: 64 * 1024 * 1024 };

export default fp(
  async (app) => {
    const { config } = app;
    const store = new JsonResponseCache(LIMITS);
    const inflight = new Map<string, Promise<JsonEntry>>();
    let localVersion = 0;
    let writesSeen = 0;

    let redis: Redis | undefined;
    if (config.catalogueCache && config.redisUrl) {
      redis = new Redis(config.redisUrl, {
        connectTimeout: 1000,
        maxRetriesPerRequest: 1,
        // Not connected: fail at once (the read skips the cache) rather than queue behind a reconnect.
        enableOfflineQueue: false,
      });
      redis.on('error', (error) => app.log.warn({ err: error }, 'redis (catalogue cache) error'));
      // Start serving with the connection up when Redis answers soon (until then reads skip the cache).
      app.addHook('onReady', async () => {
        if (redis?.status === 'ready') return;
        await Promise.race([
          once(redis!, 'ready').catch(() => undefined),
          new Promise((resolve) => setTimeout(resolve, 2000).unref()),
        ]);
      });
      app.addHook('onClose', async () => {
        await redis?.quit().catch(() => redis?.disconnect());
      });
    }

    const bumpShared = async () => {
      if (!redis) return;
      try {
        await redis.incr(CATALOGUE_VERSION_KEY);
      } catch (error) {
        app.log.error({ err: error }, 'could not publish a catalogue change to Redis');
      }
    };

    /** The version to tag reads with; null when it cannot be known (Redis down): no caching then. */
    const currentVersion = async (): Promise<{ tag: string; local: number } | null> => {
      const local = localVersion;
      if (!redis) return { tag: String(local), local };
      try {
        return { tag: `${(await redis.get(CATALOGUE_VERSION_KEY)) ?? '0'}:${local}`, local };
      } catch {
        return null;
      }
    };

    // The shop-zone day changes on a minute boundary in every zone: work it out once a minute.
    let day = { from: 0, to: 0, date: '' };
    const shopDay = (now: Date) => {
      const ms = now.getTime();
      if (ms < day.from || ms >= day.to) {
        const from = ms - (ms % 60_000);
        day = { from, to: from + 60_000, date: dateInZone(now, config.shopTimezone) };
      }
      return day.date;
    };

    const forget = () => {
      localVersion += 1;
      store.clear();
    };

    const changeListeners = new Set<() => void>();
    const unwatch = await app.dbWatchCatalogue((own) => {
      forget();
      // This process's own write tells the others through Redis; theirs reach it through the database.
      if (own) {
        writesSeen += 1;
        void bumpShared();
      }
      for (const listener of changeListeners) listener();
    });
    app.addHook('onClose', async () => unwatch().catch(() => undefined));

    const derivedValues = new Map<string, { tag: string; value: unknown; next?: Promise<unknown> }>();
    const deriveFor = async <T>(key: string, tag: string, build: () => Promise<T>): Promise<T> => {
      const value = await build();
      derivedValues.set(key, { tag, value });
      return value;
    };

    const cache: CatalogueCache = {
      enabled: config.catalogueCache,
      async send(request, reply, key, load) {
        const now = new Date();
        if (!config.catalogueCache) return sendWithEtag(request, reply, await load(now));
        const version = await currentVersion();
        if (version === null) return sendWithEtag(request, reply, await load(now));

        // The shop-zone day is part of the key: which offers are active changes at local midnight.
        const fullKey = `${shopDay(now)} ${key}`;
        const hit = store.get(fullKey, version.tag);
        if (hit) {
          store.hits += 1;
          return sendEntry(store, request, reply, fullKey, hit);
        }
        store.misses += 1;
        // Concurrent misses of one answer share one load.
        const flightKey = `${version.tag} ${fullKey}`;
        let pending = inflight.get(flightKey);
        if (!pending) {
          pending = load(now).then((body) => toEntry(body, version.tag));
          inflight.set(flightKey, pending);
          void pending.then(
            () => inflight.delete(flightKey),
            () => inflight.delete(flightKey),
          );
        }
        const entry = await pending;
        // Tagged with the version its read began at, so keeping it is always safe; skip it when a
        // local write already made it stale.
        if (version.local === localVersion) store.set(fullKey, entry);
        return sendEntry(store, request, reply, fullKey, entry);
      },
      async derived<T>(key: string, build: () => Promise<T>): Promise<T> {
        // Without a shared version (cache off, Redis down) the process's own writes still count.
        const tag =
          (config.catalogueCache ? (await currentVersion())?.tag : undefined) ?? `local:${localVersion}`;
        const held = derivedValues.get(key);
        if (!held) {
          const first = deriveFor(key, tag, build);
          derivedValues.set(key, { tag: '', value: undefined, next: first });
          return first.catch((error: unknown) => {
            derivedValues.delete(key);
            throw error;
          });
        }
        if (held.tag === '' && held.next) return held.next as Promise<T>;
        if (held.tag !== tag && !held.next) {
          held.next = deriveFor(key, tag, build).catch((error: unknown) => {
            app.log.error({ err: error }, `could not rebuild ${key}`);
            held.next = undefined;
          });
        }
        if (held.tag === tag || !held.next) return held.value as T;
        const previous = held.value as T;
        let timer: NodeJS.Timeout | undefined;
        const fresh = await Promise.race([
          held.next.then(() => true),
          new Promise<false>((resolve) => {
            timer = setTimeout(() => resolve(false), DERIVED_FRESH_WAIT_MS);
          }),
        ]);
        clearTimeout(timer);
        return fresh ? ((derivedValues.get(key)?.value ?? previous) as T) : previous;
      },
      async invalidate() {
        forget();
        await bumpShared();
      },
      onChange: (listener) => void changeListeners.add(listener),
      stats: () => ({ entries: store.size, bytes: store.bytes, hits: store.hits, misses: store.misses }),
    };
    app.decorate('catalogueCache', cache);

    // After a write request ran (committed or rolled back) and before its answer leaves.
    app.decorateRequest('catalogueWriteMark', 0);
    app.addHook('onRequest', (request, _reply, done) => {
      if (!SAFE_METHODS.has(request.method)) request.catalogueWriteMark = writesSeen;
      done();
    });
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (SAFE_METHODS.has(request.method) || request.catalogueWriteMark === writesSeen) {
        done(null, payload);
        return;
      }
      void cache.invalidate().then(() => done(null, payload));
    });
  },
  { name: 'catalogue-cache', dependencies: ['database'] },
);
