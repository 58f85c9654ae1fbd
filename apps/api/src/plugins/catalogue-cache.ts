import { once } from 'node:events';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { dateInZone } from '@parashop/shared';
import { sql } from 'drizzle-orm';
import { executePrepared, executeRows, intArray, parseStockValues, type StockValue } from '../db/client';
import { sendWithEtag } from '../lib/http-cache';
import { JsonResponseCache, sendEntry, toEntry, type JsonEntry } from '../lib/json-response-cache';
import { currentStocks, StockMap, stockSlots, withStocks } from '../lib/stock-map';

/**
 * The catalogue reads (products, packs, categories, brands, the storefront's catalogue pages) served
 * from memory while nothing changed. Correctness rules (docs/decisions/050-catalogue-queries.md):
 *
 * - Every entry is tagged with the catalogue version current when its read BEGAN, and is served only
 *   while that version is still current. A read that overlaps a write therefore never outlives it.
 * - The version moves (and memory is dropped) when the database announces a catalogue change
 *   (migration 0020's triggers on products, offers, categories, companies, packs, pack_products,
 *   shop_settings; docs/decisions/280): at once for a write through this process's handle (routes,
 *   an order selling a product out or bringing one back, the seed, test fixtures), after its commit for any other
 *   connection's; and again when a write request that made one finishes, after its commit and before
 *   its answer leaves: whoever saw the write's answer reads the new data.
 * - Keys include the shop-zone date, so offers start and end at local midnight without any write.
 * - With REDIS_URL (several processes), the version also lives in Redis: writes INCR it, reads GET it
 *   (one round trip instead of the database queries), so a write in one process is seen by the next
 *   read in any other. If Redis cannot answer, reads skip the cache.
 * - A change of stock alone (an order, a cancel, an edit, a return, a lot: migration 0022) is not a
 *   catalogue change unless a product crossed zero: the entries stay, and the stocks they show are
 *   taken from the stock map (lib/stock-map.ts) as they are served (decision 305). The map hears every
 *   stock change the database announces after its commit; a write request that changed stock reads
 *   the products it changed again before its answer leaves (and puts them in Redis, where the next
 *   read of any process finds them), so whoever saw the write's answer reads the new stock.
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
  /** Calls `listener` with the products whose stock changed (and nothing else: decision 305). */
  onStockChange(listener: (ids: number[]) => void): void;
  stats(): { entries: number; bytes: number; hits: number; misses: number };
};

declare module 'fastify' {
  interface FastifyInstance {
    catalogueCache: CatalogueCache;
  }
  interface FastifyRequest {
    /** Catalogue writes seen by the process when this (non-GET) request arrived. */
    catalogueWriteMark: number;
    /** Stock notices heard by the process when this (non-GET) request arrived. */
    stockNoticeMark: number;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** How long a caller of `derived` waits for the value of a new catalogue version before the old one. */
const DERIVED_FRESH_WAIT_MS = 500;
export const CATALOGUE_VERSION_KEY = 'parashop:catalogue-version';
/** Redis: how many stock changes were published, and those changes (score: their number). */
export const STOCK_SEQ_KEY = 'parashop:stock-seq';
export const STOCK_CHANGES_KEY = 'parashop:stock-changes';
/** Stock changes kept in Redis: a process further behind reads every product's stock again. */
const STOCK_CHANGES_KEPT = 5000;
/** How long a stock this process wrote is awaited (a transaction that rolled back never commits it). */
const AWAITED_STOCK_MS = 5000;
/** Publishes one stock change: its number, the change, the oldest dropped. */
const PUBLISH_STOCK = `local n = redis.call('INCR', KEYS[1])
redis.call('ZADD', KEYS[2], n, n .. '|' .. ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', n - ${STOCK_CHANGES_KEPT})
return n`;
const LIMITS = { maxEntries: 2000, maxBytes: 64 * 1024 * 1024 };
/** $1 the products (int[] as text). */
const READ_SOME_STOCKS = 'select id, stock, stock_version from products where id = any($1::text::int[])';

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

