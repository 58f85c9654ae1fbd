import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  forgotPasswordSchema,
  loginSchema,
  profilePasswordChangeSchema,
  profileUpdateSchema,
  registerSchema,
  updatePasswordSchema,
  verifyEmailSchema,
  verifyUserSchema,
} from '@parashop/shared';
import { z } from 'zod';
import { requestLanguage } from '../../lib/accept-language';
import { mailLanguageFrom } from './mails';
import { notice } from './notices';
import { bodyField, rateLimitHook, resolveRateLimits, type RateLimitOverrides } from './rate-limits';
import { createAccountsService, type RequestLanguages } from './service';
import { toUserDto, userSchema } from './user-dto';

export type AccountsRoutesOptions = {
  /** Tighter or looser limits (tests, or a deployment behind a shared address). */
  rateLimits?: RateLimitOverrides;
};

const messageBody = z.object({ message: z.string() });
const userBody = z.object({ message: z.string().optional(), user: userSchema });
const errorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
const errors = { 401: errorBody, 403: errorBody, 419: errorBody, 422: errorBody, 429: errorBody };

function languages(request: FastifyRequest): RequestLanguages {
  const header = request.headers['accept-language'];
  return {
    lang: requestLanguage(request),
    mailLanguage: mailLanguageFrom(typeof header === 'string' ? header : undefined),
  };
}

/**
 * Accounts: registration with an e-mailed code, login and logout, the current user, password reset
 * through a code and a session-bound grant, password change and profile update.
 */
const routes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (app, options) => {
  const config = app.config;
  const limits = resolveRateLimits(options.rateLimits);
  const service = createAccountsService({
    db: app.db,
    sendMail: (mail) => app.mail.send(mail),
    // Without SMTP the mail only lands in DATA_DIR/mail: print the code so a local registration can finish.
    onCodeSent:
      config.smtpUrl || config.nodeEnv === 'test'
        ? undefined
        : (email, code) => console.log(`[mail] code for ${email}: ${code}`),
  });

  const email = bodyField('email');
  const ticket = (field: string) => bodyField(field, (value) => value.trim());
  const tags = ['accounts'];

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
    },
    async (request) => {
      const lang = requestLanguage(request);
      await service.resetPassword(request.body, request.sessionId, lang);
      return { message: notice('passwordUpdated', lang) };
    },
  );

  // Everything below needs a logged-in user.
  await app.register(async (scope) => {
    // Before validation: a guest gets 401 whatever the body, never the form's rules.
    scope.addHook('preValidation', app.requireUser);
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

    loggedIn.post(
      '/change_password',
      {
        schema: {
          tags,
          summary: 'Change the password (needs the current one)',
          body: profilePasswordChangeSchema,
          response: { 200: messageBody, ...errors },
        },
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

/** requireUser ran before the handler, so the user is there. */
function currentUser(request: FastifyRequest) {
  if (!request.user) throw new Error('requireUser must run before this handler');
  return request.user;
}

export default routes;
