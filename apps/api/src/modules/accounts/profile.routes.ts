import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { profilePasswordChangeSchema, profileUpdateSchema } from '@parashop/shared';
import { requestLanguage } from '../../lib/accept-language';
import { notice } from './notices';
import { rateLimitHook, sessionClient, signedInUser } from './rate-limits';
import {
  currentUser,
  errors,
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

    loggedIn.post(
      '/change_password',
      {
        schema: {
          tags,
          summary: 'Change the password (needs the current one)',
          body: profilePasswordChangeSchema,
          response: { 200: messageBody, ...errors },
        },
        preValidation: rateLimitHook(
          app,
          'changePassword',
          limits.changePassword,
          signedInUser,
          sessionClient,
        ),
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
          summary: 'Update full name, e-mail and city',
          body: profileUpdateSchema,
          response: { 200: userBody, ...errors },
        },
      },
      async (request) => {
        const lang = requestLanguage(request);
        const user = await service.updateProfile(currentUser(request).id, request.body, lang);
        return { message: notice('profileUpdated', lang), user: toUserDto(user) };
      },
    );
  });
};

export default profileRoutes;
