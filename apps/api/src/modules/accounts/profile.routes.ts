import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { emailChangeConfirmSchema, profilePasswordChangeSchema, profileUpdateSchema } from '@parashop/shared';
import { z } from 'zod';
import { requestLanguage } from '../../lib/accept-language';
import { notice } from './notices';
import { rateLimitHook, sessionClient, signedInUser } from './rate-limits';
import {
  currentUser,
  errors,
  languages,
  messageBody,
  requireUserFor,
  tags,
  userBody,
  type AccountsRouteOptions,
} from './route-support';
import { toUserDto } from './user-dto';

/** For a signed-in user: POST /change_password and PUT /update-user-info. */
const profileRoutes: FastifyPluginAsyncZod<AccountsRouteOptions> = async (app, { service, limits }) => {
  await app.register(async (scope) => {
    requireUserFor(app, scope);
    const loggedIn = scope.withTypeProvider<ZodTypeProvider>();
    // One hook for both routes: a wrong current password counts once, wherever it was typed (in memory
    // as with Redis, the same counters).
    const passwordLimit = rateLimitHook(
      app,
      'changePassword',
      limits.changePassword,
      signedInUser,
      sessionClient,
    );

    loggedIn.post(
      '/change_password',
      {
        schema: {
          tags,
          summary: 'Change the password (needs the current one)',
          body: profilePasswordChangeSchema,
          response: { 200: messageBody, ...errors },
        },
        preValidation: passwordLimit,
      },
      async (request) => {
        const lang = requestLanguage(request);
        await service.changePassword(currentUser(request).id, request.sessionId, request.body, lang);
        return { message: notice('passwordUpdated', lang) };
      },
    );

    loggedIn.put(
      '/update-user-info',
      {
        schema: {
          tags,
          summary:
            'Update full name and city; a new e-mail (current password needed) is confirmed by a mailed code',
          body: profileUpdateSchema,
          response: {
            200: userBody.extend({ pending_email: z.string().nullable() }),
            ...errors,
          },
        },
        preValidation: passwordLimit,
      },
      async (request) => {
        const langs = languages(request);
        const { user, pendingEmail } = await service.updateProfile(
          currentUser(request).id,
          request.body,
          langs,
        );
        return {
          message: notice(pendingEmail ? 'emailChangeSent' : 'profileUpdated', langs.lang),
          user: toUserDto(user),
          pending_email: pendingEmail,
        };
      },
    );

    loggedIn.post(
      '/confirm-email-change',
      {
        schema: {
          tags,
          summary: 'Confirm a new e-mail with the code mailed to it; the address changes now',
          body: emailChangeConfirmSchema,
          response: { 200: userBody, ...errors },
        },
        preValidation: rateLimitHook(app, 'verifyUser', limits.verifyUser, signedInUser, sessionClient),
      },
      async (request) => {
        const lang = requestLanguage(request);
        const user = await service.confirmEmailChange(currentUser(request).id, request.body, lang);
        return { message: notice('emailChanged', lang), user: toUserDto(user) };
      },
    );
  });
};

export default profileRoutes;
