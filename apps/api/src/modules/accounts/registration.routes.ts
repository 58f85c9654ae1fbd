import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerSchema, verifyEmailSchema } from '@parashop/shared';
import { z } from 'zod';
import { requestLanguage } from '../../lib/accept-language';
import { notice } from './notices';
import { bodyField, rateLimitHook } from './rate-limits';
import { errors, languages, messageBody, tags, type AccountsRouteOptions } from './route-support';

/** POST /register and POST /verify-email. */
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
};

export default registrationRoutes;
