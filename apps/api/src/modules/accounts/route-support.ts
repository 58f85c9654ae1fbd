import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requestLanguage } from '../../lib/accept-language';
import type { RequestLanguages } from './context';
import { mailLanguageFrom } from './mails';
import type { AccountRateLimits } from './rate-limits';
import type { AccountsService } from './service';
import { userSchema } from './user-dto';

/** What each group of account routes is registered with. */
export type AccountsRouteOptions = { service: AccountsService; limits: AccountRateLimits };

export const tags = ['accounts'];
export const messageBody = z.object({ message: z.string() });
export const userBody = z.object({ message: z.string().optional(), user: userSchema });
export const errorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** A cause the client acts on: `account_disabled` (POST /login, a disabled rider). */
  reason: z.string().optional(),
});
export const errors = { 401: errorBody, 403: errorBody, 419: errorBody, 422: errorBody, 429: errorBody };

export function languages(request: FastifyRequest): RequestLanguages {
  const header = request.headers['accept-language'];
  return {
    lang: requestLanguage(request),
    mailLanguage: mailLanguageFrom(typeof header === 'string' ? header : undefined),
  };
}

/** Before validation: a guest gets 401 whatever the body, never the form's rules. */
export function requireUserFor(app: FastifyInstance, scope: FastifyInstance): void {
  scope.addHook('preValidation', app.requireUser);
}

/** requireUser ran before the handler, so the user is there. */
export function currentUser(request: FastifyRequest) {
  if (!request.user) throw new Error('requireUser must run before this handler');
  return request.user;
}
