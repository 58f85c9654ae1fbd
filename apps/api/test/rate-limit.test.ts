import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp, createUser, guestHeaders, REDIS_URL, redisTestsRun } from './helpers';

/** A route limited to 2 calls a minute per key, through the app's shared limiter. */
function limitedRoute(key: string) {
  return async (app: FastifyInstance) => {
    app.post(
      '/test/limited',
      { config: { rateLimit: { max: 2, timeWindow: 60_000, keyGenerator: () => key } } },
      async () => ({ ok: true }),
    );
  };
}

const hasRedis = await redisTestsRun();

describe('rate limits', () => {
  it('answer 429 with the error body once over the limit', async () => {
    const t = await createTestApp({ beforeModules: limitedRoute('memory') });
    try {
      const headers = guestHeaders();
      const codes = [];
      for (let i = 0; i < 3; i++)
        codes.push((await t.app.inject({ method: 'POST', url: '/api/test/limited', headers })).statusCode);
      expect(codes).toEqual([200, 200, 429]);
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/test/limited',
        headers: { ...headers, 'accept-language': 'fr' },
      });
      expect(refused.json()).toEqual({ message: 'Trop de requêtes. Veuillez réessayer plus tard.' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });

  it.skipIf(!hasRedis)('are shared between API processes through Redis when REDIS_URL is set', async () => {
    const key = `shared-${randomBytes(6).toString('hex')}`;
    const a = await createTestApp({ beforeModules: limitedRoute(key), redisUrl: REDIS_URL });
    const b = await createTestApp({ beforeModules: limitedRoute(key), redisUrl: REDIS_URL });
    try {
      const headers = guestHeaders();
      expect((await a.app.inject({ method: 'POST', url: '/api/test/limited', headers })).statusCode).toBe(
        200,
      );
      expect((await b.app.inject({ method: 'POST', url: '/api/test/limited', headers })).statusCode).toBe(
        200,
      );
      // Third call overall: refused by the other process's count.
      expect((await a.app.inject({ method: 'POST', url: '/api/test/limited', headers })).statusCode).toBe(
        429,
      );
    } finally {
      await a.close();
      await b.close();
    }
  });

  it.skipIf(!hasRedis)(
    'sign-in failures and lock-outs are shared between API processes through Redis',
    async () => {
      const a = await createTestApp({ redisUrl: REDIS_URL });
      const b = await createTestApp({ redisUrl: REDIS_URL });
      try {
        const email = `shared-lock-${randomBytes(6).toString('hex')}@gmail.com`;
        await createUser(a.db, { email, password: 'right-pass1' });
        await createUser(b.db, { email, password: 'right-pass1' });
        for (let i = 0; i < 5; i += 1) {
          const wrong = await a.app.inject({
            method: 'POST',
            url: '/api/login',
            headers: guestHeaders(),
            payload: { email, password: `wrong-${i}-pass` },
          });
          expect(wrong.statusCode).toBe(422);
        }
        const elsewhere = await b.app.inject({
          method: 'POST',
          url: '/api/login',
          headers: guestHeaders(),
          payload: { email, password: 'right-pass1' },
        });
        expect(elsewhere.statusCode).toBe(429);
      } finally {
        await a.close();
        await b.close();
      }
    },
  );
});

describe('TRUST_PROXY', () => {
  const whoAmI = async (app: FastifyInstance) => {
    app.get('/test/ip', async (request) => ({ ip: request.ip }));
  };

  it.each([
    [1, '203.0.113.9, 10.1.2.3', '10.1.2.3'],
    [2, '203.0.113.9, 10.1.2.3', '203.0.113.9'],
    [false, '203.0.113.9, 10.1.2.3', '127.0.0.1'],
  ] as const)(
    'with %s the limits count the address the proxies forwarded (%s -> %s), never a forged one further left',
    async (trustProxy, forwarded, ip) => {
      const t = await createTestApp({ trustProxy, beforeModules: whoAmI });
      try {
        const answer = await t.app.inject({
          method: 'GET',
          url: '/api/test/ip',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': forwarded },
        });
        expect(answer.json()).toEqual({ ip });
      } finally {
        await t.close();
      }
    },
  );
});