    // ---- The stock map (decision 305).
    const stock = new StockMap();
    const stockListeners = new Set<(ids: number[]) => void>();
    const applyStock = (values: readonly StockValue[]) => {
      const changed = stock.apply(values);
      if (changed.length > 0) for (const listener of stockListeners) listener(changed);
    };
    const readStock = async (ids?: readonly number[]): Promise<StockValue[]> => {
      type Row = { id: number; stock: number; stock_version: string | number };
      // Some products (after each write that changed stock): a named prepared statement, one round
      // trip; every product (at start, rarely after): a plain read.
      const rows = ids
        ? await executePrepared<Row>(app.db, READ_SOME_STOCKS, [intArray(ids)])
        : await executeRows<Row>(app.db, sql`select id, stock, stock_version from products`);
      return rows.map((row) => ({
        id: Number(row.id),
        stock: Number(row.stock),
        version: Number(row.stock_version),
      }));
    };
    // Every product's stock, at start and again when a pack shows a product the map does not know yet
    // (added since), one read at a time.
    let reloading: Promise<void> | null = null;
    let reloadAgain = false;
    const reloadStock = (): Promise<void> => {
      if (reloading) {
        reloadAgain = true;
        return reloading;
      }
      reloading = (async () => {
        do {
          reloadAgain = false;
          try {
            applyStock(await readStock());
          } catch (error) {
            app.log.warn({ err: error }, "could not read the products' stock");
          }
        } while (reloadAgain);
        reloading = null;
      })();
      return reloading;
    };
    if (config.catalogueCache) app.addHook('onReady', async () => reloadStock());

    /** Stock notices of this process's own statements (PostgreSQL), numbered, the newest kept. */
    let stockNotices = 0;
    const noticedIds = new Map<number, number[]>();
    /**
     * Stocks this process wrote and has not seen committed yet (PostgreSQL: the notice comes as the
     * statement runs, the NOTIFY a moment after the commit): an answer showing one reads it again
     * before it is served, so a write made outside a request (a script through this process, a test
     * fixture) is seen by the next read too. A rolled back one is forgotten after a while.
     */
    const awaited = new Map<number, { version: number; until: number }>();
    const unwatchStock = await app.dbWatchStock((event) => {
      if (event.kind === 'resync') {
        void reloadStock();
        return;
      }
      if (event.kind === 'committed') {
        applyStock(event.values);
        for (const { id, version } of event.values) {
          if ((awaited.get(id)?.version ?? Number.POSITIVE_INFINITY) <= version) awaited.delete(id);
        }
        return;
      }
      stockNotices += 1;
      noticedIds.set(
        stockNotices,
        event.values.map((value) => value.id),
      );
      if (noticedIds.size > 1000) noticedIds.delete(noticedIds.keys().next().value as number);
      const until = Date.now() + AWAITED_STOCK_MS;
      for (const { id, version } of event.values) awaited.set(id, { version, until });
    });
    /**
     * Before `entry` is served: reads every stock again when one of its packs holds a product the map
     * does not know (added since the last read), and the stocks it shows that this process wrote and
     * has not seen committed.
     */
    const readAwaited = async (entry: JsonEntry): Promise<void> => {
      if (!entry.slots) return;
      if (entry.stockSeq !== stock.seq) {
        stock.missed = false;
        currentStocks(entry.slots, stock);
        if (stock.missed) {
          stock.missed = false;
          await reloadStock();
        }
      }
      if (awaited.size === 0) return;
      const now = Date.now();
      const ids: number[] = [];
      for (const slot of entry.slots) {
        for (const id of slot.ids) {
          const waiting = awaited.get(id);
          if (!waiting) continue;
          if (waiting.until < now || (stock.versionOf(id) ?? -1) >= waiting.version) awaited.delete(id);
          else ids.push(id);
        }
      }
      if (ids.length === 0) return;
      try {
        applyStock(await readStock(ids));
      } catch (error) {
        app.log.warn({ err: error }, 'could not read the stock of an answer');
      }
      for (const id of ids) {
        if ((stock.versionOf(id) ?? -1) >= (awaited.get(id)?.version ?? 0)) awaited.delete(id);
      }
    };
    app.addHook('onClose', async () => unwatchStock().catch(() => undefined));

    /** Reads again the products a write noticed since `mark`, once it is done; tells Redis. */
    const refreshNoticed = async (mark: number) => {
      const ids = new Set<number>();
      for (let n = mark + 1; n <= stockNotices; n++) for (const id of noticedIds.get(n) ?? []) ids.add(id);
      if (ids.size === 0) return;
      try {
        const values = await readStock([...ids]);
        applyStock(values);
        if (redis && values.length > 0) {
          const text = values.map((value) => `${value.id}:${value.stock}:${value.version}`).join(',');
          await redis.eval(PUBLISH_STOCK, 2, STOCK_SEQ_KEY, STOCK_CHANGES_KEY, text);
        }
      } catch (error) {
        app.log.error({ err: error }, 'could not read the stock a write changed');
      }
    };

