import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import loginRoutes from './login.routes';
import passwordResetRoutes from './password-reset.routes';
import profileRoutes from './profile.routes';
import { resolveRateLimits, type RateLimitOverrides } from './rate-limits';
import registrationRoutes from './registration.routes';
import { createAccountsService } from './service';

export type AccountsRoutesOptions = {
  /** Tighter or looser limits (tests, or a deployment behind a shared address). */
  rateLimits?: RateLimitOverrides;
};

/**
 * Accounts: registration with an e-mailed code, login and logout, the current user, password reset
 * through a code and a session-bound grant, password change and profile update; one file of routes
 * and one of service per flow, as the tests are split.
 */
const routes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (app, options) => {
  const config = app.config;
  const limits = resolveRateLimits(options.rateLimits);
  const service = createAccountsService({
    db: app.db,
    sendMail: (mail) => app.mail.send(mail),
    // In development without SMTP the mail only lands in DATA_DIR/mail: print the code so a local
    // registration can finish. Never elsewhere: a production log must not hold codes.
    onCodeSent:
      config.smtpUrl || config.nodeEnv !== 'development'
        ? undefined
        : (email, code) => console.log(`[mail] code for ${email}: ${code}`),
  });

  const shared = { service, limits };
  await app.register(registrationRoutes, shared);
  await app.register(loginRoutes, shared);
  await app.register(passwordResetRoutes, shared);
  await app.register(profileRoutes, shared);
};

export default routes;
