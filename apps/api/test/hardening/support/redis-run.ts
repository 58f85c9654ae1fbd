import { Redis } from 'ioredis';
import { REDIS_URL } from './env';

/**
 * The machine's Redis for one test run: every key under the run's own prefix (ioredis reads
 * `keyPrefix` from the URL), so runs never mix, and `clear` removes them afterwards.
 */
export function redisRun(prefix: string) {
  const url = `${REDIS_URL}${REDIS_URL.includes('?') ? '&' : '?'}keyPrefix=${encodeURIComponent(prefix)}`;

  /** The run's keys (full names, prefix included). */
  async function keys(): Promise<string[]> {
    const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      await redis.connect();
      return await redis.keys(`${prefix}*`);
    } finally {
      redis.disconnect();
    }
  }

  async function clear(): Promise<void> {
    const found = await keys();
    if (found.length === 0) return;
    const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      await redis.connect();
      await redis.del(...found);
    } finally {
      redis.disconnect();
    }
  }

  return { url, prefix, keys, clear };
}
