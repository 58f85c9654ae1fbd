import { PHONE_PATTERN, translateMessage, type Language } from '@parashop/shared';
import { refusal } from '../../lib/http-errors';
import { fieldError, normaliseEmail, type AccountsContext } from './context';
import { verifyAgainstNothing, verifyPassword } from './passwords';
import * as repo from './repository';
import type { UserRow } from './repository';

/** Sign-in: the account for a pair of credentials (sessions are the session plugin's). */
export function loginService({ db }: AccountsContext) {
  return {
    /**
     * The user for these credentials, or 422 on `email` (same answer for an unknown e-mail). `email` is
     * an e-mail address or, for riders (decision 240), their phone as the login schema read it
     * (0XXXXXXXXX). A disabled account with the right password gets 403 `account_disabled`.
     */
    async authenticate(input: { email: string; password: string }, lang: Language): Promise<UserRow> {
      const user = PHONE_PATTERN.test(input.email)
        ? await repo.findRiderByPhone(db, input.email)
        : await repo.findUserByEmail(db, normaliseEmail(input.email));
      const ok = user
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyAgainstNothing(input.password);
      if (!user || !ok) throw fieldError(422, 'email', translateMessage('errors.invalidCredentials', lang));
      if (user.disabledAt !== null)
        throw refusal(403, translateMessage('errors.accountDisabled', lang), { reason: 'account_disabled' });
      return user;
    },
  };
}