    /** Redis: the last stock change of other processes this one has taken. */
    let sharedStockSeen: number | null = null;
    let sharedSync: Promise<void> | null = null;
    const syncSharedStock = (seq: number): Promise<void> => {
      sharedSync ??= (async () => {
        try {
          const from = sharedStockSeen ?? seq;
          if (seq - from >= STOCK_CHANGES_KEPT) {
            await reloadStock();
          } else if (seq > from) {
            const changes = await redis!.zrangebyscore(STOCK_CHANGES_KEY, `(${from}`, seq);
            for (const change of changes) applyStock(parseChange(change));
          }
          if (sharedStockSeen === null || seq > sharedStockSeen) sharedStockSeen = seq;
        } finally {
          sharedSync = null;
        }
      })();
      return sharedSync;
    };

    /** The version to tag reads with; null when it cannot be known (Redis down): no caching then. */
    const currentVersion = async (): Promise<{ tag: string; local: number } | null> => {
      const local = localVersion;
      if (!redis) return { tag: String(local), local };
      try {
        const [version, stockSeq] = await redis.mget(CATALOGUE_VERSION_KEY, STOCK_SEQ_KEY);
        const seq = Number(stockSeq ?? 0);
        // Another process's stock changes, taken before the answer is patched.
        if (sharedStockSeen === null) sharedStockSeen = seq;
        else if (seq > sharedStockSeen) await syncSharedStock(seq);
        return { tag: `${version ?? '0'}:${local}`, local };
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

    /** `entry` showing the stock map's stocks: itself, or a copy with the stocks patched (kept instead). */
    const withCurrentStock = (key: string, entry: JsonEntry): JsonEntry => {
      if (!entry.slots || entry.stockSeq === stock.seq) return entry;
      const seq = stock.seq;
      const values = currentStocks(entry.slots, stock);
      if (!values) {
        entry.stockSeq = seq;
        return entry;
      }
      const body = withStocks(JSON.parse(entry.json.toString('utf8')), values);
      const patched = toEntry(body, entry.version, {
        slots: entry.slots.map((slot, index) => ({ ...slot, shown: values[index]! })),
        seq,
      });
      store.replace(key, entry, patched);
      return patched;
    };

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
          await readAwaited(hit);
          return sendEntry(store, request, reply, fullKey, withCurrentStock(fullKey, hit));
        }
        store.misses += 1;
        // Concurrent misses of one answer share one load.
        const flightKey = `${version.tag} ${fullKey}`;
        let pending = inflight.get(flightKey);
        if (!pending) {
          const seq = stock.seq;
          pending = load(now).then((body) => toEntry(body, version.tag, { slots: stockSlots(body), seq }));
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
        await readAwaited(entry);
        return sendEntry(store, request, reply, fullKey, withCurrentStock(fullKey, entry));
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
      onStockChange: (listener) => void stockListeners.add(listener),
      stats: () => ({ entries: store.size, bytes: store.bytes, hits: store.hits, misses: store.misses }),
    };
    app.decorate('catalogueCache', cache);

    /** A change published by another process: `n|id:stock:version,...`. */
    function parseChange(change: string): StockValue[] {
      return parseStockValues(change.slice(change.indexOf('|') + 1));
    }

    // After a write request ran (committed or rolled back) and before its answer leaves.
    app.decorateRequest('catalogueWriteMark', 0);
    app.decorateRequest('stockNoticeMark', 0);
    app.addHook('onRequest', (request, _reply, done) => {
      if (!SAFE_METHODS.has(request.method)) {
        request.catalogueWriteMark = writesSeen;
        request.stockNoticeMark = stockNotices;
      }
      done();
    });
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (SAFE_METHODS.has(request.method)) {
        done(null, payload);
        return;
      }
      const wrote = request.catalogueWriteMark !== writesSeen;
      const stockMoved = request.stockNoticeMark !== stockNotices;
      if (!wrote && !stockMoved) {
        done(null, payload);
        return;
      }
      void (async () => {
        if (stockMoved) await refreshNoticed(request.stockNoticeMark);
        if (wrote) await cache.invalidate();
      })().then(() => done(null, payload));
    });
  },
  { name: 'catalogue-cache', dependencies: ['database'] },
);
