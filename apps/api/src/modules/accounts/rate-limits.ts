import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rateLimitKey } from '../../lib/client-address';
import { limitCounter, tooManyRequestsHook, type Limit } from '../../lib/rate-limit-hook';

export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please try again later.';

export type LimitedAction =
  'register' | 'forgotPassword' | 'verifyEmail' | 'verifyUser' | 'updatePassword' | 'changePassword';
/**
 * Per client (its address; for the password routes its browser session), and per account: the e-mail,
 * the ticket of a code, or the signed-in user.
 */
export type ActionLimits = { ip: Limit; account: Limit };
export type AccountRateLimits = Record<LimitedAction, ActionLimits>;

const MINUTE = 60_000;

/**
 * Sign-in has its own limits, on failures only (login-limits.ts).
 * Sending mails costs more than checking a password, so the actions that mail a code are tighter.
 * A code also dies by itself after 5 wrong tries; the verify limits stop a client from cycling tickets.
 */
export const DEFAULT_RATE_LIMITS: AccountRateLimits = {
  register: { ip: { max: 10, windowMs: MINUTE }, account: { max: 3, windowMs: MINUTE } },
  forgotPassword: { ip: { max: 5, windowMs: MINUTE }, account: { max: 3, windowMs: MINUTE } },
  verifyEmail: { ip: { max: 10, windowMs: MINUTE }, account: { max: 10, windowMs: MINUTE } },
  verifyUser: { ip: { max: 10, windowMs: MINUTE }, account: { max: 10, windowMs: MINUTE } },
  // Each try costs a password hash; nobody types a new password ten times in a quarter of an hour.
  updatePassword: { ip: { max: 10, windowMs: 15 * MINUTE }, account: { max: 10, windowMs: 15 * MINUTE } },
  changePassword: { ip: { max: 10, windowMs: 15 * MINUTE }, account: { max: 10, windowMs: 15 * MINUTE } },
};

export type RateLimitOverrides = Partial<Record<LimitedAction, Partial<ActionLimits>>>;

export function resolveRateLimits(overrides: RateLimitOverrides | undefined): AccountRateLimits {
  const result = { ...DEFAULT_RATE_LIMITS };
  for (const action of Object.keys(result) as LimitedAction[]) {
    result[action] = { ...result[action], ...overrides?.[action] };
  }
  return result;
}

/** The account a request is about, read from the body before validation (undefined: not given). */
export type AccountKey = (request: FastifyRequest) => string | undefined;

export function bodyField(
  field: string,
  normalise = (value: string) => value.trim().toLowerCase(),
): AccountKey {
  return (request) => {
    const body = request.body as Record<string, unknown> | null | undefined;
    const value = body && typeof body === 'object' ? body[field] : undefined;
    if (typeof value === 'string' || typeof value === 'number') {
      const key = normalise(String(value));
      return key === '' ? undefined : key.slice(0, 254);
    }
    return undefined;
  };
}

/** The browser session of a request (its address when it has none yet). */
export { sessionClient } from '../../lib/client-address';

/** The signed-in user (the password change route runs behind requireUser). */
export const signedInUser: AccountKey = (request) => (request.user ? String(request.user.id) : undefined);

/** The 429 hook (lib/rate-limit-hook.ts) of an action: the client address, then the account. */
export function rateLimitHook(
  app: FastifyInstance,
  action: LimitedAction,
  limits: ActionLimits,
  account: AccountKey,
  client: (request: FastifyRequest) => string = (request) => rateLimitKey(request.ip),
) {
  return tooManyRequestsHook(
    [
      limitCounter(app, `accounts:${action}:ip`, limits.ip, client),
      limitCounter(app, `accounts:${action}:account`, limits.account, account),
    ],
    () => TOO_MANY_ATTEMPTS_MESSAGE,
  );
}
