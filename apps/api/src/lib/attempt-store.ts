import type { Redis } from 'ioredis';

/**
 * Counters of failed attempts and lock-outs, shared by every API process through Redis when REDIS_URL
 * is set, else kept in this process's memory (as the rate limits are). Unlike a rate limit, only what
 * the caller reports as a failure counts, and a success can clear the count.
 */
export interface AttemptStore {
  /** Adds a failure under `key` and answers the failures within the window (renewed by each one). */
  fail(key: string, windowMs: number): Promise<number>;
  /** The failures counted under `key` (0 once the window has passed). */
  count(key: string): Promise<number>;
  /** Locks `key` for `ms` (a longer lock already in place stays). */
  lock(key: string, ms: number): Promise<void>;
  /** How many milliseconds `key` stays locked (0: not locked). */
  lockedFor(key: string): Promise<number>;
  /** Forgets the failures and the lock of `key`. */
  clear(key: string): Promise<void>;
}

type Entry = { value: number; expiresAt: number };

/** In this process only; entries expire lazily and the map is swept when it grows. */
export function createMemoryAttemptStore(
  now: () => number = () => Date.now(),
  maxEntries = 100_000,
): AttemptStore {
  const counts = new Map<string, Entry>();
  const locks = new Map<string, Entry>();
  const live = (map: Map<string, Entry>, key: string) => {
    const entry = map.get(key);
    if (entry && entry.expiresAt <= now()) {
      map.delete(key);
      return undefined;
    }
    return entry;
  };
  const sweep = (map: Map<string, Entry>) => {
    if (map.size < maxEntries) return;
    const time = now();
    for (const [key, entry] of map) if (entry.expiresAt <= time) map.delete(key);
    // Still full of live entries (an attack on many keys): forget the oldest half.
    if (map.size >= maxEntries) [...map.keys()].slice(0, maxEntries / 2).forEach((key) => map.delete(key));
  };
  return {
    async fail(key, windowMs) {
      const value = (live(counts, key)?.value ?? 0) + 1;
      counts.delete(key);
      sweep(counts);
      counts.set(key, { value, expiresAt: now() + windowMs });
      return value;
    },
    async count(key) {
      return live(counts, key)?.value ?? 0;
    },
    async lock(key, ms) {
      const until = now() + ms;
      if ((live(locks, key)?.expiresAt ?? 0) >= until) return;
      sweep(locks);
      locks.set(key, { value: 1, expiresAt: until });
    },
    async lockedFor(key) {
      const entry = live(locks, key);
      return entry ? entry.expiresAt - now() : 0;
    },
    async clear(key) {
      counts.delete(key);
      locks.delete(key);
    },
  };
}

/** Through Redis: INCR with a renewed expiry for counts, SET PX for locks; keys under `prefix`. */
export function createRedisAttemptStore(redis: Redis, prefix = 'parashop-attempts:'): AttemptStore {
  const countKey = (key: string) => `${prefix}count:${key}`;
  const lockKey = (key: string) => `${prefix}lock:${key}`;
  return {
    async fail(key, windowMs) {
      const [[, value] = []] = (await redis
        .multi()
        .incr(countKey(key))
        .pexpire(countKey(key), windowMs)
        .exec()) as [Error | null, number][];
      return Number(value ?? 1);
    },
    async count(key) {
      return Number((await redis.get(countKey(key))) ?? 0);
    },
    async lock(key, ms) {
      const left = await redis.pttl(lockKey(key));
      if (left >= ms) return;
      await redis.set(lockKey(key), '1', 'PX', ms);
    },
    async lockedFor(key) {
      return Math.max(0, await redis.pttl(lockKey(key)));
    },
    async clear(key) {
      await redis.del(countKey(key), lockKey(key));
    },
  };
}

/**
 * `primary` (Redis) while it answers; for an operation it fails (Redis down or restarting), `fallback`
 * (this process's memory) instead, so that signing in keeps working and keeps being limited, per process,
 * through an outage. Counts made during it stay in memory: once Redis answers again, the shared counts
 * are the ones read.
 */
export function withFallback(
  primary: AttemptStore,
  fallback: AttemptStore,
  onError: (error: unknown) => void,
): AttemptStore {
  const either =
    <A extends unknown[], R>(operation: (store: AttemptStore) => (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await operation(primary)(...args);
      } catch (error) {
        onError(error);
        return operation(fallback)(...args);
      }
    };
  return {
    fail: either((store) => store.fail),
    count: either((store) => store.count),
    lock: either((store) => store.lock),
    lockedFor: either((store) => store.lockedFor),
    clear: either((store) => store.clear),
  };
}
