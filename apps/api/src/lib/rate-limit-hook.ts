import type {} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { httpError } from './http-errors';

/** At most `max` requests per `windowMs`. */
export type Limit = { max: number; windowMs: number };

type Count = { exceeded: boolean; retryAfterSeconds: number };

/** Counts a request: null when it has nothing to count by (its key is undefined). */
export type LimitCounter = (request: FastifyRequest) => Promise<Count | null>;

/**
 * One counter through @fastify/rate-limit's store (in memory, or Redis when REDIS_URL is set, so that
 * several API processes share it), keyed `<name>:<key>`.
 */
export function limitCounter(
  app: FastifyInstance,
  name: string,
  limit: Limit,
  key: (request: FastifyRequest) => string | undefined,
): LimitCounter {
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `${name}:${key(request) ?? ''}`,
  });
  return async (request) => {
    if (key(request) === undefined) return null;
    const result = await check(request);
    if (result.isAllowed) return { exceeded: false, retryAfterSeconds: 0 };
    return { exceeded: result.isExceeded, retryAfterSeconds: Math.max(1, result.ttlInSeconds) };
  };
}

/**
 * The one 429 hook: a preValidation hook (the body is parsed but not yet validated, so malformed
 * attempts count too) that counts the request on each counter in turn and answers 429 `message`, with
 * `Retry-After` the longest wait, once it went over any of them.
 */
export function tooManyRequestsHook(counters: LimitCounter[], message: (request: FastifyRequest) => string) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const exceeded: Count[] = [];
    for (const counter of counters) {
      const count = await counter(request);
      if (count?.exceeded) exceeded.push(count);
    }
    if (exceeded.length === 0) return;
    reply.header('retry-after', String(Math.max(...exceeded.map((count) => count.retryAfterSeconds))));
    throw httpError(429, message(request));
  };
}
