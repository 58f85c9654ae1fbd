import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginSchema } from '@parashop/shared';
import { requestLanguage } from '../../lib/accept-language';
import { notice } from './notices';
import { bodyField, rateLimitHook } from './rate-limits';
import {
  currentUser,
  errorBody,
  errors,
  messageBody,
  requireUserFor,
  tags,
  userBody,
  type AccountsRouteOptions,
} from './route-support';
import { toUserDto, userSchema } from './user-dto';

/** POST /login, and for a signed-in user GET /me and POST /logout. */
const loginRoutes: FastifyPluginAsyncZod<AccountsRouteOptions> = async (app, { service, limits }) => {
  const email = bodyField('email');

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Log in (a new session id)',
        body: loginSchema,
        response: { 200: userBody, ...errors },
      },
      preValidation: rateLimitHook(app, 'login', limits.login, email),
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const user = await service.authenticate(request.body, lang);
      await app.sessions.start(request, reply, user.id);
      return { message: notice('loggedIn', lang), user: toUserDto(user) };
    },
  );

  await app.register(async (scope) => {
    requireUserFor(app, scope);
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
