import type { FastifyInstance } from 'fastify';
import { translateMessage } from '@parashop/shared';
import { rateLimitKey } from '../../lib/client-address';
import { requestLanguage } from '../../lib/accept-language';
import { limitCounter, tooManyRequestsHook, type Limit } from '../../lib/rate-limit-hook';

export type OrderRateLimit = Limit;

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
  return tooManyRequestsHook(
    [limitCounter(app, 'orders:ip', limit, (request) => rateLimitKey(request.ip))],
    (request) => translateMessage('errors.tooManyRequests', requestLanguage(request)),
  );
}
