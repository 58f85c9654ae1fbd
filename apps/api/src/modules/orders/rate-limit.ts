import type {} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { translateMessage } from '@parashop/shared';
import { rateLimitKey } from '../../lib/client-address';
import { httpError } from '../../lib/http-errors';
import { requestLanguage } from '../../lib/accept-language';

export type OrderRateLimit = { max: number; windowMs: number };

/**
 * Orders are counted per client address and minute (ORDER_RATE_LIMIT, default 30): generous, since a
 * shop's customers may share one address (a phone operator's NAT), but it stops a script from
 * emptying the shelves with fake orders.
 */
export const ORDER_RATE_WINDOW_MS = 60_000;

/**
 * A preValidation hook answering 429 once an address went over the limit, counted through
 * @fastify/rate-limit's store (in memory, or Redis when REDIS_URL is set). Refused and malformed
 * attempts count too.
 */
export function orderRateLimitHook(app: FastifyInstance, limit: OrderRateLimit) {
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `orders:ip:${rateLimitKey(request.ip)}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(Math.max(1, result.ttlInSeconds)));
    throw httpError(429, translateMessage('errors.tooManyRequests', requestLanguage(request)));
  };
}
