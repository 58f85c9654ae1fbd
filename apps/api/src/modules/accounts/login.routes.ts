import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginSchema, translateMessage } from '@parashop/shared';
import { z } from 'zod';
import { requestLanguage } from '../../lib/accept-language';
import { notice } from './notices';
import { HttpError } from '../../lib/http-errors';
import { createLoginLimiter, DEFAULT_LOGIN_LIMITS } from './login-limits';
import { bodyField } from './rate-limits';
import {
  currentUser,
  errorBody,
  errors,
  messageBody,
  tags,
  userBody,
  type AccountsRouteOptions,
} from './route-support';
import { toUserDto, userSchema } from './user-dto';
import { deviceToken, hashDeviceToken } from '../../lib/device-cookie';
import { attachGuestOrders } from './repository';

/** POST /login, and for a signed-in user GET /me and POST /logout. */
const loginRoutes: FastifyPluginAsyncZod<AccountsRouteOptions> = async (app, { service }) => {
  const email = bodyField('email');
  const loginLimiter = createLoginLimiter(app, {
    ...DEFAULT_LOGIN_LIMITS,
    addressFailures: app.config.loginFailuresPerAddress,
  });

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Log in (a new session id)',
        body: loginSchema,
        response: {
          200: userBody.extend({
            orders_attached: z.number().int().optional(),
            orders_message: z.string().optional(),
          }),
          ...errors,
        },
      },
      preValidation: async (request, reply) => loginLimiter.check(request, reply, email(request)),
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const address = email(request);
      let user;
      try {
        user = await service.authenticate(request.body, lang);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 422)
          await loginLimiter.failed(request, address);
        throw error;
      }
      if (address !== undefined) await loginLimiter.succeeded(address);
      const guestSession = request.sessionId;
      await app.sessions.start(request, reply, user.id);
      const device = deviceToken(request);
      const attached = await attachGuestOrders(app.db, user.id, {
        device: device ? hashDeviceToken(device) : null,
        session: guestSession,
      });
      return {
        message: notice('loggedIn', lang),
        user: toUserDto(user),
        ...(attached > 0
          ? {
              orders_attached: attached,
              orders_message: translateMessage('notices.guestOrdersAttached', lang, { count: attached }),
            }
          : {}),
      };
    },
  );

  await app.register(async (scope) => {
    // Riders too: they sign in, read who they are and sign out here.
    scope.addHook('preValidation', app.requireAccount);
    const loggedIn = scope.withTypeProvider<ZodTypeProvider>();

    // The User itself, not wrapped: the SPEC calls it "current user" (docs/decisions/020-auth-errors.md).
    loggedIn.get(
      '/me',
      { schema: { tags, summary: 'The current user', response: { 200: userSchema, 401: errorBody } } },
      async (request) => toUserDto(currentUser(request)),
    );

    loggedIn.post(
      '/logout',
      {
        schema: {
          tags,
          summary: 'Log out (the session is destroyed)',
          response: { 200: messageBody, ...errors },
        },
      },
      async (request, reply: FastifyReply) => {
        await app.sessions.destroy(request, reply);
        return { message: notice('loggedOut', requestLanguage(request)) };
      },
    );
  });
};

export default loginRoutes;
