import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forgotPasswordSchema, updatePasswordSchema, verifyUserSchema } from '@parashop/shared';
import { z } from 'zod';
import { requestLanguage } from '../../lib/accept-language';
import { notice } from './notices';
import { bodyField, rateLimitHook, sessionClient } from './rate-limits';
import { errors, languages, messageBody, tags, type AccountsRouteOptions } from './route-support';

/** POST /forgot-password, POST /verify-user and PUT /update-password. */
const passwordResetRoutes: FastifyPluginAsyncZod<AccountsRouteOptions> = async (app, { service, limits }) => {
  const email = bodyField('email');
  const ticket = (field: string) => bodyField(field, (value) => value.trim());

  app.post(
    '/forgot-password',
    {
      schema: {
        tags,
        summary: 'Ask for a reset code (same answer for unknown e-mails)',
        body: forgotPasswordSchema,
        response: {
          200: z.object({ message: z.string(), user_id: z.string(), email: z.string() }),
          ...errors,
        },
      },
      preValidation: rateLimitHook(app, 'forgotPassword', limits.forgotPassword, email),
    },
    async (request) => {
      const langs = languages(request);
      const { ticket: userId, email: address } = await service.forgotPassword(request.body, langs);
      return { message: notice('resetCodeSent', langs.lang), user_id: userId, email: address };
    },
  );

  app.post(
    '/verify-user',
    {
      schema: {
        tags,
        summary: 'Verify a reset code; grants this browser session one password reset',
        body: verifyUserSchema,
        response: { 200: z.object({ message: z.string(), email: z.string() }), ...errors },
      },
      preValidation: rateLimitHook(app, 'verifyUser', limits.verifyUser, ticket('user_id')),
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const { email: address } = await service.verifyResetCode(
        request.body,
        () => app.sessions.ensure(request, reply),
        lang,
      );
      return { message: notice('codeVerified', lang), email: address };
    },
  );

  app.put(
    '/update-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with the grant of a verified reset code',
        body: updatePasswordSchema,
        response: { 200: messageBody, ...errors },
      },
      preValidation: rateLimitHook(app, 'updatePassword', limits.updatePassword, email, sessionClient),
    },
    async (request) => {
      const lang = requestLanguage(request);
      await service.resetPassword(request.body, request.sessionId, lang);
      return { message: notice('passwordUpdated', lang) };
    },
  );
};

export default passwordResetRoutes;
