import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { httpError } from '../../lib/http-errors';
import { rateLimitKey } from '../../lib/client-address';
import { TOO_MANY_ATTEMPTS_MESSAGE } from './rate-limits';

const MINUTE = 60_000;

/**
 * Sign-in limits count **failed** sign-ins only (docs/decisions/080-sign-in-limits.md):
 * - per account: after `freeFailures` wrong passwords in a row the account is locked for one minute,
 *   and each further failure doubles the lock, up to `maxLockMs`; a successful sign-in clears the count.
 *   Failures are forgotten `failureWindowMs` after the last one.
 * - per client address: `addressFailures` failed sign-ins within `addressWindowMs`, sized for a
 *   carrier-grade NAT where hundreds of shoppers share one address; successes never count.
 */
export type LoginLimits = {
  freeFailures: number;
  firstLockMs: number;
  maxLockMs: number;
  failureWindowMs: number;
  addressFailures: number;
  addressWindowMs: number;
};

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  freeFailures: 5,
  firstLockMs: MINUTE,
  maxLockMs: 60 * MINUTE,
  failureWindowMs: 60 * MINUTE,
  addressFailures: 200,
  addressWindowMs: 15 * MINUTE,
};

/** The lock after the `failures`-th failure in a row: none up to the free ones, then 1, 2, 4, ... minutes. */
export function lockAfter(failures: number, limits: LoginLimits): number {
  if (failures < limits.freeFailures) return 0;
  const doublings = Math.min(failures - limits.freeFailures, 20);
  return Math.min(limits.firstLockMs * 2 ** doublings, limits.maxLockMs);
}

export function createLoginLimiter(app: FastifyInstance, limits: LoginLimits) {
  const accountKey = (email: string) => `login:account:${email}`;
  const addressKey = (request: FastifyRequest) => `login:address:${rateLimitKey(request.ip)}`;

  function refuse(reply: FastifyReply, ms: number): never {
    reply.header('retry-after', String(Math.max(1, Math.ceil(ms / 1000))));
    throw httpError(429, TOO_MANY_ATTEMPTS_MESSAGE);
  }

  return {
    /** Before the password is checked: 429 while the account is locked or the address spent its failures. */
    async check(request: FastifyRequest, reply: FastifyReply, email: string | undefined): Promise<void> {
      if ((await app.attempts.count(addressKey(request))) >= limits.addressFailures) {
        refuse(reply, limits.addressWindowMs);
      }
      if (email === undefined) return;
      const locked = await app.attempts.lockedFor(accountKey(email));
      if (locked > 0) refuse(reply, locked);
    },
    /** A wrong e-mail or password: counts for the address and the account, and may lock the account. */
    async failed(request: FastifyRequest, email: string | undefined): Promise<void> {
      await app.attempts.fail(addressKey(request), limits.addressWindowMs);
      if (email === undefined) return;
      const failures = await app.attempts.fail(accountKey(email), limits.failureWindowMs);
      const lock = lockAfter(failures, limits);
      if (lock > 0) await app.attempts.lock(accountKey(email), lock);
    },
    /** A successful sign-in clears the account's failures (the address keeps its own). */
    async succeeded(email: string): Promise<void> {
      await app.attempts.clear(accountKey(email));
    },
  };
}
