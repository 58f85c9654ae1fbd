import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerSchema, resendCodeSchema, verifyEmailSchema } from '@parashop/shared';
import { httpError } from '../../lib/http-errors';
import { z } from 'zod';
import { requestLanguage } from '../../lib/accept-language';
import { notice } from './notices';
import { bodyField, rateLimitHook, TOO_MANY_ATTEMPTS_MESSAGE } from './rate-limits';
import { errors, languages, messageBody, tags, type AccountsRouteOptions } from './route-support';

/** POST /register, POST /verify-email and POST /resend-code. */
const registrationRoutes: FastifyPluginAsyncZod<AccountsRouteOptions> = async (app, { service, limits }) => {
  const email = bodyField('email');
  const ticket = (field: string) => bodyField(field, (value) => value.trim());

  app.post(
    '/register',
    {
      schema: {
        tags,
        summary: 'Register (a pending account until the e-mailed code is verified)',
        body: registerSchema,
        response: {
          201: z.object({ message: z.string(), pending_user_id: z.string(), email: z.string() }),
          ...errors,
        },
      },
      preValidation: rateLimitHook(app, 'register', limits.register, email),
    },
    async (request, reply) => {
      const langs = languages(request);
      const { pendingUserId, email: address } = await service.register(request.body, langs);
      return reply
        .code(201)
        .send({ message: notice('registered', langs.lang), pending_user_id: pendingUserId, email: address });
    },
  );

  app.post(
    '/verify-email',
    {
      schema: {
        tags,
        summary: 'Verify a registration code; creates the account (no login)',
        body: verifyEmailSchema,
        response: { 200: messageBody, ...errors },
      },
      preValidation: rateLimitHook(app, 'verifyEmail', limits.verifyEmail, ticket('pending_user_id')),
    },
    async (request) => {
      const lang = requestLanguage(request);
      await service.verifyEmail(request.body, lang);
      return { message: notice('emailVerified', lang) };
    },
  );

  // The same limits as the first send of each kind of code (decision 172), counted per ticket.
  const registrationResend = rateLimitHook(app, 'register', limits.register, ticket('pending_user_id'));
  const resetResend = rateLimitHook(app, 'forgotPassword', limits.forgotPassword, ticket('user_id'));
  app.post(
    '/resend-code',
    {
      schema: {
        tags,
        summary: 'Send a new code for the registration or the reset a verify-code page waits on',
        body: resendCodeSchema,
        response: { 200: messageBody, ...errors },
      },
      preValidation: async (request, reply) => {
        const body = request.body as Record<string, unknown> | null | undefined;
        const reset = typeof body === 'object' && body !== null && body.user_id !== undefined;
        await (reset ? resetResend : registrationResend)(request, reply);
      },
    },
    async (request, reply) => {
      const langs = languages(request);
      const outcome = await service.resendCode(request.body, langs);
      if (!outcome.sent) {
        reply.header('retry-after', String(outcome.wait));
        throw httpError(429, TOO_MANY_ATTEMPTS_MESSAGE);
      }
      return { message: notice('codeResent', langs.lang) };
    },
  );
};

export default registrationRoutes;
