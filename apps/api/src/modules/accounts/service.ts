import { createAccountsContext, type AccountsDeps } from './context';
import { loginService } from './login';
import { passwordResetService } from './password-reset';
import { profileService } from './profile';
import { registrationService } from './registration';
import { resendCodeService } from './resend-code';

export { normaliseEmail, type AccountsDeps, type OutgoingMail, type RequestLanguages } from './context';

/** The account flows, one file each, over one shared context (database, clock, codes). */
export function createAccountsService(deps: AccountsDeps) {
  const context = createAccountsContext(deps);
  return {
    ...registrationService(context),
    ...loginService(context),
    ...passwordResetService(context),
    ...profileService(context),
    ...resendCodeService(context),
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
